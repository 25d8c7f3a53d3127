/**
 * placeholders: no placeholder text outside code fences, and no empty sections (a heading followed
 * by a heading of the same or a higher rank, or by the end of the file, with nothing between).
 */
import type {Heading, RootContent} from 'mdast';
import type {Page, Problem} from './types';

/** Whole words or phrases, case-insensitive; whitespace inside a phrase may span lines. */
export const PLACEHOLDER_PATTERN =
  /(?<![\w-])(todos?|tbd|fixmes?|xxx|lorem\s+ipsum|coming\s+soon|to\s+be\s+written|stay\s+tuned)(?![\w-])/gi;

/** The source with the content of code fences blanked (line breaks kept, so offsets keep their line). */
function withoutFences(page: Page): string {
  const chars = page.source.split('');
  const blank = (start: number, end: number): void => {
    for (let i = start; i < end; i++) {
      if (chars[i] !== '\n') {
        chars[i] = ' ';
      }
    }
  };
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'code' && node.position?.start.offset !== undefined && node.position.end.offset !== undefined) {
        blank(node.position.start.offset, node.position.end.offset);
      } else if ('children' in node) {
        walk(node.children);
      }
    }
  };
  walk(page.tree.children);
  return chars.join('');
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
    }
  }
  return line;
}

export function checkPlaceholderText(page: Page): Problem[] {
  const text = withoutFences(page);
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => ({
    file: page.file,
    line: lineAt(text, match.index),
    gate: 'placeholders',
    message: `placeholder text "${match[0].replace(/\s+/g, ' ')}": write the content or remove the line`,
  }));
}

/** Root-level blocks in order, looking inside JSX elements and directives that hold headings. */
function blocks(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') {
      continue;
    }
    const container = node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective';
    if (container && node.children.some((child) => child.type === 'heading')) {
      out.push(...blocks(node.children));
    } else {
      out.push(node);
    }
  }
  return out;
}

export function checkEmptySections(page: Page): Problem[] {
  const list = blocks(page.tree.children);
  const problems: Problem[] = [];
  list.forEach((node, index) => {
    if (node.type !== 'heading') {
      return;
    }
    const next = list[index + 1];
    if (next === undefined || (next.type === 'heading' && next.depth <= node.depth)) {
      const heading: Heading = node;
      const text = page.source.slice(heading.position?.start.offset, heading.position?.end.offset).trim();
      const why = next === undefined ? 'the file ends' : 'the next heading follows';
      problems.push({
        file: page.file,
        line: heading.position?.start.line ?? 1,
        gate: 'placeholders',
        message: `empty section "${text}": ${why} with no content under it`,
      });
    }
  });
  return problems;
}

export function checkPlaceholders(page: Page): Problem[] {
  return [...checkPlaceholderText(page), ...checkEmptySections(page)].sort((a, b) => a.line - b.line);
}
