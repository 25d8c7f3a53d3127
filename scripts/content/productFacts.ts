/**
 * product-facts: a page states a product fact from the data (src/data/facts.ts) instead of typing
 * it, so a release or a changed limit changes one line and no page is left behind.
 *
 * - Every `:fact[id]` names a fact that exists, and a value, not a rule (`isRule`: longer than
 *   `INLINE_FACT_WORDS`). A rule is rendered once, by `::rule[id]` under a heading of the page that
 *   owns it; `checkRuleHomes` holds it to one home site-wide. A rule's `typed` phrases only catch a number
 *   that differs from the data: saying a rule in a page's own words is the point.
 * - A current SDK version (of any line) is not typed in prose, inline code or code samples: prose
 *   writes `:fact[web.version]`, code writes `{{web.version}}`. A version that says when something
 *   arrived (a "Since" column, "from `1.9.0`", "`1.9.0` or later") is history, not the current
 *   version, and may be typed.
 * - No prose matches a phrase a fact lists in `typed` (such as "100 breadcrumbs" or "the most
 *   recent breadcrumbs"), and no table row a fact lists in `rows` (`| Breadcrumbs per session |`)
 *   types a number in its value cell. When the number differs from the data, the problem says so:
 *   the page contradicts the data.
 * - A phrase with a number the data holds (the `value` group of a `typed` pattern) is a
 *   contradiction when the number differs: "keeps the 50 most recent breadcrumbs" where the limit is
 *   100, "up to four destinations" where it is three. Small counts spelled as words compare too.
 * - Strings in JSX attributes (`detail: 'A batch closes at 512 KiB.'`) are prose a reader sees:
 *   they are held to the same typed phrases, since they cannot state a fact.
 * - A span attribute key in a code sample (`addAttribute('cart_id', …)`) follows the key style of
 *   the data (`spans.attributeKeys`).
 * - A `rate()`, `irate()` or `increase()` range in a sample or inline code is at least the window the
 *   data recommends (`metricsApi.rateWindow`): a shorter one contradicts it.
 * - The title and description, which cannot hold a fact and show in search results, type none of
 *   those phrases: they leave the value to the page.
 *
 * Changelogs and upgrade guides record the past and are not checked for typed facts.
 */
import type {Nodes, PhrasingContent, Table} from 'mdast';
import type {} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {FACTS, NUMBER_WORDS, isRule, type Fact} from '../../src/data/facts';
import {ATTRIBUTE_KEYS} from '../../src/data/sdkBehaviour';
import {
  FACT_DIRECTIVE,
  RULE_DIRECTIVE,
  inlineRuleProblem,
  resolveFact,
  resolveRule,
} from '../../src/remark/productFacts';
import {fencesOf} from './parse';
import {fenceLine, type Page, type Problem} from './types';

/** Pages about the past, where a typed version or limit is history: changelogs, upgrade guides. */
export function isHistoryPage(path: string): boolean {
  const name = path.split('/').at(-1) ?? '';
  return /changelog|upgrad/i.test(name);
}

const VERSION = /(?<![\w.])\d+\.\d+\.\d+(?![\w.]*\d)/g;
/** Words before an inline-code version that make it history ("since `1.7.0`"). */
const HISTORY_BEFORE = /\b(?:since|from|in|added in|introduced in|before|after|until|earlier than|up to)\s*$/i;
const HISTORY_AFTER = /^\s*(?:or later|or earlier|and later|and earlier|onwards)\b/i;

/**
 * A run of phrasing: its text with code and facts masked, where it starts, and its inline code.
 * `text` masks versions in inline code, which are checked apart with their history words; `plain`
 * keeps them, so a typed phrase may name one ("`@argus-io/web-sdk` `1.0.0` or later").
 */
interface Run {
  readonly text: string;
  readonly plain: string;
  readonly line: number;
  readonly codes: readonly {value: string; before: string; after: string; line: number}[];
}

const MASK = '\u2060';

function runOf(children: readonly PhrasingContent[], line: number): Run {
  let text = '';
  let plain = '';
  const codes: {value: string; before: string; after: string; line: number}[] = [];
  const pending: {value: string; at: number; end: number; line: number}[] = [];
  const walk = (nodes: readonly PhrasingContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        text += node.value;
        plain += node.value;
      } else if (node.type === 'inlineCode') {
        const at = text.length;
        // Typed phrases may span inline code ("`minSdk` 21"); versions in code are checked apart.
        text += node.value.replace(VERSION, MASK);
        plain += node.value;
        pending.push({value: node.value, at, end: text.length, line: node.position?.start.line ?? line});
      } else if (node.type === 'textDirective') {
        text += MASK;
        plain += MASK;
      } else if ('children' in node) {
        walk(node.children as PhrasingContent[]);
      }
    }
  };
  walk(children);
  for (const code of pending) {
    codes.push({
      value: code.value,
      before: text.slice(0, code.at),
      after: text.slice(code.end),
      line: code.line,
    });
  }
  return {text, plain, line, codes};
}

/** Every run of prose on the page: paragraphs, headings and table cells, wherever they sit. */
function runsOf(page: Page): {run: Run; historyColumn: boolean}[] {
  const runs: {run: Run; historyColumn: boolean}[] = [];
  const historyCells = new Set<Nodes>();
  visit(page.tree, 'table', (table: Table) => {
    const header = table.children[0]?.children.map((cell) => toString(cell).trim().toLowerCase()) ?? [];
    const columns = header.flatMap((name, index) => (/^(since|added in|version added)$/.test(name) ? [index] : []));
    for (const row of table.children.slice(1)) {
      for (const column of columns) {
        const cell = row.children[column];
        if (cell) historyCells.add(cell);
      }
    }
  });
  visit(page.tree, ['paragraph', 'heading', 'tableCell'], (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    runs.push({
      run: runOf(node.children, node.position?.start.line ?? 1),
      historyColumn: historyCells.has(node),
    });
  });
  return runs;
}

function lineIn(run: Run, index: number): number {
  return run.line + (run.text.slice(0, index).match(/\n/g)?.length ?? 0);
}

/**
 * A typed phrase as it is matched in prose: any case (a phrase may open a sentence or a table cell),
 * and a space in the pattern matches any run of white space, so a phrase may wrap across lines.
 */
function proseRegExp(pattern: RegExp): RegExp {
  const flags = new Set([...pattern.flags, 'g', 'i']);
  return new RegExp(pattern.source.replaceAll(' ', '\\s+'), [...flags].join(''));
}

/** A number as typed: digits with or without separators, or a small count spelled as a word. */
function numberOf(text: string): number {
  const word = NUMBER_WORDS.indexOf(text.toLowerCase());
  return word >= 0 ? word : Number(text.replaceAll(',', ''));
}

/** Numbers compare by value ("8" states 8.0, "three" states 3), anything else as written. */
function sameValue(stated: string, value: string): boolean {
  const a = numberOf(stated);
  const b = numberOf(value);
  return Number.isNaN(a) || Number.isNaN(b) ? stated === value : a === b;
}

/**
 * The strings of JSX attributes, as runs: a literal value (`caption="…"`) and the string literals
 * of an expression value (`steps={[{detail: '…'}]}`). Each is its own run, on its own line.
 */
function jsxRuns(page: Page): Run[] {
  const runs: Run[] = [];
  visit(page.tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || attribute.value === undefined) {
        continue;
      }
      const line = attribute.position?.start.line ?? element.position?.start.line ?? 1;
      const strings =
        typeof attribute.value === 'string'
          ? [{text: attribute.value, offset: 0}]
          : [...attribute.value.value.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => ({
              text: match[2] ?? '',
              offset: match.index,
            }));
      const source = typeof attribute.value === 'string' ? '' : attribute.value.value;
      for (const {text, offset} of strings) {
        const at = line + (source.slice(0, offset).match(/\n/g)?.length ?? 0);
        runs.push({text, plain: text, line: at, codes: []});
      }
    }
  });
  return runs;
}

/** The range of `rate(…[2m])`, `increase(…[1h])` or `irate(…[30s])`, and of a subquery `[1h:1m]`. */
const RATE_RANGE = /\b(?:rate|irate|increase)\((?:[^()[\]]|\([^()]*\))*\[(\d+)([smhdw])[\]:]/g;
const MINUTES_PER_UNIT: Readonly<Record<string, number>> = {s: 1 / 60, m: 1, h: 60, d: 1440, w: 10080};

/** Problems of the ranges in `code` shorter than the rate window fact, when the facts hold one. */
function rateWindowProblems(code: string, facts: Readonly<Record<string, Fact>>): string[] {
  const window = facts['metricsApi.rateWindow'];
  if (window === undefined) return [];
  const shortest = Number(window.value);
  return [...code.matchAll(RATE_RANGE)].flatMap((match) => {
    const minutes = Number(match[1]) * (MINUTES_PER_UNIT[match[2] ?? 'm'] ?? 1);
    return minutes < shortest
      ? [
          `the range [${match[1]}${match[2]}] is shorter than the rate() window the data holds, ${window.prose} (metricsApi.rateWindow): use at least that`,
        ]
      : [];
  });
}

/** `addAttribute('key', …)`, `AddAttribute("key", …)` and `addAttribute(key: "key", …)` in samples. */
const ATTRIBUTE_CALL = /\baddAttribute\(\s*(?:key:\s*)?(["'])([^"'\n]+)\1/gi;

/** An `attributes: {…}` object on one line of a sample, and the keys inside it. */
const ATTRIBUTE_OBJECT = /\battributes:\s*\{([^}\n]*)\}/g;
const OBJECT_KEY = /(?:^|,)\s*(["']?)([^"'\s:,]+)\1\s*:/g;

/**
 * The attribute keys a sample line passes in: to `addAttribute` or in an `attributes` object. Only
 * these follow the key style; names the SDK records by itself (`url.full`) are not checked.
 */
function attributeKeysOf(text: string): string[] {
  const keys = [...text.matchAll(ATTRIBUTE_CALL)].map((match) => match[2] ?? '');
  for (const object of text.matchAll(ATTRIBUTE_OBJECT)) {
    for (const key of (object[1] ?? '').matchAll(OBJECT_KEY)) keys.push(key[2] ?? '');
  }
  return keys;
}

/**
 * What is wrong with a typed phrase, or null. A value typed by hand is stated from the data instead;
 * a rule may be said in a page's own words, so only a number that differs from the data is wrong.
 */
function typedProblem(id: string, fact: Fact, match: RegExpExecArray): string | null {
  const stated = match.groups?.value;
  const phrase = match[0].replace(/\s+/g, ' ');
  if (stated !== undefined && !sameValue(stated, fact.value)) {
    return isRule(fact)
      ? `states ${stated} where the data holds ${fact.value} for the rule ${id} ("${phrase}")`
      : `states ${stated} where the data holds ${fact.value} for ${id} ("${phrase}"): state it as :fact[${id}]`;
  }
  return isRule(fact) ? null : `types "${phrase}" by hand, which the data holds as ${id}: state it as :fact[${id}]`;
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/;

function rowProblem(id: string, fact: Fact, label: string, stated: string): string {
  return sameValue(stated, fact.value)
    ? `types ${stated} in the "${label}" row by hand, which the data holds as ${id}: state it as :fact[${id}]`
    : `states ${stated} in the "${label}" row where the data holds ${fact.value} for ${id}: state it as :fact[${id}]`;
}

export function checkProductFacts(page: Page, facts: Readonly<Record<string, Fact>> = FACTS): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string): void => {
    problems.push({file: page.file, line, gate: 'product-facts', message});
  };

  let heading = false;
  visit(page.tree, ['heading', 'textDirective', 'leafDirective', 'containerDirective'], (node) => {
    if (node.type === 'heading') {
      heading = true;
      return;
    }
    if (node.type !== 'textDirective' && node.type !== 'leafDirective' && node.type !== 'containerDirective') return;
    const line = node.position?.start.line ?? 1;
    if (node.name === RULE_DIRECTIVE) {
      const rule = resolveRule(node.type, toString(node).trim(), node.attributes ?? {}, facts);
      if (typeof rule === 'string') report(line, rule);
      else if (!heading)
        report(
          line,
          `::rule[${toString(node).trim()}] is the rule's home: put it under a heading, so other pages can link to its anchor`,
        );
      return;
    }
    if (node.name !== FACT_DIRECTIVE) return;
    if (node.type !== 'textDirective') {
      report(line, 'a fact is stated inline, as :fact[id], not as ::fact');
      return;
    }
    const id = toString(node).trim();
    const fact = resolveFact(id, node.attributes ?? {}, facts);
    if (typeof fact === 'string') report(line, fact);
    else if (isRule(fact)) report(line, inlineRuleProblem(id, fact));
  });

  if (isHistoryPage(page.path)) {
    return problems;
  }

  const versions = new Map<string, string>();
  for (const [id, fact] of Object.entries(facts)) {
    if (fact.version) versions.set(fact.value, id);
  }
  const versionProblem = (version: string): string | null => {
    const id = versions.get(version);
    return id === undefined
      ? null
      : `types the current version ${version} (${id}): state it as :fact[${id}] in prose or {{${id}}} in code`;
  };

  // Front matter cannot hold a fact, and search results show it: it leaves values to the page.
  for (const key of ['title', 'description']) {
    const value = page.frontMatter?.data[key];
    if (typeof value !== 'string') continue;
    const line = page.frontMatter?.lines.get(key) ?? 1;
    for (const [id, fact] of Object.entries(facts)) {
      for (const pattern of isRule(fact) ? [] : fact.typed) {
        for (const match of value.matchAll(proseRegExp(pattern))) {
          report(
            line,
            `the ${key} types "${match[0]}" (${id}): front matter cannot state a fact, so leave the value to the page`,
          );
        }
      }
    }
  }

  for (const run of jsxRuns(page)) {
    for (const [id, fact] of Object.entries(facts)) {
      for (const pattern of fact.typed) {
        for (const match of run.plain.matchAll(proseRegExp(pattern))) {
          const message = typedProblem(id, fact, match);
          if (message !== null) report(lineIn(run, match.index), `a JSX attribute ${message}`);
        }
      }
    }
  }

  for (const {run, historyColumn} of runsOf(page)) {
    for (const match of run.text.matchAll(VERSION)) {
      const message = versionProblem(match[0]);
      if (message !== null) report(lineIn(run, match.index), message);
    }
    for (const code of run.codes) {
      for (const message of rateWindowProblems(code.value, facts)) report(code.line, message);
      if (historyColumn || HISTORY_BEFORE.test(code.before) || HISTORY_AFTER.test(code.after)) continue;
      for (const match of code.value.matchAll(VERSION)) {
        const message = versionProblem(match[0]);
        if (message !== null) report(code.line, message);
      }
    }
    for (const [id, fact] of Object.entries(facts)) {
      for (const pattern of fact.typed) {
        for (const match of run.plain.matchAll(proseRegExp(pattern))) {
          const message = typedProblem(id, fact, match);
          if (message !== null) report(lineIn(run, match.index), message);
        }
      }
    }
  }

  visit(page.tree, 'table', (table: Table) => {
    for (const row of table.children.slice(1)) {
      const [labelCell, valueCell] = row.children;
      const label = labelCell ? toString(labelCell).trim().toLowerCase() : '';
      const cell = valueCell ? runOf(valueCell.children, valueCell.position?.start.line ?? 1) : null;
      const number = cell ? NUMBER.exec(cell.text) : null;
      if (!cell || !number) continue;
      for (const [id, fact] of Object.entries(facts)) {
        if (fact.rows.some((name) => name.toLowerCase() === label)) {
          if (isRule(fact) && sameValue(number[0], fact.value)) continue;
          report(cell.line, rowProblem(id, fact, label, number[0]));
        }
      }
    }
  });

  for (const fence of fencesOf(page)) {
    fence.code.split('\n').forEach((text, index) => {
      for (const match of text.matchAll(VERSION)) {
        const message = versionProblem(match[0]);
        if (message !== null) report(fenceLine(fence, index), message);
      }
      for (const message of rateWindowProblems(text, facts)) report(fenceLine(fence, index), message);
      for (const key of attributeKeysOf(text)) {
        if (!ATTRIBUTE_KEYS.pattern.test(key)) {
          report(
            fenceLine(fence, index),
            `the span attribute key "${key}" does not follow the key style of the data (spans.attributeKeys): ${ATTRIBUTE_KEYS.style}`,
          );
        }
      }
    });
  }
  return problems;
}

/** Each rule has one home: `::rule[id]` stands on one page, once. */
export function checkRuleHomes(pages: readonly Page[]): Problem[] {
  const homes = new Map<string, {file: string; line: number}>();
  const problems: Problem[] = [];
  for (const page of pages) {
    visit(page.tree, 'leafDirective', (node) => {
      if (node.name !== RULE_DIRECTIVE) return;
      const id = toString(node).trim();
      const line = node.position?.start.line ?? 1;
      const home = homes.get(id);
      if (home === undefined) homes.set(id, {file: page.file, line});
      else {
        problems.push({
          file: page.file,
          line,
          gate: 'product-facts',
          message: `::rule[${id}] already has its home at ${home.file}:${home.line}: link there, and say here in your own words what this page's reader needs`,
        });
      }
    });
  }
  return problems;
}
