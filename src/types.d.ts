/** Modules the search plugin adds to the theme without type declarations. */
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}
