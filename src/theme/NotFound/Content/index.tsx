/**
 * Replaces @theme/NotFound/Content (theme-classic 3.10). The upstream text only says the page is
 * missing; readers here need a way on: a search box that works without the index, and the SDKs.
 * The layout (NotFound/index) and its 404 title stay upstream.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {SdkCards, CardGrid} from '@site/src/components/CardGrid';
import SearchForm from '@site/src/components/SearchForm';
import {SUPPORT_EMAIL} from '@site/src/constants';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl argus-prose', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganized, or the link that brought
            you here has a typo. Search for what you need, or start from an SDK below.
          </p>
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
        </div>
      </div>
    </main>
  );
}
