/**
 * A Suspense boundary for parts whose code loads after the page is interactive (the highlighted
 * code blocks, an API reference's body), which keeps showing the server's HTML until that code
 * arrives.
 *
 * React hydrates such a boundary only once its code has loaded; but any context update above it
 * before then (Docusaurus updates several right after hydration) makes React give up on
 * hydrating it, drop the server's HTML and render the fallback. So the fallback is the server's
 * HTML itself, read from the page before React replaces it: the reader sees no change. After a
 * client-side navigation there is no server HTML, and `fallback` is shown instead.
 *
 * The wrapper is `display: contents` (a class: the policy allows no inline style), so it adds no box
 * to the layout. While the server's HTML stands in, it sits in an element marked
 * `data-snapshot-html`, which the e2e suite waits on.
 */
import React, {Suspense, useId, useState, type MouseEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

const ATTRIBUTE = 'data-snapshot';

function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') {
    return null;
  }
  const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

export default function SnapshotBoundary({
  children,
  fallback = null,
  onSnapshotClick,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
  /** Handles clicks on the server's HTML while it stands in (its buttons have no handlers yet). */
  readonly onSnapshotClick?: (event: MouseEvent<HTMLDivElement>) => void;
}): ReactNode {
  const id = useId();
  // Read once, during the render that hydrates the wrapper: the server's HTML is still in place.
  const [html] = useState(() => serverHtml(id));
  return (
    <div {...{[ATTRIBUTE]: id}} className={styles.contents}>
      <Suspense
        fallback={
          html === null ? (
            fallback
          ) : (
            <div
              className={styles.contents}
              data-snapshot-html=""
              onClick={onSnapshotClick}
              dangerouslySetInnerHTML={{__html: html}}
            />
          )
        }>
        {children}
      </Suspense>
    </div>
  );
}
