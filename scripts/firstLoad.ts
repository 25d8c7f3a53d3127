/**
 * What a page makes the reader download before it is interactive, measured in Chromium against the
 * nginx-served build. Used by `npm run bench` (every doc page) and `npm run bench:scale`.
 *
 * A page's first load is its HTML plus the same-origin CSS and JS the browser requested before
 * `<html data-has-hydrated="true">` (set by Docusaurus once React has hydrated the page). Prefetches
 * of other pages (`<link rel="prefetch">`) are left out: they are not this page's bytes. Sizes are
 * read from build/ as nginx serves them (the precompressed .gz, else gzip at level 6), so the HTTP
 * cache does not hide a file that a second page requests again.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {addSizes, assetKind, type AssetKind, type Size, servedSizeOf} from './measure';

export interface PageLoad {
  readonly route: string;
  /** Requested before the page finished hydrating: what the reader waits for. */
  readonly critical: Readonly<Record<AssetKind, Size>>;
  readonly total: Size;
  /** Requested after hydration (only measured with `settle`: until the network is idle). */
  readonly deferred: Size;
  /** Same-origin JS files requested before hydration, by path (for the report of the largest page). */
  readonly criticalFiles: readonly string[];
}

/** Names the build in `buildDir` (when its home page was written), so figures of an older build are not read as this one's. */
export function buildStamp(buildDir: string): string {
  return statSync(join(buildDir, 'index.html')).mtime.toISOString();
}

/** Maps a URL path below the base URL to its file in build/. */
export function fileFor(buildDir: string, baseUrl: string, pathname: string): string {
  const relativePath = pathname.slice(baseUrl.length);
  return join(buildDir, relativePath.endsWith('/') || relativePath === '' ? `${relativePath}index.html` : relativePath);
}

const sizeCache = new Map<string, Size>();

function cachedSize(file: string): Size {
  let size = sizeCache.get(file);
  if (size === undefined) {
    size = servedSizeOf(file);
    sizeCache.set(file, size);
  }
  return size;
}

interface Resource {
  readonly name: string;
  readonly startTime: number;
  readonly initiator: string;
}

/**
 * Records when the page hydrated, as `window.hydratedAt` on the page's clock. Add it as an init script
 * (init scripts run before <html> exists, so it watches the document).
 */
export function watchHydration(): void {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hasHydrated === 'true') {
      (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

export interface MeasureOptions {
  readonly origin: string;
  readonly buildDir: string;
  readonly baseUrl: string;
  /** Also wait for the network to go idle and report what loaded after hydration (slower). */
  readonly settle?: boolean;
}

/**
 * The first load of the document `page` shows now, which loaded `route` with watchHydration as an
 * init script: waits for hydration, then sorts the page's same-origin assets by when they were asked
 * for. The tab may have loaded other pages before (the e2e run checks every route in one tab): the
 * browser reports every resource a new document asks for, from its cache too, and sizes come from
 * build/, so the figure is the same as in a fresh tab.
 */
export async function readFirstLoad(page: Page, route: string, options: MeasureOptions): Promise<PageLoad> {
  await page.waitForFunction(() => (window as unknown as {hydratedAt?: number}).hydratedAt !== undefined, null, {
    timeout: 30_000,
    polling: 50,
  });
  const {hydratedAt, resources} = await page.evaluate(() => ({
    hydratedAt: (window as unknown as {hydratedAt: number}).hydratedAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      initiator: (entry as PerformanceResourceTiming).initiatorType,
    })),
  }));
  return classify(route, hydratedAt, resources, options);
}

/** Loads `route` in a new tab of `context` and measures its first load. */
export async function measurePage(context: BrowserContext, route: string, options: MeasureOptions): Promise<PageLoad> {
  const page: Page = await context.newPage();
  try {
    await page.addInitScript(watchHydration);
    await page.goto(`${options.origin}${route}`, {waitUntil: options.settle ? 'networkidle' : 'load'});
    return await readFirstLoad(page, route, options);
  } finally {
    await page.close();
  }
}

export function classify(
  route: string,
  hydratedAt: number,
  resources: readonly Resource[],
  options: MeasureOptions,
): PageLoad {
  const {host} = new URL(options.origin);
  const critical: Record<AssetKind, Size[]> = {
    html: [cachedSize(fileFor(options.buildDir, options.baseUrl, route))],
    css: [],
    js: [],
  };
  const deferred: Size[] = [];
  const criticalFiles: string[] = [];
  const seen = new Set<string>();
  for (const {name, startTime, initiator} of resources) {
    const url = new URL(name);
    const kind = assetKind(url.pathname);
    if (url.host !== host || kind === null || seen.has(url.pathname)) {
      continue;
    }
    seen.add(url.pathname);
    if (initiator === 'link' && kind !== 'css') {
      continue; // a prefetch of a linked page
    }
    const size = cachedSize(fileFor(options.buildDir, options.baseUrl, url.pathname));
    if (startTime <= hydratedAt) {
      critical[kind].push(size);
      if (kind === 'js') {
        criticalFiles.push(url.pathname);
      }
    } else {
      deferred.push(size);
    }
  }
  const sums = {html: addSizes(critical.html), css: addSizes(critical.css), js: addSizes(critical.js)};
  return {
    route,
    critical: sums,
    total: addSizes([sums.html, sums.css, sums.js]),
    deferred: addSizes(deferred),
    criticalFiles,
  };
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the input order in the result. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

/** The section of a route: its first segment below the base URL (`/docs/android/x/` -> `android`). */
export function sectionOf(route: string, baseUrl: string): string {
  return route.slice(baseUrl.length).split('/')[0] ?? '';
}

export interface SampleCandidate {
  readonly route: string;
  /** Raw HTML bytes: the longest pages hydrate the most. */
  readonly htmlBytes: number;
  /** The page shows code tabs. */
  readonly hasTabs: boolean;
}

/**
 * A stratified sample of at least `size` doc pages: every section's landing page, the longest
 * page of each section, a page with tabs, every API reference page, then pages spread evenly over
 * the rest. Deterministic, so two runs measure the same pages.
 */
export function stratifiedSample(candidates: readonly SampleCandidate[], size: number, baseUrl: string): string[] {
  const picked = new Set<string>();
  const bySection = new Map<string, SampleCandidate[]>();
  for (const candidate of candidates) {
    const section = sectionOf(candidate.route, baseUrl);
    bySection.set(section, [...(bySection.get(section) ?? []), candidate]);
  }
  for (const [section, pages] of bySection) {
    const landing = pages.find(({route}) => route === `${baseUrl}${section}/`);
    if (landing) {
      picked.add(landing.route);
    }
    const longest = [...pages].sort((a, b) => b.htmlBytes - a.htmlBytes)[0];
    if (longest) {
      picked.add(longest.route);
    }
  }
  const withTabs = candidates.find(({hasTabs}) => hasTabs);
  if (withTabs) {
    picked.add(withTabs.route);
  }
  for (const {route} of candidates) {
    if (route.startsWith(`${baseUrl}api/`)) {
      picked.add(route);
    }
  }
  const rest = candidates.filter(({route}) => !picked.has(route));
  const wanted = Math.max(0, size - picked.size);
  for (let i = 0; i < wanted && rest.length > 0; i += 1) {
    const candidate = rest[Math.floor((i * rest.length) / wanted)];
    if (candidate) {
      picked.add(candidate.route);
    }
  }
  return candidates.map(({route}) => route).filter((route) => picked.has(route));
}
