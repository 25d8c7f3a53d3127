/**
 * Wraps @theme-original/CodeBlock (theme-classic 3.10) so that Prism and its languages load in a
 * chunk of their own, after the page is idle, instead of in every page's main bundle.
 *
 * The server renders the highlighted block into the HTML as before, so readers see highlighted
 * code at once; in the browser the block hydrates when the chunk arrives. Until then (and on a
 * client-side navigation before it has loaded) a plain block with the same code is shown.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import PlainCode from '@site/src/components/PlainCode';
import type * as HighlightedCodeModule from '@site/src/components/HighlightedCode';
import {whenIdle} from '@site/src/lib/idle';

type HighlightedModule = typeof HighlightedCodeModule;

let highlighter: Promise<HighlightedModule> | undefined;

function loadHighlighter(): Promise<HighlightedModule> {
  if (typeof window === 'undefined') {
    return import('@site/src/components/HighlightedCode');
  }
  highlighter ??= new Promise<void>((resolve) => {
    whenIdle(resolve, 1500);
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
