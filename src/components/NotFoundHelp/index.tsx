/**
 * The way on from a missing page: a search box that works without the index, the SDKs, the other
 * starting points and support. Shown by src/theme/NotFound/Content.
 *
 * The search form is part of this module, so it hydrates with the page and keeps what a reader
 * types into the server's copy. The cards hold no input: they load in a chunk of their own
 * (./Cards), with the server's HTML standing in until then, because the docs layout that shows
 * this for unknown docs paths is on every doc page.
 */
import React, {type ReactNode} from 'react';
import SearchForm from '@site/src/components/SearchForm';
import {SUPPORT_EMAIL} from '@site/src/constants';
import {lazyComponent} from '@site/src/lib/lazyComponent';

const NotFoundCards = lazyComponent<object>(() => import('./Cards'));

export default function NotFoundHelp(): ReactNode {
  return (
    <>
      <SearchForm label="Search the docs" />
      <NotFoundCards />
      <p>
        Still stuck? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the address you tried.
      </p>
    </>
  );
}
