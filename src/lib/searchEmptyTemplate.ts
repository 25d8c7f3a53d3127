/**
 * What the navbar search shows when the reader's section has no result: the plugin's "No results",
 * named after the section, and how many results the rest of the docs holds, counted from the index
 * the search page's "Everywhere" reads. Below it the plugin's footer keeps its one-click link to
 * those results ('See all results outside "<section>"'). The build points the search bar's import
 * of the plugin's EmptyTemplate here (src/plugins/searchRelevance.ts).
 *
 * The template returns HTML at once (autocomplete.js renders it synchronously); the count arrives
 * later and is written into the element it left for it, which a screen reader announces (role=status).
 */
import {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';
import {searchByWorker} from './searchByWorkerOnDemand';
import {iconNoResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {BASE_URL} from '../constants';
import {clientContextOf} from './searchContexts';
import {declaredSearchContexts} from './declaredSearchContexts';

/** How many results the count reads at most (a page can hold several); a count that reaches it reads "20+". */
export const OUTSIDE_LIMIT = 20;

/** The sentence for `count` pages outside the section that match (at most OUTSIDE_LIMIT results are read). */
export function outsideSentence(count: number, limit = OUTSIDE_LIMIT): string {
  if (count === 0) {
    return 'None in the rest of the docs either.';
  }
  const number = count >= limit ? `${limit}+` : String(count);
  return `${number} ${count === 1 ? 'page' : 'pages'} in the rest of the docs match:`;
}

let rendered = 0;

export function EmptyTemplate({query}: {query: string}): string {
  const all = declaredSearchContexts();
  const path = clientContextOf(window.location.pathname, BASE_URL, all);
  const context = all.find((entry) => entry.path === path);
  const icon = `<span class="${styles.noResultsIcon}">${iconNoResults}</span>`;
  if (!context) {
    return `<span class="${styles.noResults}">${icon}<span>No results</span></span>`;
  }
  rendered += 1;
  const id = `argus-search-outside-${rendered}`;
  searchByWorker(BASE_URL, '', query, OUTSIDE_LIMIT + 1).then(
    (results) => {
      const outside = results.filter((result) => !result.document.u.startsWith(`${BASE_URL}${context.path}/`));
      const count = new Set(outside.map((result) => result.document.u)).size;
      const element = document.getElementById(id);
      if (element) {
        element.textContent = outsideSentence(count);
      }
    },
    () => {
      const element = document.getElementById(id);
      if (element) {
        element.textContent = '';
      }
    },
  );
  return [
    `<span class="${styles.noResults}">${icon}`,
    `<span>No results in ${escapeHtml(context.label)}.</span>`,
    `<span id="${id}" role="status">Searching the rest of the docs…</span>`,
    '</span>',
  ].join('');
}
