/** Modules the search plugin adds to the theme without type declarations. */
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

// The search plugin's query builder, which src/lib/searchQueries.ts extends (the package ships no types for it).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  export function smartQueries(
    tokens: string[],
    zhDictionary: string[],
  ): {tokens: string[]; term: {value: string; presence: number; wildcard: number; editDistance?: number}[]}[];
}
