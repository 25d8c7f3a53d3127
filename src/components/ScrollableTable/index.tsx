/**
 * Markdown tables inside a focusable, labelled scroll container: a wide table scrolls sideways on
 * a narrow screen, and keyboard users can scroll it too (WCAG 2.1.1).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // The container scrolls, so it must be reachable by keyboard; it is labelled as a region for that reason.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Table, scrollable">
      <table {...props} />
    </div>
  );
}
