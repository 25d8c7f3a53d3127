/**
 * The search page, in place of @easyops-cn/docusaurus-search-local's own (0.55). It searches with
 * the plugin's worker and renders results as the plugin does, and adds what that page lacks:
 *
 * - `version` and `ctx` pass only when the docs plugin or the search plugin declares them
 *   (src/lib/searchParams.ts); anything else is ignored, with a note, before any index is fetched;
 * - a status while the index loads, and a message with Retry when it fails to load;
 * - inside a section, a way out: the number of results elsewhere, one link away;
 * - "Everywhere" searches the root index, which holds every page's title, headings and description
 *   but the text of the legal and data pages only. When no page there answers strongly
 *   (`STRONG_MATCH`), the page asks the section directory (src/lib/searchDirectory.ts) which
 *   sections hold pages with every word, and offers them, with counts, before the weak matches.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import {highlightStemmed} from '@site/src/lib/searchHighlight';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
import {checkSearchParams, type DocsVersion} from '@site/src/lib/searchParams';
import {declaredSearchContexts} from '@site/src/lib/declaredSearchContexts';
import {STRONG_MATCH} from '@site/src/lib/searchQueries';
import {directoryUrl} from '@site/src/lib/searchDirectoryUrl';
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import styles from './styles.module.css';

/** Document types of the plugin's index parts (dist/client/shared/interfaces.js `SearchDocumentType`). */
const TITLE = 0;
const HEADING = 1;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;
const LIMIT = 100;

type IndexState = 'loading' | 'ready' | 'failed';

/** A section whose pages hold every word of the query, and how many do. */
interface SectionMatches {
  readonly context: string;
  readonly pages: number;
}

/**
 * The sections that hold pages with every word of a weak "Everywhere" search. The directory and the
 * code that reads it load only then: they are not part of a first search.
 */
async function sectionsFor(baseUrl: string, query: string): Promise<SectionMatches[]> {
  const [{sectionsHolding}, response] = await Promise.all([
    import('@site/src/lib/searchDirectory'),
    fetch(directoryUrl(baseUrl, searchIndexUrl)),
  ]);
  if (!response.ok) {
    throw new Error(`The section directory answered ${response.status}.`);
  }
  return sectionsHolding(await response.json(), query);
}

/** One page of the results: its hits in the order the worker ranked them. */
export interface PageHits {
  readonly url: string;
  readonly title: string;
  readonly path: readonly string[];
  /** The page's title matched, not only a passage. */
  readonly titleHit: SearchResult | undefined;
  readonly sections: readonly SearchResult[];
}

/**
 * The results grouped by page, pages in the order of their best hit: a page that matches in three
 * sections takes one place in the list, with its sections under it, as the navbar's tree shows them.
 */
export function groupByPage(results: readonly SearchResult[]): PageHits[] {
  const pages = new Map<string, {title: string; path: string[]; titleHit?: SearchResult; sections: SearchResult[]}>();
  for (const result of results) {
    const {document, type, page} = result;
    const title = type === TITLE ? document.t : page ? page.t : (document.s ?? document.t);
    const entry = pages.get(document.u) ?? {
      title,
      path: [...((type === TITLE ? document.b : page?.b) ?? [])],
      sections: [],
    };
    if (type === TITLE || type === KEYWORDS || (type === DESCRIPTION && entry.titleHit === undefined)) {
      entry.titleHit ??= result;
    } else {
      entry.sections.push(result);
    }
    pages.set(document.u, entry);
  }
  return [...pages.entries()].map(([url, {title, path, titleHit, sections}]) => ({
    url,
    title,
    path,
    titleHit,
    sections,
  }));
}

function PageResult({hits}: {hits: PageHits}): ReactNode {
  const {url, title, path, titleHit, sections} = hits;
  const titleHtml =
    titleHit && titleHit.type === TITLE
      ? highlightStemmed(title, getStemmedPositions(titleHit.metadata, 't'), titleHit.tokens, 100)
      : highlight(title, (titleHit ?? sections[0])?.tokens ?? []);
  const description = titleHit?.type === DESCRIPTION ? titleHit : undefined;
  return (
    <article className={styles.result}>
      <h2>
        <Link to={url} dangerouslySetInnerHTML={{__html: titleHtml}} />
      </h2>
      {path.length > 0 && <p className={styles.path}>{path.join(' › ')}</p>}
      {description && (
        <p
          className={styles.summary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(
              description.document.t,
              getStemmedPositions(description.metadata, 't'),
              description.tokens,
              100,
            ),
          }}
        />
      )}
      {sections.length > 0 && (
        <ul className={styles.sections}>
          {sections.map(({document, type, metadata, tokens}) => (
            <li key={document.i}>
              <Link
                to={document.u + (document.h ?? '')}
                dangerouslySetInnerHTML={{
                  __html:
                    type === HEADING
                      ? highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100)
                      : highlight(document.s ?? title, tokens),
                }}
              />
              {type === CONTENT && (
                <p
                  className={styles.summary}
                  dangerouslySetInnerHTML={{
                    __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100),
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // The page is prerendered without a query string: read it only once hydrated, so both renders match.
  const isBrowser = useIsBrowser();
  const locationSearch = isBrowser ? location.search : '';
  const docsData = useAllDocsData();
  const versions: DocsVersion[] = useMemo(
    () =>
      Object.values(docsData).flatMap((plugin) => plugin.versions.map(({name, label, path}) => ({name, label, path}))),
    [docsData],
  );
  const contexts = useMemo(declaredSearchContexts, []);
  const checked = useMemo(
    () =>
      checkSearchParams(
        locationSearch,
        versions,
        contexts.map((context) => context.path),
        baseUrl,
      ),
    [locationSearch, versions, contexts, baseUrl],
  );
  // Ignored values are reported once, then the URL is rewritten without them.
  const [ignored, setIgnored] = useState(checked.ignored);
  const clean = isBrowser && checked.search === locationSearch;
  useEffect(() => {
    if (isBrowser && checked.search !== locationSearch) {
      setIgnored(checked.ignored);
      history.replace({search: checked.search});
    }
  }, [isBrowser, checked, locationSearch, history]);

  const params = new URLSearchParams(checked.search);
  const query = params.get('q') ?? '';
  const context = params.get('ctx') ?? '';
  const indexUrl = `${baseUrl}${checked.versionPrefix}`;
  const [input, setInput] = useState(query);
  const [state, setState] = useState<IndexState>('loading');
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [outside, setOutside] = useState<number | null>(null);
  const [sections, setSections] = useState<SectionMatches[] | null>(null);

  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!clean) {
      return;
    }
    let current = true;
    setState('loading');
    fetchIndexesByWorker(indexUrl, context).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [clean, indexUrl, context]);

  useEffect(() => {
    if (state !== 'ready' || query === '') {
      setResults(null);
      setOutside(null);
      return;
    }
    let current = true;
    searchByWorker(indexUrl, context, query, LIMIT).then(
      (found) => current && setResults(found),
      () => current && setState('failed'),
    );
    if (context !== '') {
      // Results outside the section: counted from the whole-site search the "Everywhere" choice runs.
      searchByWorker(indexUrl, '', query, LIMIT).then(
        (found) =>
          current &&
          setOutside(
            new Set(
              found
                .filter((result) => !result.document.u.startsWith(`${baseUrl}${context}/`))
                .map((result) => result.document.u),
            ).size,
          ),
        () => current && setOutside(null),
      );
    } else {
      setOutside(null);
    }
    return () => {
      current = false;
    };
  }, [state, indexUrl, context, query, baseUrl]);

  // A weak "Everywhere" search: which sections' text holds every word.
  useEffect(() => {
    setSections(null);
    if (context !== '' || query === '' || results === null || (results[0]?.score ?? 0) >= STRONG_MATCH) {
      return;
    }
    let current = true;
    sectionsFor(baseUrl, query).then(
      (found) => current && setSections(found),
      () => current && setSections([]),
    );
    return () => {
      current = false;
    };
  }, [results, context, query, baseUrl]);

  const update = (next: {q?: string; ctx?: string}): void => {
    const search = new URLSearchParams(checked.search);
    for (const [key, value] of Object.entries(next)) {
      if (value) {
        search.set(key, value);
      } else {
        search.delete(key);
      }
    }
    history.replace({search: search.toString()});
  };

  const pages = useMemo(() => groupByPage(results ?? []), [results]);
  // When no page holds every word, the results match some of them: say so.
  const partial = useMemo(
    () => (results ?? []).length > 0 && !(results ?? []).some((result) => result.everyWord),
    [results],
  );
  const contextLabel = contexts.find((entry) => entry.path === context)?.label;
  const handOff = context === '' && sections !== null && sections.length > 0;
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <div className="container margin-vert--lg">
      <Head>
        <meta name="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <h1>{title}</h1>
      {(ignored.version !== undefined || ignored.ctx !== undefined) && (
        <div className="alert alert--warning margin-bottom--md" role="note">
          {ignored.version !== undefined && (
            <p className="margin-bottom--none">
              There is no docs version called <code>{ignored.version}</code>; these are results from the current docs.
            </p>
          )}
          {ignored.ctx !== undefined && (
            <p className="margin-bottom--none">
              There is no section called <code>{ignored.ctx}</code>; searching everywhere instead.
            </p>
          )}
        </div>
      )}
      <div className={styles.controls}>
        <input
          type="search"
          name="q"
          aria-label="Search"
          className={styles.input}
          value={input}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setInput(event.target.value);
            update({q: event.target.value});
          }}
        />
        <select
          id="context-selector"
          aria-label="Search in section"
          className={styles.input}
          value={context}
          onChange={(event) => update({ctx: event.target.value})}>
          <option value="">Everywhere</option>
          {contexts.map((entry) => (
            <option key={entry.path} value={entry.path}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div role="status" aria-live="polite">
        {state === 'loading' && <p>Loading the search index…</p>}
        {state === 'ready' &&
          results !== null &&
          (pages.length > 0 ? (
            <p>
              {/* The worker stops at LIMIT results, so a full list may hold more pages than it shows. */}
              {results.length >= LIMIT
                ? `${pages.length}+ pages found`
                : pages.length === 1
                  ? '1 page found'
                  : `${pages.length} pages found`}
              {contextLabel ? ` in ${contextLabel}` : ''}
            </p>
          ) : (
            <p>No documents were found{contextLabel ? ` in ${contextLabel}` : ''}.</p>
          ))}
      </div>
      {state === 'failed' && (
        <div className="alert alert--danger margin-bottom--md" role="alert">
          <p>The search index could not be loaded. Check your connection, then try again.</p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Retry
          </button>
        </div>
      )}
      {state === 'ready' && partial && (
        <p className={styles.partial}>No page holds every word of your search; these pages match some of them.</p>
      )}
      {state === 'ready' && outside !== null && outside > 0 && (
        <p>
          <Link to={`${baseUrl}search/?${new URLSearchParams({q: query}).toString()}`}>
            {outside === 1 ? '1 page' : `${outside} pages`} outside {contextLabel ?? 'this section'} match
          </Link>
        </p>
      )}
      {state === 'ready' && handOff && (
        <div className={styles.handOff}>
          <p>
            {pages.length > 0 ? 'No title, heading or description here answers every word well. ' : ''}
            The text of these sections holds pages with every word:
          </p>
          <ul>
            {(sections ?? []).map(({context: path, pages: count}) => (
              <li key={path}>
                <Link to={`${baseUrl}search/?${new URLSearchParams({q: query, ctx: path}).toString()}`}>
                  {contexts.find((entry) => entry.path === path)?.label ?? path}
                </Link>
                : {count === 1 ? '1 page' : `${count} pages`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {handOff && pages.length > 0 ? (
        <details className={styles.weak}>
          <summary>
            {pages.length === 1 ? 'A weaker match' : `${pages.length} weaker matches`} by title, heading or description
          </summary>
          <section>
            {pages.map((hits) => (
              <PageResult key={hits.url} hits={hits} />
            ))}
          </section>
        </details>
      ) : (
        <section>
          {pages.map((hits) => (
            <PageResult key={hits.url} hits={hits} />
          ))}
        </section>
      )}
    </div>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
