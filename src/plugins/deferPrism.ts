/**
 * Keeps Prism out of the main bundle. theme-classic registers a client module that imports
 * prism-react-renderer and every extra language at start-up, on every page. This plugin points
 * that module at an empty one; the languages are registered instead by the code block chunk
 * (src/components/HighlightedCode), which pages load only when they show code.
 *
 * Checked against @docusaurus/theme-classic 3.10 (lib/prism-include-languages.js).
 */
import type {Plugin} from '@docusaurus/types';

export default function deferPrismPlugin(): Plugin {
  return {
    name: 'argus-defer-prism',
    configureWebpack() {
      const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
      return {
        resolve: {
          alias: {[`${themeClientModule}$`]: require.resolve('./emptyClientModule')},
        },
      };
    },
  };
}
