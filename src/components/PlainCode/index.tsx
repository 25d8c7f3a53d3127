/**
 * A code block without highlighting, shown only while the highlighted one loads (see
 * src/theme/CodeBlock), which is after a client-side navigation: the page the reader opened keeps
 * the server's highlighted HTML instead. It keeps the theme's classes so nothing moves when the real
 * one arrives, and it asks for the highlighter at the next idle moment (src/lib/highlighterPolicy.ts),
 * except on a constrained connection, where a pointer or the focus on a block asks for it.
 */
import React, {Children, isValidElement, useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {isConstrainedConnection, requestHighlighting} from '@site/src/lib/highlighterPolicy';
import {whenIdle} from '@site/src/lib/idle';

/** How long a plain stand-in waits for an idle moment before it asks for the highlighter anyway. */
const HIGHLIGHT_WITHIN_MS = 1500;

/** The code of a block whose children are its text (as MDX passes them). */
export function codeText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

export default function PlainCode({children, className, title}: Props): ReactNode {
  const hasElements = Children.toArray(children).some((child) => isValidElement(child));
  useEffect(
    () => (isConstrainedConnection(navigator) ? undefined : whenIdle(requestHighlighting, HIGHLIGHT_WITHIN_MS)),
    [],
  );
  return (
    <div className={clsx('theme-code-block', className)}>
      {title && <div className="padding-horiz--md padding-vert--sm">{title}</div>}
      <pre className="prism-code" tabIndex={0}>
        <code>{hasElements ? children : codeText(children)}</code>
      </pre>
    </div>
  );
}
