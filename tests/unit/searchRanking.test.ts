import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  expandWord,
  MATCH_QUALITY,
  positionsOf,
  queryTokens,
  queryWords,
  loadRankingIndex,
  rankSearch,
  wordWeight,
  type QueryWord,
  type RankingIndex,
  type SearchDocument,
  type TermSource,
} from '../../src/lib/searchRanking';
import {buildCompactIndex, type BuildIndex, type PartDocuments} from '../../src/plugins/searchIndexes';

// The plugin's own index builder, as the build calls it, and the build's compact form of its output.
const buildIndex = (
  createRequire(__filename)('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
    buildIndex: BuildIndex;
  }
).buildIndex;
const CONFIG = {language: ['en'], removeDefaultStopWordFilter: ['en'], removeDefaultStemmer: false};

interface Page {
  readonly url: string;
  readonly title: string;
  readonly headings?: readonly string[];
  readonly description?: string;
  readonly keywords?: string;
  readonly text?: readonly string[];
}

/** An index file holding these pages, as the worker loads it. */
function indexOf(pages: readonly Page[]): RankingIndex {
  const parts: PartDocuments = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const title: SearchDocument = {i: ++id, t: page.title, u: page.url};
    parts[0]?.push(title);
    for (const heading of page.headings ?? []) {
      const anchor = `#${heading.toLowerCase().replace(/\W+/g, '-')}`;
      parts[1]?.push({i: ++id, t: heading, u: page.url, h: anchor, p: title.i});
    }
    if (page.description) {
      parts[2]?.push({i: ++id, t: page.description, u: page.url, p: title.i});
    }
    if (page.keywords) {
      parts[3]?.push({i: ++id, t: page.keywords, u: page.url, p: title.i});
    }
    for (const text of page.text ?? []) {
      parts[4]?.push({i: ++id, t: text, s: page.title, u: page.url, p: title.i});
    }
  }
  return loadRankingIndex(buildCompactIndex(parts, CONFIG, buildIndex));
}

/** The pages a query finds, in order. */
function found(index: RankingIndex, query: string): string[] {
  return [...new Set(rankSearch(index, query, 50).map(({document}) => document.u))];
}

const LEGAL = {
  url: '/docs/terms/',
  title: 'Terms of service',
  text: [
    'How does a customer end the agreement? A customer does not need a reason: how and when the agreement ends ' +
      'is set out below, and a notice does not have to follow any form. '.repeat(8),
  ],
};

describe('search ranking', () => {
  it('weighs a word by the share of pages that hold it, and English function words not at all', () => {
    expect(wordWeight(1, 300)).toBe(1);
    expect(wordWeight(300, 300)).toBeLessThan(0.2);
    expect(wordWeight(10, 300)).toBeGreaterThan(wordWeight(100, 300));
    const words = queryWords('how does a session end');
    expect(words.filter((word) => word.stop).map(({token}) => token)).toEqual(['how', 'does', 'a']);
  });

  it('ranks a page whose title holds the meaningful word above long prose full of the common ones', () => {
    const index = indexOf([
      LEGAL,
      {url: '/docs/sessions/', title: 'Sessions', description: 'What a session is and when it ends.'},
      {url: '/docs/logs/', title: 'Logs'},
    ]);
    expect(found(index, 'how does a session end')[0]).toBe('/docs/sessions/');
  });

  it('ranks title, then heading, then description, then text, and a long page does not win by length', () => {
    const index = indexOf([
      {url: '/docs/text/', title: 'Guide', text: ['Breadcrumbs are short notes. '.repeat(40)]},
      {url: '/docs/description/', title: 'Logs', description: 'Breadcrumbs and log messages.'},
      {url: '/docs/heading/', title: 'Events', headings: ['Breadcrumbs']},
      {url: '/docs/title/', title: 'Breadcrumbs'},
    ]);
    expect(found(index, 'breadcrumbs')).toEqual([
      '/docs/title/',
      '/docs/heading/',
      '/docs/description/',
      '/docs/text/',
    ]);
  });

  it('leads to the heading that answers a question, under its page', () => {
    const index = indexOf([
      {url: '/docs/android/faq/', title: 'Android FAQ', headings: ['Setup', 'Can I keep Crashlytics installed?']},
      {url: '/docs/android/crashes/', title: 'Crash reporting', headings: ['Install']},
    ]);
    const [page, section] = rankSearch(index, 'can I use crashlytics too', 8);
    expect(page?.document.u).toBe('/docs/android/faq/');
    expect(page?.type).toBe(0);
    expect(section?.type).toBe(1);
    expect(section?.page?.u).toBe('/docs/android/faq/');
    expect(section?.document.h).toBe('#can-i-keep-crashlytics-installed-');
    expect(section?.metadata.crashlyt?.t.position).toEqual([[11, 11]]);
  });

  it('ranks one section that holds every word above a page that holds them in different places', () => {
    const index = indexOf([
      {url: '/docs/split/', title: 'Upload', headings: ['Limits'], text: ['Mapping files for Android.']},
      {url: '/docs/together/', title: 'Android builds', headings: ['Upload the mapping file']},
    ]);
    expect(found(index, 'upload mapping')[0]).toBe('/docs/together/');
  });

  it('forgives a slip in a word of five letters or more, and in none shorter', () => {
    const index = indexOf([
      {url: '/docs/breadcrumbs/', title: 'Breadcrumbs'},
      {url: '/docs/symbols/', title: 'Symbolication'},
      {url: '/docs/logs/', title: 'Logs'},
    ]);
    expect(found(index, 'breadcrums')).toEqual(['/docs/breadcrumbs/']);
    // The slip changes the word's stem as well: "symbolicaton" is compared with the words as spelled.
    expect(found(index, 'symbolicaton')).toEqual(['/docs/symbols/']);
    expect(found(index, 'lgos')).toEqual([]);
  });

  it('ranks an exact match above a slip of the same quality of place', () => {
    const index = indexOf([{url: '/docs/sessions/', title: 'Sessions', headings: ['Replay']}]);
    const source = index.sources[0] as TermSource;
    const [sesion] = queryWords('sesion');
    const typo = expandWord(source, sesion as QueryWord, true);
    expect(typo.get('session')).toBe(MATCH_QUALITY.typo);
    expect(MATCH_QUALITY.typo).toBeLessThan(MATCH_QUALITY.exact);
    // A word the index holds as typed is not read as a slip of another.
    const both = indexOf([
      {url: '/docs/trace/', title: 'Tracing'},
      {url: '/docs/trade/', title: 'Trading'},
    ]);
    expect(found(both, 'tracing')).toEqual(['/docs/trace/']);
    const scores = rankSearch(indexOf([{url: '/docs/a/', title: 'Sessions'}]), 'sessions', 1)[0]?.score ?? 0;
    const slipped = rankSearch(indexOf([{url: '/docs/a/', title: 'Sessions'}]), 'sesions', 1)[0]?.score ?? 0;
    expect(slipped).toBeGreaterThan(0);
    expect(slipped).toBeLessThan(scores);
  });

  it('matches the word being typed as a prefix, and synonyms below the word itself', () => {
    const index = indexOf([
      {url: '/docs/datadog/', title: 'Datadog integration'},
      {url: '/docs/datadog-setup/', title: 'Datadog setup'},
    ]);
    expect(found(index, 'datad')).toHaveLength(2);
    expect(found(index, 'datadog setup')).toEqual(['/docs/datadog-setup/', '/docs/datadog/']);
  });

  it('reads the words of a pasted error, and shows them as text', () => {
    expect(queryTokens("Execution failed for task ':app:uploadRelease'")).toEqual([
      'execution',
      'failed',
      'for',
      'task',
      'app',
      'uploadrelease',
    ]);
    expect(queryTokens('MissingPluginException(No implementation found)')).toEqual([
      'missingpluginexception',
      'no',
      'implementation',
      'found',
    ]);
    expect(queryTokens('java.lang.IllegalStateException:')).toEqual(['java.lang.illegalstateexception']);
    expect(queryTokens('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
  });

  it('says whether a page holds every word, and scores a full answer higher than a partial one', () => {
    const index = indexOf([
      {url: '/docs/full/', title: 'Network capture', headings: ['Request bodies']},
      {url: '/docs/part/', title: 'Network'},
    ]);
    const results = rankSearch(index, 'network bodies', 10);
    const full = results.find(({document}) => document.u === '/docs/full/');
    const part = results.find(({document}) => document.u === '/docs/part/');
    expect(full?.everyWord).toBe(true);
    expect(part?.everyWord).toBe(false);
    expect(full?.score ?? 0).toBeGreaterThan(part?.score ?? 1);
    expect(full?.score ?? 2).toBeLessThanOrEqual(1);
  });

  it('finds positions in a text as lunr records them, by stem', () => {
    expect(positionsOf('Upload the mapping files', new Set(['upload', 'file']))).toEqual(
      new Map([
        ['upload', [[0, 6]]],
        ['file', [[19, 5]]],
      ]),
    );
  });

  it('answers nothing to an empty query or an index without pages', () => {
    expect(rankSearch(indexOf([{url: '/docs/a/', title: 'A page'}]), '  ', 8)).toEqual([]);
    expect(rankSearch(indexOf([]), 'page', 8)).toEqual([]);
  });

  it('keeps to the limit of rows', () => {
    const index = indexOf(
      Array.from({length: 20}, (_, n) => ({
        url: `/docs/p${n}/`,
        title: `Crash page ${n}`,
        headings: ['Crash details'],
      })),
    );
    expect(rankSearch(index, 'crash', 8)).toHaveLength(8);
  });
});
