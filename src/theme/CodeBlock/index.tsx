/**
 * Wraps @theme-original/CodeBlock (theme-classic 3.10) so that Prism and its languages stay out of
 * the bytes a page needs before it is interactive: they load in a chunk of their own when
 * src/lib/highlighterPolicy.ts allows (after hydration and an idle moment; on a constrained
 * connection only once the reader needs it).
 *
 * The server renders the highlighted block into the HTML, inside a Suspense boundary, so readers
 * see highlighted code at once; in the browser that boundary stays as the server rendered it until
 * the chunk arrives, then hydrates. After a client-side navigation, before the chunk has loaded, a
 * plain block with the same code is shown.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import PlainCode from '@site/src/components/PlainCode';
import type * as HighlightedCodeModule from '@site/src/components/HighlightedCode';
import {whenIdle} from '@site/src/lib/idle';
import {afterHydration, isConstrainedConnection, whenReaderNeedsHighlighting} from '@site/src/lib/highlighterPolicy';

type HighlightedModule = typeof HighlightedCodeModule;

let highlighter: Promise<HighlightedModule> | undefined;

function loadHighlighter(): Promise<HighlightedModule> {
  if (typeof window === 'undefined') {
    return import('@site/src/components/HighlightedCode');
  }
  highlighter ??= new Promise<void>((resolve) => {
    afterHydration(() => {
      if (isConstrainedConnection(navigator)) {
        whenReaderNeedsHighlighting(resolve);
      } else {
        whenIdle(resolve, 1500);
      }
    });
  }).then(() => import('@site/src/components/HighlightedCode'));
  return highlighter;
}

const HighlightedCode = lazy(loadHighlighter);

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedCode {...props} />
    </Suspense>
  );
}
