/**
 * The section directory: which sections' pages hold which words, for the search page's hand-off.
 * The root index ("Everywhere") holds every page's title, headings and description but the text of
 * the legal and data pages only; a word that only a section's text holds ("Input dispatching timed
 * out", a metric name) finds nothing strong there. The search page then fetches this directory (once,
 * about 80 KB, never on a first search) and tells the reader which sections hold pages with every
 * word, and how many, one click from searching there.
 *
 * The build writes it (src/plugins/searchIndexes.ts) from the whole-site index the plugin builds, so
 * its words are lunr's stems, as in every index: `terms` maps a stem to the pages that hold it,
 * numbered in `pages` (each page's section, an index into `contexts`), as base-36 gaps from the page
 * before. Pages outside every section are left out: the root index holds their text.
 */
import lunr from 'lunr';
import {expandWord, heldAsTyped, meaningfulWords, queryWords, type TermSource} from './searchRanking';

export interface SearchDirectory {
  /** The search contexts, as the search page's `ctx` names them. */
  readonly contexts: readonly string[];
  /** For each page, the index of its context in `contexts`. */
  readonly pages: readonly number[];
  /** Stem to page numbers, as base-36 gaps joined by commas. */
  readonly terms: Readonly<Record<string, string>>;
}

/** The page numbers of a stem, encoded as the directory stores them. */
export function encodePages(pages: readonly number[]): string {
  let previous = 0;
  return [...pages]
    .sort((a, b) => a - b)
    .map((page) => {
      const gap = page - previous;
      previous = page;
      return gap.toString(36);
    })
    .join(',');
}

export function decodePages(encoded: string): number[] {
  let page = 0;
  return encoded === '' ? [] : encoded.split(',').map((gap) => (page += parseInt(gap, 36)));
}

/** Builds the directory from each stem's pages (by URL) and each page's context (null: none). */
export function buildDirectory(
  termPages: ReadonlyMap<string, ReadonlySet<string>>,
  contextOf: (url: string) => string | null,
): SearchDirectory {
  const urls = [...new Set([...termPages.values()].flatMap((pages) => [...pages]))]
    .filter((url) => contextOf(url) !== null)
    .sort();
  const contexts = [...new Set(urls.map((url) => contextOf(url) as string))].sort();
  const number = new Map(urls.map((url, index) => [url, index]));
  const terms: Record<string, string> = {};
  for (const [term, pages] of [...termPages.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const numbers = [...pages].flatMap((url) => number.get(url) ?? []);
    if (numbers.length > 0) {
      terms[term] = encodePages(numbers);
    }
  }
  return {contexts, pages: urls.map((url) => contexts.indexOf(contextOf(url) as string)), terms};
}

/** A directory's stems as ranking's term source (`expandWord`), for prefixes, synonyms and slips. */
function termSource(directory: SearchDirectory): TermSource {
  const stems = Object.keys(directory.terms).sort();
  return {
    tokenSet: lunr.TokenSet.fromArray(stems),
    holds: (term) => Object.hasOwn(directory.terms, term),
  };
}

const sources = new WeakMap<SearchDirectory, TermSource>();

/**
 * For a query, the sections whose pages hold every meaningful word (or a synonym, a longer form of
 * the word being typed, or, for a word no page holds, a word one slip away), with how many of their
 * pages do; most pages first.
 */
export function sectionsHolding(directory: SearchDirectory, input: string): {context: string; pages: number}[] {
  const words = queryWords(input);
  const meaningful = meaningfulWords(words);
  if (meaningful.length === 0) {
    return [];
  }
  let source = sources.get(directory);
  if (!source) {
    source = termSource(directory);
    sources.set(directory, source);
  }
  const held = source;
  const perWord = meaningful.map((word) => {
    const typos = !heldAsTyped([held], word);
    const pages = new Set<number>();
    for (const term of expandWord(held, word, typos).keys()) {
      for (const page of decodePages(directory.terms[term] ?? '')) {
        pages.add(page);
      }
    }
    return pages;
  });
  const [first = new Set<number>(), ...rest] = perWord;
  const matching = [...first].filter((page) => rest.every((pages) => pages.has(page)));
  const counts = new Map<number, number>();
  for (const page of matching) {
    const context = directory.pages[page];
    if (context !== undefined) {
      counts.set(context, (counts.get(context) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([context, pages]) => ({context: directory.contexts[context] as string, pages}))
    .sort((a, b) => b.pages - a.pages || a.context.localeCompare(b.context));
}
