/**
 * typescript-samples: every complete TypeScript and TSX sample of a React Native or Web page
 * type-checks with `tsc --strict` against declarations made from the API data of its SDK line
 * (scripts/samples/declarations.ts): a legacy page against its legacy line, a fence with `api=<id>`
 * against that line. A fence marked `partial` is a fragment and is not compiled.
 *
 * Packages other than the SDK's are declared as modules of `any` (a sample's `react-native` or
 * `redux` import is not what this checks); React's own types come from `@types/react`. Product
 * tokens (`{{web.version}}`) are replaced as the build replaces them. Each problem names the page
 * and the line of the sample, and the compiler's message.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import type {ApiId, SdkApi} from '../../src/data/api/types';
import {replaceTokens} from '../../src/remark/productTokens';
import {apiOfFence, platformOf} from '../content/apiSymbols';
import {fencesOf} from '../content/parse';
import type {Page, Problem} from '../content/types';
import {THIRD_PARTY_TYPES, declarationsOf, packageOf} from './declarations';

export const TYPESCRIPT_LANGUAGES: ReadonlySet<string> = new Set(['typescript', 'ts', 'tsx']);

export interface Sample {
  /** The page, as printed (`docs/web/index.mdx`). */
  readonly file: string;
  /**
   * Declarations the page shows in a fence titled `*.d.ts` (`declare const __APP_VERSION__: string;`),
   * which its other samples rely on as an app's other files would.
   */
  readonly prelude: string;
  /** Line of the opening backticks. */
  readonly line: number;
  readonly lang: string;
  readonly code: string;
  readonly api: SdkApi;
}

/** The complete TypeScript and TSX samples of a page, each with the API line it is checked against. */
export function typeScriptSamples(page: Page, apis: Readonly<Record<ApiId, SdkApi>>): Sample[] {
  const platform = platformOf(page.path);
  const fences = fencesOf(page).filter((fence) => TYPESCRIPT_LANGUAGES.has(fence.lang) && !fence.partial);
  const isDeclarations = (meta: string): boolean => /\btitle=["']?[^"'\s]*\.d\.ts\b/.test(meta);
  const prelude = fences
    .filter((fence) => isDeclarations(fence.meta))
    .map((fence) => fence.code)
    .join('\n');
  return fences.flatMap((fence) => {
    const api = apiOfFence(fence, platform, apis);
    if (api === null || api.language !== 'typescript') return [];
    return [
      {
        file: page.file,
        line: fence.line,
        lang: fence.lang,
        code: fence.code,
        api,
        prelude: isDeclarations(fence.meta) ? '' : prelude,
      },
    ];
  });
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['react', 'node'],
  skipLibCheck: true,
  isolatedModules: true,
  allowJs: false,
};

/** What React Native's Metro defines for every app. */
const RN_GLOBALS = 'declare const __DEV__: boolean;\n';
/** What Vite's client types declare, as loosely as Vite declares them. */
const WEB_GLOBALS = 'interface ImportMeta {\n  readonly env: {readonly [key: string]: any};\n}\n';

/** Specifiers of relative imports (`./App`), rewritten to one wildcard module of the app's own code. */
const LOCAL = 'app:';

/**
 * The names a sample imports from each package other than the SDK's, React's and Node's: they are
 * declared as `Loose`, a value of any shape that is also a type, so a sample's `react-native` or
 * `vue-router` code compiles without those packages, and a callback passed to one is still typed.
 */
function otherImports(samples: readonly string[], declared: ReadonlySet<string>): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  const clause = /\bimport\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  for (const code of samples) {
    for (const match of code.matchAll(clause)) {
      const name = match[2] ?? match[3] ?? '';
      if (declared.has(name) || name === 'react' || name.startsWith('react/') || name.startsWith('node:')) continue;
      const names = modules.get(name) ?? new Set<string>();
      const spec = match[1] ?? '';
      const braces = /\{([^}]*)\}/.exec(spec)?.[1] ?? '';
      for (const part of braces.split(',')) {
        const imported = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (imported) names.add(imported);
      }
      // A default import used as a namespace (`webpack.Configuration`): its members, as `.Name`.
      const local = /^\s*([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(spec)?.[1];
      if (local !== undefined) {
        for (const member of code.matchAll(new RegExp(`\\b${local}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
          names.add(`.${member[1] ?? ''}`);
        }
      }
      modules.set(name, names);
    }
  }
  return modules;
}

/** The ambient declarations of the packages a sample set imports besides the SDK's. */
function looseModules(modules: ReadonlyMap<string, ReadonlySet<string>>): string {
  const loose = [
    '/** Any value of a package the samples use besides the SDK: callable, constructible, any member. */',
    'interface Loose {',
    '  (...args: any[]): any;',
    '  new (...args: any[]): any;',
    '  [key: string]: Loose;',
    '}',
  ];
  const declarations = [...modules]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, names]) => {
      const pair = (imported: string): string =>
        `export const ${imported}: Loose;\n    export type ${imported}<A = any, B = any, C = any> = any;`;
      const named = [...names].filter((entry) => !entry.startsWith('.')).sort();
      const members = [...names]
        .filter((entry) => entry.startsWith('.'))
        .map((entry) => entry.slice(1))
        .sort();
      return [
        `declare module '${name}' {`,
        '  function loose(...args: any[]): any;',
        `  namespace loose {\n    ${members.map(pair).join('\n    ')}\n  }`,
        '  export default loose;',
        ...named.map((imported) => `  ${pair(imported).replace('\n    ', '\n  ')}`),
        '}',
      ].join('\n');
    });
  return [...loose, ...declarations].join('\n');
}

/** "Parameter implicitly has an 'any' type", and its forms for binding and rest parameters. */
const IMPLICIT_ANY = new Set([7006, 7031, 7019]);

function nodeAt(file: ts.SourceFile, position: number): ts.Node | undefined {
  const find = (node: ts.Node): ts.Node | undefined =>
    position >= node.getStart(file) && position < node.getEnd() ? (ts.forEachChild(node, find) ?? node) : undefined;
  return find(file);
}

/**
 * An implicit `any` that only the stand-in of another package causes: the callback is an argument
 * (or inside an object or array argument, or returned by such a callback) of a call whose callee is
 * `any`, so the package's real types would have typed it. Any other implicit `any` is the sample's.
 */
function isLooseCallback(diagnostic: ts.Diagnostic, checker: ts.TypeChecker): boolean {
  if (!IMPLICIT_ANY.has(diagnostic.code) || diagnostic.file === undefined || diagnostic.start === undefined)
    return false;
  const isFunction = (node: ts.Node): boolean =>
    ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node);
  // A stand-in's type: `any`, or the `Loose` value a stand-in package exports.
  const isLoose = (type: ts.Type): boolean =>
    (type.flags & ts.TypeFlags.Any) !== 0 || type.getSymbol()?.getName() === 'Loose';
  let node: ts.Node | undefined = nodeAt(diagnostic.file, diagnostic.start);
  while (node !== undefined && !isFunction(node)) node = node.parent;
  while (node?.parent !== undefined) {
    const parent: ts.Node = node.parent;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node) {
      return isLoose(checker.getTypeAtLocation(parent.expression));
    }
    if (ts.isVariableDeclaration(parent) && parent.type !== undefined) {
      return isLoose(checker.getTypeFromTypeNode(parent.type));
    }
    const passes =
      ts.isParenthesizedExpression(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isObjectLiteralExpression(parent) ||
      ts.isArrayLiteralExpression(parent) ||
      (isFunction(parent) && (parent as ts.ArrowFunction).body === node);
    if (!passes) return false;
    node = parent;
  }
  return false;
}

/**
 * Type-checks `samples` in `workDir` (emptied first), one program per SDK line. `tokens` replaces
 * `{{id}}` tokens; `typesRoot` is the `node_modules/@types` folder holding React's types.
 */
export function checkTypeScriptSamples(
  samples: readonly Sample[],
  {workDir, tokens, typesRoot}: {workDir: string; tokens: ReadonlyMap<string, string>; typesRoot: string},
): Problem[] {
  rmSync(workDir, {recursive: true, force: true});
  const problems: Problem[] = [];
  const byApi = new Map<string, Sample[]>();
  for (const sample of samples) {
    byApi.set(sample.api.id, [...(byApi.get(sample.api.id) ?? []), sample]);
  }
  for (const [id, group] of byApi) {
    const api = group[0]?.api;
    if (api === undefined) continue;
    const dir = join(workDir, id);
    mkdirSync(dir, {recursive: true});
    const declarations = declarationsOf(api);
    const declared = new Set([...declarations.matchAll(/^declare module '([^']+)'/gm)].map((match) => match[1] ?? ''));
    declared.add(packageOf(api));
    const codes = group.map((sample) =>
      replaceTokens(sample.code, tokens, `${sample.file}:${sample.line}`).replace(
        /(\b(?:from|import)\s*\(?\s*['"])\.{1,2}\//g,
        `$1${LOCAL}`,
      ),
    );
    const globals = api.id.startsWith('react-native') ? RN_GLOBALS : WEB_GLOBALS;
    const loose = otherImports(codes, declared);
    // Types the declarations take from other packages (`Middleware` from Redux) are stand-ins too.
    for (const [name, from] of Object.entries(THIRD_PARTY_TYPES)) {
      if (new RegExp(`import type \\{${name}\\} from '${from}'`).test(declarations)) {
        loose.set(from, new Set([...(loose.get(from) ?? []), name]));
      }
    }
    writeFileSync(join(dir, 'argus.ts'), `${declarations}\n${looseModules(loose)}\n${globals}`);
    const files = new Map<string, Sample>();
    group.forEach((sample, index) => {
      const name = join(dir, `sample-${String(index).padStart(3, '0')}.${sample.lang === 'tsx' ? 'tsx' : 'ts'}`);
      const code = codes[index] ?? '';
      // A sample without import or export is a script; make it a module so samples do not share names.
      const body = /^\s*(?:import|export)\b/m.test(code) ? code : `${code}\nexport {};`;
      // The page's declarations go after the sample, so its lines keep their numbers.
      writeFileSync(name, sample.prelude === '' ? body : `${body}\n${sample.prelude}\n`);
      files.set(name, sample);
    });
    const program = ts.createProgram({
      rootNames: [join(dir, 'argus.ts'), ...files.keys()],
      options: {...OPTIONS, typeRoots: [typesRoot]},
    });
    const checker = program.getTypeChecker();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      if (isLooseCallback(diagnostic, checker)) continue;
      const sample = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      if (sample === undefined || diagnostic.file === undefined) {
        const where = diagnostic.file?.fileName ?? 'the compiler';
        problems.push({
          file: `(${id} declarations)`,
          line: 1,
          gate: 'typescript-samples',
          message: `${where}: ${message}`,
        });
        continue;
      }
      const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      problems.push({
        file: sample.file,
        line: sample.line + 1 + line,
        gate: 'typescript-samples',
        message: `TS${diagnostic.code} (${api.id}): ${message}`,
      });
    }
  }
  return problems;
}
