/**
 * How search ranks pages, for the site's search worker (src/lib/searchWorker.ts). A reader types a
 * question ("how long does a session last"), a phrase with a slip in it ("breadcrums flutter") or
 * a pasted error; the index holds, per page, a title, headings, a description, keywords and (in a
 * section's index, or for the legal and data pages) the text. Ranking reads the query as a reader's:
 *
 * - **Words weigh what they tell apart.** A word's weight falls with the share of the index's pages
 *   that hold it (`wordWeight`), and English function words ("how", "does", "a", "not") weigh nothing
 *   unless the query holds nothing else. So "session" in "how long does a session last" decides, and
 *   "how" and "does", which long legal prose holds everywhere, do not.
 * - **Where a page holds a word matters more than how often.** A word counts once per page, by the
 *   best part that holds it (`PART_WEIGHT`: title, then keywords and headings, then the description,
 *   then the text), so a long page does not win by its length, and a page whose title or a heading
 *   holds the meaningful words outranks one whose text holds them in passing.
 * - **One section that answers the whole query** adds a bonus (`SAME_DOCUMENT_BONUS`): a FAQ question
 *   that holds every word beats a page whose title holds one and whose text holds another.
 * - **A slip in a word of five letters or more** still finds it (`TYPO_MIN_LENGTH`): when no part of
 *   the index holds the word as typed, the words one edit away (two from nine letters) match, at a
 *   lower weight than an exact word, so an exact match always ranks first.
 * - **The word being typed** matches as a prefix, and words readers type for the pages' words match
 *   as synonyms (src/lib/searchQueries.ts `SYNONYMS`), each below an exact match.
 *
 * The index is lunr's, as @easyops-cn/docusaurus-search-local builds it and the build made compact
 * (src/plugins/searchIndexes.ts `compactIndex`): this module reads its terms and postings directly,
 * through lunr's own token set for prefixes and edits, and lunr's pipeline stems the query's words
 * as the builder stemmed the pages'.
 */
import lunr from 'lunr';
import {synonymsOf} from './searchQueries';

/** The plugin's document types, in the order of an index file's parts (shared/interfaces.js). */
export const DOCUMENT_TYPE = {title: 0, heading: 1, description: 2, keywords: 3, content: 4} as const;

/** One record of an index part, as the plugin writes it. */
export interface SearchDocument {
  readonly i: number;
  readonly t: string;
  readonly u: string;
  readonly h?: string;
  readonly p?: number;
  readonly s?: string;
  readonly b?: readonly string[];
}

/** A lunr match metadata entry, as the plugin's highlighters read it: field `t`, its positions. */
export type MatchMetadata = Record<string, {t: {position: [number, number][]}}>;

/** One result row, in the shape the plugin's search bar and the site's search page render. */
export interface RankedResult {
  readonly document: SearchDocument;
  readonly type: number;
  /** The page's title document, for any row that is not the title itself. */
  readonly page: SearchDocument | undefined;
  readonly metadata: MatchMetadata;
  /** The query's meaningful words as typed, which the highlighters mark where no position is known. */
  readonly tokens: string[];
  /** How much of the query the page answers, 0 to 1 (src/lib/searchQueries.ts `STRONG_MATCH` and above is a strong match). */
  readonly score: number;
  /** The page holds every meaningful word of the query (a synonym, a longer form or a slip of it counts). */
  readonly everyWord: boolean;
}

/** How much a word counts by the part of the page that holds it. */
export const PART_WEIGHT: Readonly<Record<number, number>> = {
  [DOCUMENT_TYPE.title]: 1,
  [DOCUMENT_TYPE.keywords]: 0.85,
  [DOCUMENT_TYPE.heading]: 0.8,
  [DOCUMENT_TYPE.description]: 0.6,
  [DOCUMENT_TYPE.content]: 0.4,
};

/**
 * A title word that only the page's sidebar labels or keywords hold (the root index folds them into
 * the title, src/plugins/searchIndexes.ts `titleMatchText`) counts as a keyword.
 */
const FOLDED_TITLE_WEIGHT = PART_WEIGHT[DOCUMENT_TYPE.keywords] as number;

/** How much a match counts by how the indexed word relates to the typed one. */
export const MATCH_QUALITY = {exact: 1, typing: 0.85, synonym: 0.7, prefix: 0.6, typo: 0.55} as const;

/** Share of the best single document's score added to a page's: one section that answers it all. */
export const SAME_DOCUMENT_BONUS = 0.3;

/** The shortest word a slip is forgiven in. */
export const TYPO_MIN_LENGTH = 5;

/** Words of this length or more are forgiven two slips. */
export const TWO_TYPOS_MIN_LENGTH = 9;

/** The least weight a meaningful word has, however many pages hold it. */
const MIN_WORD_WEIGHT = 0.1;

/** Indexed words a prefix may stand for: "s" would otherwise stand for thousands. */
const MAX_PREFIX_EXPANSION = 40;

/** Section rows shown under a page: the ones that answer best. */
const MAX_SECTIONS_PER_PAGE = 2;

/** A second section is shown when it scores at least this share of the best one's. */
const SECTION_SHARE_OF_BEST = 0.6;

/**
 * The words of a query, lower case: split at spaces and hyphens as the index's tokenizer splits the
 * pages, and also at punctuation other than a dot or an underscore inside a name, so that a pasted
 * error (`MissingPluginException(No implementation…`, `':app:uploadRelease'`) gives its words.
 */
export function queryTokens(input: string): string[] {
  return (input.toLowerCase().match(/[^-\s]+/g) ?? [])
    .flatMap((token) => token.split(/[^\p{L}\p{N}_.$@]+/u))
    .map((token) => token.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter((token) => token !== '');
}

/** A word as the index holds it: trimmed and stemmed by lunr's pipeline (the builder's, stop words kept). */
export function stem(word: string): string {
  return lunr.stemmer(new lunr.Token(word.replace(/^\W+/, '').replace(/\W+$/, ''), {})).toString();
}

/** Whether a word is an English function word, which tells no page apart (lunr's list). */
export function isStopWord(word: string): boolean {
  return !lunr.stopWordFilter(new lunr.Token(word, {}));
}

/** One word of the query and what it may match. */
export interface QueryWord {
  readonly token: string;
  readonly stop: boolean;
  /** The word at the end of the query, which the reader may still be typing. */
  readonly last: boolean;
  /** Indexed forms that match it outright: its stem, then its synonyms' stems. */
  readonly forms: readonly {readonly term: string; readonly quality: number}[];
}

export function queryWords(input: string): QueryWord[] {
  const tokens = queryTokens(input);
  const endsInSpace = /\s$/.test(input);
  return tokens.map((token, index) => {
    const forms: {term: string; quality: number}[] = [{term: stem(token), quality: MATCH_QUALITY.exact}];
    for (const synonym of synonymsOf(token)) {
      const term = stem(synonym);
      if (!forms.some((form) => form.term === term)) {
        forms.push({term, quality: MATCH_QUALITY.synonym});
      }
    }
    return {token, stop: isStopWord(token), last: index === tokens.length - 1 && !endsInSpace, forms};
  });
}

/**
 * The words of a query that tell pages apart: all but the function words, or every word when the
 * query holds nothing else ("how to").
 */
export function meaningfulWords(words: readonly QueryWord[]): QueryWord[] {
  return words.some((word) => !word.stop) ? words.filter((word) => !word.stop) : [...words];
}

/** An index part, loaded. */
export interface IndexPart {
  readonly type: number;
  readonly documents: readonly SearchDocument[];
  readonly index: lunr.Index;
}

/** The indexed words a query word is matched against: an index part's, or the section directory's. */
export interface TermSource {
  /** Every indexed word, for prefixes and slips. */
  readonly tokenSet: lunr.TokenSet;
  holds(term: string): boolean;
  /** The texts the words come from, as spelled, for slips that change a word's stem. */
  readonly texts?: () => Iterable<string>;
}

/** A loaded index file, with the lookups ranking needs. */
export interface RankingIndex {
  readonly parts: readonly IndexPart[];
  readonly sources: readonly TermSource[];
  readonly byRef: readonly ReadonlyMap<string, SearchDocument>[];
  readonly titles: ReadonlyMap<number, SearchDocument>;
}

export function rankingIndex(parts: readonly IndexPart[]): RankingIndex {
  const sources = parts.map(({index, documents}): TermSource => ({
    tokenSet: index.tokenSet,
    holds: (term) => Object.hasOwn(index.invertedIndex, term),
    texts: () => documents.map(({t}) => t),
  }));
  const byRef = parts.map((part) => new Map(part.documents.map((document) => [String(document.i), document])));
  const titles = new Map(
    (parts.find((part) => part.type === DOCUMENT_TYPE.title)?.documents ?? []).map((title) => [title.i, title]),
  );
  return {parts, sources, byRef, titles};
}

/**
 * An index file as the build writes it (five `{documents, index}` parts, src/plugins/searchIndexes.ts),
 * loaded for ranking: each part's serialised index read by lunr. The worker, `npm run search:quality`
 * and the tests load files this way.
 */
export function loadRankingIndex(parts: readonly {documents: SearchDocument[]; index: unknown}[]): RankingIndex {
  return rankingIndex(
    parts.map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index as object)})),
  );
}

/** The page (title document id) a document belongs to. */
function pageOf(document: SearchDocument, type: number): number | undefined {
  return type === DOCUMENT_TYPE.title ? document.i : document.p;
}

/** The documents of a part that hold an indexed term (lunr's postings for the plugin's field `t`). */
function postings(index: lunr.Index, term: string): string[] {
  const entry = (index.invertedIndex as Record<string, {t?: Record<string, unknown>} | undefined>)[term];
  return entry?.t ? Object.keys(entry.t) : [];
}

function tokenSetTerms(source: TermSource, set: lunr.TokenSet): string[] {
  return source.tokenSet.intersect(set).toArray();
}

/** The indexed words a query word matches in one part, each with the quality of the match. */
export function expandWord(source: TermSource, word: QueryWord, typos: boolean): Map<string, number> {
  const matched = new Map<string, number>();
  const add = (term: string, quality: number): void => {
    if ((matched.get(term) ?? 0) < quality) {
      matched.set(term, quality);
    }
  };
  for (const {term, quality} of word.forms) {
    if (source.holds(term)) {
      add(term, quality);
    }
  }
  // A prefix: the word the reader is typing, or a longer form of any word of four letters or more.
  const [own] = word.forms;
  if (own && (word.last ? word.token.length >= 2 : word.token.length >= 4)) {
    const quality = word.last ? MATCH_QUALITY.typing : MATCH_QUALITY.prefix;
    const prefixes = new Set([own.term, word.token].filter((prefix) => /^\w+$/.test(prefix)));
    for (const prefix of prefixes) {
      for (const term of tokenSetTerms(source, lunr.TokenSet.fromString(`${prefix}*`)).slice(0, MAX_PREFIX_EXPANSION)) {
        add(term, quality);
      }
    }
  }
  if (typos && own && word.token.length >= TYPO_MIN_LENGTH) {
    const distance = word.token.length >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
    for (const term of tokenSetTerms(source, lunr.TokenSet.fromFuzzyString(own.term, distance))) {
      add(term, MATCH_QUALITY.typo);
    }
    // A slip can change the stem as well as the word ("symbolicaton" stems to itself, "symbolication"
    // to "symbol"): the words as the pages spell them are compared too.
    for (const term of spelledLike(source, word.token, distance)) {
      if (source.holds(term)) {
        add(term, MATCH_QUALITY.typo);
      }
    }
  }
  return matched;
}

interface Vocabulary {
  readonly words: lunr.TokenSet;
  readonly stems: ReadonlyMap<string, string>;
}

const vocabularies = new WeakMap<TermSource, Vocabulary>();

/**
 * The stems of the words, as the source's texts spell them, within `distance` edits of a typed
 * word. The vocabulary is built on the first slip a source is asked about.
 */
function spelledLike(source: TermSource, token: string, distance: number): string[] {
  if (!source.texts) {
    return [];
  }
  let vocabulary = vocabularies.get(source);
  if (!vocabulary) {
    const stems = new Map<string, string>();
    for (const text of source.texts()) {
      for (const word of text.toLowerCase().split(/[\s-]+/)) {
        const trimmed = word.replace(/^\W+/, '').replace(/\W+$/, '');
        if (/^[a-z][a-z]{3,}$/.test(trimmed) && !stems.has(trimmed)) {
          stems.set(trimmed, stem(trimmed));
        }
      }
    }
    vocabulary = {words: lunr.TokenSet.fromArray([...stems.keys()].sort()), stems};
    vocabularies.set(source, vocabulary);
  }
  const found = vocabulary.words.intersect(lunr.TokenSet.fromFuzzyString(token, distance)).toArray();
  return [...new Set(found.map((word) => vocabulary.stems.get(word) ?? word))];
}

/** Whether any of the sources holds the word as typed (or a synonym): if not, it may be a slip. */
export function heldAsTyped(sources: readonly TermSource[], word: QueryWord): boolean {
  return sources.some((source) => word.forms.some(({term}) => source.holds(term)));
}

/**
 * A word's weight from how many of the index's pages hold it: 1 for a word one page holds, falling
 * towards `MIN_WORD_WEIGHT` for a word every page holds.
 */
export function wordWeight(pagesHolding: number, pages: number): number {
  if (pagesHolding === 0 || pages <= 1) {
    return 1;
  }
  const weight = Math.log(1 + pages / pagesHolding) / Math.log(1 + pages);
  return Math.min(1, Math.max(MIN_WORD_WEIGHT, weight));
}

const stemCache = new Map<string, Set<string>>();

/** The stems of a text's words, cached: titles are asked about on every query. */
function stemsOf(text: string): Set<string> {
  let stems = stemCache.get(text);
  if (!stems) {
    stems = new Set(lunr.tokenizer(text).map((token) => lunr.stemmer(lunr.trimmer(token)).toString()));
    stemCache.set(text, stems);
  }
  return stems;
}

/**
 * Where in a text the matched terms stand, as lunr would have recorded them: [start, length] of every
 * word whose stem is one of them. The index keeps no positions; the highlighters want them.
 */
export function positionsOf(text: string, terms: ReadonlySet<string>): Map<string, [number, number][]> {
  const found = new Map<string, [number, number][]>();
  for (const token of lunr.tokenizer(text)) {
    const term = lunr.stemmer(lunr.trimmer(token.clone())).toString();
    if (terms.has(term)) {
      const position = token.metadata.position as [number, number];
      found.set(term, [...(found.get(term) ?? []), position]);
    }
  }
  return found;
}

interface DocumentHit {
  readonly document: SearchDocument;
  readonly type: number;
  score: number;
  readonly terms: Set<string>;
}

interface PageHit {
  readonly page: number;
  score: number;
  /** How many of the query's meaningful words the page holds. */
  words: number;
  /** The page's matched documents by `${type}:${ref}`. */
  readonly documents: Map<string, DocumentHit>;
}

/** Ranks the pages of an index for a query; returns at most `limit` rows, pages in order, sections under them. */
export function rankSearch(index: RankingIndex, input: string, limit: number): RankedResult[] {
  const words = queryWords(input);
  if (words.length === 0 || index.titles.size === 0) {
    return [];
  }
  const meaningful = meaningfulWords(words);
  // What the highlighters mark where no position is known: the words that count, not "a" or "i".
  const tokens = meaningful.map(({token}) => token);
  const pageCount = index.titles.size;
  const pages = new Map<number, PageHit>();
  let bestPossible = 0;

  for (const word of meaningful) {
    const typos = !heldAsTyped(index.sources, word);
    // The best match of this word on each page, and in each document.
    const onPage = new Map<number, number>();
    const inDocument = new Map<
      string,
      {hit: Omit<DocumentHit, 'score' | 'terms'>; page: number; value: number; term: string}
    >();
    index.parts.forEach((part, partIndex) => {
      const partWeight = PART_WEIGHT[part.type] ?? 0;
      const documents = index.byRef[partIndex] as ReadonlyMap<string, SearchDocument>;
      for (const [term, quality] of expandWord(index.sources[partIndex] as TermSource, word, typos)) {
        for (const ref of postings(part.index, term)) {
          const document = documents.get(ref);
          const page = document && pageOf(document, part.type);
          if (!document || page === undefined || !index.titles.has(page)) {
            continue;
          }
          const folded = part.type === DOCUMENT_TYPE.title && !stemsOf(document.t).has(term);
          const value = (folded ? FOLDED_TITLE_WEIGHT : partWeight) * quality;
          onPage.set(page, Math.max(onPage.get(page) ?? 0, value));
          const key = `${part.type}:${ref}`;
          const current = inDocument.get(key);
          if (!current || current.value < value) {
            inDocument.set(key, {hit: {document, type: part.type}, page, value, term});
          }
        }
      }
    });
    const weight = wordWeight(onPage.size, pageCount);
    bestPossible += weight;
    for (const [page, value] of onPage) {
      const hit = pages.get(page) ?? {page, score: 0, words: 0, documents: new Map()};
      hit.score += weight * value;
      hit.words += 1;
      pages.set(page, hit);
    }
    for (const [key, {hit, page, value, term}] of inDocument) {
      const documents = (pages.get(page) as PageHit).documents;
      const current = documents.get(key) ?? {...hit, score: 0, terms: new Set<string>()};
      current.score += weight * value;
      current.terms.add(term);
      documents.set(key, current);
    }
  }

  const ranked = [...pages.values()]
    .map((hit) => {
      const best = Math.max(...[...hit.documents.values()].map((document) => document.score));
      // A tie goes to the page with the shorter title: the more specific one.
      const title = index.titles.get(hit.page) as SearchDocument;
      return {hit, total: hit.score + SAME_DOCUMENT_BONUS * best - title.t.length * 1e-6};
    })
    .sort((a, b) => b.total - a.total);
  const ceiling = bestPossible * (1 + SAME_DOCUMENT_BONUS);

  const results: RankedResult[] = [];
  for (const {hit, total} of ranked) {
    if (results.length >= limit) {
      break;
    }
    const score = ceiling > 0 ? Math.min(1, total / ceiling) : 0;
    const everyWord = hit.words === meaningful.length;
    const title = index.titles.get(hit.page) as SearchDocument;
    const matched = [...hit.documents.values()];
    const titleTerms = new Set(
      matched.filter((document) => document.type === DOCUMENT_TYPE.title).flatMap((document) => [...document.terms]),
    );
    results.push({
      document: title,
      type: DOCUMENT_TYPE.title,
      page: undefined,
      metadata: metadataOf(title.t, titleTerms),
      tokens,
      score,
      everyWord,
    });
    const titleScore = matched.find((document) => document.type === DOCUMENT_TYPE.title)?.score ?? 0;
    // The sections that answer better than the title, and about as well as the best of them.
    const candidates = matched
      .filter(
        (document) =>
          (document.type === DOCUMENT_TYPE.heading || document.type === DOCUMENT_TYPE.content) &&
          document.score > titleScore,
      )
      .sort((a, b) => b.score - a.score);
    const bestSection = candidates[0]?.score ?? 0;
    const sections = candidates
      .filter((document) => document.score >= bestSection * SECTION_SHARE_OF_BEST)
      .slice(0, MAX_SECTIONS_PER_PAGE);
    for (const section of sections) {
      if (results.length >= limit) {
        break;
      }
      results.push({
        document: section.document,
        type: section.type,
        page: title,
        metadata: metadataOf(section.document.t, section.terms),
        tokens,
        score,
        everyWord,
      });
    }
  }
  return results;
}

/** Match metadata for a shown document: each matched term, with its positions in the text (maybe none). */
function metadataOf(text: string, terms: ReadonlySet<string>): MatchMetadata {
  const positions = positionsOf(text, terms);
  return Object.fromEntries([...terms].map((term) => [term, {t: {position: positions.get(term) ?? []}}]));
}
