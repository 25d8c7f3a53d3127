/**
 * A component whose code loads in a chunk of its own. Theme wrappers use it for parts that most
 * pages never show (version banners, tags, admonitions): a page that shows none of them does not
 * download their code. The server renders them in place, so a page that does show one has it in its
 * HTML at once and keeps that HTML (src/components/SnapshotBoundary) until the reader needs the code,
 * under the same rule as an API reference body (src/lib/deferredLoad.ts); after a client-side
 * navigation the code loads at once.
 */
import React, {lazy, type ComponentType, type ReactNode} from 'react';
import SnapshotBoundary from '@site/src/components/SnapshotBoundary';
import {deferredLoad} from './deferredLoad';

export function lazyComponent<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): (props: P) => ReactNode {
  const loadOnce = deferredLoad(load);
  const Lazy = lazy(loadOnce);
  return function LazyComponent(props: P): ReactNode {
    return (
      <SnapshotBoundary load={loadOnce}>
        <Lazy {...props} />
      </SnapshotBoundary>
    );
  };
}
