/**
 * fence-language: every code fence names a language from `FENCE_LANGUAGES`, and a query is not
 * hidden in a `text` fence, where the query checks would never read it.
 */
import {FENCE_LANGUAGES, isFenceLanguage} from './languages';
import {fencesOf} from './parse';
import type {Page, Problem} from './types';

/** How a query in a vendor language starts, and the fence languages it may be. */
export const QUERY_SHAPES: readonly {readonly pattern: RegExp; readonly languages: string}[] = [
  {pattern: /^\s*(?:SELECT|FROM|TS)\s/i, languages: 'esql, nrql'},
  {pattern: /^\s*\{\s*(?:resource|span|event|link|name|duration|status|kind|trace)[.:\s]/, languages: 'traceql'},
  {pattern: /^\s*\w+:[\w.]+\{[^}]*\}/, languages: 'datadog'},
  {pattern: /^\s*(?:filter|align|statsby)\s/, languages: 'opal'},
  {pattern: /^\s*data\(\s*'/, languages: 'signalflow'},
  {pattern: /^\s*(?:query|mutation|subscription)\s+\w+[\s({]/, languages: 'graphql'},
];

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
    } else if (fence.lang === 'text') {
      const shape = QUERY_SHAPES.find(({pattern}) => pattern.test(fence.code));
      if (shape !== undefined) {
        problems.push({
          file: page.file,
          line: fence.line,
          gate: 'fence-language',
          message: `text fence holds a query or operation: tag it with its language (${shape.languages}) so the checks read it`,
        });
      }
    }
  }
  return problems;
}
