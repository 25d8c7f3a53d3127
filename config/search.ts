/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local).
 *
 * One search context per SDK line and per big section, so a reader downloads only the index of the
 * section they are in. Pages outside every context (home, legal and data pages) read the root index:
 * the build (src/plugins/searchIndexes.ts) keeps in it the full text of those pages and only
 * `ROOT_INDEX_SITE_WIDE_PARTS` of every other page, so it does not grow into a whole-site index.
 */
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {nestedBeforeParents} from '../src/lib/searchContexts';
import type {IndexPart} from '../src/plugins/searchIndexes';

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

/**
 * What every page adds to the root index, which the home, legal and data pages search: the title and
 * the description, a sentence each (about 0.3 KB gzip per page: ~105 KB at 359 routes, on top of the
 * ~130 KB of the legal and data pages' own text). Headings would cost 0.6 KB more per page and take
 * the root index past its 250 KB budget; keywords 0.2 KB.
 */
export const ROOT_INDEX_SITE_WIDE_PARTS = ['title', 'description'] as const satisfies readonly IndexPart[];

/** Code blocks on every doc page except the API reference (`docs-doc-id-api/...` on `<html>`). */
export const GUIDE_CODE_BLOCKS = 'html:not([class*="docs-doc-id-api/"]) .theme-code-block';

export const searchOptions = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/',
  language: 'en',
  // A nested line (`ios/5x`) goes before its parent (`ios`): the search bar takes the first match.
  searchContextByPaths: nestedBeforeParents(SEARCH_CONTEXTS.map(({path, label}) => ({path, label}))),
  // Gives the search page its "Everywhere" choice and the search bar its 'See all results outside'
  // link; the root index it makes whole-site is cut down after the build (src/plugins/searchIndexes.ts).
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
