/**
 * The queries the search worker runs for what a reader typed, in order: results of an earlier query
 * come first, and a page already found is not listed again (dist/client/client/theme/worker.js of
 * @easyops-cn/docusaurus-search-local). The build puts this module in place of the plugin's own
 * utils/smartQueries.js for the worker (src/plugins/searchRelevance.ts), and keeps the plugin's
 * queries first, so a page that holds every word still ranks above the rest.
 *
 * The plugin requires every word of the query. A reader who types a word the best page does not use
 * ("datadog setup" against "Datadog integration") then gets nothing. Two kinds of query follow the
 * plugin's, so that search still answers:
 *
 * 1. each word replaced by a synonym readers type for it (`SYNONYMS`), every word still required;
 * 2. every word and its synonyms optional: lunr scores a page by the words it matches, so pages that
 *    match most of the words come first. A result of this query may miss a word: the search page
 *    tells the reader when none of the results holds every word (`matchesEveryWord`).
 */
// The plugin's own module, by its package path: the replacement only applies to the worker's import.
import {smartQueries as pluginQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';

/** One term of a query, as the worker passes it to lunr's `query.term`. */
export interface QueryTerm {
  readonly value: string;
  readonly presence: number;
  readonly wildcard: number;
  readonly editDistance?: number;
}

export interface SmartQuery {
  readonly tokens: string[];
  readonly term: QueryTerm[];
}

/**
 * Words readers type for the words the pages use, both ways round where both occur. Keys and values
 * are lower case, as the tokenizer leaves them; the index is stemmed, and lunr stems query terms too.
 * A word maps to words, never to a page: which page answers is left to the index.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  setup: ['install', 'integration', 'configure'],
  install: ['setup', 'add', 'installation'],
  installation: ['install', 'setup'],
  integrate: ['integration', 'setup'],
  integration: ['setup', 'integrate'],
  configure: ['configuration', 'setup', 'options'],
  config: ['configuration', 'options'],
  symbols: ['symbolication', 'dsym', 'mapping'],
  symbolication: ['symbols', 'dsym', 'mapping'],
  symbolicate: ['symbolication', 'symbols'],
  deobfuscate: ['mapping', 'symbolication'],
  proguard: ['r8', 'mapping'],
  sourcemap: ['source', 'map'],
  sourcemaps: ['source', 'maps'],
  login: ['identify', 'user'],
  signin: ['sso', 'sign'],
  sso: ['saml', 'oidc', 'single'],
  freeze: ['anr', 'hang'],
  frozen: ['anr', 'hang'],
  anr: ['freeze', 'hang'],
  hang: ['freeze', 'anr'],
  oom: ['memory'],
  memory: ['oom'],
  gdpr: ['privacy', 'dpa'],
  delete: ['deletion', 'remove'],
  remove: ['delete', 'removal'],
  upgrade: ['upgrading', 'migrate', 'migration'],
  migrate: ['migration', 'upgrading', 'upgrade'],
  migration: ['upgrading', 'migrate'],
  error: ['exception', 'errors'],
  errors: ['exceptions', 'error'],
  exception: ['error', 'exceptions'],
  alert: ['alerting', 'alerts'],
  alerts: ['alerting', 'alert'],
  dashboard: ['board', 'boards'],
  token: ['tokens', 'api'],
  key: ['token', 'id'],
  screen: ['view', 'screens'],
  screens: ['views', 'screen'],
  page: ['view', 'pages'],
  http: ['network', 'request'],
  requests: ['network', 'request'],
  api: ['reference'],
  slow: ['performance', 'duration'],
  startup: ['start', 'launch', 'cold'],
  launch: ['startup', 'start'],
  crashes: ['crash', 'crashed'],
  opt: ['optout', 'disable'],
  disable: ['disabled', 'opt', 'off'],
  region: ['regions', 'eu', 'us'],
  retention: ['retain', 'kept'],
};

/** The synonyms of a word, without the word itself. */
export function synonymsOf(word: string): readonly string[] {
  return (SYNONYMS[word.toLowerCase()] ?? []).filter((synonym) => synonym !== word.toLowerCase());
}

/** lunr's `Query.wildcard` and `Query.presence` values (lunr 2.3; a unit test holds them to lunr's own). */
export const WILDCARD = {NONE: 0, TRAILING: 2} as const;
export const PRESENCE = {OPTIONAL: 1, REQUIRED: 2} as const;
const NONE = WILDCARD.NONE;
const TRAILING = WILDCARD.TRAILING;
const REQUIRED = PRESENCE.REQUIRED;
const OPTIONAL = PRESENCE.OPTIONAL;

/** Queries with one word replaced by each of its synonyms, every word required. */
export function synonymQueries(tokens: readonly string[]): SmartQuery[] {
  const queries: SmartQuery[] = [];
  tokens.forEach((token, position) => {
    for (const synonym of synonymsOf(token)) {
      const words = tokens.map((word, index) => (index === position ? synonym : word));
      queries.push({
        tokens: words,
        term: words.map((value) => ({value, presence: REQUIRED, wildcard: NONE})),
      });
    }
  });
  return queries;
}

/**
 * One query that holds every word and its synonyms as optional terms. The last word may still be
 * being typed, so it also matches as a prefix. A single word gets none: the plugin's queries already
 * cover it.
 */
export function partialQuery(tokens: readonly string[]): SmartQuery | null {
  if (tokens.length < 2) {
    return null;
  }
  const term: QueryTerm[] = [];
  tokens.forEach((token, index) => {
    const last = index === tokens.length - 1;
    term.push({value: token, presence: OPTIONAL, wildcard: last ? TRAILING : NONE});
    for (const synonym of synonymsOf(token)) {
      term.push({value: synonym, presence: OPTIONAL, wildcard: NONE});
    }
  });
  return {tokens: [...tokens], term};
}

/** The worker's entry point: the plugin's queries, then the synonym and partial queries. */
export function smartQueries(tokens: string[], zhDictionary: string[]): SmartQuery[] {
  const queries: SmartQuery[] = [...(pluginQueries(tokens, zhDictionary) as SmartQuery[])];
  queries.push(...synonymQueries(tokens));
  const partial = partialQuery(tokens);
  if (partial) {
    queries.push(partial);
  }
  return queries;
}

/**
 * Whether a result holds every word of the query (or a synonym of it), read from lunr's match
 * metadata: its keys are the stemmed terms the document matched. A stem is a prefix of its word
 * ("symbol" of "symbols", "instal" of "installation"), or the word a prefix of a longer term it
 * matched while being typed.
 */
export function matchesEveryWord(tokens: readonly string[], matchedTerms: readonly string[]): boolean {
  const matched = matchedTerms.map((term) => term.toLowerCase());
  return tokens.every((token) =>
    [token, ...synonymsOf(token)].some((word) => {
      const lower = word.toLowerCase();
      return matched.some((term) => lower.startsWith(term) || term.startsWith(lower));
    }),
  );
}
