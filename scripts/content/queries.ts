/**
 * Checks for samples in vendor query languages (languages.ts, `QUERY_LANGUAGES`) and dotenv files.
 * A query must balance its brackets and quotes (TraceQL is parsed in full first, syntax.ts), and
 * must not make a mistake listed in `QUERY_RULES`: each rule is one the query language's own
 * documentation rules out and a reader would copy without noticing.
 */
import {type QueryLanguage} from './languages';
import {checkBalanced} from './lenient';
import type {SyntaxIssue} from './syntax';

export interface QueryRule {
  /** Matches the mistake in the query. */
  readonly pattern: RegExp;
  /** The query is right after all when this matches it. */
  readonly unless?: RegExp;
  readonly message: string;
}

export const QUERY_RULES: Readonly<Record<QueryLanguage, readonly QueryRule[]>> = {
  traceql: [
    {
      // `span.name` reads an attribute called "name"; the span's own fields are intrinsics.
      pattern: /\bspan\.(?:name|duration|status|statusMessage|kind)\b/,
      message:
        'TraceQL: `span.<field>` reads a span attribute of that name; the span name, duration, status and kind are intrinsics (`name`, `duration`, `status`, `kind`)',
    },
  ],
  esql: [
    {
      // FROM reads each stored point as a row: aggregating a cumulative counter adds or compares running totals.
      pattern: /\b(?:MAX|MIN|SUM|AVG)\(\s*[\w.]+_total\s*\)/i,
      unless: /^\s*TS\s/im,
      message:
        'ES|QL: a `_total` metric is a cumulative counter; read it with the `TS` source command and `RATE` or `INCREASE`, not `MAX`, `MIN`, `SUM` or `AVG` over its raw points',
    },
  ],
  kql: [],
  nrql: [],
  opal: [],
  signalflow: [],
  datadog: [],
};

/** The first issue of a query sample, or null. */
export function checkQuery(code: string, lang: QueryLanguage): SyntaxIssue | null {
  const balance = checkBalanced(code, lang);
  if (balance !== null) {
    return {...balance, message: `${lang}: ${balance.message}`};
  }
  for (const rule of QUERY_RULES[lang]) {
    const match = rule.pattern.exec(code);
    if (match !== null && !(rule.unless?.test(code) ?? false)) {
      const line = code.slice(0, match.index + match[0].length).split('\n').length - 1;
      return {line, message: rule.message};
    }
  }
  return null;
}

/** A dotenv file: blank lines, `#` comments and `NAME=value` lines, values quoted at most once. */
export function checkDotenv(code: string): SyntaxIssue | null {
  const lines = code.split('\n');
  for (const [index, text] of lines.entries()) {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      continue;
    }
    const match = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*=(.*)$/.exec(trimmed);
    if (match === null) {
      return {line: index, message: `dotenv: expected NAME=value, found "${trimmed.slice(0, 40)}"`};
    }
    const value = (match[1] ?? '').trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && (value.length < 2 || !value.slice(1).includes(quote))) {
      return {line: index, message: `dotenv: the value's ${quote} quote does not end`};
    }
  }
  return null;
}
