/**
 * The navbar search bar's link to the search worker (the plugin's `theme/searchByWorker.js` and
 * comlink, about 1.6 KB gzip), loaded the first time the search bar asks for it: when a reader
 * points at or focuses the search box, which is also when the bar loads its index and its
 * autocomplete code. Every page's first load is that much smaller. src/plugins/searchRelevance.ts
 * points the search bar's import here; the search page imports the module itself, in its own chunk.
 */
import type * as SearchByWorker from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';

type Module = typeof SearchByWorker;

let loading: Promise<Module> | undefined;

function load(): Promise<Module> {
  loading ??= import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');
  return loading;
}

export async function fetchIndexesByWorker(...args: Parameters<Module['fetchIndexesByWorker']>): Promise<void> {
  return (await load()).fetchIndexesByWorker(...args);
}

export async function searchByWorker(
  ...args: Parameters<Module['searchByWorker']>
): ReturnType<Module['searchByWorker']> {
  return (await load()).searchByWorker(...args);
}
