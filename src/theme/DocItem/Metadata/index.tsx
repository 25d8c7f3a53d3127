/**
 * Wraps @theme-original/DocItem/Metadata (theme-classic 3.10) to add one tag to every doc page's
 * head: `<link rel="alternate" type="text/markdown">` to the page's Markdown twin (written after
 * the build by src/plugins/markdownTwins.ts), so a tool that reads the HTML finds the Markdown.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import {MARKDOWN_TWIN_TYPE, markdownTwinPath} from '@site/src/lib/markdownTwin';

export default function DocItemMetadata(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Metadata />
      <Head>
        <link
          rel="alternate"
          type={MARKDOWN_TWIN_TYPE}
          href={`${siteConfig.url}${markdownTwinPath(metadata.permalink)}`}
        />
      </Head>
    </>
  );
}
