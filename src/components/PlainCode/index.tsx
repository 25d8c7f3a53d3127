/**
 * A code block without highlighting, shown only while the highlighted one loads (see
 * src/theme/CodeBlock). It keeps the theme's classes so nothing moves when the real one arrives.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

/** The code of a block whose children are its text (as MDX passes them). */
export function codeText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

export default function PlainCode({children, className, title}: Props): ReactNode {
  const hasElements = Children.toArray(children).some((child) => isValidElement(child));
  return (
    <div className={clsx('theme-code-block', className)}>
      {title && <div className="padding-horiz--md padding-vert--sm">{title}</div>}
      <pre className="prism-code" tabIndex={0}>
        <code>{hasElements ? children : codeText(children)}</code>
      </pre>
    </div>
  );
}
