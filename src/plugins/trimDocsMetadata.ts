/**
 * Keeps the docs version metadata small. Every doc page loads one module with the sidebar and an
 * entry per doc; the entry repeats the doc's description, which only the theme's `DocCard` reads
 * (this site has no generated-index pages). With hundreds of pages that copy costs several KB
 * gzip on every first load, so a loader drops it from the bundled module. The files in
 * `.docusaurus/` stay whole, so `npm run check:sidebar` still reads the full metadata.
 *
 * Checked against @docusaurus/plugin-content-docs 3.10 (`p/<route>.json`, `version.docs`).
 */
import type {Plugin} from '@docusaurus/types';

/** The version metadata modules of the docs plugin, by path. */
export const VERSION_METADATA_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function trimDocsMetadataPlugin(): Plugin {
  return {
    name: 'argus-trim-docs-metadata',
    configureWebpack() {
      return {
        module: {
          rules: [{test: VERSION_METADATA_MODULE, use: [{loader: require.resolve('./trimDocsMetadataLoader.cjs')}]}],
        },
      };
    },
  };
}
