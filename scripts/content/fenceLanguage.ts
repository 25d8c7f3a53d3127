/** fence-language: every code fence names a language from `FENCE_LANGUAGES`. */
import {FENCE_LANGUAGES, isFenceLanguage} from './languages';
import {fencesOf} from './parse';
import type {Page, Problem} from './types';

export function checkFenceLanguage(page: Page): Problem[] {
  const problems: Problem[] = [];
  for (const fence of fencesOf(page)) {
    if (fence.lang === '') {
      problems.push({
        file: page.file,
        line: fence.line,
        gate: 'fence-language',
        message: `code fence has no language; use one of: ${FENCE_LANGUAGES.join(', ')}`,
      });
    } else if (!isFenceLanguage(fence.lang)) {
      problems.push({
        file: page.file,
        line: fence.line,
        gate: 'fence-language',
        message: `code fence language "${fence.lang}" is not allowed; use one of: ${FENCE_LANGUAGES.join(', ')}`,
      });
    }
  }
  return problems;
}
