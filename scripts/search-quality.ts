/**
 * `npm run search:quality`: how well search answers the queries readers type. Runs every query of
 * tests/search-queries.json against the production build served by nginx, in Chromium: on the search
 * page, in the index the navbar of the query's `from` page reads (a query marked `outside` in every
 * index), two queries at a time. Prints hit@1, hit@3 and MRR@10, per section and overall, and the
 * queries that missed.
 *
 * Options: `--check` fails below the goals (hit@3 0.90, MRR@10 0.80); `--only <text>` runs the
 * queries that contain the text; `--queries FILE` runs another query set, such as the held-out
 * `tests/search-queries-holdout.json` (questions, typos and pasted errors no ranking was tuned on); `--speed` also times the navbar search on one page of every index
 * (scripts/searchSpeed.ts, which `npm run bench` runs too) and prints the figures against their
 * budgets: a timing of this machine, it never fails the run; `--json FILE` writes the figures.
 */
import {chromium, type Page} from '@playwright/test';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {startNginx} from './server';
import {SEARCH_CONTEXT_PARTS} from '../config/search';
import {clientContextOf} from '../src/lib/searchContexts';
import {indexHashOf} from '../src/plugins/searchIndexes';
import {rankOf, scoreQueries, type QueryCase, type QueryResult} from './searchQualityScore';
import {measureSearchSpeed, printSearchSpeed, type SpeedTiming} from './searchSpeed';
import {mapLimit} from './firstLoad';

const root = join(__dirname, '..');
const PORT = 4393;
const ORIGIN = `http://127.0.0.1:${PORT}`;
export const GOALS = {hitAt3: 0.9, mrrAt10: 0.8} as const;
/** Pages that run queries at once: the runner waits mostly on the browser, which has a core each. */
const PARALLEL_PAGES = 2;

function argValue(name: string): string | null {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? null) : null;
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

/** The search page URL that runs a query as the navbar of `from` would, or everywhere for `outside`. */
export function searchUrl(item: QueryCase): string {
  const context = item.outside ? null : clientContextOf(item.from, BASE_URL, SEARCH_CONTEXT_PARTS);
  const params = new URLSearchParams({q: item.query});
  if (context !== null) {
    params.set('ctx', context);
  }
  return `${BASE_URL}search/?${params.toString()}`;
}

async function run(page: Page, item: QueryCase): Promise<QueryResult> {
  await page.goto(searchUrl(item));
  const found = await pageResults(page);
  return {...item, found: found.slice(0, 10), rank: rankOf(found, item.expect)};
}

async function main(): Promise<void> {
  const only = argValue('--only');
  const queries = argValue('--queries') ?? join(root, 'tests', 'search-queries.json');
  const cases = (JSON.parse(readFileSync(queries, 'utf8')) as QueryCase[]).filter(
    (item) => only === null || item.query.includes(only),
  );
  const stop = await startNginx(root, PORT, BASE_URL);
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  const speed = process.argv.includes('--speed');
  let results: QueryResult[] = [];
  let timings: SpeedTiming[] = [];
  try {
    const context = await browser.newContext({baseURL: ORIGIN});
    await context.route(/^https:\/\//, (route) => route.fulfill({status: 200, body: ''}));
    const pages = await Promise.all(Array.from({length: PARALLEL_PAGES}, () => context.newPage()));
    let free = [...pages];
    results = await mapLimit(cases, PARALLEL_PAGES, async (item) => {
      const page = free.pop() as Page;
      try {
        return await run(page, item);
      } finally {
        free = [...free, page];
      }
    });
    await context.close();
    if (speed) {
      const routes = readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
      timings = await measureSearchSpeed(
        browser,
        ORIGIN,
        join(root, 'build'),
        routes,
        indexHashOf(readdirSync(join(root, 'build'))),
      );
    }
  } finally {
    await browser.close();
    stop();
  }
  const score = scoreQueries(results);
  console.log(
    `Search quality over ${results.length} queries (each in the index its page's navbar reads; "outside" ones everywhere)`,
  );
  for (const [section, figures] of Object.entries(score.bySection)) {
    console.log(
      `  ${section.padEnd(28)} ${String(figures.count).padStart(4)} queries  hit@1 ${figures.hitAt1.toFixed(2)}  hit@3 ${figures.hitAt3.toFixed(2)}  MRR@10 ${figures.mrrAt10.toFixed(2)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(28)} ${String(results.length).padStart(4)} queries  hit@1 ${score.all.hitAt1.toFixed(2)}  hit@3 ${score.all.hitAt3.toFixed(2)}  MRR@10 ${score.all.mrrAt10.toFixed(2)}`,
  );
  const misses = results.filter((result) => result.rank === null || result.rank > 3);
  if (misses.length > 0) {
    console.log(`\nNot in the first three (${misses.length}):`);
    for (const miss of misses) {
      console.log(
        `- "${miss.query}" from ${miss.from}: expected ${miss.expect.join(' or ')}; got ${miss.found.slice(0, 3).join(', ') || 'nothing'}`,
      );
    }
  }
  printSearchSpeed(timings);
  const json = argValue('--json');
  if (json) {
    writeFileSync(json, `${JSON.stringify({score, results, timings}, null, 2)}\n`);
  }
  if (process.argv.includes('--check')) {
    const failures: string[] = [];
    if (score.all.hitAt3 < GOALS.hitAt3) failures.push(`hit@3 ${score.all.hitAt3.toFixed(2)} < ${GOALS.hitAt3}`);
    if (score.all.mrrAt10 < GOALS.mrrAt10) failures.push(`MRR@10 ${score.all.mrrAt10.toFixed(2)} < ${GOALS.mrrAt10}`);
    if (failures.length > 0) {
      console.error(`\nBelow the goals: ${failures.join('; ')}`);
      process.exit(1);
    }
    console.log('\nGoals met.');
  }
}

void main();
