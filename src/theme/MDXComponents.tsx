/**
 * Wraps @theme-original/MDXComponents (theme-classic): the original registry plus the site's
 * additions. `table` renders Markdown tables in a keyboard-scrollable container.
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
