/**
 * Wraps @theme-original/DocVersionBadge (theme-classic 3.10): the badge shows only for a version
 * with `badge` on, which this single-version site does not have, so its code loads only then.
 */
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';
import {lazyComponent} from '@site/src/lib/lazyComponent';

const Badge = lazyComponent<Props>(() => import('@theme-original/DocVersionBadge'));

export default function DocVersionBadge(props: Props): ReactNode {
  return useDocsVersion().badge ? <Badge {...props} /> : null;
}
