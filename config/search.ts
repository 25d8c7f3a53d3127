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
import {SECTIONS} from '../src/data/sections';

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

/** Every index but the whole-site one: the SDK lines, then the sections of src/data/sections.ts that have one. */
export const SEARCH_CONTEXTS: readonly {path: string; label: string}[] = [
  ...lineSearchContexts(LINES, (line) => existsSync(join(DOCS_DIR, line.prefix))),
  ...SECTIONS.filter((section) => section.searchContext).map(({folder, label}) => ({path: folder, label})),
];

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
