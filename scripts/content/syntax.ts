/**
 * Parsers for the code-parses gate: one function per language family, each returning the first
 * syntax issue (0-based line inside the sample) or null. Tree-sitter grammars load once per language.
 */
import {join} from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {parser as promqlParser} from '@prometheus-io/lezer-promql';
import {parser as traceqlParser} from '@grafana/lezer-traceql';
import {parse as parseGraphql, GraphQLError} from 'graphql';
import ts from 'typescript';
import {Language, Parser, type Node} from 'web-tree-sitter';
import {parseAllDocuments} from 'yaml';
import {checkBalanced} from './lenient';

export interface SyntaxIssue {
  /** 0-based line inside the sample. */
  readonly line: number;
  readonly message: string;
}

function lineAtOffset(code: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < code.length; i++) {
    if (code.charCodeAt(i) === 10) {
      line++;
    }
  }
  return line;
}

export function checkJson(code: string): SyntaxIssue | null {
  try {
    JSON.parse(code);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message)?.[1];
    const line = /\(line (\d+) column/.exec(message)?.[1];
    const at =
      position !== undefined ? lineAtOffset(code, Number(position)) : line !== undefined ? Number(line) - 1 : 0;
    return {
      line: at,
      message: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$| \(line \d+ column \d+\)$/, '')}`,
    };
  }
}

export function checkYaml(code: string): SyntaxIssue | null {
  for (const doc of parseAllDocuments(code)) {
    const error = doc.errors[0];
    if (error !== undefined) {
      const message = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      return {line: (error.linePos?.[0].line ?? 1) - 1, message: `invalid YAML: ${message}`};
    }
  }
  return null;
}

export type ScriptLanguage = 'typescript' | 'tsx' | 'javascript' | 'jsx';

const SCRIPT_KINDS: Readonly<Record<ScriptLanguage, ts.ScriptKind>> = {
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  javascript: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

const SCRIPT_EXTENSIONS: Readonly<Record<ScriptLanguage, string>> = {
  typescript: 'ts',
  tsx: 'tsx',
  javascript: 'js',
  jsx: 'jsx',
};

/** `parseDiagnostics` is internal to TypeScript but stable: the syntax errors `createSourceFile` found. */
interface ParsedSourceFile {
  readonly parseDiagnostics?: readonly ts.DiagnosticWithLocation[];
}

export function checkScript(code: string, lang: ScriptLanguage): SyntaxIssue | null {
  const source = ts.createSourceFile(
    `sample.${SCRIPT_EXTENSIONS[lang]}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    SCRIPT_KINDS[lang],
  );
  const diagnostic = (source as unknown as ParsedSourceFile).parseDiagnostics?.[0];
  if (diagnostic === undefined) {
    return null;
  }
  return {
    line: source.getLineAndCharacterOfPosition(diagnostic.start).line,
    message: `${lang} syntax error: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
  };
}

/** The first error node of a Lezer parse, as an issue, or null. */
function lezerIssue(tree: ReturnType<typeof promqlParser.parse>, code: string, language: string): SyntaxIssue | null {
  let errorAt: number | null = null;
  tree.iterate({
    enter: (node) => {
      if (errorAt === null && node.type.isError) {
        errorAt = node.from;
      }
      return errorAt === null;
    },
  });
  if (errorAt === null) {
    return null;
  }
  const near = code.slice(errorAt, errorAt + 20).split('\n')[0] ?? '';
  return {line: lineAtOffset(code, errorAt), message: `invalid ${language} near "${near}"`};
}

export function checkPromql(code: string): SyntaxIssue | null {
  return lezerIssue(promqlParser.parse(code), code, 'PromQL');
}

/** TraceQL, with Grafana's Lezer grammar (the one Grafana's own query editor uses). */
export function checkTraceql(code: string): SyntaxIssue | null {
  return lezerIssue(traceqlParser.parse(code), code, 'TraceQL');
}

/** A GraphQL document (operations and fragments), with the reference parser. */
export function checkGraphql(code: string): SyntaxIssue | null {
  try {
    parseGraphql(code);
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) {
      const line = (error.locations?.[0]?.line ?? 1) - 1;
      return {line, message: `graphql syntax error: ${error.message.replace(/^Syntax Error: /, '')}`};
    }
    throw error;
  }
}

/** Fence language to tree-sitter grammar (`tree-sitter-<grammar>.wasm`). */
export const TREE_SITTER_GRAMMARS = {
  kotlin: 'kotlin',
  java: 'java',
  swift: 'swift',
  objectivec: 'objc',
  dart: 'dart',
  csharp: 'c_sharp',
  python: 'python',
  bash: 'bash',
  html: 'html',
} as const;

export type TreeSitterLanguage = keyof typeof TREE_SITTER_GRAMMARS;

export function isTreeSitterLanguage(lang: string): lang is TreeSitterLanguage {
  return lang in TREE_SITTER_GRAMMARS;
}

/**
 * The node to blame: the first MISSING node or ERROR node in document order. Inside an ERROR node,
 * its first bare token (a keyword or punctuation it could not fit) is where the problem shows, since
 * error recovery often folds the valid statements before it into the same ERROR node.
 */
function firstBrokenNode(node: Node): Node | null {
  if (node.isMissing) {
    return node;
  }
  if (node.isError) {
    return (
      node.children.find((child) => child !== null && (!child.isNamed || child.isError || child.isMissing)) ?? node
    );
  }
  if (!node.hasError) {
    return null;
  }
  for (const child of node.children) {
    const broken = child === null ? null : firstBrokenNode(child);
    if (broken !== null) {
      return broken;
    }
  }
  return node;
}

/** Loads each grammar once; `Parser.init()` runs once per process. */
export class TreeSitterParsers {
  private static init: Promise<void> | null = null;
  private readonly parsers = new Map<TreeSitterLanguage, Promise<Parser>>();

  constructor(private readonly wasmDir: string) {}

  /**
   * V8's optimising tier stalls about a second compiling each large grammar (Kotlin, Swift, C#)
   * the first time it parses; the baseline compiler alone parses a sample in microseconds. The flag
   * only affects WebAssembly compiled after it is set.
   */
  private static start(): Promise<void> {
    setFlagsFromString('--liftoff-only');
    return Parser.init();
  }

  private load(lang: TreeSitterLanguage): Promise<Parser> {
    let parser = this.parsers.get(lang);
    if (parser === undefined) {
      TreeSitterParsers.init ??= TreeSitterParsers.start();
      parser = TreeSitterParsers.init.then(async () => {
        const language = await Language.load(join(this.wasmDir, `tree-sitter-${TREE_SITTER_GRAMMARS[lang]}.wasm`));
        const instance = new Parser();
        instance.setLanguage(language);
        return instance;
      });
      this.parsers.set(lang, parser);
    }
    return parser;
  }

  async check(code: string, lang: TreeSitterLanguage): Promise<SyntaxIssue | null> {
    const parser = await this.load(lang);
    let tree: ReturnType<Parser['parse']>;
    try {
      tree = parser.parse(code);
    } catch {
      // The bash grammar of tree-sitter-wasms calls a scanner import this web-tree-sitter lacks on
      // some valid scripts (`[ "$a" != "b" ]`, `case`): the parse throws and leaves the parser
      // unusable. Load the grammar afresh for the next sample, and check this one leniently.
      this.parsers.delete(lang);
      return checkBalanced(code, lang);
    }
    if (tree === null) {
      return {line: 0, message: `${lang} sample could not be parsed`};
    }
    try {
      const broken = firstBrokenNode(tree.rootNode);
      if (broken === null) {
        return null;
      }
      const near = broken.isMissing
        ? `missing "${broken.type}"`
        : `unexpected "${(broken.text.split('\n')[0] ?? '').slice(0, 40)}"`;
      return {line: broken.startPosition.row, message: `${lang} syntax error: ${near}`};
    } finally {
      tree.delete();
    }
  }
}

/**
 * The commands of a shell session as a bash script: lines starting with `$ ` are commands, and
 * lines after one ending in `\` continue it; every other line is output. `lines[i]` is the sample
 * line of script line `i`.
 */
export function sessionCommands(code: string): {script: string; lines: number[]} {
  const script: string[] = [];
  const lines: number[] = [];
  let continued = false;
  code.split('\n').forEach((text, index) => {
    if (continued || text.startsWith('$ ')) {
      script.push(continued ? text : text.slice(2));
      lines.push(index);
      continued = text.endsWith('\\');
    }
  });
  return {script: script.join('\n'), lines};
}
