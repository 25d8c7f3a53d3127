/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local).
 *
 * One search context per SDK line and per big section, so a reader downloads only the index of the
 * section they are in. Pages outside every context (home, legal and data pages) read the root index:
 * the build (src/plugins/searchIndexes.ts) keeps in it the full text of those pages and only
 * `ROOT_INDEX_SITE_WIDE_PARTS` of every other page, so it does not grow into a whole-site index.
 * A context whose pages outgrow one index (`MAX_CONTEXT_WORDS`) is split into one context per folder;
 * each part holds its own pages' text and its line's titles and descriptions.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {LINES, type SdkLine} from '../src/data/lines';
import {SECTIONS} from '../src/data/sections';
import {splitOversizedContexts, type LabelledContext} from '../src/lib/searchContexts';
import {docPageWords, type IndexPart} from '../src/plugins/searchIndexes';

/**
 * One context per SDK line (src/data/lines.ts) that has pages: a line without pages has no index,
 * and the search page would offer a context that fails to load. The search bar takes the first
 * context whose path holds the page, so a nested line (`ios/5x`) comes before the line whose folder
 * holds it (`ios`): an iOS 5.x reader downloads the 5.x index only.
 */
export function lineSearchContexts(
  lines: readonly SdkLine[],
  hasPages: (line: SdkLine) => boolean,
): {path: string; label: string}[] {
  return lines
    .filter(hasPages)
    .sort((a, b) => b.searchContext.split('/').length - a.searchContext.split('/').length)
    .map((line) => ({path: line.searchContext, label: line.status === 'current' ? line.name : line.label}));
}

const DOCS_DIR = join(__dirname, '..', 'docs');

/**
 * Whether a docs folder holds a page (`.md` or `.mdx`, partials excluded), at any depth. A folder
 * with only `_category_.json` files, as a line's skeleton has before its pages are written, has none:
 * its context would get no index file and the build's index rewrite would fail on it.
 */
export function holdsPages(folder: string): boolean {
  if (!existsSync(folder)) {
    return false;
  }
  return readdirSync(folder, {withFileTypes: true}).some((entry) =>
    entry.isDirectory()
      ? holdsPages(join(folder, entry.name))
      : /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'),
  );
}

/** Every index but the whole-site one: the SDK lines, then the sections of src/data/sections.ts that have one. */
export const SEARCH_CONTEXTS: readonly {path: string; label: string}[] = [
  ...lineSearchContexts(LINES, (line) => holdsPages(join(DOCS_DIR, line.prefix))),
  ...SECTIONS.filter((section) => section.searchContext).map(({folder, label}) => ({path: folder, label})),
];

/**
 * What every page adds to the root index, which the home, legal and data pages and the search page's
 * "Everywhere" search: the title, every heading (FAQ questions included, with its anchor, so a hit
 * opens the section that answers) and the description, beside the full text of the legal and data
 * pages. The 3,679 headings of the site cost about 110 KB gzip; the root index still fits its 250 KB
 * budget (about 200 KB; `npm run bench` prints it) because no index stores match positions or field
 * vectors (src/plugins/searchIndexes.ts `compactIndex`). Each title is also matched by its sidebar
 * labels and keywords (`titleMatchText`), which costs index terms only.
 */
export const ROOT_INDEX_SITE_WIDE_PARTS = ['title', 'heading', 'description'] as const satisfies readonly IndexPart[];

/**
 * The most words a context's pages may hold before the context is split into one context per folder
 * (src/lib/searchContexts.ts `splitOversizedContexts`): a first-search download of about 100 KB gzip,
 * well inside the 250 KB budget, so a reader on a phone waits little, at 4.4 bytes a word in the
 * compact indexes (measured on the largest contexts: React Native 3.5, Android 3.7, Web 4.5). The
 * limit was 250 KB at 11 bytes a word before the indexes were made compact: the same number of
 * words. Counted from the Markdown before the build, with each fact and API directive counted as the
 * text it renders (`markdownWords`); `npm run bench -- --check` measures the real files.
 */
export const MAX_CONTEXT_WORDS = Math.floor(100_000 / 4.4);

/** "iOS › Manual instrumentation": the folder's sidebar label after its line's. */
function partLabel(path: string, parent: LabelledContext): string {
  const category = join(DOCS_DIR, path, '_category_.json');
  const label = existsSync(category)
    ? (JSON.parse(readFileSync(category, 'utf8')) as {label?: string}).label
    : undefined;
  const folder = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return `${parent.label} › ${label ?? folder.charAt(0).toUpperCase() + folder.slice(1)}`;
}

/** The contexts the plugin is given: the configured ones, oversized ones split, nested before parents. */
export const SEARCH_CONTEXT_PARTS: LabelledContext[] = splitOversizedContexts(
  SEARCH_CONTEXTS.map(({path, label}) => ({path, label})),
  docPageWords(DOCS_DIR),
  MAX_CONTEXT_WORDS,
  partLabel,
);

/** Code blocks on every doc page except the API reference (`docs-doc-id-api/...` on `<html>`). */
export const GUIDE_CODE_BLOCKS = 'html:not([class*="docs-doc-id-api/"]) .theme-code-block';

export const searchOptions = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  language: 'en',
  // A nested line (`ios/5x`) goes before its parent (`ios`): the search bar takes the first match.
  searchContextByPaths: SEARCH_CONTEXT_PARTS,
  // Gives the search page its "Everywhere" choice and the search bar its 'See all results outside'
  // link; the root index it makes whole-site is cut down after the build (src/plugins/searchIndexes.ts).
  useAllContextsWithNoSearchContext: true,
  hideSearchBarWithNoSearchContext: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: false,
  removeDefaultStopWordFilter: true,
  // Guides leave their code blocks out of the index, as hosted docs search does: the samples
  // repeat names the prose already explains, once per tab, and make the index a reader downloads
  // a sixth larger. The API reference keeps its code, so a bare member name such as
  // `addBreadcrumb` still finds its signature.
  ignoreCssSelectors: [GUIDE_CODE_BLOCKS],
} satisfies PluginOptions;
