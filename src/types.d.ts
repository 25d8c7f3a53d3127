/** Modules the search plugin adds to the theme without type declarations. */

// lunr 2.3, as the search worker and ranking use it (src/lib/searchRanking.ts): the package ships no
// types, and @types/lunr declares TokenSet's constructors as instance methods and leaves out the
// index's term set and postings.
declare module 'lunr' {
  namespace lunr {
    class Token {
      constructor(str: string, metadata?: Record<string, unknown>);
      metadata: Record<string, unknown>;
      toString(): string;
      clone(): Token;
    }
    class TokenSet {
      static fromArray(sorted: string[]): TokenSet;
      static fromString(word: string): TokenSet;
      static fromFuzzyString(word: string, editDistance: number): TokenSet;
      intersect(other: TokenSet): TokenSet;
      toArray(): string[];
    }
    class Index {
      static load(serialised: object): Index;
      readonly tokenSet: TokenSet;
      /** Term to `{_index, <field>: {<ref>: metadata}}`. */
      readonly invertedIndex: Record<string, Record<string, unknown>>;
    }
    function tokenizer(text: string): Token[];
    function trimmer(token: Token): Token;
    function stemmer(token: Token): Token;
    function stopWordFilter(token: Token): Token | undefined;
  }
  export default lunr;
}

// The search plugin's generated constants (the index file name, with "{dir}" for the context).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const searchIndexUrl: string;
}

// The search plugin's client modules the search page (src/theme/SearchPage) uses; the package ships no types for them.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js' {
  // The build points the plugin's worker at the site's (src/lib/searchWorker.ts): its results are these.
  export type {SearchDocument, RankedResult as SearchResult} from '@site/src/lib/searchRanking';
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
