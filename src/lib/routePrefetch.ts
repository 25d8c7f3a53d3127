/**
 * Stands in for @docusaurus/core's client module `docusaurus.js` (src/plugins/routePrefetch.ts
 * points it here): `window.docusaurus`, whose `prefetch` every internal <Link> calls when it
 * scrolls into view, and `preload` when a pointer or a touch enters it. The API and the decisions
 * are the same (nothing on a 2g connection or with Save-Data, each route once); what differs is the
 * cost on a phone, where every link on screen prefetches in the task right after hydration:
 *
 * - upstream finds a route's chunk names by scanning every route's entry (a regular expression on
 *   each of 360 keys) for every link; here an index by path is built once, on the first call;
 * - upstream adds a `<link rel="prefetch">` for every chunk of every route, so the layout chunks
 *   that every page shares, and the ones this page has already loaded, are requested again once
 *   per link on screen; here each file is requested once, and never when this page loaded it.
 *
 * Checked against @docusaurus/core 3.10 (lib/client/docusaurus.js).
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchFile from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import type {RouteChunkNames} from '@docusaurus/types';
import {isConstrainedConnection} from './highlighterPolicy';

/** webpack's runtime: a chunk's URL from its name (`ChunkAssetPlugin`, as upstream uses it). */
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
/** Files already requested, by this page's own loading or by a prefetch. */
let requestedFiles: Set<string> | undefined;
/** Route path -> the chunk names of its entries (a path can have several: a layout and a page). */
let chunkNamesByPath: Map<string, string[]> | undefined;

/** The route path of a chunk names key (`<path>-<hash>`). */
export function routePathOfKey(key: string): string {
  return key.replace(/-[^-]+$/, '');
}

/** Route path -> chunk names, from the route chunk names module (`<path>-<hash>` -> chunk tree). */
export function indexChunkNames(chunkNames: RouteChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(chunkNames)) {
    const path = routePathOfKey(key);
    index.set(path, [...(index.get(path) ?? []), ...Object.values(flat(tree))]);
  }
  return index;
}

/** The files this page has requested so far (its scripts, styles and chunks). */
function filesRequestedByPage(): Set<string> {
  return new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
}

function prefetch(routePath: string): false | Promise<unknown> {
  if (isConstrainedConnection(navigator) || loadedRoutes.has(routePath) || fetchedRoutes.has(routePath)) {
    return false;
  }
  fetchedRoutes.add(routePath);
  chunkNamesByPath ??= indexChunkNames(routesChunkNames);
  requestedFiles ??= filesRequestedByPage();
  const files: string[] = [];
  for (const {route} of matchRoutes(routes, routePath)) {
    for (const name of chunkNamesByPath.get(route.path ?? '') ?? []) {
      // A chunk that webpack merged into another has no file of its own (upstream's check).
      const file = __webpack_require__.gca(name);
      if (!file || file.includes('undefined')) {
        continue;
      }
      const url = new URL(file, document.baseURI).href;
      if (!requestedFiles.has(url)) {
        requestedFiles.add(url);
        files.push(file);
      }
    }
  }
  return Promise.all(files.map((file) => prefetchFile(file)));
}

function preload(routePath: string): false | Promise<unknown> {
  if (isConstrainedConnection(navigator) || loadedRoutes.has(routePath)) {
    return false;
  }
  loadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted on window by Docusaurus's client entry, so frozen as upstream's is.
export default Object.freeze({prefetch, preload});
