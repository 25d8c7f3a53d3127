/** Size arithmetic shared by the benchmark and its tests. */
import {gzipSync} from 'node:zlib';

export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

/** Gzip at level 6, as the nginx rules serve it. */
export function sizeOf(content: Buffer | string): Size {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {raw: buffer.length, gzip: gzipSync(buffer, {level: 6}).length};
}

export function addSizes(sizes: readonly Size[]): Size {
  return sizes.reduce((total, size) => ({raw: total.raw + size.raw, gzip: total.gzip + size.gzip}), {raw: 0, gzip: 0});
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
  searchIndexGzip: 300_000,
} as const;
