/**
 * A grid of link cards. `SdkCards` fills it with one card per SDK from the SDK lines, so the
 * home page, the 404 page and section pages never type a version or a path twice.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CURRENT_LINES} from '@site/src/data/lines';
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

/** One card per platform, from its current line in src/data/lines.ts. */
export function SdkCards(): ReactNode {
  const items = CURRENT_LINES.map((line) => ({
    title: `${line.name} SDK`,
    to: `/${line.prefix}/`,
    meta: `v${line.version} · ${line.language}`,
    description: line.summary,
  }));
  return <CardGrid items={items} />;
}

export default CardGrid;
