/** Scoring for `npm run search:quality` (scripts/search-quality.ts), kept apart so unit tests can check it. */

/** One entry of tests/search-queries.json. */
export interface QueryCase {
  readonly query: string;
  /** The route the reader searches from. */
  readonly from: string;
  /** The routes that answer the query, best first. */
  readonly expect: readonly string[];
  readonly why?: string;
  /** The answer lies outside the section of `from`. */
  readonly outside?: boolean;
}

export interface QueryResult extends QueryCase {
  /** The routes search returned, in order (at most ten kept). */
  readonly found: readonly string[];
  /** 1-based position of the first expected route among the first ten, or null. */
  readonly rank: number | null;
}

export interface Figures {
  readonly count: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly mrrAt10: number;
}

/** The position (1-based) of the first returned route that answers the query, within the first ten. */
export function rankOf(found: readonly string[], expected: readonly string[]): number | null {
  const index = found.slice(0, 10).findIndex((route) => expected.includes(route));
  return index < 0 ? null : index + 1;
}

export function figuresOf(results: readonly Pick<QueryResult, 'rank'>[]): Figures {
  const count = results.length;
  if (count === 0) {
    return {count, hitAt1: 0, hitAt3: 0, mrrAt10: 0};
  }
  const hits = (limit: number): number =>
    results.filter((result) => result.rank !== null && result.rank <= limit).length;
  const reciprocal = results.reduce((sum, result) => sum + (result.rank === null ? 0 : 1 / result.rank), 0);
  return {count, hitAt1: hits(1) / count, hitAt3: hits(3) / count, mrrAt10: reciprocal / count};
}

/** The section of a route: its first path segment below /docs/, or "home and legal" for pages outside one. */
export function sectionOf(route: string): string {
  const segment = route.replace(/^\/docs\//, '').split('/')[0] ?? '';
  return segment === '' ? 'home' : segment;
}

export function scoreQueries(results: readonly QueryResult[]): {
  all: Figures;
  bySection: Record<string, Figures>;
} {
  const groups = new Map<string, QueryResult[]>();
  for (const result of results) {
    const section = sectionOf(result.expect[0] ?? '/docs/');
    groups.set(section, [...(groups.get(section) ?? []), result]);
  }
  const bySection = Object.fromEntries(
    [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([section, group]) => [section, figuresOf(group)]),
  );
  return {all: figuresOf(results), bySection};
}
