/**
 * Wraps @theme-original/DocVersionBanner (theme-classic 3.10): the banner shows only for a version
 * with a `banner`, which this single-version site does not have, so its code loads only then.
 */
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {lazyComponent} from '@site/src/lib/lazyComponent';

const Banner = lazyComponent<Props>(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
