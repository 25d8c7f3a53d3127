/**
 * Words readers type for the words the pages use, for the search ranking (src/lib/searchRanking.ts):
 * a page that holds a synonym of a typed word matches it, below a page that holds the word itself.
 * So "datadog setup" still finds the page called "Datadog integration".
 */
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

/**
 * A result whose score (its page's share of the query's best possible score, src/lib/searchRanking.ts)
 * reaches this answers the query strongly; below it, the search page offers the sections whose text
 * holds the words (src/theme/SearchPage).
 */
export const STRONG_MATCH = 0.45;
