/**
 * Replaces the index of @theme/MDXComponents (theme-classic 3.10) with the same map, built from
 * the theme's own components, and two changes:
 *
 * - `table` renders Markdown tables in a keyboard-scrollable container;
 * - `admonition` loads its code in a chunk of its own the first time a page shows one
 *   (src/components/LazyAdmonition). The upstream index imports it statically, which put it
 *   (about 5 KB gzip) on every doc page; a dozen pages use admonitions.
 *
 * Keep the keys in step with upstream when upgrading (see UPGRADING.md).
 */
import React from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Mermaid from '@theme/Mermaid';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import LazyAdmonition from '@site/src/components/LazyAdmonition';

type HeadingProps = Omit<React.ComponentProps<typeof MDXHeading>, 'as'>;

const MDXComponents = {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  admonition: LazyAdmonition,
  mermaid: Mermaid,
  table: ScrollableTable,
} satisfies MDXComponentsObject;

export default MDXComponents;
