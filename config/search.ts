/**
 * Offline full-text search (@easyops-cn/docusaurus-search-local).
 *
 * One search context per SDK line and per big section, so a reader downloads only the index of the
 * section they are in. Pages outside every context (home, legal and data pages) read the root index:
 * the build (src/plugins/searchIndexes.ts) keeps in it the full text of those pages and only
 * `ROOT_INDEX_SITE_WIDE_PARTS` of every other page, so it does not grow into a whole-site index.
 * A context whose pages outgrow one index (`MAX_CONTEXT_WORDS`) is split into one context per folder;
 * each part holds its own pages' text and its line's titles and descriptions.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {splitOversizedContexts, type LabelledContext} from '../src/lib/searchContexts';
import {docPageWords, type IndexPart} from '../src/plugins/searchIndexes';

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

/**
 * The most words a context's pages may hold before the context is split into one context per folder
 * (src/lib/searchContexts.ts `splitOversizedContexts`): the 250 KB gzip budget of a first-search
 * download at 11 bytes a word (measured with the plugin 0.55.3 on guide pages: Web 10.6, Flutter 10.2,
 * Android 10.1). Counted from the Markdown before the build, so pages generated from data (the API
 * reference) are under-counted; `npm run bench -- --check` measures the real files.
 */
export const MAX_CONTEXT_WORDS = Math.floor(250_000 / 11);

const DOCS_DIR = join(__dirname, '..', 'docs');

/** "iOS › Manual instrumentation": the folder's sidebar label after its line's. */
function partLabel(path: string, parent: LabelledContext): string {
  const category = join(DOCS_DIR, path, '_category_.json');
  const label = existsSync(category)
    ? (JSON.parse(readFileSync(category, 'utf8')) as {label?: string}).label
    : undefined;
  const folder = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return `${parent.label} › ${label ?? folder.charAt(0).toUpperCase() + folder.slice(1)}`;
}

/** The contexts the plugin is given: the configured ones, oversized ones split, nested before parents. */
export const SEARCH_CONTEXT_PARTS: LabelledContext[] = splitOversizedContexts(
  SEARCH_CONTEXTS.map(({path, label}) => ({path, label})),
  docPageWords(DOCS_DIR),
  MAX_CONTEXT_WORDS,
  partLabel,
);

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
  searchContextByPaths: SEARCH_CONTEXT_PARTS,
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
