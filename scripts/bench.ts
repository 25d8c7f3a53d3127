/**
 * `npm run bench`: figures for the build just made.
 *
 * - build wall time and its stages: Docusaurus (the Markdown twins' share inside it), the security
 *   headers, the precompression (recorded by `npm run build` in .tmp/);
 * - the first load of the home page and of EVERY doc page (HTML, CSS and JS requested before the
 *   page is hydrated, gzip), loaded in Chromium from the nginx-served build: the largest and the
 *   median doc page, and what the home page and the largest doc page load after hydration;
 * - main.js, which every page loads;
 * - the search index per context, and the largest index each kind of page (home, legal and data
 *   pages, each section, the search page) downloads on a first search;
 * - the largest page;
 * - timings of this machine, each printed against its budget and never failing the run: the build
 *   time, the navbar search (first search and keystrokes on every index, scripts/searchSpeed.ts),
 *   and Lighthouse (median of 3 runs on four pages, both presets, with the CPU index).
 *
 * Byte and count budgets are hard checks; timings depend on the machine, so they are reported.
 *
 * Options: `--check` fails when a budget is exceeded (on the largest doc page, not a sample);
 * `--sample N` measures a stratified sample of N doc pages instead of all of them (the scale bench
 * uses it at 1,000 routes); `--from-e2e` takes every doc page's first load from the e2e run of this
 * build (the accessibility spec measures each page it loads: .tmp/first-load/) instead of loading
 * every page again, and fails when that run did not measure them all; `--json FILE` also writes the
 * figures as JSON; `--no-timings` skips the search and Lighthouse timings (`npm test` runs
 * Lighthouse on its own).
 */
import {chromium} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {buildStamp, mapLimit, measurePage, stratifiedSample, type PageLoad} from './firstLoad';
import {builtRoutes} from './routes';
import {startNginx} from './server';
import {measureWireBytes, type WireBytes} from './wireBytes';
import {measureSearchSpeed, printSearchSpeed, type SpeedTiming} from './searchSpeed';
import {TWINS_TIME_FILE} from '../src/plugins/markdownTwins';
import {searchOptions} from '../config/search';
import {clientContextOf, searchIndexFileName} from '../src/lib/searchContexts';
import {INDEX_PARTS, indexHashOf} from '../src/plugins/searchIndexes';
import {
  BUDGETS,
  brotliOf,
  formatKb,
  largestFirstSearchByKind,
  medianSize,
  notDocPages,
  searchContextOf,
  servedSizeOf,
  type Size,
} from './measure';

const root = join(__dirname, '..');
const buildDir = join(root, 'build');
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The same build over HTTPS, where Chromium asks for Brotli. */
const TLS_PORT = PORT + 1;
const TLS_ORIGIN = `https://127.0.0.1:${TLS_PORT}`;
/** Routes that are not doc pages: the home page is budgeted on its own, the search page is the plugin's. */
const NOT_DOC_PAGES = notDocPages(BASE_URL);

const args = process.argv.slice(2);
const check = args.includes('--check');
function optionValue(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const sampleSize = optionValue('--sample') === undefined ? null : Number(optionValue('--sample'));
const jsonPath = optionValue('--json');
const fromE2e = args.includes('--from-e2e');
const timings = !args.includes('--no-timings');
/** The cold build's goal on a 2-core machine like CI's (a timing: reported, never failed). */
const BUILD_GOAL_MS = 60_000;
/** Where the e2e accessibility spec writes the first load of every route it checked, a file per worker. */
const FIRST_LOAD_DIR = join(root, '.tmp', 'first-load');

/**
 * The first loads of `routes` that the e2e run measured on this build. Throws when a route is
 * missing (the run was partial, or older than the build).
 */
function e2eLoads(routes: readonly string[]): PageLoad[] {
  const stamp = buildStamp(buildDir);
  const byRoute = new Map<string, PageLoad>();
  const files = existsSync(FIRST_LOAD_DIR) ? readdirSync(FIRST_LOAD_DIR).filter((name) => name.endsWith('.json')) : [];
  for (const name of files) {
    const {build, loads} = JSON.parse(readFileSync(join(FIRST_LOAD_DIR, name), 'utf8')) as {
      build: string;
      loads: PageLoad[];
    };
    if (build === stamp) {
      for (const load of loads) {
        byRoute.set(load.route, load);
      }
    }
  }
  const missing = routes.filter((route) => !byRoute.has(route));
  if (missing.length > 0) {
    throw new Error(
      `--from-e2e: the e2e run of this build did not measure ${missing.length} of ${routes.length} pages ` +
        `(first: ${missing[0]}). Run npm run test:e2e on this build, or run the bench without --from-e2e.`,
    );
  }
  return routes.map((route) => byRoute.get(route) as PageLoad);
}
const failures: string[] = [];

function row(label: string, size: Size): string {
  return `  ${label.padEnd(34)} ${formatKb(size.raw).padStart(10)} raw ${formatKb(size.gzip).padStart(10)} gzip ${formatKb(brotliOf(size)).padStart(10)} br`;
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
    const {wallMs, stages, finishedAt} = JSON.parse(readFileSync(timingPath, 'utf8')) as {
      wallMs: number;
      stages?: Record<string, number>;
      finishedAt: string;
    };
    buildWallMs = wallMs;
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `Build wall time: ${seconds(wallMs)} (build finished ${finishedAt}); goal ${seconds(BUILD_GOAL_MS)} for a cold build` +
        (wallMs > BUILD_GOAL_MS ? ' OVER (a timing: reported, not failed)' : ''),
    );
    const twinsPath = join(root, '.tmp', TWINS_TIME_FILE);
    const twins = existsSync(twinsPath) ? (JSON.parse(readFileSync(twinsPath, 'utf8')) as {ms: number}) : null;
    for (const [stage, ms] of Object.entries(stages ?? {})) {
      const share = stage === 'docusaurus' && twins ? ` (of which Markdown twins ${seconds(twins.ms)})` : '';
      console.log(`  ${stage.padEnd(12)} ${seconds(ms).padStart(8)}${share}`);
    }
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
  let speed: SpeedTiming[] = [];
  let wire: WireBytes[] = [];
  const started = Date.now();
  try {
    const context = await browser.newContext();
    // Third-party scripts are not the site's bytes; answer them empty so the page settles offline.
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
    );
    const options = {origin: ORIGIN, buildDir, baseUrl: BASE_URL};
    home = await measurePage(context, BASE_URL, {...options, settle: true});
    docs = fromE2e ? e2eLoads(routes) : await mapLimit(routes, 2, (route) => measurePage(context, route, options));
    const largest = docs.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
    largestSettled = await measurePage(context, largest.route, {...options, settle: true});
    // Gzip against Brotli on the wire: the home page, the largest first load, the longest page.
    const stopTls = await startNginx(root, TLS_PORT, BASE_URL, {tls: true});
    try {
      const longestPage = [...candidates].sort((x, y) => y.htmlBytes - x.htmlBytes)[0]?.route;
      const wireRoutes = [...new Set([BASE_URL, largest.route, ...(longestPage ? [longestPage] : [])])];
      wire = await measureWireBytes(browser, ORIGIN, TLS_ORIGIN, wireRoutes);
    } finally {
      stopTls();
    }
    if (timings) {
      speed = await measureSearchSpeed(
        browser,
        ORIGIN,
        buildDir,
        builtRoutes(buildDir, BASE_URL),
        indexHashOf(readdirSync(buildDir)),
      );
    }
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
  console.log(
    `  measured in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (fromE2e ? ' (doc pages: the first loads the e2e run measured on this build)' : ''),
  );
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

  console.log(
    '\nBytes on the wire until the network is idle (response bodies as sent), HTTP (gzip) and HTTPS (Brotli):',
  );
  for (const figure of wire) {
    const saving = figure.gzip > 0 ? Math.round((1 - figure.brotli / figure.gzip) * 100) : 0;
    console.log(
      `  ${figure.route.padEnd(48)} ${formatKb(figure.gzip).padStart(10)} gzip ${formatKb(figure.brotli).padStart(10)} br` +
        `  (${saving}% less; ${figure.brotliResponses} of ${figure.compressedResponses} compressed responses as br)`,
    );
    if (figure.brotliResponses === 0) {
      failures.push(`Over HTTPS, ${figure.route} got no response as Brotli: is nginx's brotli_static on?`);
    }
  }

  printSearchSpeed(speed);

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
          searchSpeed: speed,
          wire,
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

  if (timings) {
    // Lighthouse runs in a process of its own (an ES module), with nothing else on the machine.
    console.log('');
    const lighthouse = spawnSync('npx', ['tsx', join(root, 'scripts', 'lighthouse.mts'), '--runs', '3'], {
      stdio: 'inherit',
    });
    if (lighthouse.status !== 0) {
      console.log('Lighthouse did not finish; its figures are missing from this report.');
    }
  }

  if (check) {
    if (failures.length > 0) {
      console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nAll byte and count budgets met.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
