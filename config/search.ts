/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local).
 *
 * One search context per SDK line and per big section, so a reader downloads only the index of the
 * section they are in; pages outside every context search all of them.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {LINES, type SdkLine} from '../src/data/lines';

/**
 * One context per SDK line (src/data/lines.ts) that has pages: a line without pages has no index,
 * and the search page would offer a context that fails to load. The search bar takes the first
 * context whose path holds the page, so a nested line (`ios/5x`) comes before the line whose folder
 * holds it (`ios`): an iOS 5.x reader downloads the 5.x index only.
 */
export function lineSearchContexts(
  lines: readonly SdkLine[],
  hasPages: (line: SdkLine) => boolean,
): {path: string; label: string}[] {
  return lines
    .filter(hasPages)
    .sort((a, b) => b.searchContext.split('/').length - a.searchContext.split('/').length)
    .map((line) => ({path: line.searchContext, label: line.status === 'current' ? line.name : line.label}));
}

const DOCS_DIR = join(__dirname, '..', 'docs');

/** Sections with an index of their own, by route below the base URL. */
export const SEARCH_CONTEXTS = [
  ...lineSearchContexts(LINES, (line) => existsSync(join(DOCS_DIR, line.prefix))),
  {path: 'product', label: 'Product guide'},
  {path: 'api', label: 'API reference'},
  {path: 'open-telemetry', label: 'OpenTelemetry'},
  {path: 'best-practices', label: 'Best practices'},
  {path: 'data-destinations', label: 'Data destinations'},
  {path: 'custom-metrics-api', label: 'Custom metrics API'},
  {path: 'argus-api', label: 'Argus metrics API'},
  {path: 'partners', label: 'Partners'},
] as const satisfies readonly {path: string; label: string}[];

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
