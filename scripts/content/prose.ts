/**
 * prose: sentences a person wrote, not sentences a splice made.
 *
 * - colon-chain: no sentence chains two or more colons ("The policy is simple: keep one: with …").
 * - lower-case-start: no sentence starts in lower case ("…and commit it. the native SDKs start…").
 *   A sentence may start with inline code or a name that is spelled in lower case (`iOS`, `npm`).
 * - repeated-sentence: no sentence of `MIN_SENTENCE_WORDS` words or more stands twice on a page.
 * - repeated-passage: no run of `RUN_WORDS` words of prose stands on `RUN_PAGES` pages or more:
 *   a rule has one home, and other pages say what their reader needs in their own words and link
 *   there. Changelogs record the past in their own format and are left out, as are the notices a
 *   page declares with `PASSAGE_NOTICES`.
 *
 * Prose is what a reader reads as sentences: paragraphs, wherever they sit (lists, admonitions,
 * tabs), with facts (`:fact[id]`, `::rule[id]`) stated as the build states them. Headings, tables
 * (whose cells hold no paragraphs), code and JSX attributes are not prose here. Inline code is
 * masked, so a colon or a lower-case word in code does not count.
 */
import type {Paragraph, PhrasingContent} from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {FACTS, type Fact} from '../../src/data/facts';
import {FACT_DIRECTIVE, RULE_DIRECTIVE} from '../../src/remark/productFacts';
import type {Page, Problem} from './types';

export const RUN_WORDS = 15;
export const RUN_PAGES = 4;
export const MIN_SENTENCE_WORDS = 6;
/** Share of 15-word runs that may stand on 4 pages or more (the figure `lint:content` prints). */
export const MAX_REPEATED_SHARE = 0.01;

/**
 * Notices a site shows on many pages on purpose, as the words they start with (lower case). None
 * is written in Markdown today: the legacy banner is a component and is not prose here.
 */
export const PASSAGE_NOTICES: readonly string[] = [];

/** Words spelled in lower case that may open a sentence. */
const LOWER_CASE_NAMES = new Set([
  'iOS',
  'iPadOS',
  'macOS',
  'tvOS',
  'watchOS',
  'visionOS',
  'iPhone',
  'iPad',
  'dSYM',
  'dSYMs',
  'npm',
  'pnpm',
  'e.g.',
  'i.e.',
]);

/** Abbreviations a sentence does not end with. */
const ABBREVIATIONS = /(?:\be\.g|\bi\.e|\betc|\bvs|\bcf|\bapprox|\bNo)\.$/i;

/** A code character in `masked`: not a letter, not a colon, not sentence punctuation. */
const CODE = '\u2022';

export interface Sentence {
  /** As a reader reads it. */
  readonly text: string;
  /**
   * The first words of a list item, which may finish the sentence that leads into the list ("You
   * must: - tell your users…"), and so may start in lower case.
   */
  readonly listStart?: boolean;
  /** The same length as `text`, with inline code and the code of facts masked by `CODE`. */
  readonly masked: string;
  readonly line: number;
}

interface Piece {
  text: string;
  masked: string;
}

/** A fact's prose as text, with its backticked parts masked. */
function factPiece(fact: Fact): Piece {
  const piece: Piece = {text: '', masked: ''};
  fact.prose
    .replaceAll('**', '')
    .split(/`([^`]+)`/)
    .forEach((part, index) => {
      piece.text += part;
      piece.masked += index % 2 === 1 ? CODE.repeat(part.length) : part;
    });
  return piece;
}

function phrasingPiece(nodes: readonly PhrasingContent[], facts: Readonly<Record<string, Fact>>): Piece {
  const piece: Piece = {text: '', masked: ''};
  const add = (text: string, masked = text): void => {
    piece.text += text;
    piece.masked += masked;
  };
  for (const node of nodes) {
    if (node.type === 'text') add(node.value);
    else if (node.type === 'inlineCode') add(node.value, CODE.repeat(node.value.length));
    else if (node.type === 'break') add(' ');
    else if (node.type === 'textDirective' && node.name === FACT_DIRECTIVE) {
      const fact = facts[toString(node).trim()];
      const part = fact ? factPiece(fact) : {text: CODE, masked: CODE};
      add(part.text, part.masked);
    } else if (node.type === 'mdxTextExpression' || node.type === 'html' || node.type === 'image') continue;
    else if ('children' in node) {
      const part = phrasingPiece(node.children as PhrasingContent[], facts);
      add(part.text, part.masked);
    }
  }
  return piece;
}

/** Splits a paragraph's text into sentences at `.`, `!` or `?` followed by white space. */
export function splitSentences(piece: Piece, line: number): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = /[.!?]["')\]]*\s+/g;
  let start = 0;
  for (const match of piece.masked.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const before = piece.text.slice(start, match.index + 1);
    if (ABBREVIATIONS.test(before.trimEnd())) continue;
    sentences.push(sentenceOf(piece, start, end, line));
    start = end;
  }
  if (start < piece.text.length) sentences.push(sentenceOf(piece, start, piece.text.length, line));
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text));
}

function sentenceOf(piece: Piece, start: number, end: number, line: number): Sentence {
  const lines = piece.text.slice(0, start).match(/\n/g)?.length ?? 0;
  return {
    text: piece.text.slice(start, end).trim().replace(/\s+/g, ' '),
    masked: piece.masked.slice(start, end).trim().replace(/\s+/g, ' '),
    line: line + lines,
  };
}

/** An admonition's title is a paragraph marked as the directive's label: a heading, not prose. */
function isLabel(paragraph: Paragraph): boolean {
  return (paragraph.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
}

/**
 * The prose of each page, kept for the page and facts it was read with: the gates that read one page
 * and the one that compares pages read the same paragraphs, once.
 */
const proseByPage = new WeakMap<Page, WeakMap<object, Sentence[][]>>();

/** The prose of a page, a paragraph at a time: each paragraph's sentences. */
export function proseOf(page: Page, facts: Readonly<Record<string, Fact>> = FACTS): Sentence[][] {
  let byFacts = proseByPage.get(page);
  if (byFacts === undefined) proseByPage.set(page, (byFacts = new WeakMap()));
  const known = byFacts.get(facts);
  if (known !== undefined) return known;
  const paragraphs: Sentence[][] = [];
  visit(page.tree, (node, _index, parent) => {
    if (node.type === 'leafDirective' && node.name === RULE_DIRECTIVE) {
      const fact = facts[toString(node).trim()];
      if (fact) paragraphs.push(splitSentences(factPiece(fact), node.position?.start.line ?? 1));
      return 'skip';
    }
    if (node.type !== 'paragraph') return undefined;
    if (isLabel(node)) return 'skip';
    const sentences = splitSentences(phrasingPiece(node.children, facts), node.position?.start.line ?? 1);
    const first = sentences[0];
    if (first !== undefined && parent?.type === 'listItem' && parent.children[0] === node) {
      sentences[0] = {...first, listStart: true};
    }
    paragraphs.push(sentences);
    return 'skip';
  });
  byFacts.set(facts, paragraphs);
  return paragraphs;
}

/** The words of a sentence as compared across pages: lower case, punctuation dropped. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’._/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? []).map((word) =>
    word.replaceAll('’', "'"),
  );
}

/** Colons that chain clauses: not in code, not in a URL or a time. */
function colonCount(masked: string): number {
  return [...masked.matchAll(/:(?!\/\/)(?!\d)/g)].length;
}

function startsInLowerCase(sentence: Sentence): boolean {
  if (sentence.listStart === true) return false;
  const masked = sentence.masked.replace(/^[\s"'(*_[\]]+/, '');
  if (!/^\p{Ll}/u.test(masked)) return false;
  const first = sentence.text.replace(/^[\s"'(*_[\]]+/, '').split(/[\s,;:]/)[0] ?? '';
  return !LOWER_CASE_NAMES.has(first) && !LOWER_CASE_NAMES.has(first.replace(/[.!?]$/, ''));
}

function quote(text: string, words = 14): string {
  const all = text.split(' ');
  return all.length > words ? `${all.slice(0, words).join(' ')} …` : text;
}

/** colon-chain, lower-case-start and repeated-sentence: the gates that read one page. */
export function checkProse(page: Page, facts: Readonly<Record<string, Fact>> = FACTS): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  for (const paragraph of proseOf(page, facts)) {
    for (const sentence of paragraph) {
      if (colonCount(sentence.masked) >= 2) {
        problems.push({
          file: page.file,
          line: sentence.line,
          gate: 'colon-chain',
          message: `a sentence chains ${colonCount(sentence.masked)} colons ("${quote(sentence.text)}"): split it, or make the list a list`,
        });
      }
      if (startsInLowerCase(sentence)) {
        problems.push({
          file: page.file,
          line: sentence.line,
          gate: 'lower-case-start',
          message: `a sentence starts in lower case ("${quote(sentence.text, 8)}")`,
        });
      }
      const words = wordsOf(sentence.text);
      // A changelog's entries may say the same short thing of two releases.
      if (words.length < MIN_SENTENCE_WORDS || isChangelog(page.path)) continue;
      const key = words.join(' ');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, sentence.line);
      else {
        problems.push({
          file: page.file,
          line: sentence.line,
          gate: 'repeated-sentence',
          message: `this sentence already stands on line ${first} ("${quote(sentence.text)}"): say it once`,
        });
      }
    }
  }
  return problems;
}

/** A changelog records the past in its own format; its entries are not compared across pages. */
export function isChangelog(path: string): boolean {
  return /changelog/i.test(path.split('/').at(-1) ?? '');
}

export interface PassageReport {
  readonly problems: Problem[];
  /** 15-word runs of prose on the compared pages. */
  readonly runs: number;
  /** Of those, runs that stand on `RUN_PAGES` pages or more (notices aside). */
  readonly repeated: number;
}

interface Run {
  readonly page: string;
  readonly line: number;
  readonly key: string;
}

/** The 15-word runs of each paragraph of a page (a run does not cross paragraphs). */
function runsOf(page: Page, facts: Readonly<Record<string, Fact>>): Run[][] {
  return proseOf(page, facts).map((paragraph) => {
    const words: {word: string; line: number}[] = paragraph.flatMap((sentence) =>
      wordsOf(sentence.text).map((word) => ({word, line: sentence.line})),
    );
    const runs: Run[] = [];
    for (let index = 0; index + RUN_WORDS <= words.length; index++) {
      runs.push({
        page: page.file,
        line: words[index]?.line ?? 1,
        key: words
          .slice(index, index + RUN_WORDS)
          .map((entry) => entry.word)
          .join(' '),
      });
    }
    return runs;
  });
}

function isNotice(key: string): boolean {
  return PASSAGE_NOTICES.some((notice) => key.startsWith(notice) || notice.includes(key));
}

/**
 * repeated-passage over a set of pages. `only`, when given, limits the problems to those pages
 * (the others are still compared against): a writer's check of the pages they changed.
 */
export function checkPassages(
  pages: readonly Page[],
  {facts = FACTS, only}: {facts?: Readonly<Record<string, Fact>>; only?: ReadonlySet<string>} = {},
): PassageReport {
  const compared = pages.filter((page) => !page.partial && !isChangelog(page.path));
  const byPage = new Map(compared.map((page) => [page.file, runsOf(page, facts)]));
  const pagesOf = new Map<string, Set<string>>();
  for (const [file, paragraphs] of byPage) {
    for (const run of paragraphs.flat()) {
      let set = pagesOf.get(run.key);
      if (set === undefined) pagesOf.set(run.key, (set = new Set()));
      set.add(file);
    }
  }
  const problems: Problem[] = [];
  let runs = 0;
  let repeated = 0;
  for (const [file, paragraphs] of byPage) {
    for (const paragraph of paragraphs) {
      // One problem for each stretch of overlapping repeated runs: the passage, not every word of it.
      let stretch: {line: number; words: number; others: Set<string>; first: string} | null = null;
      const close = (): void => {
        if (stretch === null) return;
        if (only === undefined || only.has(file)) {
          const others = [...stretch.others].sort();
          const listed = others.slice(0, 3).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
          problems.push({
            file,
            line: stretch.line,
            gate: 'repeated-passage',
            message: `a passage of ${stretch.words} words also stands on ${listed} ("${quote(stretch.first)}"): give the rule one home, and say here in your own words what this page's reader needs, with a link`,
          });
        }
        stretch = null;
      };
      paragraph.forEach((run, index) => {
        runs += 1;
        const set = pagesOf.get(run.key) ?? new Set<string>();
        if (set.size < RUN_PAGES || isNotice(run.key)) {
          close();
          return;
        }
        repeated += 1;
        if (stretch === null) {
          stretch = {line: run.line, words: RUN_WORDS, others: new Set(), first: run.key};
        } else {
          stretch.words += 1;
        }
        for (const other of set) if (other !== file) stretch.others.add(other);
        if (index === paragraph.length - 1) close();
      });
      close();
    }
  }
  return {problems, runs, repeated};
}
