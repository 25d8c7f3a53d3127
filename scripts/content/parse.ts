/** Parses a docs file as Docusaurus does (MDX, front matter, GFM, directives) into a `Page`. */
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {isMap, isScalar, LineCounter, parseDocument} from 'yaml';
import type {Fence, FrontMatter, Page, Problem} from './types';

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);

/** A partial is a file, or a file under a folder, whose name starts with `_`. */
export function isPartialPath(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('_'));
}

function lineOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'line' in error && typeof error.line === 'number') {
    return error.line;
  }
  return 1;
}

function readFrontMatter(tree: Root): {frontMatter: FrontMatter | null; problem: string | null; line: number} {
  const node = tree.children[0];
  if (node?.type !== 'yaml') {
    return {frontMatter: null, problem: null, line: 1};
  }
  const line = node.position?.start.line ?? 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(node.value, {lineCounter});
  const first = doc.errors[0];
  if (first !== undefined) {
    const at = first.linePos?.[0].line ?? 1;
    return {
      frontMatter: null,
      problem: `front matter is not valid YAML: ${first.message.split('\n')[0]}`,
      line: line + at,
    };
  }
  const lines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const item of doc.contents.items) {
      if (isScalar(item.key) && item.key.range) {
        lines.set(String(item.key.value), line + lineCounter.linePos(item.key.range[0]).line);
      }
    }
  }
  const data: unknown = doc.toJS();
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return {frontMatter: {data: record, lines, line}, problem: null, line};
}

/**
 * Parses `source` (the file at `path` below docs/, printed as `file`). Returns the page, or the
 * problem that stops MDX from parsing it (the build would fail on it too).
 */
export function parsePage(
  source: string,
  path: string,
  file = `docs/${path}`,
): {page: Page | null; problems: Problem[]} {
  let tree: Root;
  try {
    tree = processor.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      page: null,
      problems: [{file, line: lineOf(error), gate: 'mdx', message: `does not parse as MDX: ${message}`}],
    };
  }
  const {frontMatter, problem, line} = readFrontMatter(tree);
  const problems: Problem[] = problem === null ? [] : [{file, line, gate: 'front-matter', message: problem}];
  return {page: {path, file, source, tree, frontMatter, partial: isPartialPath(path)}, problems};
}

export function parseFenceMeta(meta: string): {partial: boolean; api: string | null; removedApi: boolean} {
  const api = /(?:^|\s)api=["']?([\w-]+)/.exec(meta)?.[1] ?? null;
  return {
    partial: /(?:^|\s)partial(?=\s|$)/.test(meta),
    api,
    removedApi: /(?:^|\s)removed-api(?=\s|$)/.test(meta),
  };
}

/** Every fenced code block of the page, in document order (inside JSX and directives too). */
export function fencesOf(page: Page): Fence[] {
  const fences: Fence[] = [];
  visit(page.tree, 'code', (node: Code) => {
    const meta = node.meta ?? '';
    fences.push({
      lang: node.lang ?? '',
      meta,
      code: node.value,
      line: node.position?.start.line ?? 1,
      ...parseFenceMeta(meta),
    });
  });
  return fences;
}
