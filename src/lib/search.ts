/** Links into the search page, shared by the assistant fallback, the 404 page and the home page. */

/** The search page path (below the base URL) for a query, e.g. `/search/?q=breadcrumbs`. */
export function searchPagePath(query: string): string {
  const q = query.trim();
  return q === '' ? '/search/' : `/search/?q=${encodeURIComponent(q)}`;
}
