/**
 * `npm run bench`: figures for the build just made.
 *
 * - build wall time (recorded by `npm run build` in .tmp/build-time.json);
 * - HTML, CSS and JS that the home page and a doc page load first, raw and gzip, found by loading
 *   each page in Chromium from the nginx-served build and listing its same-origin requests;
 * - the search index per context (what a reader downloads on first search there);
 * - the largest page.
 *
 * `npm run bench -- --check` also fails when a budget is exceeded.
 */
import {chromium, type Page} from '@playwright/test';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {startNginx} from './server';
import {addSizes, assetKind, BUDGETS, formatKb, searchContextOf, sizeOf, type AssetKind, type Size} from './measure';

const root = join(__dirname, '..');
const buildDir = join(root, 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const PAGES = [
  {label: 'home', path: BASE_URL},
  {label: 'doc page', path: `${BASE_URL}data-marshaling-and-transmission/`},
];
const check = process.argv.includes('--check');
const failures: string[] = [];

function fileFor(pathname: string): string {
  const relativePath = pathname.slice(BASE_URL.length);
  return join(buildDir, relativePath.endsWith('/') || relativePath === '' ? `${relativePath}index.html` : relativePath);
}

interface PageLoad {
  /** Requested before the page finished hydrating: what the reader waits for. */
  readonly critical: Record<AssetKind, Size>;
  /** Requested after hydration until the network is idle (e.g. the code highlighter). */
  readonly deferred: Size;
}

/**
 * Loads a page and sorts its same-origin HTML, CSS and JS by when the browser asked for them,
 * using the browser's resource timings. Prefetches of other pages (`<link rel="prefetch">`) are
 * left out: they are not this page's bytes.
 */
async function measurePage(page: Page, path: string): Promise<PageLoad> {
  await page.addInitScript(() => {
    // Init scripts run before <html> exists, so watch the whole document for the attribute.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(`http://127.0.0.1:${PORT}${path}`, {waitUntil: 'networkidle'});
  const {hydratedAt, resources} = await page.evaluate(() => ({
    hydratedAt: (window as unknown as {hydratedAt?: number}).hydratedAt ?? Number.POSITIVE_INFINITY,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      initiator: (entry as PerformanceResourceTiming).initiatorType,
    })),
  }));
  const critical: Record<AssetKind, Size[]> = {html: [sizeOf(readFileSync(fileFor(path)))], css: [], js: []};
  const deferred: Size[] = [];
  const seen = new Set<string>();
  for (const {name, startTime, initiator} of resources) {
    const url = new URL(name);
    const kind = assetKind(url.pathname);
    if (url.host !== `127.0.0.1:${PORT}` || !kind || seen.has(url.pathname)) {
      continue;
    }
    seen.add(url.pathname);
    if (kind === 'js' && initiator === 'link') {
      continue; // prefetch of a linked page
    }
    const size = sizeOf(readFileSync(fileFor(url.pathname)));
    if (startTime <= hydratedAt) {
      critical[kind].push(size);
    } else {
      deferred.push(size);
    }
  }
  return {
    critical: {html: addSizes(critical.html), css: addSizes(critical.css), js: addSizes(critical.js)},
    deferred: addSizes(deferred),
  };
}

function row(label: string, size: Size): string {
  return `  ${label.padEnd(34)} ${formatKb(size.raw).padStart(10)} raw ${formatKb(size.gzip).padStart(10)} gzip`;
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('No build/: run npm run build first.');
  }
  console.log('Benchmark of build/');

  const timingPath = join(root, '.tmp', 'build-time.json');
  if (existsSync(timingPath)) {
    const {wallMs, finishedAt} = JSON.parse(readFileSync(timingPath, 'utf8')) as {wallMs: number; finishedAt: string};
    console.log(`Build wall time: ${(wallMs / 1000).toFixed(1)} s (build finished ${finishedAt})`);
  } else {
    console.log('Build wall time: not recorded (build with npm run build to record it)');
  }

  const stopServer = await startNginx(root, PORT, BASE_URL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    // Third-party scripts are not the site's bytes; answer them empty so the page settles offline.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
    );
    console.log('\nFirst load: same-origin HTML, CSS and JS requested before the page is hydrated');
    console.log('(deferred: requested after hydration, until the network is idle; prefetches of other pages excluded)');
    for (const {label, path} of PAGES) {
      const {critical, deferred} = await measurePage(await context.newPage(), path);
      const total = addSizes([critical.html, critical.css, critical.js]);
      console.log(`${label} ${path}`);
      console.log(row('HTML', critical.html));
      console.log(row('CSS', critical.css));
      console.log(row('JS', critical.js));
      console.log(row('first load total', total));
      console.log(row('deferred JS', deferred));
      console.log(row('everything until idle', addSizes([total, deferred])));
      if (total.gzip > BUDGETS.firstLoadGzip) {
        failures.push(
          `First load of ${path} is ${formatKb(total.gzip)} gzip; the budget is ${formatKb(BUDGETS.firstLoadGzip)}.`,
        );
      }
    }
  } finally {
    await browser.close();
    stopServer();
  }

  // Pages inside a section download that section's index on first search. Pages outside every
  // section (home, legal, data handling) download the root index, which holds every page
  // (useAllContextsWithNoSearchContext), so it grows with the whole site; the budget is per section.
  console.log('\nSearch index per section (downloaded on first search in that section):');
  const indexes = readdirSync(buildDir)
    .map((name) => ({name, context: searchContextOf(name)}))
    .filter((entry): entry is {name: string; context: string} => entry.context !== null)
    .map(({name, context}) => ({context, size: sizeOf(readFileSync(join(buildDir, name)))}))
    .sort((a, b) => a.context.localeCompare(b.context));
  for (const {context, size} of indexes) {
    if (context === '(root)') {
      continue;
    }
    console.log(row(context, size));
    if (size.gzip > BUDGETS.searchIndexGzip) {
      failures.push(
        `The ${context} search index is ${formatKb(size.gzip)} gzip; the budget is ${formatKb(BUDGETS.searchIndexGzip)}.`,
      );
    }
  }
  const rootIndex = indexes.find(({context}) => context === '(root)');
  if (rootIndex) {
    console.log('Whole-site index (downloaded on first search from a page outside every section):');
    console.log(row('every page', rootIndex.size));
  }

  let largest = {route: '', size: {raw: 0, gzip: 0}};
  let pages = 0;
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
      } else if (name === 'index.html') {
        pages += 1;
        const size = sizeOf(readFileSync(path));
        if (size.raw > largest.size.raw) {
          largest = {route: `${BASE_URL}${path.slice(buildDir.length + 1, -'index.html'.length)}`, size};
        }
      }
    }
  };
  walk(buildDir);
  console.log(`\nLargest page of ${pages} HTML files: ${largest.route}`);
  console.log(row('HTML', largest.size));

  if (check) {
    if (failures.length > 0) {
      console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nAll budgets met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
