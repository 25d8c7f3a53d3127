/**
 * Keeps the data every page downloads small as the site grows. Docusaurus bundles, into the
 * modules every doc page loads before it is interactive, several structures with an entry per
 * page. Some of those entries carry data that nothing in the browser reads; this plugin drops it
 * with loaders, so each added page costs every reader as few bytes as possible:
 *
 * - the docs version metadata (`p/<route>.json`, loaded by every doc page): the `docs` map (one
 *   entry per page, read only by the theme's `DocCard` on generated-index pages, which this site
 *   does not have) and `unlisted: false` on every sidebar link (false is the default);
 * - the global data (`.docusaurus/globalData.json`, in main.js): the docs plugin's list of every
 *   doc, which only versioned navbar items and version banners read (this site has one version
 *   and plain navbar links); the version's main doc is kept;
 * - the route registry (`.docusaurus/registry.js`, in main.js), client bundle only: the module
 *   path of each chunk, which only the server render reads (in the server bundle it becomes the
 *   chunk's short name, the name the client manifest knows it by, so that each page's HTML lists
 *   the page's own chunks as scripts: they download beside main.js, not after it); and each
 *   chunk's 8-hex name becomes a short one (its index in base 36), in the registry and in the
 *   route chunk names alike, so the names in main.js and in the runtime's name -> id map
 *   (`__webpack_require__.gca`, for prefetching) cost a byte or two instead of eight;
 * - the route tree and route chunk names (`.docusaurus/routes.js`, `routesChunkNames.json`, in
 *   main.js), client bundle only: a doc page's route is one row `path|hash|content chunk` in a
 *   string that both modules read, instead of its path three times over two objects;
 * - the site config (`.docusaurus/docusaurus.config.mjs`, in main.js), client bundle only: the
 *   preset, plugin and theme options (the redirects list among them), which only the server reads;
 * - tslib, client bundle only: `@docusaurus/utils-common` requires all of it for `__importDefault`
 *   (about 4 KB gzip in main.js); a two-helper module stands in;
 * - chunk file names, client bundle only: `[id].[fullhash]` instead of `[name].[contenthash]`,
 *   so the runtime every page loads has no map from chunk id to name or to content hash (an entry
 *   per page each). The price: every deploy gives every chunk a new URL, so a returning reader
 *   downloads a page's chunks again after a deploy (main.js changes with most deploys anyway).
 *
 * The files in `.docusaurus/` stay whole, so `npm run check:sidebar` still reads the full data.
 * Every shape read here is listed in UPGRADING.md with the test that fails if it changes.
 * Checked against Docusaurus 3.10.
 */
import type {Plugin} from '@docusaurus/types';

/** The version metadata modules of the docs plugin, by path. */
export const VERSION_METADATA_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;
/** The site's global data module. */
export const GLOBAL_DATA_MODULE = /[\\/]\.docusaurus[\\/]globalData\.json$/;
/** The route registry: chunk name -> [loader, module path, module id]. */
export const REGISTRY_MODULE = /[\\/]\.docusaurus[\\/]registry\.js$/;
/** The site config as the browser gets it. */
export const SITE_CONFIG_MODULE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;
/** The route tree. */
export const ROUTES_MODULE = /[\\/]\.docusaurus[\\/]routes\.js$/;
/** The chunk names of each route: `<path>-<hash>` -> {__comp, content, ...}. */
export const ROUTES_CHUNK_NAMES_MODULE = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

const loader = require.resolve('./trimClientDataLoader.cjs');

interface Rule {
  test: RegExp;
  type?: string;
  use: {loader: string; options: {kind: string}}[];
}

function rule(test: RegExp, kind: string, type?: string): Rule {
  return {test, ...(type ? {type} : {}), use: [{loader, options: {kind}}]};
}

export default function trimClientDataPlugin(): Plugin {
  return {
    name: 'argus-trim-client-data',
    configureWebpack(config, isServer) {
      // The persistent build cache knows the site config's imports, not loaders named by path:
      // without this, an edited loader would keep serving its old output from the cache.
      const cache = config.experiments?.cache;
      if (cache && typeof cache === 'object' && 'buildDependencies' in cache) {
        (cache.buildDependencies as string[] | undefined)?.push(loader);
      }
      const rules = [rule(VERSION_METADATA_MODULE, 'versionMetadata'), rule(GLOBAL_DATA_MODULE, 'globalData')];
      if (isServer) {
        return {module: {rules: [...rules, rule(REGISTRY_MODULE, 'serverRegistry')]}};
      }
      return {
        module: {
          rules: [
            ...rules,
            rule(REGISTRY_MODULE, 'registry'),
            rule(ROUTES_MODULE, 'routes'),
            rule(SITE_CONFIG_MODULE, 'siteConfig'),
            // The JSON becomes a JavaScript module with a named export.
            rule(ROUTES_CHUNK_NAMES_MODULE, 'routesChunkNames', 'javascript/auto'),
          ],
        },
        resolve: {alias: {tslib$: require.resolve('./tslibClient.cjs')}},
        output: {chunkFilename: 'assets/js/[id].[fullhash:8].js'},
      };
    },
  };
}
