/**
 * A component whose code loads in a chunk of its own the first time it renders. Theme wrappers use
 * it for parts that most pages never show (version banners, tags, admonitions): a page that shows
 * none of them does not download their code. The server renders them in place, so a page that
 * does show one has it in its HTML at once, and keeps showing that HTML until the code arrives
 * (src/components/SnapshotBoundary).
 */
import React, {lazy, type ComponentType, type ReactNode} from 'react';
import SnapshotBoundary from '@site/src/components/SnapshotBoundary';

export function lazyComponent<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
): (props: P) => ReactNode {
  const Lazy = lazy(load);
  return function LazyComponent(props: P): ReactNode {
    return (
      <SnapshotBoundary>
        <Lazy {...props} />
      </SnapshotBoundary>
    );
  };
}
