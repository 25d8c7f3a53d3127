/**
 * The search worker, in place of @easyops-cn/docusaurus-search-local's own (dist/client/client/theme/
 * worker.js; the build points the plugin's `new Worker(new URL('./worker.js'))` here,
 * src/plugins/searchRelevance.ts). It answers the plugin's search bar and the site's search page
 * through the same Comlink interface, `fetchIndexes` and `search`, with results in the same shape;
 * it ranks them its own way (src/lib/searchRanking.ts) and reads the compact indexes the build writes
 * (src/plugins/searchIndexes.ts `compactIndex`).
 *
 * An index that fails to load is not kept: the next search tries again.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import {loadRankingIndex, rankSearch, type RankedResult, type RankingIndex, type SearchDocument} from './searchRanking';

/** The URL of a context's index file (the root index for ''), as the plugin names it. */
function indexUrl(baseUrl: string, searchContext: string, template: string = searchIndexUrl): string {
  return `${baseUrl}${template.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
}

async function load(baseUrl: string, searchContext: string): Promise<RankingIndex> {
  const url = new URL(indexUrl(baseUrl, searchContext), location.origin);
  if (url.origin !== location.origin) {
    throw new Error('A search index must come from this site.');
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The search index ${url.pathname} answered ${response.status}.`);
  }
  return loadRankingIndex((await response.json()) as {documents: SearchDocument[]; index: object}[]);
}

const indexes = new Map<string, Promise<RankingIndex>>();

function indexFor(baseUrl: string, searchContext: string): Promise<RankingIndex> {
  const key = `${baseUrl}${searchContext}`;
  let index = indexes.get(key);
  if (!index) {
    index = load(baseUrl, searchContext);
    indexes.set(key, index);
    index.catch(() => indexes.delete(key));
  }
  return index;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexFor(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<RankedResult[]> {
    return rankSearch(await indexFor(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SearchWorker);
