/**
 * A grid of link cards. `SdkCards` fills it with one card per SDK from the product data, so the
 * home page and section pages never type a version or a path twice.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PLATFORM_ORDER, SDKS} from '@site/src/data/product';
import styles from './styles.module.css';

export interface CardItem {
  readonly title: string;
  /** Route below the base URL, e.g. `/android/`. */
  readonly to: string;
  readonly description: string;
  /** A short note shown under the title, e.g. the current version. */
  readonly meta?: string;
}

export function CardGrid({items}: {readonly items: readonly CardItem[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.to} className={styles.item}>
          <Link to={item.to} className={clsx(styles.card, 'argus-card')}>
            <span className={styles.title}>{item.title}</span>
            {item.meta && <span className={styles.meta}>{item.meta}</span>}
            <span className={styles.description}>{item.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SdkCards(): ReactNode {
  const items = PLATFORM_ORDER.map((id) => {
    const sdk = SDKS[id];
    return {
      title: `${sdk.name} SDK`,
      to: sdk.path,
      meta: `v${sdk.version} · ${sdk.language}`,
      description: sdk.summary,
    };
  });
  return <CardGrid items={items} />;
}

export default CardGrid;
