/**
 * Network grouping rules (docs/product/network/network-grouping-rules.mdx, and the GraphQL recipe
 * in docs/best-practices/graphql.mdx): how the Network area turns request URLs into endpoint groups,
 * the fields of a rule, the grammar of its URL pattern, and examples. `matchRule` is the
 * grammar as code; a unit test runs every example through it, so an example the page shows cannot
 * contradict the grammar. The group a request lands in is the `path_group` label of the network
 * metrics (src/data/metrics.ts); the method and host are their `method` and `domain` labels.
 */

export interface GroupingToken {
  /** How the token is written in a URL pattern. */
  readonly syntax: string;
  readonly name: string;
  /** What it matches in a request's URL. */
  readonly matches: string;
  /** How the group name shows the part it matched. */
  readonly shownAs: string;
}

export interface GroupingField {
  readonly name: string;
  /** What the field holds when left alone. */
  readonly default: string;
  readonly does: string;
}

/**
 * The status classes of a request: the Network area's **Status class** filter and the values of
 * the `status_class` label of the network metrics (src/data/metrics.ts). `error` is a request that
 * got no response, such as a timeout or a lost connection.
 */
export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx', 'error'] as const;

/** What the Network area, its alert condition and the session filter count as a failed request. */
export const NETWORK_ERROR = 'a `5xx` status or no response at all (status class `error`)';

export const GROUPING = {
  /** Rules one app may hold. */
  maxRulesPerApp: 100,
  /** Longest URL pattern, in characters. */
  maxPatternCharacters: 512,
  /** Distinct values one rule that groups by a query parameter keeps as groups of their own. */
  maxValuesPerRule: 500,
  /** What happens to the values after `maxValuesPerRule`. */
  overflow: 'further values share one group named by the pattern itself, such as `/graphql?op=*`',
  /** How rules are tried. */
  order: 'the Network area tries the rules from the top of the list down and uses the first rule that matches',
  /** What the Network area does when no rule matches. */
  automatic:
    'when no rule matches, the Network area replaces each path segment that looks like an identifier with `{id}`, keeps the other segments as they are, and leaves out the query string',
  /** Segments the automatic grouping treats as identifiers. */
  automaticIdSegments: [
    'a number of any length, such as `1842`',
    'a UUID, such as `3f2b8c1e-9d4a-4f6b-a1c2-7e5d9b0a4c31`',
    'a run of 16 or more hexadecimal characters, such as `5f1c9a7be20d44c3`',
  ],
  /** What never takes part in grouping. */
  ignored:
    'the request body, the fragment, and the query string except the one parameter a rule names in its URL pattern',
  /** The fields of a rule, as the rule form shows them. */
  fields: [
    {name: 'Name', default: 'none, required', does: 'Names the rule in the list.'},
    {
      name: 'Host',
      default: 'empty: every host',
      does: 'Limits the rule to one host; `*.example.com` matches every host below `example.com`.',
    },
    {name: 'Methods', default: 'every method', does: 'Limits the rule to these HTTP methods.'},
    {
      name: 'URL pattern',
      default: 'none, required',
      does: 'The path to match, segment by segment, and optionally one query parameter, written with the tokens below.',
    },
    {
      name: 'Group by',
      default: 'the path',
      does: 'What names each group: the pattern as written, or the value of the query parameter the pattern names.',
    },
  ] as const satisfies readonly GroupingField[],
  /** Patterns the rule form refuses, each with an example and what to write instead. */
  refused: [
    {pattern: '/**/orders', why: '`**` anywhere but at the end of the path'},
    {pattern: '/users//orders', why: 'an empty segment'},
    {pattern: '/graphql?op=*&v=*', why: 'more than one query parameter'},
    {
      pattern: '/graphql?op=GetCart',
      why: 'a query parameter with a fixed value: write `?op=*` and set Group by to the parameter, and each value, such as `GetCart`, becomes a group of its own',
    },
  ],
  /** The tokens of a URL pattern. */
  tokens: [
    {
      syntax: 'orders',
      name: 'Literal segment',
      matches: 'exactly that segment, with the same letter case',
      shownAs: 'itself',
    },
    {
      syntax: '{name}',
      name: 'Named segment',
      matches: 'any one segment',
      shownAs: 'the name in braces, such as `{userId}`',
    },
    {
      syntax: '*',
      name: 'Anonymous segment',
      matches: 'any one segment',
      shownAs: '`*`',
    },
    {
      syntax: '**',
      name: 'Rest of the path',
      matches: 'zero or more segments; allowed only as the last segment of the path',
      shownAs: '`**`',
    },
    {
      syntax: '?op=*',
      name: 'Query parameter',
      matches:
        'requests whose query string has that parameter, with any value; written `name=*`, at most one per pattern, after the path',
      shownAs: '`?op=*`, or `?op=` and the value when the rule groups by the parameter',
    },
  ] as const satisfies readonly GroupingToken[],
} as const;

/** A rule as the rule form holds it. */
export interface GroupingRule {
  readonly name: string;
  /** Empty for every host. */
  readonly host?: string;
  /** Empty for every method. */
  readonly methods?: readonly string[];
  readonly pattern: string;
  /** `path` (the default) or the query parameter whose value names the group. */
  readonly groupBy?: 'path' | {readonly query: string};
}

export interface GroupingExample {
  readonly rule: GroupingRule;
  readonly method: string;
  readonly url: string;
  /** The group (the `path_group` label) the request lands in, or null when the rule does not match it. */
  readonly group: string | null;
  /** Why, in one short sentence. */
  readonly note: string;
}

/** One rule that two examples try: a request with the grouping parameter, and one without it. */
const GRAPHQL_RULE: GroupingRule = {
  name: 'GraphQL operations',
  host: 'api.example.com',
  methods: ['POST', 'GET'],
  pattern: '/graphql?op=*',
  groupBy: {query: 'op'},
};

export const GROUPING_EXAMPLES: readonly GroupingExample[] = [
  {
    rule: {name: 'Orders of a user', host: 'api.example.com', pattern: '/users/{userId}/orders'},
    method: 'GET',
    url: 'https://api.example.com/users/1842/orders?page=2',
    group: '/users/{userId}/orders',
    note: 'The named segment takes the user ID; the query string is left out.',
  },
  {
    rule: {name: 'Orders of a user', host: 'api.example.com', pattern: '/users/{userId}/orders'},
    method: 'GET',
    url: 'https://api.example.com/users/1842/orders/77',
    group: null,
    note: 'The path has one segment more than the pattern, which has no `**`.',
  },
  {
    rule: {name: 'Search', host: 'api.example.com', methods: ['POST'], pattern: '/search/*'},
    method: 'POST',
    url: 'https://api.example.com/search/shoes',
    group: '/search/*',
    note: 'Every search term falls in one group.',
  },
  {
    rule: {name: 'Search', host: 'api.example.com', methods: ['POST'], pattern: '/search/*'},
    method: 'GET',
    url: 'https://api.example.com/search/shoes',
    group: null,
    note: 'The rule is limited to POST, so a GET request is not matched.',
  },
  {
    rule: {name: 'CDN images', host: '*.cdn.example.com', pattern: '/images/**'},
    method: 'GET',
    url: 'https://eu-west.cdn.example.com/images/2026/11/banner.webp',
    group: '/images/**',
    note: 'The host wildcard joins every CDN edge, and `**` takes the rest of the path.',
  },
  {
    rule: GRAPHQL_RULE,
    method: 'POST',
    url: 'https://api.example.com/graphql?op=GetCart',
    group: '/graphql?op=GetCart',
    note: 'Grouped by the `op` parameter, each operation is a group of its own.',
  },
  {
    rule: GRAPHQL_RULE,
    method: 'POST',
    url: 'https://api.example.com/graphql',
    group: null,
    note: 'The request has no `op` parameter, so it stays in the automatic group `/graphql`.',
  },
  {
    rule: {name: 'Carts', host: 'api.example.com', pattern: '/v2/Carts/{cartId}'},
    method: 'PUT',
    url: 'https://api.example.com/v2/carts/9c1',
    group: null,
    note: 'Literal segments keep their letter case, so `Carts` does not match `carts`.',
  },
];

/** A URL pattern read into its path segments and its optional query parameter. */
interface ParsedPattern {
  readonly segments: readonly string[];
  readonly query: string | null;
}

const METHOD = /^[A-Z]+$/;
const QUERY = /^([A-Za-z0-9_.-]+)=\*$/;

/** Reads a URL pattern; throws on a pattern the grammar does not allow. */
export function parsePattern(pattern: string): ParsedPattern {
  if (pattern.length > GROUPING.maxPatternCharacters) {
    throw new Error(`Pattern longer than ${GROUPING.maxPatternCharacters}`);
  }
  if (!pattern.startsWith('/')) throw new Error(`A pattern starts with /: ${pattern}`);
  const [path = '', query, extra] = pattern.split('?');
  if (extra !== undefined) throw new Error(`One ? at most: ${pattern}`);
  let parameter: string | null = null;
  if (query !== undefined) {
    const match = QUERY.exec(query);
    if (match === null) throw new Error(`One query parameter, written name=*: ${pattern}`);
    parameter = match[1] ?? null;
  }
  const segments = path === '/' ? [] : path.slice(1).split('/');
  segments.forEach((segment, index) => {
    if (segment === '**' && index !== segments.length - 1) throw new Error(`** must be last: ${pattern}`);
    if (segment === '') throw new Error(`Empty segment: ${pattern}`);
  });
  return {segments, query: parameter};
}

/** Checks a whole rule as the form does when it is saved. */
export function checkRule(rule: GroupingRule): void {
  if (rule.name.trim() === '') throw new Error('A rule needs a name');
  for (const method of rule.methods ?? []) {
    if (!METHOD.test(method)) throw new Error(`Not a method: ${method}`);
  }
  const parsed = parsePattern(rule.pattern);
  if (typeof rule.groupBy === 'object' && rule.groupBy.query !== parsed.query) {
    throw new Error(`Group by names ${rule.groupBy.query}, which the pattern does not: ${rule.pattern}`);
  }
}

function hostMatches(pattern: string | undefined, host: string): boolean {
  if (pattern === undefined || pattern === '') return true;
  if (pattern.startsWith('*.')) {
    const domain = pattern.slice(1);
    return host.endsWith(domain) && host.length > domain.length;
  }
  return pattern === host;
}

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '**') return true;
  const [segment, ...remaining] = path;
  if (segment === undefined) return false;
  const one = head === '*' || (head.startsWith('{') && head.endsWith('}')) || head === segment;
  return one && segmentsMatch(rest, remaining);
}

/** The group (`path_group`) a request lands in under one rule, or null when the rule does not match it. */
export function matchRule(rule: GroupingRule, method: string, url: string): string | null {
  checkRule(rule);
  const parsed = parsePattern(rule.pattern);
  const {hostname, pathname, searchParams} = new URL(url);
  if (rule.methods !== undefined && rule.methods.length > 0 && !rule.methods.includes(method)) return null;
  if (!hostMatches(rule.host, hostname)) return null;
  const path = pathname.split('/').filter((segment) => segment !== '');
  if (!segmentsMatch(parsed.segments, path)) return null;
  if (parsed.query !== null && !searchParams.has(parsed.query)) return null;
  const pathPart = rule.pattern.split('?')[0] ?? rule.pattern;
  if (typeof rule.groupBy === 'object') {
    return `${pathPart}?${rule.groupBy.query}=${searchParams.get(rule.groupBy.query) ?? ''}`;
  }
  return rule.pattern;
}
