/**
 * How fast the navbar search answers, on one page of every search index: the first search (focus of
 * the search box, which starts the index download, to the first suggestions painted) and single
 * keystrokes once the index is loaded (keydown to the changed suggestions painted), the median of
 * SPEED_RUNS fresh browser contexts each.
 *
 * These are timings of this machine: `npm run bench` and `npm run search:quality -- --speed` print
 * them against SPEED_BUDGETS and never fail on them. Beside each first search stands a reference
 * measured in the same page and moment: fetching and parsing the same index file without the search
 * code. Their ratio says how much the search code adds, on any machine.
 */
import type {Browser, Page} from '@playwright/test';
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {SEARCH_CONTEXT_PARTS} from '../config/search';
import {clientContextOf, searchIndexFileName} from '../src/lib/searchContexts';

/** Milliseconds: navbar suggestions after a keystroke once the index is loaded, and a first search with its index load. */
export const SPEED_BUDGETS = {warmKeystrokeMs: 50, firstSearchMs: 300} as const;
/** Timed runs per index; each figure is the median of them. */
export const SPEED_RUNS = 3;

export interface SpeedTiming {
  readonly route: string;
  readonly index: string;
  readonly indexBytes: number;
  /** Focus of the search box (which starts the index load) to the first suggestions painted. */
  readonly firstSearchMs: number;
  /** The same index fetched (uncached) and parsed as JSON in the same page, without the search code. */
  readonly referenceMs: number;
  /** The worst of a few keystrokes, each to the suggestions it changed painted. */
  readonly warmKeystrokeMs: number;
}

/**
 * In the page: resolves with the time, on the page's clock, of the first paint after the dropdown's
 * suggestions change (a mutation in the list, then the next animation frame).
 */
function suggestionsPainted(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[role="option"]') || document.querySelector('[class*="noResults"]')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          }
        });
        observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      }),
  );
}

interface Run {
  readonly first: number;
  readonly reference: number;
  readonly warm: number;
}

/** Times the navbar search on `route` in a fresh browser context (nothing cached). */
async function timeSearch(browser: Browser, origin: string, route: string, index: string, query: string): Promise<Run> {
  const context = await browser.newContext({baseURL: origin});
  await context.route(/^https:\/\//, (request) => request.fulfill({status: 200, body: ''}));
  const page = await context.newPage();
  try {
    await page.goto(route);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const input = page.locator('input.navbar__search-input');
    const painted = suggestionsPainted(page);
    const start = await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('input.navbar__search-input');
      const now = performance.now();
      box?.focus();
      return now;
    });
    await page.keyboard.type(query);
    const first = (await painted) - start;
    // The reference: the same file, past the browser's cache, fetched and parsed in the same page.
    const reference = await page.evaluate(async (url) => {
      const begin = performance.now();
      JSON.parse(await (await fetch(url, {cache: 'no-store'})).text());
      return performance.now() - begin;
    }, `${BASE_URL}${index}`);
    // Each keystroke is timed from its keydown event in the page, not from the test's command.
    await page.evaluate(() => {
      document.addEventListener(
        'keydown',
        () => ((window as unknown as {lastKeyDown: number}).lastKeyDown = performance.now()),
        {capture: true},
      );
    });
    let warm = 0;
    for (const key of ['s', 'Backspace', ' ', 'Backspace']) {
      const next = suggestionsPainted(page);
      await input.press(key);
      const paintedAt = await next;
      const pressed = await page.evaluate(() => (window as unknown as {lastKeyDown: number}).lastKeyDown);
      warm = Math.max(warm, paintedAt - pressed);
    }
    return {first, reference, warm};
  } finally {
    await context.close();
  }
}

function middle(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/**
 * The first search on every index (one route per index, the index as the navbar picks it) and warm
 * keystrokes there: budgets hold for the worst index, not a sample.
 */
export async function measureSearchSpeed(
  browser: Browser,
  origin: string,
  buildDir: string,
  routes: readonly string[],
  hash: string,
): Promise<SpeedTiming[]> {
  const timings: SpeedTiming[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const context = clientContextOf(route, BASE_URL, SEARCH_CONTEXT_PARTS);
    const index = searchIndexFileName(context, hash);
    if (seen.has(index)) {
      continue;
    }
    seen.add(index);
    // Fresh contexts per index, the median kept: one slow start of the machine is not the site.
    const runs: Run[] = [];
    for (let run = 0; run < SPEED_RUNS; run += 1) {
      runs.push(await timeSearch(browser, origin, route, index, 'session'));
    }
    timings.push({
      route,
      index,
      indexBytes: statSync(join(buildDir, `${index}.gz`)).size,
      firstSearchMs: middle(runs.map((run) => run.first)),
      referenceMs: middle(runs.map((run) => run.reference)),
      warmKeystrokeMs: middle(runs.map((run) => run.warm)),
    });
  }
  return timings;
}

/** Prints every index's figures, then the worst against the budgets. Returns the lines over budget. */
export function printSearchSpeed(timings: readonly SpeedTiming[]): string[] {
  const over: string[] = [];
  if (timings.length === 0) {
    return over;
  }
  const worst = (key: 'firstSearchMs' | 'warmKeystrokeMs'): SpeedTiming =>
    timings.reduce((a, b) => (b[key] > a[key] ? b : a));
  const largest = timings.reduce((a, b) => (b.indexBytes > a.indexBytes ? b : a));
  console.log(
    `\nSearch speed over ${timings.length} indexes (navbar, query "session", median of ${SPEED_RUNS} fresh browser contexts each;` +
      ` "fetch+parse" is the same index fetched and parsed without the search code, in the same page)`,
  );
  for (const timing of timings) {
    console.log(
      `  ${timing.route.padEnd(48)} ${(timing.indexBytes / 1000).toFixed(1).padStart(6)} KB  first ${timing.firstSearchMs
        .toFixed(0)
        .padStart(4)} ms (fetch+parse ${timing.referenceMs.toFixed(0).padStart(3)} ms, x${(
        timing.firstSearchMs / Math.max(timing.referenceMs, 1)
      ).toFixed(1)})  keystroke ${timing.warmKeystrokeMs.toFixed(0).padStart(3)} ms`,
    );
  }
  const first = worst('firstSearchMs');
  const warm = worst('warmKeystrokeMs');
  const mark = (value: number, budget: number): string =>
    value > budget ? ' OVER BUDGET (a timing: reported, not failed)' : '';
  console.log(
    `  first search: median ${middle(timings.map((t) => t.firstSearchMs)).toFixed(0)} ms, worst ${first.firstSearchMs.toFixed(0)} ms (${first.route}); budget ${SPEED_BUDGETS.firstSearchMs} ms${mark(first.firstSearchMs, SPEED_BUDGETS.firstSearchMs)}`,
  );
  console.log(
    `  warm keystroke: median ${middle(timings.map((t) => t.warmKeystrokeMs)).toFixed(0)} ms, worst ${warm.warmKeystrokeMs.toFixed(0)} ms (${warm.route}); budget ${SPEED_BUDGETS.warmKeystrokeMs} ms${mark(warm.warmKeystrokeMs, SPEED_BUDGETS.warmKeystrokeMs)}`,
  );
  console.log(`  largest first-search index: ${(largest.indexBytes / 1000).toFixed(1)} KB gzip (${largest.index})`);
  for (const timing of timings) {
    if (timing.firstSearchMs > SPEED_BUDGETS.firstSearchMs) {
      over.push(
        `first search on ${timing.route} ${timing.firstSearchMs.toFixed(0)} ms > ${SPEED_BUDGETS.firstSearchMs} ms`,
      );
    }
    if (timing.warmKeystrokeMs > SPEED_BUDGETS.warmKeystrokeMs) {
      over.push(
        `keystroke on ${timing.route} ${timing.warmKeystrokeMs.toFixed(0)} ms > ${SPEED_BUDGETS.warmKeystrokeMs} ms`,
      );
    }
  }
  return over;
}
