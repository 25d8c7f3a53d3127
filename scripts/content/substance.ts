/**
 * substance: enough prose on every page, links from each landing page to its children, and a
 * complete code sample on each SDK feature and integration page.
 */
import {posix} from 'node:path';
import type {Link, Definition, Nodes} from 'mdast';
import {visit} from 'unist-util-visit';
import {lineOfPath} from '../../src/data/lines';
import {isParsedLanguage} from './languages';
import {fencesOf} from './parse';
import type {Page, Problem} from './types';

export const MIN_WORDS = 150;
export const MIN_LANDING_WORDS = 80;

const DOC_FILE = /\.mdx?$/;

/** Nodes that are not prose: code, MDX import/export and expressions, front matter, raw HTML. */
const NOT_PROSE = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'html']);

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words of prose: text and inline code, outside fences, MDX import/export lines and JSX attributes. */
export function proseWords(page: Page): number {
  let words = 0;
  const walk = (node: Nodes): void => {
    if (NOT_PROSE.has(node.type)) {
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += countWords(node.value);
      return;
    }
    // JSX attributes live on the element, not in its children, so they are never counted.
    if ('children' in node) {
      for (const child of node.children) {
        walk(child);
      }
    }
  };
  walk(page.tree);
  return words;
}

export function isLandingPage(path: string): boolean {
  return /(^|\/)index\.mdx?$/.test(path);
}

/**
 * An SDK feature or integration page: a page of an SDK line (src/data/lines.ts) in a `features/` or
 * `integration/` folder, `<line>/**\/(features|integration)/<page>.md(x)`, not an index.
 */
export function needsCodeSample(path: string): boolean {
  const parts = path.split('/');
  const folder = parts[parts.length - 2] ?? '';
  return (
    lineOfPath(path) !== null &&
    (folder === 'features' || folder === 'integration') &&
    !isLandingPage(path) &&
    DOC_FILE.test(path)
  );
}

/**
 * The docs a landing page must link to: every other doc in its folder, and the index doc of each
 * subfolder. `docPaths` lists every page below docs/ (partials excluded).
 */
export function childPages(indexPath: string, docPaths: readonly string[]): string[] {
  const dir = posix.dirname(indexPath);
  const prefix = dir === '.' ? '' : `${dir}/`;
  return docPaths
    .filter((path) => path !== indexPath && path.startsWith(prefix))
    .filter((path) => {
      const rest = path.slice(prefix.length).split('/');
      return rest.length === 1 || (rest.length === 2 && isLandingPage(rest[1] ?? ''));
    })
    .sort();
}

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Doc files the page links to, by relative file link, as paths below docs/. */
export function linkedFiles(page: Page): Set<string> {
  const linked = new Set<string>();
  const dir = posix.dirname(page.path);
  visit(page.tree, ['link', 'definition'], (node) => {
    const url = (node as Link | Definition).url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) {
      return;
    }
    const file = safeDecode(url.replace(/[?#].*$/, ''));
    if (DOC_FILE.test(file)) {
      linked.add(posix.normalize(posix.join(dir, file)));
    }
  });
  return linked;
}

export function checkSubstance(page: Page, docPaths: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const problem = (line: number, message: string): Problem => ({file: page.file, line, gate: 'substance', message});
  const landing = isLandingPage(page.path);
  const words = proseWords(page);
  const floor = landing ? MIN_LANDING_WORDS : MIN_WORDS;
  if (words < floor) {
    const kind = landing ? 'a landing page needs' : 'a page needs';
    problems.push(
      problem(1, `${words} words of prose; ${kind} at least ${floor} (code, imports and JSX attributes do not count)`),
    );
  }
  if (landing) {
    const linked = linkedFiles(page);
    const dir = posix.dirname(page.path);
    for (const child of childPages(page.path, docPaths)) {
      if (!linked.has(child)) {
        const relative = `./${posix.relative(dir === '.' ? '' : dir, child)}`;
        problems.push(
          problem(1, `landing page does not link to its child page ${relative} (link the file: [text](${relative}))`),
        );
      }
    }
  }
  if (needsCodeSample(page.path)) {
    const complete = fencesOf(page).some((fence) => isParsedLanguage(fence.lang) && !fence.partial);
    if (!complete) {
      problems.push(
        problem(
          1,
          'an SDK feature or integration page needs at least one complete code sample (a fence in a parsed language, not `partial`)',
        ),
      );
    }
  }
  return problems;
}
