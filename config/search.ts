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
} satisfies PluginOptions;
