/**
 * Wraps @theme-original/ContentVisibility (theme-classic 3.10): its draft and unlisted banners
 * (admonitions) show only on such pages, so their code loads only there.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';
import {lazyComponent} from '@site/src/lib/lazyComponent';

const Banners = lazyComponent<Props>(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibility(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Banners {...props} /> : null;
}
