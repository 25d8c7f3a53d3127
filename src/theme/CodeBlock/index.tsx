/**
 * Wraps @theme-original/CodeBlock (theme-classic 3.10) so that Prism and its languages stay out of
 * the bytes and the work a page needs before it is interactive: they load in a chunk of their own
 * when src/lib/highlighterPolicy.ts allows (once a pointer or the focus is on a code block, or at
 * the next idle moment after a client-side navigation).
 *
 * The server renders the highlighted block into the HTML, so readers see highlighted code at once,
 * and the block keeps showing that HTML until the chunk arrives (src/components/SnapshotBoundary).
 * After a client-side navigation, before the chunk has ever loaded, a plain block with the same
 * code stands in; once it has loaded, blocks render highlighted at once.
 */
import React, {lazy, type MouseEvent, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import PlainCode, {codeText} from '@site/src/components/PlainCode';
import SnapshotBoundary, {clickedCopyButton} from '@site/src/components/SnapshotBoundary';
import {loadedHighlighter, loadHighlighter} from '@site/src/lib/highlighter';

const LazyHighlightedCode = lazy(loadHighlighter);

export default function CodeBlock(props: Props): ReactNode {
  const HighlightedCode = loadedHighlighter()?.default ?? LazyHighlightedCode;
  // The server's copy button works before the highlighter arrives.
  const copyFromSnapshot = (event: MouseEvent<HTMLDivElement>): void => {
    if (clickedCopyButton(event)) {
      void navigator.clipboard?.writeText(codeText(props.children));
    }
  };
  return (
    <SnapshotBoundary load={loadHighlighter} fallback={<PlainCode {...props} />} onSnapshotClick={copyFromSnapshot}>
      <HighlightedCode {...props} />
    </SnapshotBoundary>
  );
}
