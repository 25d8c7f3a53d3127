/**
 * TypeScript declarations made from an SDK line's API data (src/data/api/), so the TypeScript and
 * TSX samples of its pages type-check against the API the reference documents: a member that does
 * not exist, a wrong enum case or an argument of the wrong type fails `tsc --strict`.
 *
 * - The entry point (`Argus`, kind `object`, spread over several groups) becomes one `const` whose
 *   type literal holds every member's signature.
 * - An `interface` keeps its members' signatures; an `enum` its cases (`Info = 'info'`).
 * - A `class` is a React component: its members are its props.
 * - A `namespace` named as a package (`@argus-io/react-native-navigation`) is a module of its own;
 *   one named as the SDK's package adds its members to it. Its members are functions (a signature
 *   such as `useTracker(ref: Ref): void`) or constants (`const middleware: Middleware`).
 */
import type {ApiSymbol, SdkApi} from '../../src/data/api/types';

/** The package an import statement names: `@argus-io/web-sdk` from `import {Argus} from '@argus-io/web-sdk';`. */
export function packageOf(api: SdkApi): string {
  const match = /from\s+['"]([^'"]+)['"]/.exec(api.importStatement);
  if (match?.[1] === undefined) throw new Error(`${api.id}: no package in "${api.importStatement}"`);
  return match[1];
}

/** Types the signatures name from other packages, imported into each module declaration. */
const REACT_TYPES = ['ComponentType', 'ReactNode', 'ReactElement', 'RefObject', 'ErrorInfo'];

function indent(lines: readonly string[], depth = 2): string {
  return lines.map((line) => `${' '.repeat(depth)}${line}`).join('\n');
}

function memberLine(signature: string): string {
  const line = signature.trim().replace(/\s+/g, ' ');
  return line.endsWith(';') ? line : `${line};`;
}

/**
 * The props a React Native `View` takes, as far as samples pass them: a component that accepts
 * every `View` prop (`acceptsPropsOf: 'ViewProps'`) extends this.
 */
const ACCEPTED_PROPS = 'ViewPropsOfSamples';
const ACCEPTED_PROPS_DECLARATION = `interface ${ACCEPTED_PROPS} {\n  children?: ReactNode;\n  style?: unknown;\n  testID?: string;\n  accessibilityLabel?: string;\n}`;

function symbolDeclaration(symbol: ApiSymbol, members: readonly string[]): string {
  switch (symbol.kind) {
    case 'object':
      return `export const ${symbol.name}: {\n${indent(members.map(memberLine))}\n};`;
    case 'interface':
    case 'type':
    case 'protocol':
    case 'struct':
      return `export interface ${symbol.name} {\n${indent(members.map(memberLine))}\n}`;
    case 'enum':
      return `export enum ${symbol.name} {\n${indent(members.map((member) => `${member.replace(/;$/, '')},`))}\n}`;
    case 'class':
      return [
        `export interface ${symbol.name}Props${symbol.acceptsPropsOf ? ` extends ${ACCEPTED_PROPS}` : ''} {\n${indent(members.map(memberLine))}\n}`,
        `export function ${symbol.name}(props: ${symbol.name}Props): ReactElement | null;`,
      ].join('\n');
    default:
      throw new Error(`no declaration for the ${symbol.kind} ${symbol.name}`);
  }
}

/** A package namespace's member: `export declare const x: T;` or `export declare function f(…): R;`. */
function exportedMember(signature: string): string {
  const line = signature.trim().replace(/\s+/g, ' ').replace(/;$/, '');
  if (/^(?:const|let)\s/.test(line)) return `export ${line.replace(/^let\s/, 'const ')};`;
  if (/^(?:type|interface)\s/.test(line)) return `export ${line}${line.endsWith('}') ? '' : ';'}`;
  return `export function ${line.replace(/^function\s+/, '')};`;
}

function moduleDeclaration(name: string, body: readonly string[], more: readonly string[] = []): string {
  const imports = [`import type {${REACT_TYPES.join(', ')}} from 'react';`, ...more];
  return `declare module '${name}' {\n${indent([...imports, ...body].join('\n').split('\n'))}\n}`;
}

/** Third-party types a companion's signatures name (`Middleware` from Redux). */
export const THIRD_PARTY_TYPES: Readonly<Record<string, string>> = {
  Middleware: 'redux',
  NavigationContainerRefWithCurrent: '@react-navigation/native',
  ParamListBase: '@react-navigation/native',
  Route: '@react-navigation/native',
};
const THIRD_PARTY_IMPORTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(THIRD_PARTY_TYPES).map(([name, from]) => [name, `import type {${name}} from '${from}';`]),
);

function importsFor(body: readonly string[]): string[] {
  const text = body.join('\n');
  return Object.entries(THIRD_PARTY_IMPORTS)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(text))
    .map(([, line]) => line);
}

/** The package a group's symbols belong to: the package its namespace names, else the SDK's own. */
function packageOfGroup(symbols: readonly ApiSymbol[], main: string): string {
  const named = symbols.find((symbol) => symbol.kind === 'namespace' && /^@|\//.test(symbol.name));
  return named?.name ?? main;
}

/** The declarations of one SDK line: its package and its companions, as ambient modules. */
export function declarationsOf(api: SdkApi): string {
  const main = packageOf(api);
  const modules = new Map<string, {body: string[]; symbols: Map<string, {symbol: ApiSymbol; members: string[]}>}>();
  const moduleOf = (name: string) => {
    let entry = modules.get(name);
    if (entry === undefined) modules.set(name, (entry = {body: [], symbols: new Map()}));
    return entry;
  };
  moduleOf(main);
  for (const group of api.groups) {
    const home = packageOfGroup(group.symbols, main);
    for (const symbol of group.symbols) {
      if (symbol.kind === 'namespace') {
        const target = /^@|\//.test(symbol.name) ? symbol.name : main;
        moduleOf(target).body.push(...symbol.members.map((member) => exportedMember(member.signature)));
        continue;
      }
      const target = moduleOf(symbol.name === api.entryPoint ? main : home);
      const entry = target.symbols.get(symbol.name) ?? {symbol, members: []};
      entry.members.push(...symbol.members.map((member) => member.signature));
      target.symbols.set(symbol.name, entry);
    }
  }
  const mainTypes = [...(modules.get(main)?.symbols.keys() ?? [])].filter((name) => name !== api.entryPoint);
  return [...modules]
    .map(([name, {body, symbols}]) => {
      const accepts = [...symbols.values()].some(({symbol}) => symbol.acceptsPropsOf !== undefined);
      const lines = [
        ...(accepts ? [ACCEPTED_PROPS_DECLARATION] : []),
        ...[...symbols.values()].map(({symbol, members}) => symbolDeclaration(symbol, members)),
        ...body,
      ];
      const text = lines.join('\n');
      const fromMain = name === main ? [] : mainTypes.filter((type) => new RegExp(`\\b${type}\\b`).test(text));
      const more = [
        ...importsFor(lines),
        ...(fromMain.length > 0 ? [`import type {${fromMain.join(', ')}} from '${main}';`] : []),
      ];
      return moduleDeclaration(name, lines, more);
    })
    .join('\n\n')
    .concat('\n');
}
