/**
 * Replaces @theme/NotFound/Content (theme-classic 3.10). The upstream text only says the page is
 * missing; readers here need a way on: a search box that works without the index, and the SDKs.
 * The layout (NotFound/index) and its 404 title stay upstream.
 *
 * The way on is imported statically: loaded lazily, its search form could be swapped for a fresh
 * one while the reader types into the server's copy, losing the query. Only its cards load lazily
 * (src/components/NotFoundHelp).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

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
          <NotFoundHelp />
        </div>
      </div>
    </main>
  );
}
