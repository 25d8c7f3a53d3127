/**
 * Lenient checks for code with no grammar here (Groovy, XML, GraphQL, vendor query languages) and for fragments (`partial` fences):
 * brackets and quotes must balance, ignoring those inside strings and comments as far as a simple
 * scanner can tell.
 */
import type {SyntaxIssue} from './syntax';

interface Lexicon {
  readonly lineComments: readonly string[];
  /** `#` starts a comment only at the start of a line or after whitespace (shell, YAML, Python). */
  readonly hashComments: boolean;
  readonly blockComments: readonly (readonly [string, string])[];
  /** String delimiters, longest first (`"""` before `"`). */
  readonly quotes: readonly string[];
  /** Strings delimited by these may span lines. */
  readonly multiline: readonly string[];
}

const C_LIKE: Lexicon = {
  lineComments: ['//'],
  hashComments: false,
  blockComments: [['/*', '*/']],
  quotes: ['"""', '"', "'"],
  multiline: ['"""'],
};

const SHELL: Lexicon = {
  lineComments: [],
  hashComments: true,
  blockComments: [],
  quotes: ['"', "'"],
  multiline: ['"', "'"],
};

const LEXICONS: Readonly<Record<string, Lexicon>> = {
  kotlin: C_LIKE,
  java: {...C_LIKE, quotes: ['"""', '"', "'"]},
  swift: {...C_LIKE, quotes: ['"""', '"']},
  objectivec: {...C_LIKE, quotes: ['"', "'"], multiline: []},
  csharp: {...C_LIKE, quotes: ['"""', '"', "'"]},
  dart: {...C_LIKE, quotes: ['"""', "'''", '"', "'"], multiline: ['"""', "'''"]},
  groovy: {...C_LIKE, quotes: ['"""', "'''", '"', "'"], multiline: ['"""', "'''"]},
  typescript: {...C_LIKE, quotes: ['"', "'", '`'], multiline: ['`']},
  tsx: {...C_LIKE, quotes: ['"', '`'], multiline: ['`']},
  javascript: {...C_LIKE, quotes: ['"', "'", '`'], multiline: ['`']},
  jsx: {...C_LIKE, quotes: ['"', '`'], multiline: ['`']},
  json: {lineComments: [], hashComments: false, blockComments: [], quotes: ['"'], multiline: []},
  yaml: {lineComments: [], hashComments: true, blockComments: [], quotes: ['"'], multiline: []},
  python: {
    lineComments: [],
    hashComments: true,
    blockComments: [],
    quotes: ['"""', "'''", '"', "'"],
    multiline: ['"""', "'''"],
  },
  ruby: {lineComments: [], hashComments: true, blockComments: [], quotes: ['"', "'"], multiline: []},
  bash: SHELL,
  'shell-session': SHELL,
  promql: {lineComments: [], hashComments: true, blockComments: [], quotes: ['"', "'", '`'], multiline: []},
  graphql: {lineComments: [], hashComments: true, blockComments: [], quotes: ['"""', '"'], multiline: ['"""']},
  traceql: {lineComments: [], hashComments: false, blockComments: [], quotes: ['"', '`'], multiline: []},
  esql: {
    lineComments: ['//'],
    hashComments: false,
    blockComments: [['/*', '*/']],
    quotes: ['"""', '"'],
    multiline: ['"""'],
  },
  kql: {lineComments: [], hashComments: false, blockComments: [], quotes: ['"'], multiline: []},
  nrql: {
    lineComments: ['//', '--'],
    hashComments: false,
    blockComments: [['/*', '*/']],
    quotes: ["'", '`'],
    multiline: [],
  },
  opal: {lineComments: ['//'], hashComments: false, blockComments: [], quotes: ['"', "'"], multiline: []},
  signalflow: {lineComments: [], hashComments: true, blockComments: [], quotes: ['"', "'"], multiline: []},
  datadog: {lineComments: [], hashComments: false, blockComments: [], quotes: ['"'], multiline: []},
};

const OPENERS: Readonly<Record<string, string>> = {'(': ')', '[': ']', '{': '}'};
const CLOSERS: Readonly<Record<string, string>> = {')': '(', ']': '[', '}': '{'};

/** Checks that (), [] and {} nest and that strings and block comments end. `lang` picks the lexicon. */
export function checkBalanced(code: string, lang: string): SyntaxIssue | null {
  const lex = LEXICONS[lang] ?? C_LIKE;
  const stack: {char: string; line: number}[] = [];
  let line = 0;
  let i = 0;
  const at = (token: string): boolean => code.startsWith(token, i);
  while (i < code.length) {
    const char = code[i] ?? '';
    if (char === '\n') {
      line++;
      i++;
      continue;
    }
    const lineComment = lex.lineComments.find(at);
    const hash = lex.hashComments && char === '#' && (i === 0 || /\s/.test(code[i - 1] ?? ''));
    if (lineComment !== undefined || hash) {
      const end = code.indexOf('\n', i);
      i = end === -1 ? code.length : end;
      continue;
    }
    const block = lex.blockComments.find(([open]) => at(open));
    if (block !== undefined) {
      const end = code.indexOf(block[1], i + block[0].length);
      if (end === -1) {
        return {line, message: `comment opened with ${block[0]} never ends`};
      }
      line += countLines(code.slice(i, end));
      i = end + block[1].length;
      continue;
    }
    const quote = lex.quotes.find(at);
    if (quote !== undefined) {
      const startLine = line;
      let j = i + quote.length;
      let closed = false;
      while (j < code.length) {
        if (code[j] === '\\') {
          j += 2;
          continue;
        }
        if (code[j] === '\n' && !lex.multiline.includes(quote)) {
          break;
        }
        if (code.startsWith(quote, j)) {
          closed = true;
          break;
        }
        j++;
      }
      if (!closed) {
        return {line: startLine, message: `string opened with ${quote} never ends`};
      }
      line += countLines(code.slice(i, j));
      i = j + quote.length;
      continue;
    }
    if (char in OPENERS) {
      stack.push({char, line});
    } else if (char in CLOSERS) {
      const open = stack.pop();
      if (open === undefined) {
        return {line, message: `unexpected "${char}" with no matching "${CLOSERS[char] ?? ''}"`};
      }
      if (OPENERS[open.char] !== char) {
        return {line, message: `"${char}" closes "${open.char}" opened on line ${open.line + 1} of the sample`};
      }
    }
    i++;
  }
  const open = stack.pop();
  return open === undefined ? null : {line: open.line, message: `"${open.char}" is never closed`};
}

function countLines(text: string): number {
  let count = 0;
  for (const char of text) {
    if (char === '\n') {
      count++;
    }
  }
  return count;
}

const XML_SKIP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g;
const XML_TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

/** Checks XML leniently: tags well formed (quoted attributes) and nested, comments closed. */
export function checkXml(code: string): SyntaxIssue | null {
  const lineOf = (offset: number): number => countLines(code.slice(0, offset));
  const text = code.replace(XML_SKIP, (match) => match.replace(/[^\n]/g, ' '));
  const openComment = text.indexOf('<!--');
  if (openComment !== -1) {
    return {line: lineOf(openComment), message: 'comment opened with <!-- never ends'};
  }
  const stack: {name: string; offset: number}[] = [];
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    XML_TAG.lastIndex = i;
    const match = XML_TAG.exec(text);
    if (match === null) {
      return {line: lineOf(i), message: 'malformed tag (check its quotes and closing >)'};
    }
    const [, closing, name = '', , selfClosing] = match;
    if (closing === '/') {
      const open = stack.pop();
      if (open === undefined || open.name !== name) {
        const expected =
          open === undefined ? 'no open tag' : `<${open.name}> from line ${lineOf(open.offset) + 1} of the sample`;
        return {line: lineOf(i), message: `</${name}> does not close ${expected}`};
      }
    } else if (selfClosing !== '/') {
      stack.push({name, offset: i});
    }
  }
  const open = stack.pop();
  return open === undefined ? null : {line: lineOf(open.offset), message: `<${open.name}> is never closed`};
}
