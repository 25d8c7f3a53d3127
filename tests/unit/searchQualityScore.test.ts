import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseManifest} from '../../scripts/routes';
import {pagesInOrder, QUERY_SETS} from '../../scripts/search-quality';
import {
  figuresOf,
  rankOf,
  scoreQueries,
  sectionOf,
  type QueryCase,
  type QueryResult,
} from '../../scripts/searchQualityScore';

const result = (expect: string[], found: string[]): QueryResult => ({
  query: 'q',
  from: '/docs/',
  expect,
  found,
  rank: rankOf(found, expect),
});

describe('search quality scoring', () => {
  it('ranks the first returned page that answers, within the first ten', () => {
    expect(rankOf(['/docs/a/', '/docs/b/'], ['/docs/b/'])).toBe(2);
    expect(rankOf(['/docs/a/'], ['/docs/b/'])).toBeNull();
    const eleven = Array.from({length: 11}, (_, index) => `/docs/p${index}/`);
    expect(rankOf(eleven, ['/docs/p10/'])).toBeNull();
  });

  it('computes hit@1, hit@3 and MRR@10', () => {
    const figures = figuresOf([{rank: 1}, {rank: 3}, {rank: null}, {rank: 4}]);
    expect(figures.hitAt1).toBe(0.25);
    expect(figures.hitAt3).toBe(0.5);
    expect(figures.mrrAt10).toBeCloseTo((1 + 1 / 3 + 1 / 4) / 4);
    expect(figuresOf([])).toEqual({count: 0, hitAt1: 0, hitAt3: 0, mrrAt10: 0});
  });

  it('groups queries by the section of their best answer', () => {
    expect(sectionOf('/docs/product/sessions/')).toBe('product');
    expect(sectionOf('/docs/')).toBe('home');
    const score = scoreQueries([result(['/docs/android/'], ['/docs/android/']), result(['/docs/web/'], [])]);
    expect(score.bySection.android?.hitAt1).toBe(1);
    expect(score.bySection.web?.hitAt1).toBe(0);
    expect(score.all.count).toBe(2);
  });
});

describe('the query sets', () => {
  const root = join(__dirname, '..', '..');
  const routes = new Set(parseManifest(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')));
  const read = (name: string): QueryCase[] =>
    JSON.parse(readFileSync(join(root, 'tests', name), 'utf8')) as QueryCase[];
  const tuned = read('search-queries.json');
  // The new sets, never tuned on: written before anyone looked at the pages they should find.
  const heldOut = [...read('search-queries-holdout.json'), ...read('search-queries-fresh.json')];

  it('name only routes the site serves, searched from one of them', () => {
    for (const item of [...tuned, ...heldOut]) {
      expect(routes.has(item.from), `${item.query}: from ${item.from}`).toBe(true);
      expect(item.expect.length, item.query).toBeGreaterThan(0);
      for (const route of item.expect) expect(routes.has(route), `${item.query}: ${route}`).toBe(true);
    }
  });

  it('keep the held-out queries apart from the tuned ones, each run on the search page with no section', () => {
    const tunedQueries = new Set(tuned.map((item) => item.query.toLowerCase()));
    expect(heldOut.length).toBeGreaterThanOrEqual(80);
    expect(heldOut.filter((item) => tunedQueries.has(item.query.toLowerCase()))).toEqual([]);
    const queries = heldOut.map((item) => item.query.toLowerCase());
    expect(queries.filter((query, index) => queries.indexOf(query) !== index)).toEqual([]);
    expect(heldOut.every((item) => item.outside === true)).toBe(true);
  });
});

describe('the quality runner', () => {
  it('scores pages as the search page lists them: one place per page, where its first row stands', () => {
    const row = (u: string): {document: {i: number; t: string; u: string}} => ({document: {i: 0, t: '', u}});
    expect(pagesInOrder([row('/docs/a/'), row('/docs/a/'), row('/docs/b/'), row('/docs/a/')])).toEqual([
      '/docs/a/',
      '/docs/b/',
    ]);
  });

  it('holds the tuned set and the new sets to their goals, every file of them on disk', () => {
    const files = QUERY_SETS.flatMap((set) => set.files);
    expect(files).toEqual([
      'tests/search-queries.json',
      'tests/search-queries-holdout.json',
      'tests/search-queries-fresh.json',
    ]);
    for (const file of files) expect(existsSync(join(__dirname, '..', '..', file))).toBe(true);
    expect(QUERY_SETS.at(-1)?.goals).toEqual({hitAt3: 0.9, mrrAt10: 0.8});
  });
});
