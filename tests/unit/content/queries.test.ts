import {describe, expect, it} from 'vitest';
import {checkCodeParses} from '../../../scripts/content/codeParses';
import {FENCE_LANGUAGES, LENIENT_LANGUAGES, QUERY_LANGUAGES} from '../../../scripts/content/languages';
import {checkDotenv, QUERY_RULES} from '../../../scripts/content/queries';
import {fixture, lines, treeSitter} from './helpers';

describe('vendor query languages, GraphQL, dotenv and HTML in the code-parses gate', () => {
  it('registers every query language as a fence language with its rules', () => {
    for (const lang of Object.keys(QUERY_LANGUAGES)) {
      expect(FENCE_LANGUAGES as readonly string[]).toContain(lang);
      expect(LENIENT_LANGUAGES as readonly string[]).toContain(lang);
      expect(QUERY_RULES).toHaveProperty(lang);
    }
  });

  it('passes a correct sample in each language', async () => {
    expect(await checkCodeParses(fixture('queries/valid.md'), {treeSitter})).toEqual([]);
  });

  it('flags a wrong sample in each language', async () => {
    const problems = await checkCodeParses(fixture('queries/broken.md'), {treeSitter});
    expect(problems.every((problem) => problem.gate === 'code-parses')).toBe(true);
    expect(lines(problems)).toEqual([
      '10: invalid TraceQL near "> 2s }"',
      '14: TraceQL: `span.<field>` reads a span attribute of that name; the span name, duration, status and kind are intrinsics (`name`, `duration`, `status`, `kind`)',
      '19: ES|QL: a `_total` metric is a cumulative counter; read it with the `TS` source command and `RATE` or `INCREASE`, not `MAX`, `MIN`, `SUM` or `AVG` over its raw points',
      '23: kql: string opened with " never ends',
      '27: nrql: "(" is never closed',
      '31: opal: "(" is never closed',
      '35: signalflow: "(" is never closed',
      '39: datadog: "{" is never closed',
      '45: graphql syntax error: Expected Name, found <EOF>.',
      '50: dotenv: expected NAME=value, found "export VITE_APP_VERSION"',
      '56: html syntax error: missing ">"',
    ]);
  });

  it('reads dotenv comments, exports and quoted values', () => {
    expect(checkDotenv('# comment\n\nexport A=1\nB="two words"\nC=')).toBeNull();
    expect(checkDotenv('A="open')).toEqual({line: 0, message: `dotenv: the value's " quote does not end`});
  });
});
