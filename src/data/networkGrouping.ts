/**
 * Network grouping rules (docs/product/network/network-grouping-rules.mdx): how the Network area
 * turns request URLs into endpoint groups, the grammar of a rule, and examples. `matchRule` is the
 * grammar as code; a unit test runs every example through it, so an example the page shows cannot
 * contradict the grammar. The group a request lands in is the `path_group` label of the network
 * metrics (src/data/metrics.ts).
 */

export interface GroupingToken {
  /** How the token is written in a rule. */
  readonly syntax: string;
  readonly name: string;
  /** What it matches in a request's path (or host, for `hostWildcard`). */
  readonly matches: string;
  /** How the group name shows the part it matched. */
  readonly shownAs: string;
}

export const GROUPING = {
  /** Rules one app may hold. */
  maxRulesPerApp: 100,
  /** Longest rule, in characters. */
  maxRuleCharacters: 512,
  /** How rules are tried. */
  order: 'the Network area tries the rules from the top of the list down and uses the first rule that matches',
  /** When a new or changed rule takes effect. */
  appliesFrom:
    'a rule applies to requests that arrive after you save it; requests already grouped keep their group, so a day with both shows the old and the new group side by side until the old one ages out',
  /** What the Network area does when no rule matches. */
  automatic:
    'when no rule matches, the Network area replaces each path segment that looks like an identifier with `{id}` and keeps the other segments as they are',
  /** Segments the automatic grouping treats as identifiers. */
  automaticIdSegments: [
    'a number of any length, such as `1842`',
    'a UUID, such as `3f2b8c1e-9d4a-4f6b-a1c2-7e5d9b0a4c31`',
    'a run of 16 or more hexadecimal characters, such as `5f1c9a7be20d44c3`',
  ],
  /** The query string and fragment never take part in grouping. */
  ignored: 'the query string and the fragment',
  /** A rule line: an optional method, then a host pattern and a path pattern. */
  form: '[METHOD ]host/path',
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
      matches: 'zero or more segments; allowed only as the last segment of a rule',
      shownAs: '`**`',
    },
    {
      syntax: '*.example.com',
      name: 'Host wildcard',
      matches: 'one or more labels in front of the domain that follows, in the host only',
      shownAs: 'the pattern, such as `*.example.com`',
    },
    {
      syntax: 'GET',
      name: 'Method',
      matches:
        'requests with that HTTP method; a rule without a method matches every method, and the group is split by method',
      shownAs: 'the method in front of the group',
    },
  ] as const satisfies readonly GroupingToken[],
} as const;

export interface GroupingExample {
  readonly rule: string;
  readonly method: string;
  readonly url: string;
  /** The group the request lands in, or null when the rule does not match it. */
  readonly group: string | null;
  /** Why, in one short sentence. */
  readonly note: string;
}

export const GROUPING_EXAMPLES: readonly GroupingExample[] = [
  {
    rule: 'api.example.com/users/{userId}/orders',
    method: 'GET',
    url: 'https://api.example.com/users/1842/orders?page=2',
    group: 'GET api.example.com/users/{userId}/orders',
    note: 'The named segment takes the user ID; the query string is ignored.',
  },
  {
    rule: 'api.example.com/users/{userId}/orders',
    method: 'GET',
    url: 'https://api.example.com/users/1842/orders/77',
    group: null,
    note: 'The path has one segment more than the rule, and the rule has no `**`.',
  },
  {
    rule: 'POST api.example.com/search/*',
    method: 'POST',
    url: 'https://api.example.com/search/shoes',
    group: 'POST api.example.com/search/*',
    note: 'Every search term falls in one group.',
  },
  {
    rule: 'POST api.example.com/search/*',
    method: 'GET',
    url: 'https://api.example.com/search/shoes',
    group: null,
    note: 'The rule names POST, so a GET request is not matched.',
  },
  {
    rule: '*.cdn.example.com/images/**',
    method: 'GET',
    url: 'https://eu-west.cdn.example.com/images/2026/11/banner.webp',
    group: 'GET *.cdn.example.com/images/**',
    note: 'The host wildcard joins every CDN edge, and `**` takes the rest of the path.',
  },
  {
    rule: 'api.example.com/v2/Carts/{cartId}',
    method: 'PUT',
    url: 'https://api.example.com/v2/carts/9c1',
    group: null,
    note: 'Literal segments keep their letter case, so `Carts` does not match `carts`.',
  },
];

/** One part of a rule: its optional method, its host pattern and its path segments. */
interface ParsedRule {
  readonly method: string | null;
  readonly host: string;
  readonly segments: readonly string[];
}

const METHOD = /^[A-Z]+$/;

/** Reads a rule written as `GROUPING.form`; throws on a rule the grammar does not allow. */
export function parseRule(rule: string): ParsedRule {
  if (rule.length > GROUPING.maxRuleCharacters) throw new Error(`Rule longer than ${GROUPING.maxRuleCharacters}`);
  const parts = rule.trim().split(/\s+/);
  const [first, second] = parts;
  if (first === undefined || parts.length > 2) throw new Error(`Not a rule: ${rule}`);
  const method = second === undefined ? null : first;
  if (method !== null && !METHOD.test(method)) throw new Error(`Not a method: ${method}`);
  const target = second ?? first;
  const slash = target.indexOf('/');
  const host = slash === -1 ? target : target.slice(0, slash);
  const segments = slash === -1 ? [] : target.slice(slash + 1).split('/');
  segments.forEach((segment, index) => {
    if (segment === '**' && index !== segments.length - 1) throw new Error(`** must be last: ${rule}`);
    if (segment === '') throw new Error(`Empty segment: ${rule}`);
  });
  return {method, host, segments};
}

function hostMatches(pattern: string, host: string): boolean {
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

/** The group a request lands in under one rule, or null when the rule does not match it. */
export function matchRule(rule: string, method: string, url: string): string | null {
  const parsed = parseRule(rule);
  const {hostname, pathname} = new URL(url);
  if (parsed.method !== null && parsed.method !== method) return null;
  if (!hostMatches(parsed.host, hostname)) return null;
  const path = pathname.split('/').filter((segment) => segment !== '');
  if (!segmentsMatch(parsed.segments, path)) return null;
  const target = [parsed.host, ...parsed.segments].join('/');
  return `${method} ${target}`;
}
