/**
 * `npm run search:quality`: how well search answers the queries readers type. Every query of the
 * query sets runs in the index the navbar of its `from` page reads (a query marked `outside` in the
 * root index, as the search page's "Everywhere"), and the pages found are scored as the search page
 * lists them: one place per page, in the order of its first row. Prints hit@1, hit@3 and MRR@10 per
 * set and per section, and the queries that missed.
 *
 * The sets (`QUERY_SETS`): the tuned one, `tests/search-queries.json`, which rankings and pages were
 * tuned on; and the new ones, written before anyone looked at the pages they should find and never
 * tuned on: `tests/search-queries-holdout.json` (questions, typos, pasted errors) and
 * `tests/search-queries-fresh.json`. Each set has its goals (`--check` fails below them): the new
 * queries taken as a whole hit@3 0.90 and MRR@10 0.80, the tuned set no lower than it stood before the
 * new ranking (hit@3 0.96, MRR@10 0.89).
 *
 * By default the queries run in Node, through the ranking the search worker runs
 * (src/lib/searchRanking.ts `rankSearch`), on the index files of build/: a few seconds for every
 * set. `--browser` runs them on the search page in Chromium against nginx instead, two at a time,
 * which also exercises the worker and the page (about a minute per hundred queries); the figures are
 * the same.
 *
 * Options: `--queries FILE` runs one set; `--only <text>` the queries that contain the text;
 * `--speed` also times the navbar search on one page of every index (scripts/searchSpeed.ts, which
 * `npm run bench` runs too) against its budgets, a timing of this machine that never fails the run;
 * `--json FILE` writes the figures.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {startNginx} from './server';
import {SEARCH_CONTEXT_PARTS} from '../config/search';
import {clientContextOf, searchIndexFileName} from '../src/lib/searchContexts';
import {loadRankingIndex, rankSearch, type RankingIndex, type SearchDocument} from '../src/lib/searchRanking';
import {indexHashOf} from '../src/plugins/searchIndexes';
import {figuresOf, rankOf, scoreQueries, type Figures, type QueryCase, type QueryResult} from './searchQualityScore';
import {measureSearchSpeed, printSearchSpeed, type SpeedTiming} from './searchSpeed';
import {mapLimit} from './firstLoad';

const root = join(__dirname, '..');
const PORT = 4393;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Pages that run queries at once in `--browser`: the runner waits mostly on the browser, which has a core each. */
const PARALLEL_PAGES = 2;
/** Rows the search page asks the worker for (src/theme/SearchPage `LIMIT`). */
const PAGE_LIMIT = 100;

export interface Goals {
  readonly hitAt3: number;
  readonly mrrAt10: number;
}

/** A set of queries, from one file or several, with the goals it is held to taken as a whole. */
export interface QuerySet {
  readonly name: string;
  readonly files: readonly string[];
  readonly goals: Goals;
}

export const QUERY_SETS: readonly QuerySet[] = [
  {name: 'tuned', files: ['tests/search-queries.json'], goals: {hitAt3: 0.96, mrrAt10: 0.89}},
  {
    name: 'new (never tuned on)',
    files: ['tests/search-queries-holdout.json', 'tests/search-queries-fresh.json'],
    goals: {hitAt3: 0.9, mrrAt10: 0.8},
  },
];

function argValue(name: string): string | null {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? null) : null;
}

/** The index a query runs in: its page's navbar index, or the root index for an `outside` one. */
function contextOf(item: QueryCase): string | null {
  return item.outside ? null : clientContextOf(item.from, BASE_URL, SEARCH_CONTEXT_PARTS);
}

/** The search page URL that runs a query as the navbar of `from` would, or everywhere for `outside`. */
export function searchUrl(item: QueryCase): string {
  const context = contextOf(item);
  const params = new URLSearchParams({q: item.query});
  if (context !== null) {
    params.set('ctx', context);
  }
  return `${BASE_URL}search/?${params.toString()}`;
}

/** The pages of the search page's list, in order: one place per page, where its first row stands. */
export function pagesInOrder(rows: readonly {document: SearchDocument}[]): string[] {
  return [...new Set(rows.map(({document}) => document.u))];
}

/** Runs queries in Node with the worker's ranking, on the index files of a build. */
function rankInNode(buildDir: string, cases: readonly QueryCase[]): QueryResult[] {
  const hash = indexHashOf(readdirSync(buildDir));
  const indexes = new Map<string | null, RankingIndex>();
  const indexFor = (context: string | null): RankingIndex => {
    let index = indexes.get(context);
    if (!index) {
      const parts = JSON.parse(readFileSync(join(buildDir, searchIndexFileName(context, hash)), 'utf8')) as {
        documents: SearchDocument[];
        index: object;
      }[];
      index = loadRankingIndex(parts);
      indexes.set(context, index);
    }
    return index;
  };
  return cases.map((item) => {
    const found = pagesInOrder(rankSearch(indexFor(contextOf(item)), item.query, PAGE_LIMIT));
    return {...item, found: found.slice(0, 10), rank: rankOf(found, item.expect)};
  });
}

/** The result links of the search page, in order, as routes. */
async function pageResults(page: Page): Promise<string[]> {
  const links = page.locator('article h2 a');
  await links
    .first()
    .waitFor({timeout: 8000})
    .catch(() => undefined);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).pathname);
}

/** Runs queries on the search page in Chromium. */
async function rankInBrowser(browser: Browser, cases: readonly QueryCase[]): Promise<QueryResult[]> {
  const context = await browser.newContext({baseURL: ORIGIN});
  await context.route(/^https:\/\//, (route) => route.fulfill({status: 200, body: ''}));
  const pages = await Promise.all(Array.from({length: PARALLEL_PAGES}, () => context.newPage()));
  let free = [...pages];
  try {
    return await mapLimit([...cases], PARALLEL_PAGES, async (item) => {
      const page = free.pop() as Page;
      try {
        await page.goto(searchUrl(item));
        const found = await pageResults(page);
        return {...item, found: found.slice(0, 10), rank: rankOf(found, item.expect)};
      } finally {
        free = [...free, page];
      }
    });
  } finally {
    await context.close();
  }
}

function line(label: string, figures: Figures): string {
  return `  ${label.padEnd(34)} ${String(figures.count).padStart(4)} queries  hit@1 ${figures.hitAt1.toFixed(2)}  hit@3 ${figures.hitAt3.toFixed(2)}  MRR@10 ${figures.mrrAt10.toFixed(2)}`;
}

interface SetResult {
  readonly set: QuerySet;
  readonly byFile: {file: string; results: QueryResult[]}[];
}

async function main(): Promise<void> {
  const only = argValue('--only');
  const single = argValue('--queries');
  const sets: QuerySet[] = single
    ? [{name: single, files: [single], goals: QUERY_SETS[QUERY_SETS.length - 1]?.goals ?? {hitAt3: 0.9, mrrAt10: 0.8}}]
    : [...QUERY_SETS];
  const read = (file: string): QueryCase[] =>
    (JSON.parse(readFileSync(join(root, file), 'utf8')) as QueryCase[]).filter(
      (item) => only === null || item.query.includes(only),
    );
  const inBrowser = process.argv.includes('--browser');
  const speed = process.argv.includes('--speed');
  const buildDir = join(root, 'build');
  let setResults: SetResult[] = [];
  let timings: SpeedTiming[] = [];
  const started = performance.now();
  if (inBrowser || speed) {
    const stop = await startNginx(root, PORT, BASE_URL);
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
    try {
      for (const set of sets) {
        const byFile = [];
        for (const file of set.files) {
          const cases = read(file);
          byFile.push({file, results: inBrowser ? await rankInBrowser(browser, cases) : rankInNode(buildDir, cases)});
        }
        setResults.push({set, byFile});
      }
      if (speed) {
        const routes = readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')
          .split('\n')
          .filter(Boolean);
        timings = await measureSearchSpeed(browser, ORIGIN, buildDir, routes, indexHashOf(readdirSync(buildDir)));
      }
    } finally {
      await browser.close();
      stop();
    }
  } else {
    setResults = sets.map((set) => ({
      set,
      byFile: set.files.map((file) => ({file, results: rankInNode(buildDir, read(file))})),
    }));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Search quality ${inBrowser ? 'on the search page in Chromium' : "with the search worker's ranking in Node"} ` +
      `(each query in the index its page's navbar reads; "outside" ones everywhere), ${seconds}s`,
  );
  const failures: string[] = [];
  for (const {set, byFile} of setResults) {
    const results = byFile.flatMap((entry) => entry.results);
    const score = scoreQueries(results);
    console.log(`\n${set.name}:`);
    for (const [section, figures] of Object.entries(score.bySection)) {
      console.log(line(section, figures));
    }
    if (byFile.length > 1) {
      for (const {file, results: fileResults} of byFile) {
        console.log(line(file.replace(/^tests\//, ''), figuresOf(fileResults)));
      }
    }
    console.log(line(`all (goals: hit@3 ${set.goals.hitAt3}, MRR@10 ${set.goals.mrrAt10})`, score.all));
    const misses = results.filter((result) => result.rank === null || result.rank > 3);
    if (misses.length > 0) {
      console.log(`  Not in the first three (${misses.length}):`);
      for (const miss of misses) {
        console.log(
          `  - "${miss.query}" from ${miss.from}${miss.outside ? ' (everywhere)' : ''}: expected ${miss.expect.join(' or ')}; got ${miss.found.slice(0, 3).join(', ') || 'nothing'}`,
        );
      }
    }
    if (score.all.hitAt3 < set.goals.hitAt3)
      failures.push(`${set.name}: hit@3 ${score.all.hitAt3.toFixed(2)} < ${set.goals.hitAt3}`);
    if (score.all.mrrAt10 < set.goals.mrrAt10)
      failures.push(`${set.name}: MRR@10 ${score.all.mrrAt10.toFixed(2)} < ${set.goals.mrrAt10}`);
  }
  printSearchSpeed(timings);
  const json = argValue('--json');
  if (json) {
    const figures = setResults.map(({set, byFile}) => ({
      set: set.name,
      score: scoreQueries(byFile.flatMap((entry) => entry.results)),
      byFile: byFile.map(({file, results}) => ({file, figures: figuresOf(results), results})),
    }));
    writeFileSync(json, `${JSON.stringify({sets: figures, timings}, null, 2)}\n`);
  }
  if (process.argv.includes('--check')) {
    if (failures.length > 0) {
      console.error(`\nBelow the goals: ${failures.join('; ')}`);
      process.exit(1);
    }
    console.log('\nGoals met.');
  }
}

if (require.main === module) {
  void main();
}
