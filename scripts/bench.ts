/**
 * `npm run bench`: figures for the build just made.
 *
 * - build wall time (recorded by `npm run build` in .tmp/build-time.json);
 * - the first load of the home page and of EVERY doc page (HTML, CSS and JS requested before the
 *   page is hydrated, gzip), loaded in Chromium from the nginx-served build: the largest and the
 *   median doc page, and what the home page and the largest doc page load after hydration;
 * - main.js, which every page loads;
 * - the search index per context, and the largest index each kind of page (home, legal and data
 *   pages, each section, the search page) downloads on a first search;
 * - the largest page.
 *
 * Options: `--check` fails when a budget is exceeded (on the largest doc page, not a sample);
 * `--sample N` measures a stratified sample of N doc pages instead of all of them (the scale bench
 * uses it at 1,000 routes); `--json FILE` also writes the figures as JSON.
 */
import {chromium} from '@playwright/test';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {mapLimit, measurePage, stratifiedSample, type PageLoad} from './firstLoad';
import {builtRoutes} from './routes';
import {startNginx} from './server';
import {searchOptions} from '../config/search';
import {clientContextOf, searchIndexFileName} from '../src/lib/searchContexts';
import {INDEX_PARTS, indexHashOf} from '../src/plugins/searchIndexes';
import {
  BUDGETS,
  formatKb,
  largestFirstSearchByKind,
  medianSize,
  searchContextOf,
  servedSizeOf,
  type Size,
} from './measure';

const root = join(__dirname, '..');
const buildDir = join(root, 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Routes that are not doc pages: the home page is budgeted on its own, the search page is the plugin's. */
const NOT_DOC_PAGES = new Set([BASE_URL, `${BASE_URL}search/`]);

const args = process.argv.slice(2);
const check = args.includes('--check');
function optionValue(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const sampleSize = optionValue('--sample') === undefined ? null : Number(optionValue('--sample'));
const jsonPath = optionValue('--json');
const failures: string[] = [];

function row(label: string, size: Size): string {
  return `  ${label.padEnd(34)} ${formatKb(size.raw).padStart(10)} raw ${formatKb(size.gzip).padStart(10)} gzip`;
}

function printLoad(label: string, load: PageLoad): void {
  console.log(`${label} ${load.route}`);
  console.log(row('HTML', load.critical.html));
  console.log(row('CSS', load.critical.css));
  console.log(row('JS', load.critical.js));
  console.log(row('first load total', load.total));
  console.log(row('loaded after hydration', load.deferred));
}

/** Doc pages with what the sample picks by: HTML size and whether the page shows tabs. */
function docPageCandidates(): {route: string; htmlBytes: number; hasTabs: boolean}[] {
  return builtRoutes(buildDir, BASE_URL)
    .filter((route) => !NOT_DOC_PAGES.has(route))
    .map((route) => {
      const html = readFileSync(join(buildDir, route.slice(BASE_URL.length), 'index.html'), 'utf8');
      return {route, htmlBytes: html.length, hasTabs: html.includes('role=tablist') || html.includes('role="tablist"')};
    });
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('No build/: run npm run build first.');
  }
  console.log('Benchmark of build/');

  const timingPath = join(root, '.tmp', 'build-time.json');
  let buildWallMs: number | null = null;
  if (existsSync(timingPath)) {
    const {wallMs, finishedAt} = JSON.parse(readFileSync(timingPath, 'utf8')) as {wallMs: number; finishedAt: string};
    buildWallMs = wallMs;
    console.log(`Build wall time: ${(wallMs / 1000).toFixed(1)} s (build finished ${finishedAt})`);
  } else {
    console.log('Build wall time: not recorded (build with npm run build to record it)');
  }

  const candidates = docPageCandidates();
  const routes =
    sampleSize === null ? candidates.map(({route}) => route) : stratifiedSample(candidates, sampleSize, BASE_URL);
  const stopServer = await startNginx(root, PORT, BASE_URL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let home: PageLoad;
  let docs: PageLoad[];
  let largestSettled: PageLoad;
  const started = Date.now();
  try {
    const context = await browser.newContext();
    // Third-party scripts are not the site's bytes; answer them empty so the page settles offline.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
    );
    const options = {origin: ORIGIN, buildDir, baseUrl: BASE_URL};
    home = await measurePage(context, BASE_URL, {...options, settle: true});
    docs = await mapLimit(routes, 2, (route) => measurePage(context, route, options));
    const largest = docs.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
    largestSettled = await measurePage(context, largest.route, {...options, settle: true});
  } finally {
    await browser.close();
    stopServer();
  }
  const largest = docs.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
  const median = medianSize(docs.map((load) => load.total));
  const mainJs = readdirSync(join(buildDir, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const mainJsSize = mainJs ? servedSizeOf(join(buildDir, 'assets', 'js', mainJs)) : {raw: 0, gzip: 0};

  console.log('\nFirst load: same-origin HTML, CSS and JS requested before the page is hydrated');
  console.log('(prefetches of other pages excluded; "after hydration" counts until the network is idle)');
  printLoad('home', home);
  printLoad(`largest doc page of ${docs.length}${sampleSize === null ? '' : ' sampled'}`, largestSettled);
  console.log(row(`median doc page (${docs.length} measured)`, median));
  console.log(row('main.js (every page)', mainJsSize));
  console.log(`  measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const over = docs.filter((load) => load.total.gzip > BUDGETS.docPageGzip);
  for (const load of over) {
    failures.push(
      `First load of ${load.route} is ${formatKb(load.total.gzip)} gzip; the budget is ${formatKb(BUDGETS.docPageGzip)}.`,
    );
  }
  if (home.total.gzip > BUDGETS.homeGzip) {
    failures.push(
      `First load of the home page is ${formatKb(home.total.gzip)} gzip; the budget is ${formatKb(BUDGETS.homeGzip)}.`,
    );
  }
  console.log(
    `Budgets: home ${formatKb(BUDGETS.homeGzip)}, every doc page ${formatKb(BUDGETS.docPageGzip)} gzip: ` +
      `${over.length} doc page${over.length === 1 ? '' : 's'} over.`,
  );

  // A page's first search downloads one index: its section's, or the root index for the home, legal
  // and data pages (every page's title and description, and the full text of the pages outside
  // every section: src/plugins/searchIndexes.ts). The budget holds for every kind of page.
  const contexts = searchOptions.searchContextByPaths;
  const indexFiles = readdirSync(buildDir).filter((name) => searchContextOf(name) !== null);
  const hash = indexHashOf(indexFiles);
  const indexSizes = new Map<string | null, Size>();
  const indexSize = (context: string | null): Size => {
    let size = indexSizes.get(context);
    if (!size) {
      size = servedSizeOf(join(buildDir, searchIndexFileName(context, hash)));
      indexSizes.set(context, size);
    }
    return size;
  };
  console.log('\nSearch index per context:');
  for (const {path} of [...contexts].sort((a, b) => a.path.localeCompare(b.path))) {
    console.log(row(path, indexSize(path)));
  }
  console.log(row('root: home, legal and data pages', indexSize(null)));
  const rootContent = (
    JSON.parse(readFileSync(join(buildDir, searchIndexFileName(null, hash)), 'utf8')) as {
      documents: {u: string}[];
    }[]
  )[INDEX_PARTS.indexOf('content')];
  const sectionText = new Set(
    (rootContent?.documents ?? []).map(({u}) => u).filter((url) => clientContextOf(url, BASE_URL, contexts) !== null),
  );
  console.log(
    sectionText.size === 0
      ? 'Whole-site index: none (the root index holds the text of the pages outside every section only).'
      : `Whole-site index: the root index holds the text of ${sectionText.size} pages inside sections.`,
  );
  if (sectionText.size > 0) {
    failures.push(`The root search index holds the full text of ${sectionText.size} pages inside sections.`);
  }

  const firstSearches = largestFirstSearchByKind(builtRoutes(buildDir, BASE_URL), BASE_URL, contexts, indexSize);
  console.log('\nLargest first-search download per page kind (the index fetched on first focus of the search box):');
  for (const {kind, route, context, size} of firstSearches) {
    const file = context === null ? 'root index' : `${context} index`;
    console.log(`${row(kind, size)}  ${file}, e.g. ${route}`);
    if (size.gzip > BUDGETS.firstSearchGzip) {
      failures.push(
        `A first search on ${route} (${kind}) downloads ${formatKb(size.gzip)} gzip; the budget is ${formatKb(BUDGETS.firstSearchGzip)}.`,
      );
    }
  }
  const largestSearch = firstSearches[0];
  console.log(`Budget: ${formatKb(BUDGETS.firstSearchGzip)} gzip on every page.`);

  const longest = [...candidates].sort((x, y) => y.htmlBytes - x.htmlBytes)[0];
  if (longest) {
    console.log(`\nLargest HTML of ${candidates.length} doc pages: ${longest.route}`);
    console.log(row('HTML', servedSizeOf(join(buildDir, longest.route.slice(BASE_URL.length), 'index.html'))));
  }

  if (jsonPath) {
    mkdirSync(dirname(jsonPath), {recursive: true});
    const total = (load: PageLoad): Size => load.total;
    writeFileSync(
      jsonPath,
      `${JSON.stringify(
        {
          routes: builtRoutes(buildDir, BASE_URL).length,
          buildWallMs,
          home: total(home),
          docPages: {count: docs.length, median, largest: {route: largest.route, ...total(largest)}},
          mainJs: mainJsSize,
          firstSearch: largestSearch ? {largest: largestSearch, byKind: firstSearches} : null,
          budgets: {
            docPageGzip: BUDGETS.docPageGzip,
            homeGzip: BUDGETS.homeGzip,
            firstSearchGzip: BUDGETS.firstSearchGzip,
          },
          failures,
        },
        null,
        2,
      )}\n`,
    );
  }

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
