/**
 * The cards of the way on from a missing page: the SDKs and the other starting points. Loaded in a
 * chunk of its own by NotFoundHelp, so the docs layout, which holds the 404 content for unknown
 * docs paths, does not bring the SDK data and card components to every doc page.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {SdkCards, CardGrid} from '@site/src/components/CardGrid';

export default function NotFoundCards(): ReactNode {
  return (
    <>
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
    </>
  );
}
