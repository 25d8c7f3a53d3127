/** Modules the search plugin adds to the theme without type declarations. */

// The search plugin's query builder, which src/lib/searchQueries.ts extends (the package ships no types for it).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {tokens: string[]; term: {value: string; presence: number; wildcard: number; editDistance?: number}[]}[];
}

// The search plugin's client modules the search page (src/theme/SearchPage) uses; the package ships no types for them.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  export interface SearchDocument {
    i: number;
    t: string;
    u: string;
    h?: string;
    p?: number;
    s?: string;
    b?: string[];
  }
  export interface SearchResult {
    document: SearchDocument;
    type: number;
    page?: SearchDocument;
    tokens: string[];
    metadata: Record<string, Record<string, {position: [number, number][]}>>;
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(
    content: string,
    positions: [number, number][],
    tokens: string[],
    maxLength?: number,
  ): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js' {
  export function getStemmedPositions(
    metadata: Record<string, Record<string, {position: [number, number][]}>>,
    field: string,
  ): [number, number][];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js' {
  export const searchContextByPaths: (string | {path: string; label: string})[] | null;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js' {
  export function escapeHtml(text: string): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons.js' {
  export const iconNoResults: string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
