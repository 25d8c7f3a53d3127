/**
 * Wraps @theme-original/SearchPage (@easyops-cn/docusaurus-search-local 0.55). Its section
 * selector has no accessible name; this names it once the page has rendered.
 */
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Search in section');
  }, []);
  return <SearchPage />;
}
