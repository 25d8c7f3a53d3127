/**
 * Every route of the manifest loads with a 200, shows its title, logs no console error or uncaught
 * exception in either colour mode, and passes axe (WCAG 2.2 AA) in light and in dark mode with no
 * violation of any impact allowed; plus three states no route shows by itself (the 404 page,
 * search results, and a doc page with its "Copy page" menu open). One load a route serves all of
 * these checks. The static redirect pages the build writes for old paths pass axe too (the last
 * block below).
 *
 * The same load also measures the route's first load (HTML, CSS and JS asked for before hydration,
 * scripts/firstLoad.ts) and holds it to its budget (scripts/measure.ts): the budget holds for every
 * page, and a second load of every page by `npm run bench` would cost a minute and a half of CI.
 * Each worker writes its figures to .tmp/first-load/ for `npm run bench -- --from-e2e`.
 *
 * Built for speed, as the site grows to several hundred routes: each worker keeps one browser page
 * for all its routes (the browser cache keeps the shared CSS and JS between them), each route loads
 * once, and axe is in every document from the start (an init script) and runs in place, returning
 * its violations only (@axe-core/playwright's AxeBuilder injects axe again on every call and
 * finishes each run in a new blank page). The page loads in light mode (the site's default),
 * settles and is checked; then the reader's system preference turns dark, which the site follows
 * without a reload (the colour mode stays "system", so Docusaurus itself sets `data-theme` and
 * re-renders the code colours), and the page is checked again once it has settled in dark mode.
 * The dark check runs axe's colour rules (COLOUR_RULES) when the document is the one the light
 * check passed (the same elements, attributes but `style`, and text: documentFingerprint, taken in
 * both modes), since no other rule can then change its verdict; when the document differs, it runs
 * every rule again. Between the modes the site's CSS
 * changes colours only, and which variant of the themed logo shows (documentFingerprint reads the
 * two variants as one).
 *
 * "Settled" means what a reader sees: hydrated, the site-wide widgets mounted, and every code block
 * in the mode's code colours. Code blocks and API reference bodies stay as the server rendered them
 * until a reader points at or focuses a code block (src/lib/highlighterPolicy.ts), in both modes; the
 * client's rendering of a code block is checked by the e2e test `code blocks ...` (theme.spec.ts).
 */
import {test as base, type Page} from '@playwright/test';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, stubThirdParty, waitForWidgets} from './fixtures';
import {AXE_SOURCE, axeViolations} from './axeRun';
import {COLOUR_RULES} from './axeReport';
import {checkCopyPageButton, copyMenuSample} from './copyPageButton';
import {buildStamp, readFirstLoad, watchHydration, type PageLoad} from '../../scripts/firstLoad';
import {firstLoadBudget, formatKb} from '../../scripts/measure';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {parseManifest} from '../../scripts/routes';
import {REDIRECT_CATEGORIES, redirects} from '../../redirects';
import {BASE_URL} from '../../src/constants';
import {withBase} from '../../scripts/nginxConfig';

const ROUTES = parseManifest(readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8'));
/** Routes whose Copy page button this pass checks too (./copyPageButton.ts). */
const COPY_MENU_SAMPLE = copyMenuSample(ROUTES);

interface Target {
  readonly path: string;
  /** A route of the manifest as a reader first opens it: its first load is measured. */
  readonly route?: boolean;
  /** What the test is called, when the path alone does not say it (the same page in another state). */
  readonly name?: string;
  readonly status: number;
  /** What else must be on screen before the check (content that loads after hydration). */
  readonly ready?: (page: Page) => Promise<void>;
}

const TARGETS: readonly Target[] = [
  ...ROUTES.map((path) => ({path, status: 200, route: true})),
  {path: '/docs/no-such-page/', status: 404},
  {
    path: '/docs/android/',
    name: '/docs/android/ with the Copy page menu open',
    status: 200,
    ready: async (page) => {
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('menu', {name: 'Copy page'})).toBeVisible();
    },
  },
  {
    path: '/docs/search/?q=region',
    status: 200,
    ready: async (page) => {
      // Results appear once the search index has downloaded.
      await expect(page.locator('article').first()).toBeVisible({timeout: 20_000});
    },
  },
  {
    path: '/docs/search/?q=keychain+token',
    name: '/docs/search/ handing a weak search off to the sections that hold every word',
    status: 200,
    ready: async (page) => {
      await expect(page.getByRole('link', {name: 'iOS 5.x'})).toBeVisible({timeout: 20_000});
      await page.locator('details summary').click();
      await expect(page.locator('details article').first()).toBeVisible();
    },
  },
];

const MODES = ['light', 'dark'] as const;

const ROOT = join(__dirname, '..', '..');
const BUILD_DIR = join(ROOT, 'build');
/** Where each worker writes the first loads it measured (read by `npm run bench -- --from-e2e`). */
const FIRST_LOAD_DIR = join(ROOT, '.tmp', 'first-load');

type Mode = (typeof MODES)[number];

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const CODE_BACKGROUND: Record<Mode, string> = {
  light: rgb(lightCodeTheme.plain.backgroundColor ?? '#ffffff'),
  dark: rgb(darkCodeTheme.plain.backgroundColor ?? '#000000'),
};

/**
 * Waits until the page shows what a reader sees in `mode`: every code block in the mode's code
 * colours (the server's HTML, which stands in for code blocks and API reference bodies until a
 * reader points at one, carries both modes' colours in classes).
 */
async function waitUntilSettled(page: Page, mode: Mode): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.waitForFunction(
    (background) =>
      Array.from(document.querySelectorAll('.theme-code-block pre')).every(
        (pre) => getComputedStyle(pre).backgroundColor === background,
      ),
    CODE_BACKGROUND[mode],
    // Every 50 ms rather than every frame: polling on animation frames makes the browser draw frames
    // that nothing needs, on a machine whose cores the other worker needs.
    {polling: 50},
  );
  // Let the last render reach the screen, then bring the colour transitions it started (Infima fades
  // the navbar, links and breadcrumbs into the new mode) to their end at once: axe reads the colours
  // on screen, which are then the colours the transitions end on, without waiting 200 ms a mode.
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) {
        animation.finish();
      }
    }
  });
}

/**
 * What axe's rules other than the colour rules read: the document's language and title, and every
 * element of the body with its attributes (but `style`, which carries colours) and its text. Two
 * equal fingerprints mean the same document in other colours. Docusaurus's themed components (the
 * logo) render the mode's variant of one element, the same but for its image file and the class that
 * names the mode: those two attributes are left out for them. A 32-bit FNV-1a hash and the length of
 * what it hashed.
 */
function documentFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    let hash = 0x811c9dc5;
    let length = 0;
    const add = (text: string): void => {
      for (let i = 0; i < text.length; i += 1) {
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      }
      hash = Math.imul(hash ^ 0, 0x01000193);
      length += text.length + 1;
    };
    add(document.documentElement.lang);
    add(document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node instanceof Element) {
        const themed = /(^|\s)themedComponent/.test(node.getAttribute('class') ?? '');
        add(`<${node.tagName}`);
        const attributes = Array.from(node.attributes)
          .filter(({name}) => name !== 'style' && !(themed && (name === 'class' || name === 'src')))
          .map(({name, value}) => `${name}=${value}`)
          .sort();
        attributes.forEach(add);
      } else {
        add(`#${node.nodeValue ?? ''}`);
      }
    }
    return `${(hash >>> 0).toString(16)}:${length}`;
  });
}

interface Timing {
  readonly path: string;
  /** The whole route: load, both settles and both checks. */
  readonly ms: number;
  /** The two axe runs alone. */
  readonly axeMs: number;
  /** The dark check ran every rule: the document changed with the mode. */
  readonly fullDark: boolean;
}

interface AxeWorker {
  /** The one page the worker checks every route in. */
  readonly page: Page;
  /** The first load of every route the worker checked. */
  readonly loads: PageLoad[];
  /** Console errors and uncaught exceptions of the page, emptied when a route starts. */
  readonly errors: string[];
  /** How long each route took: load, and both checks. */
  readonly timings: Timing[];
}

const test = base.extend<object, {axeWorker: AxeWorker}>({
  axeWorker: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      await context.addInitScript(AXE_SOURCE);
      await context.addInitScript(watchHydration);
      const page = await context.newPage();
      await stubThirdParty(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      const timings: Timing[] = [];
      const loads: PageLoad[] = [];
      const start = Date.now();
      await use({page, loads, errors, timings});
      await context.close();
      if (loads.length > 0) {
        mkdirSync(FIRST_LOAD_DIR, {recursive: true});
        writeFileSync(
          join(FIRST_LOAD_DIR, `worker-${workerInfo.workerIndex}.json`),
          `${JSON.stringify({build: buildStamp(BUILD_DIR), loads})}\n`,
        );
      }
      if (timings.length > 0) {
        const total = timings.reduce((sum, timing) => sum + timing.ms, 0);
        const axe = timings.reduce((sum, timing) => sum + timing.axeMs, 0);
        const fullDark = timings.filter((timing) => timing.fullDark).length;
        const slowest = [...timings]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 3)
          .map((timing) => `${timing.path} ${(timing.ms / 1000).toFixed(1)} s`)
          .join(', ');
        console.log(
          `axe worker ${workerInfo.workerIndex}: ${timings.length} routes x ${MODES.length} modes in ` +
            `${(total / 1000).toFixed(1)} s, of which axe ${(axe / 1000).toFixed(1)} s ` +
            `(${((Date.now() - start) / 1000).toFixed(1)} s alive); every rule in dark mode on ${fullDark} ` +
            `(the document changed), the colour rules on the rest; slowest: ${slowest}`,
        );
      }
    },
    {scope: 'worker'},
  ],
});

test.describe.configure({mode: 'parallel'});

test.describe('every page: loads, no console errors, axe (WCAG 2.2 AA, every impact)', () => {
  for (const target of TARGETS) {
    test(`${target.name ?? target.path} in light and dark mode`, async ({axeWorker}) => {
      const {page, loads, errors, timings} = axeWorker;
      errors.length = 0;
      // A route loads once and is checked twice; an API reference has thousands of highlighted
      // tokens for axe to check for contrast. Both take seconds, more on a busy machine.
      test.setTimeout(60_000);
      test.slow(target.path.startsWith('/docs/api/'));
      const start = Date.now();
      await page.emulateMedia({colorScheme: 'light'});
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(target.status);
      const overBudget: string[] = [];
      if (target.route) {
        const load = await readFirstLoad(page, target.path, {
          origin: new URL(page.url()).origin,
          buildDir: BUILD_DIR,
          baseUrl: BASE_URL,
        });
        loads.push(load);
        const budget = firstLoadBudget(target.path, BASE_URL);
        if (budget !== null && load.total.gzip > budget) {
          overBudget.push(`first load ${formatKb(load.total.gzip)} gzip; the budget is ${formatKb(budget)}`);
        }
      }
      await waitForWidgets(page);
      await target.ready?.(page);
      if (target.status === 200) {
        await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      }
      const found: Record<Mode, string[]> = {light: [], dark: []};
      let axeMs = 0;
      const documents: Partial<Record<Mode, string>> = {};
      for (const mode of MODES) {
        if (mode !== 'light') {
          await page.emulateMedia({colorScheme: mode});
        }
        await waitUntilSettled(page, mode);
        documents[mode] = await documentFingerprint(page);
        const sameDocument = mode !== 'light' && documents[mode] === documents.light;
        const axeStart = Date.now();
        found[mode] = await axeViolations(page, undefined, sameDocument ? COLOUR_RULES : undefined);
        axeMs += Date.now() - axeStart;
      }
      const fullDark = documents.dark !== documents.light;
      timings.push({path: target.path, ms: Date.now() - start, axeMs, fullDark});
      // The 404 page's own request logs a 404 in the console; every other page logs no error.
      const consoleErrors = target.status === 200 ? errors : [];
      expect({axe: found, consoleErrors, overBudget}).toEqual({
        axe: {light: [], dark: []},
        consoleErrors: [],
        overBudget: [],
      });
      if (target.route && COPY_MENU_SAMPLE.has(target.path)) {
        await checkCopyPageButton(page, target.path);
      }
    });
  }
});

/**
 * The redirect page the build writes for an old path (src/plugins/redirects.ts), what a host
 * without redirect rules serves. nginx never serves it (it answers the old path with a 301), and
 * the page leaves at once, before axe could run. So the request is answered with the bytes of the
 * built file with one change, the refresh delay in its meta refresh, which the page's script reads
 * too: the page stays on screen, and is otherwise the page a reader gets. The delay becomes a day,
 * not some seconds: axe's meta-refresh rule (WCAG 2.2.1) fails a timed refresh of 1 s to 20 hours
 * and passes both an immediate one (the real page's 0 s) and one beyond 20 hours, so the held page
 * gets the verdict the real one would.
 * Every redirect page comes from the one function `redirectPageHtml` (tests/e2e/redirects.spec.ts
 * checks each built page has its form), so the first redirect of each category is a fair sample.
 */
test.describe('redirect pages: axe (WCAG 2.2 AA, every impact)', () => {
  const samples = REDIRECT_CATEGORIES.flatMap((category) =>
    redirects.filter((redirect) => redirect.category === category).slice(0, 1),
  );
  for (const {from, to, category} of samples) {
    test(`${from} (${category}) in light and dark mode`, async ({axeWorker}) => {
      const {page, errors} = axeWorker;
      errors.length = 0;
      const built = readFileSync(join(__dirname, '..', '..', 'build', from, 'index.html'), 'utf8');
      const held = built.replace(
        '<meta http-equiv="refresh" content="0; url=',
        '<meta http-equiv="refresh" content="86400; url=',
      );
      expect(held, 'the refresh delay was found and changed').not.toBe(built);
      const oldPath = withBase(from, BASE_URL);
      const matches = (url: URL): boolean => url.pathname === oldPath;
      await page.route(matches, (route) => route.fulfill({status: 200, contentType: 'text/html', body: held}));
      try {
        await page.emulateMedia({colorScheme: 'light'});
        await page.goto(oldPath);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('This page has moved');
        await expect(page.getByRole('link')).toHaveAttribute('href', withBase(to, BASE_URL));
        await expect(page).toHaveTitle(/^Moved to /);
        const found: Record<Mode, string[]> = {light: [], dark: []};
        for (const mode of MODES) {
          await page.emulateMedia({colorScheme: mode});
          found[mode] = await axeViolations(page);
        }
        expect(page.url()).toContain(oldPath);
        expect({axe: found, consoleErrors: errors}).toEqual({axe: {light: [], dark: []}, consoleErrors: []});
      } finally {
        await page.unroute(matches);
      }
    });
  }
});
