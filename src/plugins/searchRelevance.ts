/**
 * Points four imports of the search plugin's client at modules of this site; nothing else of the
 * plugin changes, and a replacement that builds on the original imports it by its package path, which
 * this rewrite leaves alone:
 *
 * - the search worker (`theme/searchByWorker.js` starts `new Worker(new URL("./worker.js", …))`)
 *   becomes src/lib/searchWorker.ts, which ranks pages as a reader's question asks
 *   (src/lib/searchRanking.ts) and reads the compact indexes the build writes;
 * - the search bar's `highlightStemmed` (`theme/SearchBar/SuggestionTemplate.js`) becomes
 *   src/lib/searchHighlight.ts, which does not throw on a title matched only by words it does not show;
 * - the search bar's "No results" (`theme/SearchBar/SearchBar.jsx` imports `./EmptyTemplate`) becomes
 *   src/lib/searchEmptyTemplate.ts, which names the section and counts the results outside it;
 * - the search bar's link to the worker (`theme/SearchBar/SearchBar.jsx` imports `../searchByWorker`)
 *   becomes src/lib/searchByWorkerOnDemand.ts, which loads it when the bar first needs it.
 *
 * Checked against @easyops-cn/docusaurus-search-local 0.55; a unit test fails if an import is no
 * longer where this table expects it.
 */
import {dirname, join, sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, ResolveData} from 'webpack';

export interface ImportRewrite {
  /** The folder of the importing module, below the plugin's `dist/client/client/`. */
  readonly folder: string;
  /** The importing module, for the test that checks the import is still there. */
  readonly module: string;
  /** The request as the module writes it. */
  readonly request: string;
  /** The replacement, below this site's `src/lib/`. */
  readonly replacement: string;
}

export const IMPORT_REWRITES: readonly ImportRewrite[] = [
  {folder: 'theme', module: 'searchByWorker.js', request: './worker.js', replacement: 'searchWorker.ts'},
  {
    folder: 'theme/SearchBar',
    module: 'SuggestionTemplate.js',
    request: '../../utils/highlightStemmed',
    replacement: 'searchHighlight.ts',
  },
  {
    folder: 'theme/SearchBar',
    module: 'SearchBar.jsx',
    request: './EmptyTemplate',
    replacement: 'searchEmptyTemplate.ts',
  },
  {
    folder: 'theme/SearchBar',
    module: 'SearchBar.jsx',
    request: '../searchByWorker',
    replacement: 'searchByWorkerOnDemand.ts',
  },
];

/** The plugin's client folder (`dist/client/client`). */
export function clientFolder(): string {
  return join(dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')), 'dist', 'client', 'client');
}

/** The request an import becomes, or null to leave it alone. */
export function rewriteRequest(request: string, context: string, client = clientFolder()): string | null {
  const normalised = context.endsWith(sep) ? context.slice(0, -1) : context;
  const rewrite = IMPORT_REWRITES.find(
    (entry) => entry.request === request && join(client, ...entry.folder.split('/')) === normalised,
  );
  return rewrite ? join(__dirname, '..', 'lib', rewrite.replacement) : null;
}

export default function searchRelevancePlugin(): Plugin {
  return {
    name: 'argus-search-relevance',
    configureWebpack() {
      const client = clientFolder();
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.normalModuleFactory.tap('argus-search-relevance', (factory) => {
                factory.hooks.beforeResolve.tap('argus-search-relevance', (data: ResolveData) => {
                  const replacement = rewriteRequest(data.request, data.context, client);
                  if (replacement) {
                    data.request = replacement;
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
