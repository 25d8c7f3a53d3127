/**
 * Wraps @theme-original/Root (core passthrough) to mount the site-wide widgets once: Root never
 * unmounts, so their state (an unsent feedback draft, a loaded script) survives navigation.
 *
 * The widgets are not content: their code (about 6 KB gzip) loads as a chunk of its own once the
 * page is interactive (right after hydration), so it is not part of any page's first load. The
 * server renders none of them.
 */
import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {afterHydration} from '@site/src/lib/highlighterPolicy';

type Props = WrapperProps<typeof RootType>;

const Widgets = lazy(() =>
  new Promise<void>((resolve) => {
    afterHydration(resolve);
  }).then(() => import('@site/src/components/Widgets')),
);

export default function RootWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      <Root {...props} />
      {mounted && (
        <Suspense fallback={null}>
          <Widgets />
        </Suspense>
      )}
    </>
  );
}
