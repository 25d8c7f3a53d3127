/**
 * Wraps @theme-original/TagsListInline (theme-classic 3.10): the theme renders it only for a page
 * with tags, so its code loads only there.
 */
import type {Props} from '@theme/TagsListInline';
import {lazyComponent} from '@site/src/lib/lazyComponent';

export default lazyComponent<Props>(() => import('@theme-original/TagsListInline'));
