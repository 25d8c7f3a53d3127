/**
 * Search indexes that stay small as the site grows.
 *
 * @easyops-cn/docusaurus-search-local writes one index per search context and a root index for the
 * pages outside every context. With `useAllContextsWithNoSearchContext` (kept on: it gives the search
 * page its "Everywhere" choice and the search bar its 'See all results outside "<context>"' link) the
 * root index holds the whole site, every word of every page, and a reader on the home, legal or data
 * pages downloads it on a first search (1 MB gzip at 126 routes). This theme wraps the plugin and,
 * once the plugin has written its files, rewrites them:
 *
 * - the root index keeps every page's title, headings and description (a few hundred bytes per page)
 *   and the full text of the pages outside every context only: a reader there finds any page of the
 *   site by its title, a heading (FAQ questions included) or its description, and any passage of the
 *   pages around them;
 * - a context index keeps only the pages whose most specific context it is: with `ios` and `ios/5x`
 *   both listed, the plugin files the 5.x pages under both, and the current line's readers would
 *   download the legacy line too.
 *
 * - every index is made compact (`compactIndex`): no match positions and no field vectors, which only
 *   lunr's own `query` needs; the site's worker (src/lib/searchWorker.ts) ranks without them;
 * - beside them, the section directory (src/lib/searchDirectory.ts): which sections' pages hold each
 *   word, for the search page's hand-off when "Everywhere" finds nothing strong.
 *
 * The files keep the plugin's shape and names, so its search bar and the site's search page find them
 * as before. Ties to the plugin's internals, checked against 0.55.3 (each guarded by a test: unit
 * tests in tests/unit/searchIndexes.test.ts, network and results in tests/e2e/search.spec.ts):
 *
 * 1. The module's CommonJS exports: the plugin factory as `default` and `validateOptions`
 *    (dist/server/server/index.js); the package declares no types for them.
 * 2. The factory returns a `postBuild` that writes the index files and resolves when they are on disk.
 * 3. The file names: `search-index-<context with "/" as "-">-<hash>.json` and `search-index-<hash>.json`
 *    for the root (`hashed: 'filename'`, utils/generate.js and utils/postBuildFactory.js), in the build
 *    directory (one docs version; older versions would be in sub-directories and are not rewritten).
 * 4. A file holds an array of five `{documents, index}` parts, in the order title, heading,
 *    description, keywords, content (utils/scanDocuments.js, shared/interfaces.js `SearchDocumentType`);
 *    a document's `u` is its page URL and every non-title document points with `p` at its page's
 *    title document, which the site's worker looks up in part 0.
 * 5. `index` is a serialised lunr index built by the plugin's own `buildIndex` (utils/buildIndex.js),
 *    which this module calls to rebuild the parts it filters, so the tokenizer, stop words and
 *    stemmer match what the pages were indexed with and what the worker stems a query with.
 * 6. With `useAllContextsWithNoSearchContext` on, the root file the plugin writes holds every page;
 *    this module reads the whole site from it.
 * 7. The plugin files a page under EVERY context that holds it (utils/postBuildFactory.js), while its
 *    search bar reads the index of the FIRST context in `searchContextByPaths` that holds the page
 *    (client/theme/SearchBar/SearchBar.jsx): hence `owningContextOf` here and `nestedBeforeParents`
 *    in config/search.ts.
 * 8. The hash in the file names covers the Markdown and the plugin version only (utils/getIndexHash.js):
 *    a change to this rewrite or to the search options alone keeps the names, so caches that keep
 *    `search-index-*.json` as immutable must be purged after one.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {toString} from 'mdast-util-to-string';
import {API_BY_ID} from '../data/api';
import {FACTS} from '../data/facts';
import {isLineId} from '../data/lines';
import {apiReferenceNodes, findMember, referencePage} from '../remark/apiReference';
import {factNodes} from '../remark/productFacts';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildDirectory} from '../lib/searchDirectory';
import type {SearchDocument} from '../lib/searchRanking';
import {directoryFileName} from '../lib/searchDirectoryUrl';
import {
  lineOf,
  owningContextOf,
  searchIndexFileName,
  type PageWords,
  type SearchContextPath,
} from '../lib/searchContexts';

/** One searchable record of the plugin's index (titles, headings, descriptions, keywords or sections). */
export type {SearchDocument};

/** The five parts of an index file, in the plugin's order. */
export const INDEX_PARTS = ['title', 'heading', 'description', 'keywords', 'content'] as const;
export type IndexPart = (typeof INDEX_PARTS)[number];

interface SerialisedPart {
  documents: SearchDocument[];
  index: unknown;
}

/** What the pages of a split line share with each of its parts' indexes, unless configured otherwise. */
export const LINE_WIDE_PARTS: readonly IndexPart[] = ['title', 'description'];

/** Documents of each part, in the plugin's order. */
export type PartDocuments = SearchDocument[][];

export interface SearchIndexesOptions {
  /** The parts every page contributes to the root index; pages outside every context contribute all five. */
  readonly siteWideParts: readonly IndexPart[];
  /**
   * The parts the pages of a split line contribute to each part's index (`contextDocuments`), and a
   * line's API reference page to the line's. Defaults to the title and the description.
   */
  readonly lineWideParts?: readonly IndexPart[];
  /**
   * The contexts as configured, before oversized ones were split (`splitOversizedContexts`): the parts
   * of a split line share the line's titles and descriptions. Defaults to every context.
   */
  readonly lines?: readonly SearchContextPath[];
}

/** The root index's documents: `siteWideParts` of every page, everything of the pages outside every context. */
export function rootDocuments(
  wholeSite: PartDocuments,
  baseUrl: string,
  contexts: readonly SearchContextPath[],
  siteWideParts: readonly IndexPart[],
): PartDocuments {
  if (!siteWideParts.includes('title')) {
    throw new Error('The root search index needs every page title: the worker finds a result page by it.');
  }
  return wholeSite.map((documents, part) =>
    siteWideParts.includes(INDEX_PARTS[part] as IndexPart)
      ? documents
      : documents.filter((document) => owningContextOf(document.u, baseUrl, contexts) === null),
  );
}

/**
 * The API reference page of a current SDK line (`/docs/api/android/` for `android`), which its
 * readers look for from the line's own pages ("android api reference"). A legacy line (`ios/5x`)
 * gets none: the reference describes the current SDK. Pages that do not exist are simply not found.
 */
export function apiReferenceUrl(line: string, baseUrl: string): string | null {
  return line.includes('/') ? null : `${baseUrl}api/${line}/`;
}

/**
 * A context index's documents: everything of the pages whose most specific context it is, and, when
 * its line (the configured context it lies in) was split because it was too large, `siteWideParts` of
 * the line's other pages, so that a reader of one part still finds the rest of the line by title;
 * and `siteWideParts` of the line's API reference page (`apiReferenceUrl`).
 */
export function contextDocuments(
  wholeSite: PartDocuments,
  context: string,
  baseUrl: string,
  contexts: readonly SearchContextPath[],
  lines: readonly SearchContextPath[],
  siteWideParts: readonly IndexPart[],
): PartDocuments {
  const line = lineOf(context, lines);
  const reference = line === null ? null : apiReferenceUrl(line, baseUrl);
  return wholeSite.map((documents, part) => {
    const lineWide = siteWideParts.includes(INDEX_PARTS[part] as IndexPart);
    return documents.filter((document) => {
      const owner = owningContextOf(document.u, baseUrl, contexts);
      return (
        owner === context ||
        (lineWide && owner !== null && line !== null && lineOf(owner, lines) === line) ||
        (lineWide && document.u === reference)
      );
    });
  });
}

/**
 * The text a page's title document is matched by in the root index: its title, then the labels of
 * the sidebar categories above it (`b`, "Android › Integration") and its front matter `keywords`.
 * The root index holds no keywords part of every page (see ROOT_INDEX_SITE_WIDE_PARTS in
 * config/search.ts), yet a reader on the home page types the line ("android") and the words readers
 * use ("funnel", "kibana") as often as a title's words. Folding them into the title's lunr field
 * costs only index terms: the stored document keeps its title, and the ranking counts a word found
 * only among the folded ones as a keyword (src/lib/searchRanking.ts).
 */
export function titleMatchText(title: SearchDocument, keywords: readonly SearchDocument[]): string {
  const extra = [...(title.b ?? []), ...keywords.filter((document) => document.p === title.i).map(({t}) => t)];
  return extra.length === 0 ? title.t : `${title.t} ${extra.join(' ')}`;
}

interface SerialisedLunrIndex {
  invertedIndex: [string, Record<string, unknown>][];
  fieldVectors: unknown[];
}

/**
 * Leaves of a serialised lunr index what the site's worker reads (src/lib/searchWorker.ts): the
 * terms and which documents hold them. It drops the match positions (`metadataWhitelist:
 * ['position']` in the plugin's builder) and the field vectors (each document's terms with lunr's
 * scores), which together are two thirds of an index's bytes. The worker ranks by which part of a
 * page holds a word (src/lib/searchRanking.ts), not by lunr's scores, and finds the positions of the
 * few results it shows in their text. Only that worker can read such an index: lunr's own `query`
 * needs the vectors.
 */
export function compactIndex(index: SerialisedLunrIndex): void {
  index.fieldVectors = [];
  for (const [, fields] of index.invertedIndex) {
    for (const [field, postings] of Object.entries(fields)) {
      if (field === '_index') {
        continue;
      }
      for (const ref of Object.keys(postings as Record<string, unknown>)) {
        (postings as Record<string, unknown>)[ref] = {};
      }
    }
  }
}

/** The plugin's `buildIndex`, each part's index made compact (`compactIndex`). */
export function buildCompactIndex(
  documents: PartDocuments,
  config: Parameters<BuildIndex>[1],
  buildIndex: BuildIndex,
): SerialisedPart[] {
  return buildIndex(documents, config).map((part) => {
    // buildIndex returns lunr Indexes, which serialise themselves (toJSON); trim the serialised form.
    const index = JSON.parse(JSON.stringify(part.index)) as SerialisedLunrIndex;
    compactIndex(index);
    return {documents: part.documents, index};
  });
}

/**
 * Builds the root index with every title document matched by its `titleMatchText` (`siteKeywords`:
 * the keywords documents of the whole site), and stores the documents as they were.
 */
export function buildRootIndex(
  documents: PartDocuments,
  siteKeywords: readonly SearchDocument[],
  config: Parameters<BuildIndex>[1],
  buildIndex: BuildIndex,
): SerialisedPart[] {
  const titles = documents[0] ?? [];
  const folded = titles.map((title) => ({...title, t: titleMatchText(title, siteKeywords)}));
  const parts = buildCompactIndex([folded, ...documents.slice(1)], config, buildIndex);
  const first = parts[0];
  if (first) {
    first.documents = titles;
  }
  return parts;
}

function sameDocuments(a: PartDocuments, b: PartDocuments): boolean {
  const key = (parts: PartDocuments): string => parts.map((part) => part.map(({i}) => i).join(',')).join('|');
  return key(a) === key(b);
}

/**
 * The text the build writes in place of a directive, as the index will see it: a fact's prose, an
 * API reference or one member's parameters from the API data. Null for anything else.
 */
export function directiveText(name: string, attributes: Readonly<Record<string, string>>): string | null {
  if (name === 'fact') {
    const fact = FACTS[attributes.id ?? ''];
    return fact === undefined ? null : toString({type: 'root', children: factNodes(fact)});
  }
  const id = attributes.id ?? '';
  const api = isLineId(id) ? API_BY_ID[id] : undefined;
  if (!api) {
    return null;
  }
  if (name === 'api-reference') {
    const page = attributes.page === undefined ? undefined : referencePage(api, attributes.page);
    return toString({type: 'root', children: apiReferenceNodes(api, page)});
  }
  if (name === 'api-parameters') {
    const member = findMember(api, attributes.member ?? '');
    return (
      member?.parameters
        ?.map((parameter) => `${parameter.name} ${parameter.type} ${parameter.description}`)
        .join(' ') ?? null
    );
  }
  return null;
}

function attributesOf(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

/**
 * Words of a Markdown page as the index will see it: front matter, code fences and markup left out,
 * and each fact and API directive counted as the text it renders (a fact can be a whole sentence,
 * and an API reference page is mostly text from the data).
 */
export function markdownWords(source: string): number {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(
      /^::([\w-]+)\{([^}]*)\}\s*$/gm,
      (_whole: string, name: string, attributes: string) => directiveText(name, attributesOf(attributes)) ?? ' ',
    )
    .replace(/:fact\[([^\]]+)\]/g, (_whole: string, id: string) => directiveText('fact', {id}) ?? ' ')
    .replace(/<[^>]+>/g, ' ');
  return body.match(/[A-Za-z0-9_']+/g)?.length ?? 0;
}

/** Every doc page (partials left out) below `docsDir` with its route (from its path, or an absolute `slug`) and its words. */
export function docPageWords(docsDir: string): PageWords[] {
  const pages: PageWords[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      // A partial (`_name.mdx`, or any file under a `_folder/`) is not a page: the pages that
      // import it count its words.
      if (entry.name.startsWith('_')) {
        continue;
      }
      if (entry.isDirectory()) {
        walk(path);
      } else if (/\.mdx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        const slug = /^---\n[\s\S]*?^slug:\s*['"]?\/([^'"\s]*)/m.exec(source)?.[1];
        const fromPath = relative(docsDir, path)
          .split(sep)
          .join('/')
          .replace(/\.mdx?$/, '')
          .replace(/(^|\/)index$/, '');
        pages.push({uri: (slug ?? fromPath).replace(/\/$/, ''), words: markdownWords(source)});
      }
    }
  };
  walk(docsDir);
  return pages.sort((a, b) => a.uri.localeCompare(b.uri));
}

/** The hash in the root index file's name, i.e. the one the plugin gave every file of this build. */
export function indexHashOf(fileNames: readonly string[]): string {
  const hashes = fileNames.flatMap((name) => /^search-index-([0-9a-f]{8})\.json$/.exec(name)?.[1] ?? []);
  if (hashes.length !== 1) {
    throw new Error(
      `Expected one root search index (search-index-<hash>.json), found ${hashes.length}: ` +
        'has @easyops-cn/docusaurus-search-local changed how it names its files?',
    );
  }
  return hashes[0] as string;
}

export type BuildIndex = (
  documents: PartDocuments,
  config: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
) => SerialisedPart[];

/* eslint-disable @typescript-eslint/no-require-imports -- the plugin ships no types for these modules */
function pluginBuildIndex(): BuildIndex {
  return (
    require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {buildIndex: BuildIndex}
  ).buildIndex;
}

interface SearchLocalModule {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
}
function searchLocalModule(): SearchLocalModule {
  return require('@easyops-cn/docusaurus-search-local') as SearchLocalModule;
}
/* eslint-enable @typescript-eslint/no-require-imports */

function asArray<T>(value: T | T[] | undefined, fallback: T[]): T[] {
  if (value === undefined) {
    return fallback;
  }
  return Array.isArray(value) ? value : [value];
}

/** What `buildIndex` reads of the options, normalised as the plugin's processPluginOptions does. */
function buildIndexConfig(options: PluginOptions): Parameters<BuildIndex>[1] {
  const stopWords = options.removeDefaultStopWordFilter;
  return {
    language: asArray(options.language, ['en']),
    removeDefaultStopWordFilter: Array.isArray(stopWords) ? stopWords : stopWords ? ['en'] : [],
    removeDefaultStemmer: options.removeDefaultStemmer ?? false,
  };
}

function readSerialised(path: string): SerialisedPart[] {
  const parts = JSON.parse(readFileSync(path, 'utf8')) as SerialisedPart[];
  if (
    !Array.isArray(parts) ||
    parts.length !== INDEX_PARTS.length ||
    parts.some((part) => !Array.isArray(part.documents))
  ) {
    throw new Error(`${path} is not an array of ${INDEX_PARTS.length} {documents, index} parts.`);
  }
  return parts;
}

/** Each indexed word of an index file, with the pages (URLs) whose documents hold it. */
export function termPages(parts: readonly SerialisedPart[]): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const {documents, index} of parts) {
    const byRef = new Map(documents.map((document) => [String(document.i), document.u]));
    for (const [term, fields] of (index as SerialisedLunrIndex).invertedIndex) {
      const holding = pages.get(term) ?? new Set<string>();
      for (const [field, postings] of Object.entries(fields)) {
        if (field !== '_index') {
          for (const ref of Object.keys(postings as Record<string, unknown>)) {
            const url = byRef.get(ref);
            if (url !== undefined) {
              holding.add(url);
            }
          }
        }
      }
      pages.set(term, holding);
    }
  }
  return pages;
}

/**
 * Rewrites the index files the plugin wrote in `outDir` and writes the section directory
 * (src/lib/searchDirectory.ts) beside them; returns the names of the index files it rewrote.
 */
export function rewriteSearchIndexes(
  outDir: string,
  baseUrl: string,
  pluginOptions: PluginOptions,
  options: SearchIndexesOptions,
  buildIndex: BuildIndex = pluginBuildIndex(),
): string[] {
  const contexts = (pluginOptions.searchContextByPaths ?? []).map((context) =>
    typeof context === 'string' ? {path: context} : {path: context.path},
  );
  const hash = indexHashOf(readdirSync(outDir));
  const config = buildIndexConfig(pluginOptions);
  const write = (name: string, parts: SerialisedPart[]): void => {
    writeFileSync(join(outDir, name), JSON.stringify(parts), 'utf8');
  };
  const rewritten: string[] = [];

  const rootName = searchIndexFileName(null, hash);
  const wholeSiteIndex = readSerialised(join(outDir, rootName));
  const wholeSite = wholeSiteIndex.map((part) => part.documents);
  const directory = buildDirectory(termPages(wholeSiteIndex), (url) => owningContextOf(url, baseUrl, contexts));
  writeFileSync(join(outDir, directoryFileName(hash)), JSON.stringify(directory), 'utf8');
  const root = rootDocuments(wholeSite, baseUrl, contexts, options.siteWideParts);
  const siteKeywords = wholeSite[INDEX_PARTS.indexOf('keywords')] ?? [];
  write(rootName, buildRootIndex(root, siteKeywords, config, buildIndex));
  rewritten.push(rootName);

  const lines = options.lines ?? contexts;
  const lineWideParts = options.lineWideParts ?? LINE_WIDE_PARTS;
  for (const {path} of contexts) {
    const name = searchIndexFileName(path, hash);
    const wanted = contextDocuments(wholeSite, path, baseUrl, contexts, lines, lineWideParts);
    const written = readSerialised(join(outDir, name));
    if (
      sameDocuments(
        wanted,
        written.map((part) => part.documents),
      )
    ) {
      // The plugin's own file already holds just that (a context neither nested nor split): it is
      // only made compact.
      for (const part of written) {
        compactIndex(part.index as SerialisedLunrIndex);
      }
      write(name, written);
    } else {
      write(name, buildCompactIndex(wanted, config, buildIndex));
    }
    rewritten.push(name);
  }
  return rewritten;
}

/**
 * The search theme with scalable indexes: use it in `themes` in place of
 * '@easyops-cn/docusaurus-search-local', with the same options.
 */
export function searchWithScalableIndexes(options: SearchIndexesOptions): PluginModule {
  const searchLocal = searchLocalModule();
  const theme: PluginModule = (context: LoadContext, validatedOptions: unknown): Plugin => {
    const pluginOptions = validatedOptions as PluginOptions;
    if (!pluginOptions.hashed || pluginOptions.hashed === true || pluginOptions.hashed === 'query') {
      throw new Error("The search index rewrite expects hashed: 'filename'.");
    }
    if (!pluginOptions.useAllContextsWithNoSearchContext) {
      throw new Error(
        'The search index rewrite reads the whole site from the root index: set useAllContextsWithNoSearchContext.',
      );
    }
    const plugin = searchLocal.default(context, pluginOptions);
    const writeIndexes = plugin.postBuild;
    return {
      ...plugin,
      async postBuild(props) {
        if (!writeIndexes) {
          throw new Error('@easyops-cn/docusaurus-search-local no longer writes its indexes in postBuild.');
        }
        await writeIndexes.call(plugin, props);
        rewriteSearchIndexes(props.outDir, props.baseUrl, pluginOptions, options);
      },
    };
  };
  theme.validateOptions = searchLocal.validateOptions;
  return theme;
}
