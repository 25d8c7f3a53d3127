/**
 * Turns the article of a built doc page into Markdown: the body of the page's Markdown twin (see
 * src/plugins/markdownTwins.ts). It reads the HTML the build wrote, not the MDX source, because
 * the HTML already holds what the source only names: version tokens and product facts resolved,
 * tables drawn from the data modules, the API reference bodies and the legacy notices.
 *
 * Two steps. `simplifyArticle` rewrites the site's components into the plain HTML a Markdown
 * converter knows (a code block becomes `<pre><code>`, tabs a labelled run of panels, an
 * admonition a blockquote, a diagram a list) and drops what only a browser needs (heading anchor
 * links, icons, the search form). Then rehype-remark, remark-gfm and remark-stringify write the
 * Markdown. Links and images become absolute URLs on the site's origin.
 *
 * The component shapes read here are those of theme-classic 3.10 (code blocks, tabs, admonitions)
 * and of src/components (Diagram, CardGrid); tests/unit/htmlToMarkdown.test.ts holds a fixture of
 * each, and the build-output test fails on any HTML left in a twin.
 */
import type {Element, ElementContent, Nodes, Properties, Root, RootContent} from 'hast';
import type {Code, ListItem} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, {type Options as RehypeRemarkOptions} from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {stringify as yamlStringify} from 'yaml';

/** The class of the element that holds a doc page's Markdown content (theme-classic). */
export const ARTICLE_CLASS = 'theme-doc-markdown';

// ---------------------------------------------------------------------------------------------
// hast helpers

function element(tagName: string, properties: Properties, children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function classList(node: Element): string[] {
  // hast-util-from-parse5 always gives `className` as a list.
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}

/**
 * A CSS module class: `label` is written `label_vuPP` in a production build (and `label` as is
 * elsewhere), so the name before the hash is matched.
 */
function hasModuleClass(node: Element, name: string): boolean {
  return classList(node).some((value) => value === name || new RegExp(`^${name}_[\\w-]+$`).test(value));
}

function isElement(node: Nodes | undefined): node is Element {
  return node?.type === 'element';
}

function childElements(node: Element): Element[] {
  return node.children.filter(isElement);
}

/** The first descendant (or the node itself) that matches, depth first. */
function findElement(node: Element, test: (candidate: Element) => boolean): Element | undefined {
  if (test(node)) {
    return node;
  }
  for (const child of childElements(node)) {
    const found = findElement(child, test);
    if (found) {
      return found;
    }
  }
  return undefined;
}

function findAllElements(node: Element, test: (candidate: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (current: Element): void => {
    for (const child of childElements(current)) {
      if (test(child)) {
        found.push(child);
      } else {
        walk(child);
      }
    }
  };
  walk(node);
  return found;
}

/** The text a reader sees: decorative parts (`aria-hidden`) left out, whitespace collapsed. */
export function visibleText(node: Nodes): string {
  const parts: string[] = [];
  const walk = (current: Nodes): void => {
    if (current.type === 'text') {
      parts.push(current.value);
    } else if (current.type === 'element' && current.properties.ariaHidden !== 'true') {
      current.children.forEach(walk);
    } else if (current.type === 'root') {
      current.children.forEach(walk);
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Components

/**
 * The source text of a highlighted code block: Prism writes each line as an element that ends in
 * `<br>`, so the line breaks are the `<br>` elements, not text. Line numbers are not code.
 */
export function codeText(code: Element): string {
  const parts: string[] = [];
  const walk = (node: ElementContent): void => {
    if (node.type === 'text') {
      parts.push(node.value);
    } else if (node.type === 'element') {
      if (node.tagName === 'br') {
        parts.push('\n');
      } else if (!hasModuleClass(node, 'codeLineNumber')) {
        node.children.forEach(walk);
      }
    }
  };
  code.children.forEach(walk);
  return parts.join('').replace(/\n$/, '');
}

/** A theme code block (`div.theme-code-block`) as `<pre data-lang data-title><code>`. */
function simplifyCodeBlock(node: Element): Element {
  const lang = classList(node)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const titleElement = findElement(node, (candidate) => hasModuleClass(candidate, 'codeBlockTitle'));
  const code = findElement(node, (candidate) => candidate.tagName === 'code');
  const properties: Properties = {};
  if (lang) {
    properties.dataLang = lang;
  }
  if (titleElement) {
    properties.dataTitle = visibleText(titleElement);
  }
  return element('pre', properties, [text(code ? codeText(code) : '')]);
}

/** A bold label line: how a tab, an admonition and a list group are named in a twin. */
function labelParagraph(label: string): Element {
  return element('p', {}, [element('strong', {}, [text(label)])]);
}

/**
 * Tabs (theme-classic's `Tabs`, and the site's `CodeTabs`) flattened: every panel in tab order,
 * each under a bold line with its tab's label, and a thematic break after the last panel, so the
 * text that follows the tabs does not read as part of the last tab. The server renders every panel
 * (the hidden ones with `hidden`), so nothing a reader could select is lost.
 */
function simplifyTabs(node: Element, simplify: (child: ElementContent) => ElementContent[]): ElementContent[] {
  const tabList = findElement(node, (candidate) => candidate.properties.role === 'tablist');
  const labels = tabList ? childElements(tabList).map((tab) => visibleText(tab)) : [];
  const panels = findAllElements(node, (candidate) => candidate.properties.role === 'tabpanel');
  if (labels.length !== panels.length) {
    throw new Error(`A tab set has ${labels.length} tabs but ${panels.length} panels.`);
  }
  return [
    ...panels.flatMap((panel, index) => [labelParagraph(labels[index] ?? ''), ...panel.children.flatMap(simplify)]),
    element('hr', {}, []),
  ];
}

/** The label of an admonition: its title, or its type capitalised when the title is the default. */
export function admonitionLabel(type: string, heading: string): string {
  const label = heading.trim() === '' || heading.trim().toLowerCase() === type.toLowerCase() ? type : heading.trim();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** An admonition as a blockquote that opens with its label in bold. */
function simplifyAdmonition(node: Element, simplify: (child: ElementContent) => ElementContent[]): Element {
  const type =
    classList(node)
      .find((name) => name.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const heading = findElement(node, (candidate) => hasModuleClass(candidate, 'admonitionHeading'));
  const content = findElement(node, (candidate) => hasModuleClass(candidate, 'admonitionContent'));
  return element('blockquote', {}, [
    labelParagraph(admonitionLabel(type, heading ? visibleText(heading) : '')),
    ...(content ? content.children.flatMap(simplify) : []),
  ]);
}

/** The caption of a diagram, as the line that introduces its list. */
function diagramCaption(figure: Element): Element | undefined {
  const caption = childElements(figure).find((child) => child.tagName === 'figcaption');
  return caption ? element('p', {}, [element('em', {}, [text(`Diagram: ${visibleText(caption)}`)])]) : undefined;
}

/** `FlowDiagram`: its caption, then its steps as an ordered list, then the loop back, if any. */
function simplifyFlowDiagram(figure: Element, list: Element): ElementContent[] {
  const steps = childElements(list).map((step) => {
    const [label, detail] = childElements(step);
    const children: ElementContent[] = [element('strong', {}, [text(label ? visibleText(label) : visibleText(step))])];
    if (detail) {
      children.push(text(`: ${visibleText(detail)}`));
    }
    return element('li', {}, children);
  });
  const loop = findElement(figure, (candidate) => candidate.tagName === 'p' && hasModuleClass(candidate, 'loop'));
  const caption = diagramCaption(figure);
  return [
    ...(caption ? [caption] : []),
    element('ol', {}, steps),
    ...(loop ? [element('p', {}, [text(`Back to step 1: ${sentence(visibleText(loop))}`)])] : []),
  ];
}

/** Text that ends as a sentence does. */
function sentence(value: string): string {
  return /[.!?]$/.test(value) ? value : `${value}.`;
}

interface SpanLine {
  readonly depth: number;
  readonly name: string;
  readonly duration: string;
}

/** Spans in waterfall order, each with its depth, as a nested list (a child under its parent). */
export function spanTreeList(spans: readonly SpanLine[]): Element {
  const root = element('ul', {}, []);
  const stack: {depth: number; list: Element}[] = [{depth: 0, list: root}];
  for (const span of spans) {
    while (stack.length > 1 && (stack.at(-1)?.depth ?? 0) > span.depth) {
      stack.pop();
    }
    let top = stack.at(-1) ?? {depth: 0, list: root};
    if (span.depth > top.depth) {
      const parent = childElements(top.list).at(-1);
      if (parent) {
        const nested = element('ul', {}, []);
        parent.children.push(nested);
        top = {depth: span.depth, list: nested};
        stack.push(top);
      }
    }
    top.list.children.push(element('li', {}, [text(`${span.name} (${span.duration})`)]));
  }
  return root;
}

/** `SpanTree`: its caption, then the spans as a nested list with their durations. */
function simplifySpanTree(figure: Element, list: Element): ElementContent[] {
  const spans = childElements(list).map((item) => {
    const parts = childElements(item).filter((part) => visibleText(part) !== '');
    const depth = Number(item.properties.dataDepth ?? 0);
    return {
      depth: Number.isFinite(depth) ? depth : 0,
      name: parts[0] ? visibleText(parts[0]) : '',
      duration: parts.at(-1) && parts.length > 1 ? visibleText(parts.at(-1) as Element) : '',
    };
  });
  const caption = diagramCaption(figure);
  return [...(caption ? [caption] : []), spanTreeList(spans)];
}

/** `CardGrid`: a list of links, each with its note and description. */
function simplifyCardGrid(list: Element): Element {
  const items = childElements(list).map((item) => {
    const card = findElement(item, (candidate) => candidate.tagName === 'a');
    const parts = card ? childElements(card).map((part) => visibleText(part)) : [];
    const [title = '', ...rest] = parts;
    const description = rest.at(-1);
    const meta = rest.length > 1 ? rest[0] : undefined;
    const children: ElementContent[] = [element('a', {href: card?.properties.href ?? ''}, [text(title)])];
    if (meta) {
      children.push(text(` (${meta})`));
    }
    if (description) {
      children.push(text(`: ${description}`));
    }
    return element('li', {}, children);
  });
  return element('ul', {}, items);
}

/** Elements a twin leaves out: they only work in a browser, or are decoration. */
function isDropped(node: Element): boolean {
  return (
    hasClass(node, 'hash-link') ||
    node.properties.ariaHidden === 'true' ||
    ['svg', 'form', 'button', 'input', 'script', 'style', 'template', 'noscript'].includes(node.tagName)
  );
}

/** A link or image address resolved against the page, so it works outside the site. */
export function absoluteUrl(value: string, pageUrl: string): string {
  if (value === '') {
    return value;
  }
  try {
    return new URL(value, pageUrl).href;
  } catch {
    return value;
  }
}

/**
 * Rewrites an article's components into plain HTML elements (see the module comment). `pageUrl`
 * is the page's absolute URL; links and images are resolved against it.
 */
export function simplifyArticle(article: Element, pageUrl: string): Element {
  const simplify = (node: ElementContent): ElementContent[] => {
    if (node.type === 'comment') {
      return [];
    }
    if (node.type !== 'element') {
      return [node];
    }
    if (isDropped(node)) {
      return [];
    }
    if (hasClass(node, 'theme-code-block')) {
      return [simplifyCodeBlock(node)];
    }
    if (hasClass(node, 'tabs-container')) {
      return simplifyTabs(node, simplify);
    }
    if (hasClass(node, 'theme-admonition')) {
      return [simplifyAdmonition(node, simplify)];
    }
    if (node.tagName === 'figure') {
      const list = childElements(node).find((child) => child.tagName === 'ol' || child.tagName === 'ul');
      if (list?.tagName === 'ol') {
        return simplifyFlowDiagram(node, list);
      }
      if (list) {
        return simplifySpanTree(node, list);
      }
    }
    if (
      node.tagName === 'ul' &&
      childElements(node).some((item) => findElement(item, (c) => hasClass(c, 'argus-card')))
    ) {
      return simplify(simplifyCardGrid(node));
    }
    const properties: Properties = {...node.properties};
    for (const key of ['href', 'src'] as const) {
      const value = properties[key];
      if (typeof value === 'string') {
        properties[key] = absoluteUrl(value, pageUrl);
      }
    }
    return [{...node, properties, children: node.children.flatMap(simplify)}];
  };
  return {...article, children: article.children.flatMap(simplify)};
}

// ---------------------------------------------------------------------------------------------
// Conversion

type Handle = NonNullable<RehypeRemarkOptions['handlers']>[string];

/** `<pre data-lang data-title>` (from `simplifyCodeBlock`) as a fenced block: the title goes in the meta. */
const preHandler: Handle = (state, node) => {
  const lang = node.properties.dataLang;
  const title = node.properties.dataTitle;
  const result: Code = {
    type: 'code',
    lang: typeof lang === 'string' ? lang : null,
    meta: typeof title === 'string' && title !== '' ? `title=${JSON.stringify(title)}` : null,
    value: rawText(node),
  };
  state.patch(node, result);
  return result;
};

/**
 * A list item is loose (blank lines around its parts) only when it holds paragraphs: upstream
 * also counts a nested list of two items as loose, which put a blank line before every sublist.
 */
const liHandler: Handle = (state, node) => {
  const result: ListItem = {
    type: 'listItem',
    spread: node.children.some((child) => child.type === 'element' && child.tagName === 'p'),
    checked: null,
    children: state.toFlow(state.all(node)),
  };
  state.patch(node, result);
  return result;
};

function rawText(node: Element): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? rawText(child) : ''))
    .join('');
}

interface UnsafePattern {
  readonly character: string;
  readonly before?: string;
}

interface ToMarkdownExtension {
  readonly unsafe?: readonly UnsafePattern[];
  readonly extensions?: readonly ToMarkdownExtension[];
}

/**
 * Two of the escapes GFM's autolink literals add to plain text: `View\.name` (a `w` before a dot
 * could start `www.`) and `a\@b`, which made `Type.member` headings and addresses hard to read.
 * Linked or not, such text reads the same. The escape in `https\://` stays: a URL that GFM links
 * would take in a following `\<placeholder>` and leave the placeholder as an HTML tag (the twin
 * check in the e2e tests reports any such tag).
 */
export function isAutolinkEscape({character, before}: UnsafePattern): boolean {
  return (character === '.' && before === '[Ww]') || (character === '@' && before === '[+\\-.\\w]');
}

function withoutAutolinkEscapes(extension: ToMarkdownExtension): ToMarkdownExtension {
  return {
    ...extension,
    ...(extension.unsafe ? {unsafe: extension.unsafe.filter((pattern) => !isAutolinkEscape(pattern))} : {}),
    ...(extension.extensions ? {extensions: extension.extensions.map(withoutAutolinkEscapes)} : {}),
  };
}

/** Runs after remark-gfm: drops the escapes of `isAutolinkEscape` from its serializer. */
function remarkKeepUrlsReadable(this: {data: (key: 'toMarkdownExtensions', value?: unknown) => unknown}): void {
  const extensions = (this.data('toMarkdownExtensions') ?? []) as ToMarkdownExtension[];
  this.data('toMarkdownExtensions', extensions.map(withoutAutolinkEscapes));
}

/** Markdown with `-` bullets, `_` emphasis, fenced code and GFM tables. */
const processor = unified()
  .use(rehypeRemark, {handlers: {pre: preHandler, li: liHandler}})
  // Cells are not padded to align the pipes: a wide table would double in size.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkKeepUrlsReadable)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  });

/** The element with `ARTICLE_CLASS` in a page's HTML, if there is one. */
export function findArticle(html: string): Element | undefined {
  // Only the article is parsed: the head, the navbar and the sidebar (a link per page) are half
  // the HTML and half the time. The theme closes the article right after the content's footer.
  const classAt = html.indexOf(ARTICLE_CLASS);
  const start = html.lastIndexOf('<', classAt);
  const end = html.indexOf('</article>', classAt);
  const fragment = classAt >= 0 && start >= 0 && end > start ? html.slice(start, end) : html;
  const tree = unified()
    .use(rehypeParse, {fragment: fragment !== html})
    .parse(fragment);
  for (const child of tree.children) {
    if (child.type === 'element') {
      const found = findElement(child, (candidate) => hasClass(candidate, ARTICLE_CLASS));
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/** The Markdown of an article element (already simplified or not). */
export function articleToMarkdown(article: Element, pageUrl: string): string {
  const simplified = simplifyArticle(article, pageUrl);
  const root: Root = {type: 'root', children: simplified.children as RootContent[]};
  const mdast = processor.runSync(root);
  return `${processor.stringify(mdast).trim()}\n`;
}

/** The Markdown body of a built page: its article converted, or an error when it has none. */
export function pageToMarkdown(html: string, pageUrl: string): string {
  const article = findArticle(html);
  if (!article) {
    throw new Error(`${pageUrl}: no element with class "${ARTICLE_CLASS}" in the HTML.`);
  }
  return articleToMarkdown(article, pageUrl);
}

export interface TwinFrontMatter {
  readonly title: string;
  readonly description: string;
  /** The page's canonical (HTML) URL. */
  readonly url: string;
}

/** YAML front matter: title, description and the page the twin stands for. */
export function frontMatter({title, description, url}: TwinFrontMatter): string {
  return `---\n${yamlStringify({title, description, url}, {lineWidth: 0})}---\n`;
}

/** A whole twin: front matter, then the body. */
export function twinDocument(meta: TwinFrontMatter, body: string): string {
  return `${frontMatter(meta)}\n${body}`;
}
