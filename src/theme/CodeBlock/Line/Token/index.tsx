/**
 * A code token as a span with its class names only (`token keyword`): its colours are classes in
 * src/css/prism-theme.css. The code themes Docusaurus is given have no colours (config/prism.ts
 * `colourlessCodeTheme`), so prism-react-renderer adds no style but `display: inline-block` on the
 * empty token of a blank line, which the theme's own line break already keeps open; that style is
 * left out here, so no code block carries an inline style.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({className, children}: Props): ReactNode {
  return <span className={className}>{children}</span>;
}
