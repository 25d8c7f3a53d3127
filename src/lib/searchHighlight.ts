/**
 * The search plugin's `highlightStemmed`, safe for a match without positions. The root index matches
 * a page title by words that are not shown (src/plugins/searchIndexes.ts `titleMatchText`), so a title
 * found only by its keywords has no position to highlight; the plugin's function would read
 * `chunks[-1]` and throw. Such a title is highlighted by its words instead. The build points the
 * search bar's import of the plugin's function here (src/plugins/searchRelevance.ts).
 */
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import {highlightStemmed as pluginHighlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';

export function highlightStemmed(
  content: string,
  positions: readonly (readonly [number, number])[],
  tokens: readonly string[],
  maxLength?: number,
): string {
  if (positions.length === 0) {
    return highlight(content, [...tokens]);
  }
  return pluginHighlightStemmed(content, positions as [number, number][], [...tokens], maxLength);
}
