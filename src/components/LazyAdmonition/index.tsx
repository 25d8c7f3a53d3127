/**
 * The theme's Admonition, loaded in a chunk of its own the first time a page shows one (see
 * src/lib/lazyComponent.tsx). Markdown admonitions (src/theme/MDXComponents.tsx) and the site's
 * components that render one (LegacyNotice) all use this one, so the admonition code is in that
 * chunk only, not copied into the chunk of every component that shows it.
 */
import type {Props as AdmonitionProps} from '@theme/Admonition';
import {lazyComponent} from '@site/src/lib/lazyComponent';

const LazyAdmonition = lazyComponent<AdmonitionProps>(() => import('@theme/Admonition'));

export default LazyAdmonition;
