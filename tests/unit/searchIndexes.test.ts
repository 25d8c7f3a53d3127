import {mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {FACTS} from '../../src/data/facts';
import {loadRankingIndex, rankSearch, type RankingIndex} from '../../src/lib/searchRanking';
import {sectionsHolding, type SearchDirectory} from '../../src/lib/searchDirectory';
import {directoryFileName} from '../../src/lib/searchDirectoryUrl';
import {describe, expect, it} from 'vitest';
import {ROOT_INDEX_SITE_WIDE_PARTS, SEARCH_CONTEXTS, searchOptions} from '../../config/search';
import {
  clientContextOf,
  inContext,
  nestedBeforeParents,
  owningContextOf,
  searchIndexFileName,
  splitOversizedContexts,
} from '../../src/lib/searchContexts';
import {
  apiReferenceUrl,
  buildRootIndex,
  contextDocuments,
  docPageWords,
  indexHashOf,
  directiveText,
  markdownWords,
  rewriteSearchIndexes,
  rootDocuments,
  searchWithScalableIndexes,
  titleMatchText,
  type PartDocuments,
  type SearchDocument,
} from '../../src/plugins/searchIndexes';

const BASE = '/docs/';
const CONTEXTS = [{path: 'android'}, {path: 'ios/5x'}, {path: 'ios'}];
const HASH = 'abcd1234';

/** A page as the plugin's scanner records it: a title, a description, one heading with its section, keywords. */
function page(id: number, url: string, title: string, body: string): PartDocuments {
  const titleId = id * 10;
  return [
    [{i: titleId, t: title, u: url, b: ['Docs']}],
    [{i: titleId + 1, t: `${title} setup`, u: url, h: '#setup', p: titleId}],
    [{i: titleId, t: `About ${title}`, s: title, u: url, p: titleId}],
    [{i: titleId, t: 'argus', s: title, u: url, p: titleId}],
    [{i: titleId + 2, t: body, s: `${title} setup`, u: url, h: '#setup', p: titleId}],
  ];
}

function merge(...pages: PartDocuments[]): PartDocuments {
  return [0, 1, 2, 3, 4].map((part) => pages.flatMap((parts) => parts[part] ?? []));
}

const SITE = merge(
  page(1, '/docs/', 'Argus docs', 'welcome reader'),
  page(2, '/docs/region/', 'Data regions', 'residency of telemetry'),
  page(3, '/docs/android/', 'Gradle plugin', 'uploads mapping files'),
  page(4, '/docs/ios/', 'Swift package', 'current line'),
  page(5, '/docs/ios/5x/', 'CocoaPods legacy', 'legacy line'),
);

const urls = (documents: readonly SearchDocument[] | undefined): string[] => [
  ...new Set((documents ?? []).map(({u}) => u)),
];

describe('search contexts', () => {
  it('match a route in its context and below, not a sibling with the same prefix', () => {
    expect(inContext('ios/', 'ios')).toBe(true);
    expect(inContext('ios/5x/features/', 'ios')).toBe(true);
    expect(inContext('ios-legacy/', 'ios')).toBe(false);
  });

  it('put a nested line before its parent, keeping the order otherwise', () => {
    const ordered = nestedBeforeParents([{path: 'ios'}, {path: 'web'}, {path: 'ios/5x'}, {path: 'ios/5x/beta'}]);
    expect(ordered.map(({path}) => path)).toEqual(['ios/5x/beta', 'ios/5x', 'ios', 'web']);
  });

  it('pick the index the search bar fetches as its client does: the first context that holds the page', () => {
    expect(clientContextOf('/docs/ios/5x/features/', BASE, CONTEXTS)).toBe('ios/5x');
    expect(clientContextOf('/docs/ios/faq/', BASE, CONTEXTS)).toBe('ios');
    expect(clientContextOf('/docs/region/', BASE, CONTEXTS)).toBeNull();
    expect(clientContextOf('/docs/', BASE, CONTEXTS)).toBeNull();
  });

  it('file a page under its most specific context, whatever the list order', () => {
    expect(owningContextOf('/docs/ios/5x/', BASE, [{path: 'ios'}, {path: 'ios/5x'}])).toBe('ios/5x');
    expect(owningContextOf('/docs/ios/', BASE, CONTEXTS)).toBe('ios');
    expect(owningContextOf('/docs/privacy-policy/', BASE, CONTEXTS)).toBeNull();
  });

  it('name the files as the plugin does with hashed filenames', () => {
    expect(searchIndexFileName(null, HASH)).toBe('search-index-abcd1234.json');
    expect(searchIndexFileName('ios/5x', HASH)).toBe('search-index-ios-5x-abcd1234.json');
  });

  it('split a context whose pages hold too many words into one context per folder of two pages or more', () => {
    const pages = [
      {uri: 'web', words: 100},
      {uri: 'web/changelog', words: 900},
      {uri: 'web/guides', words: 100},
      {uri: 'web/guides/setup', words: 400},
      {uri: 'web/guides/tracing', words: 400},
      {uri: 'web/guides/tracing/spans', words: 400},
      {uri: 'web/faq', words: 50},
      {uri: 'android', words: 5000},
    ];
    const label = (path: string, parent: {label: string}): string => `${parent.label} › ${path.split('/').pop()}`;
    const contexts = [
      {path: 'web', label: 'Web'},
      {path: 'android', label: 'Android'},
    ];
    expect(splitOversizedContexts(contexts, pages, 1500, label)).toEqual([
      {path: 'web/guides', label: 'Web › guides'},
      {path: 'web', label: 'Web'},
      {path: 'android', label: 'Android'},
    ]);
    // Still too large: the part is split again, down to the folders that have two pages.
    expect(splitOversizedContexts(contexts, pages, 600, label).map(({path}) => path)).toEqual([
      'web/guides/tracing',
      'web/guides',
      'web',
      'android',
    ]);
    expect(splitOversizedContexts(contexts, pages, 100_000, label)).toEqual(contexts);
  });

  it('split off the largest folders first, and only until the rest fits', () => {
    const pages = [
      {uri: 'web', words: 100},
      {uri: 'web/small', words: 100},
      {uri: 'web/small/a', words: 100},
      {uri: 'web/big', words: 400},
      {uri: 'web/big/a', words: 400},
    ];
    const label = (path: string): string => path;
    expect(splitOversizedContexts([{path: 'web', label: 'Web'}], pages, 600, label)).toEqual([
      {path: 'web/big', label: 'web/big'},
      {path: 'web', label: 'Web'},
    ]);
    expect(splitOversizedContexts([{path: 'web', label: 'Web'}], pages, 250, label).map(({path}) => path)).toEqual([
      'web/big',
      'web/small',
      'web',
    ]);
  });

  it('are configured so that the search bar of a nested line reads its own index', () => {
    const paths = searchOptions.searchContextByPaths.map(({path}) => path);
    const configured = SEARCH_CONTEXTS.map(({path}) => path);
    expect(paths).toEqual(expect.arrayContaining(configured));
    // A context whose pages outgrow MAX_CONTEXT_WORDS adds one part per folder, inside that context.
    const parts = paths.filter((path) => !configured.includes(path));
    expect(parts.filter((part) => !configured.some((context) => part.startsWith(`${context}/`)))).toEqual([]);
    expect(nestedBeforeParents(searchOptions.searchContextByPaths)).toEqual(searchOptions.searchContextByPaths);
    expect(ROOT_INDEX_SITE_WIDE_PARTS).toContain('title');
  });
});

describe('words of the doc pages', () => {
  it('count prose, not front matter, code fences or markup', () => {
    expect(
      markdownWords(
        '---\ntitle: Setup guide\n---\nInstall the SDK.\n\n```kotlin\nval a = 1\n```\n<Tabs>Two words</Tabs>\n',
      ),
    ).toBe(5);
  });

  it('count a fact and an API directive as the text they render', () => {
    const fact = markdownWords('Install :fact[web.package] :fact[web.version].');
    expect(fact).toBe(
      markdownWords(`Install ${FACTS['web.package']?.value ?? ''} ${FACTS['web.version']?.value ?? ''}.`),
    );
    expect(fact).toBeGreaterThan(2);
    const reference = markdownWords('Intro.\n\n::api-reference{id="ios" page="configuration"}\n');
    expect(reference).toBeGreaterThan(200);
    expect(markdownWords('::api-parameters{id="ios" member="ArgusOptions.init"}\n')).toBeGreaterThan(20);
    expect(markdownWords('::note-to-self{id="x"}\n')).toBe(0);
  });

  it('read a fact as its rendered text, without the Markdown marks of its prose', () => {
    expect(directiveText('fact', {id: 'unity.menu.argusSettings'})).toBe('Edit > Project Settings > Argus');
    expect(directiveText('fact', {id: 'unity.package'})).toBe('io.argus.unity');
    expect(directiveText('fact', {id: 'no.such.fact'})).toBeNull();
  });

  it('find each page at its route, from its path or its slug, and leave partials out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-docs-'));
    mkdirSync(join(dir, 'web', 'guides'), {recursive: true});
    mkdirSync(join(dir, 'legal'));
    writeFileSync(join(dir, 'index.md'), 'Home page');
    writeFileSync(join(dir, 'web', 'guides', 'index.mdx'), 'Guides');
    writeFileSync(join(dir, 'web', 'guides', 'setup.md'), 'Set it up');
    writeFileSync(join(dir, 'legal', 'privacy.md'), '---\nslug: /privacy-policy/\n---\nOur policy');
    writeFileSync(join(dir, 'web', '_category_.json'), '{}');
    writeFileSync(join(dir, 'web', '_shared-steps.mdx'), 'A partial the pages import');
    mkdirSync(join(dir, '_reference'));
    writeFileSync(join(dir, '_reference', 'body.mdx'), 'A body partial');
    expect(docPageWords(dir)).toEqual([
      {uri: '', words: 2},
      {uri: 'privacy-policy', words: 2},
      {uri: 'web/guides', words: 1},
      {uri: 'web/guides/setup', words: 3},
    ]);
  });
});

describe('root and context documents', () => {
  it('keep the site-wide parts of every page and everything of the pages outside every context', () => {
    const root = rootDocuments(SITE, BASE, CONTEXTS, ['title', 'description']);
    const all = ['/docs/', '/docs/region/', '/docs/android/', '/docs/ios/', '/docs/ios/5x/'];
    expect(urls(root[0])).toEqual(all);
    expect(urls(root[2])).toEqual(all);
    for (const part of [1, 3, 4]) {
      expect(urls(root[part])).toEqual(['/docs/', '/docs/region/']);
    }
  });

  it('refuse a root index without titles, which the worker needs to show any result', () => {
    expect(() => rootDocuments(SITE, BASE, CONTEXTS, ['description'])).toThrow(/title/);
  });

  it('keep in a context only the pages it owns, whatever the list order', () => {
    const ios = contextDocuments(SITE, 'ios', BASE, CONTEXTS, CONTEXTS, ['title']);
    expect(ios.map(urls)).toEqual([['/docs/ios/'], ['/docs/ios/'], ['/docs/ios/'], ['/docs/ios/'], ['/docs/ios/']]);
    expect(urls(contextDocuments(SITE, 'ios/5x', BASE, [...CONTEXTS].reverse(), CONTEXTS, ['title'])[4])).toEqual([
      '/docs/ios/5x/',
    ]);
  });

  it('give the parts of a split line the titles of the whole line, and the text of their own pages only', () => {
    const site = merge(
      SITE,
      page(6, '/docs/ios/guides/', 'Guides', 'guide index'),
      page(7, '/docs/ios/guides/setup/', 'Setup', 'install the package'),
    );
    const lines = CONTEXTS;
    const parts = [{path: 'android'}, {path: 'ios/5x'}, {path: 'ios/guides'}, {path: 'ios'}];
    const guides = contextDocuments(site, 'ios/guides', BASE, parts, lines, ['title']);
    expect(urls(guides[0])).toEqual(['/docs/ios/', '/docs/ios/guides/', '/docs/ios/guides/setup/']);
    expect(urls(guides[4])).toEqual(['/docs/ios/guides/', '/docs/ios/guides/setup/']);
    const ios = contextDocuments(site, 'ios', BASE, parts, lines, ['title']);
    expect(urls(ios[0])).toEqual(['/docs/ios/', '/docs/ios/guides/', '/docs/ios/guides/setup/']);
    expect(urls(ios[4])).toEqual(['/docs/ios/']);
    // A nested line is a line of its own: neither side sees the other's titles.
    expect(urls(contextDocuments(site, 'ios/5x', BASE, parts, lines, ['title'])[0])).toEqual(['/docs/ios/5x/']);
  });

  it('give a current line the title of its API reference page, and a legacy line none', () => {
    const contexts = [...CONTEXTS, {path: 'api'}];
    const site = merge(
      SITE,
      page(8, '/docs/api/ios/', 'iOS API reference', 'ArgusOptions'),
      page(9, '/docs/api/', 'API', 'all'),
    );
    const ios = contextDocuments(site, 'ios', BASE, contexts, contexts, ['title', 'description']);
    expect(urls(ios[0])).toEqual(['/docs/ios/', '/docs/api/ios/']);
    expect(urls(ios[2])).toEqual(['/docs/ios/', '/docs/api/ios/']);
    expect(urls(ios[4])).toEqual(['/docs/ios/']);
    expect(urls(contextDocuments(site, 'ios/5x', BASE, contexts, contexts, ['title'])[0])).toEqual(['/docs/ios/5x/']);
    expect(apiReferenceUrl('android', BASE)).toBe('/docs/api/android/');
    expect(apiReferenceUrl('react-native/4x', BASE)).toBeNull();
  });

  it('match a root title by its sidebar labels and keywords, and highlight only the title itself', () => {
    const config = {language: ['en'], removeDefaultStopWordFilter: ['en'], removeDefaultStemmer: false};
    const root = rootDocuments(SITE, BASE, CONTEXTS, ['title', 'description']);
    const [titles = [], , , keywords = []] = SITE;
    const gradle = titles.find(({i}) => i === 30);
    expect(gradle && titleMatchText(gradle, keywords)).toBe('Gradle plugin Docs argus');
    const parts = buildRootIndex(root, keywords, config, realBuildIndex);
    // The stored titles are the pages' own.
    expect(parts[0]?.documents.map(({t}) => t)).toContain('Gradle plugin');
    const [hit] = rankSearch(loaded(parts), 'docs gradle', 8);
    expect(hit?.document.i).toBe(30);
    // "gradle" has its place in the title; "docs", matched among the folded words, has none.
    expect(hit?.metadata.gradl?.t.position).toEqual([[0, 6]]);
    expect(hit?.metadata.doc?.t.position).toEqual([]);
  });

  it('find the hash from the root index, and fail loudly when the file names change', () => {
    expect(indexHashOf(['search-index-android-abcd1234.json', 'search-index-abcd1234.json', 'sitemap.xml'])).toBe(HASH);
    expect(() => indexHashOf(['search-index.json'])).toThrow(/one root search index/);
    expect(() => indexHashOf(['search-index-abcd1234.json', 'search-index-ffff0000.json'])).toThrow();
  });
});

/** An index file as the site's worker loads it (src/lib/searchWorker.ts). */
function loaded(parts: readonly {documents: SearchDocument[]; index: unknown}[]): RankingIndex {
  return loadRankingIndex(parts);
}

/** The pages a search finds in an index file, in order. */
function pagesFound(parts: readonly {documents: SearchDocument[]; index: unknown}[], query: string): string[] {
  return [...new Set(rankSearch(loaded(parts), query, 20).map(({document}) => document.u))];
}
// The plugin's own index builder, which the build calls.
const realBuildIndex = (
  createRequire(__filename)('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
    buildIndex: Parameters<typeof buildRootIndex>[3];
  }
).buildIndex;

describe('rewriting the files the plugin wrote', () => {
  const pluginOptions = {
    ...searchOptions,
    searchContextByPaths: [
      {path: 'android', label: 'Android'},
      {path: 'ios/5x', label: 'iOS 5.x'},
      {path: 'ios', label: 'iOS'},
    ],
  };

  function writtenBuild(): string {
    const dir = mkdtempSync(join(tmpdir(), 'argus-search-'));
    const config = {language: ['en'], removeDefaultStopWordFilter: ['en'], removeDefaultStemmer: false};
    const write = (context: string | null, documents: PartDocuments): void => {
      // What the plugin writes: one {documents, index} per part, built by its own builder.
      writeFileSync(join(dir, searchIndexFileName(context, HASH)), JSON.stringify(realBuildIndex(documents, config)));
    };
    write(null, SITE);
    write('android', merge(page(3, '/docs/android/', 'Gradle plugin', 'uploads mapping files')));
    // The plugin files the 5.x page under both `ios` and `ios/5x`.
    write(
      'ios',
      merge(
        page(4, '/docs/ios/', 'Swift package', 'current line'),
        page(5, '/docs/ios/5x/', 'CocoaPods legacy', 'legacy line'),
      ),
    );
    write('ios/5x', merge(page(5, '/docs/ios/5x/', 'CocoaPods legacy', 'legacy line')));
    writeFileSync(join(dir, 'sitemap.xml'), '<urlset/>');
    return dir;
  }

  function readParts(dir: string, context: string | null): {documents: SearchDocument[]; index: unknown}[] {
    return JSON.parse(readFileSync(join(dir, searchIndexFileName(context, HASH)), 'utf8')) as {
      documents: SearchDocument[];
      index: unknown;
    }[];
  }

  it('rebuilds the root index and the parent of a nested line, and makes every index compact', () => {
    const dir = writtenBuild();
    const androidBefore = readParts(dir, 'android');
    const rewritten = rewriteSearchIndexes(dir, BASE, pluginOptions, {
      siteWideParts: ['title', 'heading', 'description'],
    });
    expect(rewritten.sort()).toEqual(
      [null, 'android', 'ios/5x', 'ios'].map((context) => searchIndexFileName(context, HASH)).sort(),
    );
    expect(readdirSync(dir).filter((name) => name.startsWith('search-index'))).toHaveLength(4);
    // A context the plugin already filed right keeps its documents; its index loses positions and vectors.
    const android = readParts(dir, 'android');
    expect(android.map(({documents}) => documents)).toEqual(androidBefore.map(({documents}) => documents));
    for (const {index} of android) {
      const compact = index as {fieldVectors: unknown[]; invertedIndex: [string, {t: Record<string, object>}][]};
      expect(compact.fieldVectors).toEqual([]);
      expect(compact.invertedIndex.flatMap(([, {t}]) => Object.values(t))).toSatisfy((postings: object[]) =>
        postings.every((metadata) => Object.keys(metadata).length === 0),
      );
    }
    expect(pagesFound(android, 'mapping')).toEqual(['/docs/android/']);

    const root = readParts(dir, null);
    expect(root).toHaveLength(5);
    // From the home page, a page of a section is found by its title and its headings...
    expect(pagesFound(root, 'gradle')).toEqual(['/docs/android/']);
    expect(pagesFound(root, 'cocoapods')).toEqual(['/docs/ios/5x/']);
    expect(root[1]?.documents.map(({u}) => u)).toContain('/docs/ios/');
    // ...and the text of the pages outside every context is there in full, but not the sections' text.
    expect(pagesFound(root, 'residency')).toEqual(['/docs/region/']);
    expect(pagesFound(root, 'mapping')).toEqual([]);

    const ios = readParts(dir, 'ios');
    expect(ios.flatMap(({documents}) => urls(documents))).not.toContain('/docs/ios/5x/');
    expect(pagesFound(ios, 'legacy')).toEqual([]);
    expect(pagesFound(ios, 'current')).toEqual(['/docs/ios/']);
  });

  it('writes the section directory: which sections hold pages with each word, leaving out the root index pages', () => {
    const dir = writtenBuild();
    rewriteSearchIndexes(dir, BASE, pluginOptions, {siteWideParts: ['title', 'heading', 'description']});
    const directory = JSON.parse(readFileSync(join(dir, directoryFileName(HASH)), 'utf8')) as SearchDirectory;
    expect(directory.contexts).toEqual(['android', 'ios', 'ios/5x']);
    expect(sectionsHolding(directory, 'uploads mapping')).toEqual([{context: 'android', pages: 1}]);
    expect(sectionsHolding(directory, 'line')).toEqual([
      {context: 'ios', pages: 1},
      {context: 'ios/5x', pages: 1},
    ]);
    // The region page lies outside every section: the root index holds its text.
    expect(sectionsHolding(directory, 'residency')).toEqual([]);
  });

  it('is wired into the plugin: options validated by the plugin, and refused when they break its assumptions', () => {
    const theme = searchWithScalableIndexes({siteWideParts: ['title']});
    expect(typeof theme.validateOptions).toBe('function');
    const context = {generatedFilesDir: mkdtempSync(join(tmpdir(), 'argus-generated-'))} as never;
    expect(() => theme(context, {...searchOptions, useAllContextsWithNoSearchContext: false})).toThrow(
      /useAllContextsWithNoSearchContext/,
    );
    expect(() => theme(context, {...searchOptions, hashed: true})).toThrow(/filename/);
  });
});
