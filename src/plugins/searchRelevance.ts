/**
 * Ranks search results for queries whose words the best page does not all hold. The search plugin's
 * worker (dist/client/client/theme/worker.js) imports its query builder as `../utils/smartQueries`;
 * this plugin points that one import at src/lib/searchQueries.ts, which runs the plugin's queries
 * first and then synonym and partial ones. Nothing else of the plugin changes, and the replacement
 * imports the original by its package path, which this rewrite leaves alone.
 *
 * Checked against @easyops-cn/docusaurus-search-local 0.55 (worker.js imports `../utils/smartQueries`
 * from `dist/client/client/theme/`); a unit test fails if the import is no longer there.
 */
import {dirname, join, sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler, ResolveData} from 'webpack';

export const WORKER_QUERIES_REQUEST = '../utils/smartQueries';

/** The folder of the plugin's worker, where the rewritten import is made. */
export function workerFolder(): string {
  return join(
    dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
    'dist',
    'client',
    'client',
    'theme',
  );
}

/** The request the worker's import becomes, or null to leave a request alone. */
export function rewriteRequest(request: string, context: string, folder = workerFolder()): string | null {
  const normalised = context.endsWith(sep) ? context.slice(0, -1) : context;
  if (request !== WORKER_QUERIES_REQUEST || normalised !== folder) {
    return null;
  }
  return join(__dirname, '..', 'lib', 'searchQueries.ts');
}

export default function searchRelevancePlugin(): Plugin {
  return {
    name: 'argus-search-relevance',
    configureWebpack() {
      const folder = workerFolder();
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.normalModuleFactory.tap('argus-search-relevance', (factory) => {
                factory.hooks.beforeResolve.tap('argus-search-relevance', (data: ResolveData) => {
                  const replacement = rewriteRequest(data.request, data.context, folder);
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
