/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local).
 *
 * One search context per SDK and per big section, so a reader downloads only the index of the
 * section they are in; pages outside every context search all of them.
 */
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/** Sections with an index of their own, by route below the base URL. */
export const SEARCH_CONTEXTS = [
  {path: 'android', label: 'Android'},
  {path: 'ios', label: 'iOS'},
  {path: 'flutter', label: 'Flutter'},
  {path: 'react-native', label: 'React Native'},
  {path: 'unity', label: 'Unity'},
  {path: 'web', label: 'Web'},
  {path: 'product', label: 'Product guide'},
  {path: 'api', label: 'API reference'},
  {path: 'open-telemetry', label: 'OpenTelemetry'},
  {path: 'best-practices', label: 'Best practices'},
  {path: 'data-destinations', label: 'Data destinations'},
  {path: 'custom-metrics-api', label: 'Custom metrics API'},
  {path: 'argus-api', label: 'Argus metrics API'},
  {path: 'partners', label: 'Partners'},
] as const;

/** Code blocks on every doc page except the API reference (`docs-doc-id-api/...` on `<html>`). */
export const GUIDE_CODE_BLOCKS = 'html:not([class*="docs-doc-id-api/"]) .theme-code-block';

export const searchOptions = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  language: 'en',
  searchContextByPaths: SEARCH_CONTEXTS.map(({path, label}) => ({path, label})),
  useAllContextsWithNoSearchContext: true,
  hideSearchBarWithNoSearchContext: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: false,
  removeDefaultStopWordFilter: true,
  // Guides leave their code blocks out of the index, as hosted docs search does: the samples
  // repeat names the prose already explains, once per tab, and make the index a reader downloads
  // a sixth larger. The API reference keeps its code, so a bare member name such as
  // `addBreadcrumb` still finds its signature.
  ignoreCssSelectors: [GUIDE_CODE_BLOCKS],
} satisfies PluginOptions;
