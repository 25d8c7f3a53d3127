/**
 * A plain search form that sends the reader to the search page with `?q=`. It is an ordinary GET
 * form, so it works before the page is interactive and without the search index.
 */
import React, {useId, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  readonly label?: string;
  readonly placeholder?: string;
}

export default function SearchForm({
  label = 'Search the docs',
  placeholder = 'Search for a page, API or error',
}: Props): ReactNode {
  const action = useBaseUrl('/search/');
  const id = useId();
  return (
    <form className={styles.form} action={action} method="get" role="search">
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} className={styles.input} type="search" name="q" placeholder={placeholder} required />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </div>
    </form>
  );
}
