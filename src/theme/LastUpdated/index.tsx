/**
 * Wraps @theme-original/LastUpdated (theme-classic 3.10): the theme renders it only when a page
 * has a last-update date (off on this site), so its code loads only then.
 */
import type {Props} from '@theme/LastUpdated';
import {lazyComponent} from '@site/src/lib/lazyComponent';

export default lazyComponent<Props>(() => import('@theme-original/LastUpdated'));
