/**
 * What a Markdown twin must not contain, checked on every twin of a build (tests/e2e/markdown.spec.ts)
 * and on fixtures (tests/unit/htmlToMarkdown.test.ts): a twin parses as CommonMark with GFM and
 * YAML front matter, has a title, description and URL, and holds nothing of MDX (no JSX tags,
 * `import`/`export` lines or `{expressions}`), no raw HTML outside code, and no unresolved version
 * token or fact directive.
 */
import type {Nodes, Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';
import {productTokens, TOKEN_PATTERN} from '../remark/productTokens';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']);

/**
 * `{{android.version}}`: a version token the build should have replaced. Other `{{...}}` is code
 * (a Grafana variable, a GitHub Actions expression), so only the product's own tokens count.
 */
const tokens = productTokens();

function unresolvedToken(value: string): string | undefined {
  return [...value.matchAll(TOKEN_PATTERN)].find((match) => match[1] !== undefined && tokens.has(match[1]))?.[0];
}
/** `:fact[id]`, `::api-reference{...}`: a directive the build should have expanded. */
const DIRECTIVE = /(^|\s)::?[a-z][\w-]*[[{]/;
/**
 * Markdown marks that reached the page as text: a data string with `code` or **strong** rendered
 * by JSX as it is (src/components/InlineText renders those marks). The page shows the backticks
 * and asterisks, and the twin escapes them.
 */
const LITERAL_MARK = /`[^`\s][^`]*`|\*\*[^*\s][^*]*\*\*/;
/** `{expression}` in prose: MDX that leaked as text. */
const EXPRESSION = /\{[^{}\n]*\}/;
/** `import x from '...'` or `export const ...` opening a paragraph: an MDX module line. */
const ESM = /^(import\s[^\n]*\bfrom\s*['"]|import\s+['"]|export\s+(const|let|var|function|default)\b)/;

function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

/** Every problem of a twin, as a line of text each; empty when the twin is clean. */
export function twinProblems(markdown: string): string[] {
  const problems: string[] = [];
  const tree = parseMarkdown(markdown);
  const first = tree.children[0];
  if (first?.type !== 'yaml') {
    problems.push('no YAML front matter');
  } else {
    const data: unknown = parseYaml(first.value);
    for (const key of ['title', 'description', 'url']) {
      const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`front matter without "${key}"`);
      }
    }
  }
  const walk = (node: Nodes): void => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'html':
        problems.push(`line ${line}: raw HTML or JSX: ${node.value.slice(0, 60)}`);
        break;
      case 'paragraph': {
        const opening = node.children[0];
        if (opening?.type === 'text' && ESM.test(opening.value)) {
          problems.push(`line ${line}: an import or export: ${opening.value.split('\n')[0]}`);
        }
        break;
      }
      case 'text':
        for (const [pattern, what] of [
          [EXPRESSION, 'an MDX expression'],
          [DIRECTIVE, 'an unexpanded directive'],
          [LITERAL_MARK, 'Markdown shown as text on the page'],
        ] as const) {
          const match = pattern.exec(node.value);
          if (match) {
            problems.push(`line ${line}: ${what}: ${match[0].trim()}`);
          }
        }
        break;
      default:
        break;
    }
    if (node.type === 'text' || node.type === 'code' || node.type === 'inlineCode') {
      const token = unresolvedToken(node.value);
      if (token) {
        problems.push(`line ${line}: an unresolved token: ${token}`);
      }
    }
    if ('children' in node) {
      node.children.forEach(walk);
    }
  };
  walk(tree);
  return problems;
}

/** Every link target of a Markdown document, in order (for llms.txt). */
export function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'link') {
      links.push(node.url);
    }
    if ('children' in node) {
      node.children.forEach(walk);
    }
  };
  walk(parseMarkdown(markdown));
  return links;
}
