/**
 * `npm run bench:scale`: how the first load and the build grow with the number of pages.
 *
 * In a temporary copy of the project under the system temp folder (the files git tracks, as they
 * are in the working tree now: uncommitted edits included, untracked files not; node_modules is a
 * folder of links to this project's packages, so caches written during the build stay in the copy),
 * it builds the real site as the baseline, then adds generated pages (scripts/scale.ts: about 700
 * words, h2/h3 headings, a code block) to the copy's docs/ until the build serves each size: first
 * the routes of the finished site (../shared/routes.txt) that are not live yet, then more pages in
 * the same folders. The working tree's docs/ is never written.
 *
 * Every size is built cold (no .docusaurus/, no build/, no persistent bundler cache), timed, and its
 * peak memory taken: the largest sum of the resident set sizes of the build's process tree, read
 * from /proc every 100 ms. Then the home page and a stratified sample of doc pages (plus the pages
 * the baseline measured) are loaded in Chromium against nginx as `npm run bench` does.
 *
 * Options: `--sizes 359,1000` (default; the baseline is always built, the slope is measured
 * against it), `--sample N` doc pages per size (default 40), `--check` fails when a budget is
 * missed at 359 routes or fewer, `--json FILE` writes the figures, `--keep` leaves the copy.
 */
import {chromium} from '@playwright/test';
import {execFileSync, spawn} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {BASE_URL} from '../src/constants';
import {mapLimit, measurePage, stratifiedSample, type PageLoad} from './firstLoad';
import {medianSize, notDocPages, servedSizeOf, type Size} from './measure';
import {builtRoutes, compareRoutes, readManifestFile} from './routes';
import {writeSecurityHeaders} from './securityHeaders';
import {
  budgetFailures,
  docPageSlope,
  folderLabel,
  formatTable,
  generatePage,
  pagePathInCopy,
  planPages,
  SCALE_BUDGETS,
  slope,
  type ScaleRow,
} from './scale';
import {startNginx} from './server';

const root = join(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NOT_DOC_PAGES = notDocPages(BASE_URL);

const args = process.argv.slice(2);
function optionValue(name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const check = args.includes('--check');
const keep = args.includes('--keep');
const jsonPath = optionValue('--json');
const sampleSize = Number(optionValue('--sample') ?? 40);
const sizes = (optionValue('--sizes') ?? '359,1000')
  .split(',')
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
/** The finished site's routes: shared/routes.txt next to the checkout, or one folder further up. */
const futureRoutesPath =
  process.env.SCALE_ROUTES ??
  [join(root, '..', 'shared', 'routes.txt'), join(root, '..', '..', 'shared', 'routes.txt')].find((path) =>
    existsSync(path),
  ) ??
  join(root, '..', 'shared', 'routes.txt');

/** Copies the tracked files of the working tree into `copy` and links the packages. */
function makeCopy(copy: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) {
      continue; // deleted in the working tree
    }
    mkdirSync(dirname(join(copy, file)), {recursive: true});
    copyFileSync(from, join(copy, file));
  }
  const modules = realpathSync(join(root, 'node_modules'));
  mkdirSync(join(copy, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name !== '.cache') {
      symlinkSync(join(modules, name), join(copy, 'node_modules', name));
    }
  }
}

/** Puts the copy's docs/ back as tracked, then writes the generated pages and their folders' labels. */
function writePages(copy: string, pages: ReturnType<typeof planPages>): void {
  rmSync(join(copy, 'docs'), {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files', '-z', 'docs'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (existsSync(join(root, file))) {
      mkdirSync(dirname(join(copy, file)), {recursive: true});
      copyFileSync(join(root, file), join(copy, file));
    }
  }
  for (const {route, file} of pages) {
    const path = pagePathInCopy(copy, root, file);
    // Label every folder this page creates, as the real sections do.
    const segments = file.split('/').slice(0, -1);
    for (let i = 1; i <= segments.length; i += 1) {
      const folder = join(copy, 'docs', ...segments.slice(0, i));
      if (!existsSync(folder)) {
        mkdirSync(folder);
        const label = folderLabel(segments[i - 1] ?? '');
        writeFileSync(join(folder, '_category_.json'), `${JSON.stringify({label, collapsed: true})}\n`);
      }
    }
    writeFileSync(path, generatePage(route, BASE_URL));
  }
}

/** Sum of VmRSS over `pid` and its descendants, in bytes. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // the process ended
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop() as number;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // the process ended
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Builds the copy cold; returns the wall time and the peak resident memory of the process tree. */
async function coldBuild(copy: string, label: string): Promise<{wallMs: number; peakRssBytes: number}> {
  rmSync(join(copy, '.docusaurus'), {recursive: true, force: true});
  rmSync(join(copy, 'build'), {recursive: true, force: true});
  rmSync(join(copy, 'node_modules', '.cache'), {recursive: true, force: true});
  const log = join(copy, `.build-${label}.log`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [join(copy, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'],
    {
      cwd: copy,
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', NODE_ENV: 'production'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  let peakRssBytes = 0;
  const timer = setInterval(() => {
    if (child.pid !== undefined) {
      peakRssBytes = Math.max(peakRssBytes, treeRss(child.pid));
    }
  }, 100);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearInterval(timer);
  const wallMs = Date.now() - started;
  writeFileSync(log, Buffer.concat(output));
  if (code !== 0) {
    const text = Buffer.concat(output).toString('utf8');
    throw new Error(`The ${label} build failed (log: ${log}):\n${text.slice(-4000)}`);
  }
  // As `npm run build` does: scripts/nginx.sh serves the build with the headers written from it.
  writeSecurityHeaders(join(copy, 'build'), BASE_URL);
  return {wallMs, peakRssBytes};
}

interface Measured {
  readonly home: PageLoad;
  readonly docs: PageLoad[];
  readonly mainJs: Size;
}

/** The home page (median of three loads) and the sampled doc pages, from the copy's build. */
async function measure(copy: string, alsoMeasure: readonly string[]): Promise<Measured> {
  const buildDir = join(copy, 'build');
  const candidates = builtRoutes(buildDir, BASE_URL)
    .filter((route) => !NOT_DOC_PAGES.has(route))
    .map((route) => {
      const html = readFileSync(join(buildDir, route.slice(BASE_URL.length), 'index.html'), 'utf8');
      return {route, htmlBytes: html.length, hasTabs: html.includes('role=tablist') || html.includes('role="tablist"')};
    });
  const existing = new Set(candidates.map(({route}) => route));
  const routes = [
    ...new Set([
      ...stratifiedSample(candidates, sampleSize, BASE_URL),
      ...alsoMeasure.filter((route) => existing.has(route)),
    ]),
  ];
  const stopServer = await startNginx(copy, PORT, BASE_URL);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
    );
    const options = {origin: ORIGIN, buildDir, baseUrl: BASE_URL};
    const homes: PageLoad[] = [];
    for (let i = 0; i < 3; i += 1) {
      homes.push(await measurePage(context, BASE_URL, options));
    }
    const home = [...homes].sort((a, b) => a.total.gzip - b.total.gzip)[1] as PageLoad;
    const docs = await mapLimit(routes, 2, (route) => measurePage(context, route, options));
    const mainJs = readdirSync(join(buildDir, 'assets', 'js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    return {
      home,
      docs,
      mainJs: mainJs ? servedSizeOf(join(buildDir, 'assets', 'js', mainJs)) : {raw: 0, gzip: 0},
    };
  } finally {
    await browser.close();
    stopServer();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const futureRoutes = readManifestFile(futureRoutesPath);
  if (futureRoutes.length === 0) {
    throw new Error(`No routes of the finished site at ${futureRoutesPath} (set SCALE_ROUTES).`);
  }
  const copy = mkdtempSync(join(tmpdir(), 'argus-scale-'));
  console.log(`Scale bench in ${copy} (sizes: baseline, ${sizes.join(', ')}; ${sampleSize} sampled doc pages a size)`);
  const interrupted = (): void => {
    rmSync(copy, {recursive: true, force: true});
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  const rows: ScaleRow[] = [];
  const pagesOver = new Map<string, string[]>();
  try {
    makeCopy(copy);
    let liveRoutes: string[] = [];
    let baseline: {routes: number; home: number; docs: Map<string, number>} | null = null;
    for (const size of [0, ...sizes]) {
      const label = size === 0 ? 'baseline' : String(size);
      const pages = size === 0 ? [] : planPages({baseUrl: BASE_URL, liveRoutes, futureRoutes, target: size});
      if (size !== 0 && pages.length === 0) {
        console.log(`\n${label}: the real site already serves ${liveRoutes.length} routes; skipped.`);
        continue;
      }
      writePages(copy, pages);
      console.log(`\n${label}: ${pages.length} generated pages; building cold...`);
      const {wallMs, peakRssBytes} = await coldBuild(copy, label);
      const routes = builtRoutes(join(copy, 'build'), BASE_URL);
      if (size === 0) {
        liveRoutes = routes;
      } else if (routes.length !== size) {
        throw new Error(`The ${label} build serves ${routes.length} routes, not ${size}.`);
      }
      console.log(`${label}: ${routes.length} routes built in ${(wallMs / 1000).toFixed(1)} s; measuring...`);
      if (routes.length === new Set(futureRoutes).size) {
        const {missing, unexpected} = compareRoutes(futureRoutes, routes);
        console.log(
          missing.length + unexpected.length === 0
            ? `${label}: the routes are those of the finished site (${futureRoutesPath}).`
            : `${label}: ${missing.length} routes of the finished site are not built, ${unexpected.length} others are.`,
        );
      }
      const measured = await measure(copy, baseline ? [...baseline.docs.keys()] : []);
      const gzipByRoute = new Map(measured.docs.map((load) => [load.route, load.total.gzip]));
      if (baseline === null) {
        baseline = {routes: routes.length, home: measured.home.total.gzip, docs: gzipByRoute};
      }
      const largest = measured.docs.reduce((a, b) => (b.total.gzip > a.total.gzip ? b : a));
      pagesOver.set(
        label,
        measured.docs.filter((load) => load.total.gzip > SCALE_BUDGETS.docPageGzip).map((load) => load.route),
      );
      rows.push({
        label,
        routes: routes.length,
        home: measured.home.total,
        docLargest: {route: largest.route, ...largest.total},
        docMedian: medianSize(measured.docs.map((load) => load.total)),
        docCount: measured.docs.length,
        homeSlope: slope(baseline.routes, baseline.home, routes.length, measured.home.total.gzip),
        docSlope: docPageSlope(baseline.routes, baseline.docs, routes.length, gzipByRoute),
        mainJs: measured.mainJs,
        buildWallMs: wallMs,
        peakRssBytes,
      });
    }
  } catch (error) {
    // Keep the copy and its build logs (.build-<size>.log) to look at what failed.
    console.error(`\nThe copy stays in ${copy}`);
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  if (keep) {
    console.log(`\nThe copy stays in ${copy}`);
  } else {
    rmSync(copy, {recursive: true, force: true});
  }

  const failures = budgetFailures(rows, pagesOver);
  console.log('\nFirst load to hydration (HTML + CSS + JS, gzip); KB/route: gzip bytes each added route adds,');
  console.log('against the baseline (home page; median over the real doc pages measured at both sizes).');
  console.log('build s: cold build wall time; peak MB: largest total resident memory of the build process tree.\n');
  console.log(formatTable(rows));
  for (const row of rows) {
    console.log(`largest doc page at ${row.label}: ${row.docLargest.route}`);
  }
  console.log(
    `\nBudgets for every size up to ${SCALE_BUDGETS.routes} routes (baseline included): home <= ${SCALE_BUDGETS.homeGzip / 1000} KB, every measured doc page <= ` +
      `${SCALE_BUDGETS.docPageGzip / 1000} KB, <= ${SCALE_BUDGETS.slopeGzipPerRoute / 1000} KB per route (home and median doc page).`,
  );
  console.log(
    failures.length === 0 ? 'All budgets met.' : `Missed:\n${failures.map((line) => `- ${line}`).join('\n')}`,
  );
  const runSeconds = (Date.now() - started) / 1000;
  console.log(`\nScale bench took ${(runSeconds / 60).toFixed(1)} min.`);

  if (jsonPath) {
    mkdirSync(dirname(resolve(jsonPath)), {recursive: true});
    writeFileSync(
      resolve(jsonPath),
      `${JSON.stringify({budgets: SCALE_BUDGETS, sampleSize, rows, pagesOver: Object.fromEntries(pagesOver), failures, runSeconds}, null, 2)}\n`,
    );
  }
  if (check && failures.length > 0) {
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
