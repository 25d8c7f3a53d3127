/**
 * The theme's code block with Prism and the site's extra languages, as one lazily loaded chunk.
 * Importing this module registers the languages on prism-react-renderer's Prism instance, which is
 * what theme-classic's start-up client module would otherwise do on every page.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default function HighlightedCode(props: Props): ReactNode {
  // Upstream re-renders code blocks once mounted so the token colours follow the reader's colour
  // mode; when this chunk hydrates late, that re-render has to happen here.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <CodeBlock key={String(mounted)} {...props} />;
}
