/** Size arithmetic shared by the benchmark and its tests. */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {clientContextOf} from '../src/lib/searchContexts';

export interface Size {
  readonly raw: number;
  readonly gzip: number;
  /**
   * What a browser that accepts Brotli gets (over HTTPS): the precompressed `.br` when there is one,
   * else what nginx sends instead, gzip (it has Brotli's static module only). Absent: as `gzip`.
   */
  readonly brotli?: number;
}

/** What a browser that accepts Brotli gets for a size. */
export function brotliOf(size: Size): number {
  return size.brotli ?? size.gzip;
}

/** Gzip at level 6, as the nginx rules serve it (and to a Brotli client too: nginx compresses only gzip on the fly). */
export function sizeOf(content: Buffer | string): Size {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {raw: buffer.length, gzip: gzipSync(buffer, {level: 6}).length};
}

/**
 * What nginx sends for a file of the build: to a client that accepts gzip, the precompressed `.gz`
 * beside it when there is one (gzip_static, scripts/precompress.sh), else gzip at level 6 on the fly;
 * to one that accepts Brotli, the `.br` when there is one (brotli_static), else the same as gzip.
 */
export function servedSizeOf(file: string): Size {
  const gzipped = `${file}.gz`;
  const size = existsSync(gzipped)
    ? {raw: statSync(file).size, gzip: statSync(gzipped).size}
    : sizeOf(readFileSync(file));
  const brotli = `${file}.br`;
  return existsSync(brotli) ? {...size, brotli: statSync(brotli).size} : size;
}

export function addSizes(sizes: readonly Size[]): Size {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: brotliOf(total) + brotliOf(size),
    }),
    {raw: 0, gzip: 0, brotli: 0},
  );
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export type AssetKind = 'html' | 'css' | 'js';

export function assetKind(pathname: string): AssetKind | null {
  if (pathname.endsWith('/') || pathname.endsWith('.html')) {
    return 'html';
  }
  if (pathname.endsWith('.css')) {
    return 'css';
  }
  if (pathname.endsWith('.js')) {
    return 'js';
  }
  return null;
}

/** Search index files by context: `search-index-android-<hash>.json` -> `android`, `search-index-<hash>.json` -> `(root)`. */
export function searchContextOf(fileName: string): string | null {
  const match = /^search-index(?:-(.+))?-[0-9a-f]{8}\.json$/.exec(fileName);
  if (!match) {
    return null;
  }
  return match[1] ?? '(root)';
}

/** The median of some sizes, by gzip bytes (the lower middle one for an even count). */
export function medianSize(sizes: readonly Size[]): Size {
  const sorted = [...sizes].sort((a, b) => a.gzip - b.gzip);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? {raw: 0, gzip: 0};
}

/** Budgets from the issue tracker, in bytes (1 KB = 1000 bytes). */
export const BUDGETS = {
  /** Every doc page's first load to hydration, HTML + CSS + JS. */
  docPageGzip: 200_000,
  /** The home page's first load to hydration. */
  homeGzip: 190_000,
  /** The largest search index any page downloads on a first search. */
  firstSearchGzip: 250_000,
} as const;

/** The routes that are not doc pages: the home page has a budget of its own, the search page is the plugin's. */
export function notDocPages(baseUrl: string): ReadonlySet<string> {
  return new Set([baseUrl, `${baseUrl}search/`]);
}

/** The first-load budget (gzip bytes) a route is held to, or null for the search page. */
export function firstLoadBudget(route: string, baseUrl: string): number | null {
  if (route === baseUrl) {
    return BUDGETS.homeGzip;
  }
  return notDocPages(baseUrl).has(route) ? null : BUDGETS.docPageGzip;
}

export interface LabelledContext {
  readonly path: string;
  readonly label: string;
}

/** What a page downloads on a first search: the index file of one context (null: the root index). */
export interface FirstSearch {
  readonly kind: string;
  readonly route: string;
  readonly context: string | null;
  readonly size: Size;
}

export const SEARCH_PAGE_KIND = 'search page (any ctx)';
export const OUTSIDE_KIND = 'legal and data pages (no section)';

/** The kind of page a route is, for the search figures: home, search page, a section, or none. */
export function pageKind(route: string, baseUrl: string, contexts: readonly LabelledContext[]): string {
  if (route === baseUrl) {
    return 'home';
  }
  if (route === `${baseUrl}search/`) {
    return SEARCH_PAGE_KIND;
  }
  const context = clientContextOf(route, baseUrl, contexts);
  const label = contexts.find(({path}) => path === context)?.label;
  return label === undefined ? OUTSIDE_KIND : `section: ${label}`;
}

/**
 * The largest first-search download of each kind of page. A page's search bar fetches the index of
 * the first context that holds it, or the root index; the search page fetches the root index, or the
 * index its `ctx` names, so it is charged the largest of all.
 */
export function largestFirstSearchByKind(
  routes: readonly string[],
  baseUrl: string,
  contexts: readonly LabelledContext[],
  indexSize: (context: string | null) => Size,
): FirstSearch[] {
  const largest = new Map<string, FirstSearch>();
  for (const route of routes) {
    const kind = pageKind(route, baseUrl, contexts);
    const choices =
      kind === SEARCH_PAGE_KIND
        ? [null, ...contexts.map(({path}) => path)]
        : [clientContextOf(route, baseUrl, contexts)];
    for (const context of choices) {
      const size = indexSize(context);
      const current = largest.get(kind);
      if (!current || size.gzip > current.size.gzip) {
        largest.set(kind, {kind, route, context, size});
      }
    }
  }
  return [...largest.values()].sort((a, b) => b.size.gzip - a.size.gzip);
}
