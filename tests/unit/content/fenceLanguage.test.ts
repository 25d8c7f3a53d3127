import {describe, expect, it} from 'vitest';
import {checkFenceLanguage} from '../../../scripts/content/fenceLanguage';
import {FENCE_LANGUAGES} from '../../../scripts/content/languages';
import {fixture, lines} from './helpers';

describe('fence-language gate', () => {
  it('passes fences that name an allowed language', () => {
    expect(checkFenceLanguage(fixture('code/valid.md'))).toEqual([]);
  });

  it('flags a fence with no language and one with a language outside the list', () => {
    const list = FENCE_LANGUAGES.join(', ');
    expect(lines(checkFenceLanguage(fixture('fences/languages.md')))).toEqual([
      `15: code fence has no language; use one of: ${list}`,
      `19: code fence language "rust" is not allowed; use one of: ${list}`,
    ]);
  });

  it('flags a query in a text fence and leaves plain output alone', () => {
    expect(lines(checkFenceLanguage(fixture('queries/untagged.md')))).toEqual([
      '9: text fence holds a query or operation: tag it with its language (esql, nrql) so the checks read it',
      '13: text fence holds a query or operation: tag it with its language (traceql) so the checks read it',
    ]);
  });
});
