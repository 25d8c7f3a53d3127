/**
 * Points @docusaurus/core's client module `docusaurus.js` (`window.docusaurus`: the prefetch and
 * preload of a route's chunks that every <Link> calls) at src/lib/routePrefetch.ts, which does the
 * same for a fraction of the main-thread time on a page with many links on screen.
 *
 * Checked against @docusaurus/core 3.10 (lib/client/docusaurus.js, imported by clientEntry.js).
 */
import type {Plugin} from '@docusaurus/types';

export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'argus-route-prefetch',
    configureWebpack() {
      // clientEntry.js imports it as './docusaurus': webpack matches the alias on that request
      // made absolute, without the extension.
      const upstream = require.resolve('@docusaurus/core/lib/client/docusaurus').replace(/\.js$/, '');
      return {
        resolve: {alias: {[`${upstream}$`]: require.resolve('../lib/routePrefetch')}},
      };
    },
  };
}
