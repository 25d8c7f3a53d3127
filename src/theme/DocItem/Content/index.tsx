/**
 * Wraps @theme-original/DocItem/Content (theme-classic 3.10), the component that renders a doc
 * page's title (the h1) and its Markdown, to put the "Copy page" menu right before them: it floats
 * beside the title (src/components/CopyPageMenu). Every doc page renders this component; the search
 * page and the 404 page do not, so they have no menu. Props pass through unchanged.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <CopyPageMenu key={permalink} permalink={permalink} />
      <Content {...props} />
    </>
  );
}
