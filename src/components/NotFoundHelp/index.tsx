/**
 * The way on from a missing page: a search box that works without the index, the SDKs, the other
 * starting points and support. Shown by src/theme/NotFound/Content, which loads it lazily.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {SdkCards, CardGrid} from '@site/src/components/CardGrid';
import SearchForm from '@site/src/components/SearchForm';
import {SUPPORT_EMAIL} from '@site/src/constants';

export default function NotFoundHelp(): ReactNode {
  return (
    <>
      <SearchForm label="Search the docs" />
      <Heading as="h2">SDKs</Heading>
      <SdkCards />
      <Heading as="h2">Everything else</Heading>
      <CardGrid
        items={[
          {title: 'Docs home', to: '/', description: 'Every section of the docs, with where to start.'},
          {
            title: 'Product guide',
            to: '/product/',
            description: 'The dashboard: sessions, crashes, alerts and more.',
          },
        ]}
      />
      <p>
        Still stuck? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the address you tried.
      </p>
    </>
  );
}
