/**
 * init-arguments: a Swift sample that builds one of the API's own types (`ArgusOptions(...)`,
 * `CaptureServiceOptions(...)`, `NetworkRequest(...)`) passes only the argument labels the type's
 * initializer declares in the line's API data, in the declared order, and every parameter that has
 * no default. Swift rejects labels out of order even when every parameter has a default, and the
 * api-symbols gate only sees `Argus.<member>`, so a sample with `hangThreshold:` before
 * `captureServices:` would otherwise pass every gate and fail in Xcode.
 *
 * Only types with exactly one `init` in the API data are checked (an overload could take other
 * labels), and only calls written as `TypeName(`, not `.init(` or a declaration.
 */
import type {SdkApi} from '../../src/data/api/types';
import {apiOfFence, platformOf} from './apiSymbols';
import {fencesOf} from './parse';
import type {Fence, Page, Problem} from './types';

export interface InitParameter {
  /** The argument label; `null` for a parameter declared with `_`. */
  readonly label: string | null;
  readonly hasDefault: boolean;
}

const OPENERS: Readonly<Record<string, string>> = {'(': ')', '[': ']', '{': '}', '<': '>'};
const CLOSERS = new Set([')', ']', '}', '>']);

/**
 * Splits `text` at commas that are outside brackets and string literals. `angle` also treats `<`
 * and `>` as brackets (signatures: `[String: String]`, `Set<Int>`); call sites leave it off, since
 * there `<` is usually a comparison.
 */
export function splitTopLevel(text: string, angle: boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (inString) {
      if (char === '\\') {
        i++;
      } else if (char === '"') {
        inString = false;
      }
      continue;
    }
    if (char === '"') {
      inString = true;
    } else if (char in OPENERS && (angle || char !== '<')) {
      depth++;
    } else if (CLOSERS.has(char) && (angle || char !== '>') && !(char === '>' && text[i - 1] === '-')) {
      depth--;
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  const last = text.slice(start);
  if (last.trim() !== '' || parts.length > 0) {
    parts.push(last);
  }
  return parts;
}

/** The parameters of an initializer from its Swift signature, `public init(a: A, _ b: B = x)`. */
export function initParameters(signature: string): InitParameter[] | null {
  const open = signature.indexOf('init(');
  const close = signature.lastIndexOf(')');
  if (open < 0 || close < open) {
    return null;
  }
  const list = signature.slice(open + 'init('.length, close);
  return splitTopLevel(list, true).map((part) => {
    const match = /^\s*([A-Za-z_]\w*)(?:\s+[A-Za-z_]\w*)?\s*:/.exec(part);
    const label = match?.[1] ?? null;
    return {label: label === '_' ? null : label, hasDefault: /[^=!<>]=[^=]/.test(part)};
  });
}

/** Types of the API with exactly one initializer, by name. */
export function initializers(api: SdkApi): Map<string, InitParameter[]> {
  const found = new Map<string, InitParameter[] | null>();
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      for (const member of symbol.members) {
        if (member.kind !== 'constructor' || member.name !== 'init') {
          continue;
        }
        const parameters = initParameters(member.signature);
        found.set(symbol.name, found.has(symbol.name) ? null : parameters);
      }
    }
  }
  const result = new Map<string, InitParameter[]>();
  for (const [name, parameters] of found) {
    if (parameters !== null && name !== api.entryPoint) {
      result.set(name, parameters);
    }
  }
  return result;
}

/** The text between the `(` at `open` and its matching `)`, or null when it is not closed. */
function argumentText(code: string, open: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = open; i < code.length; i++) {
    const char = code[i] ?? '';
    if (inString) {
      if (char === '\\') {
        i++;
      } else if (char === '"') {
        inString = false;
      }
      continue;
    }
    if (char === '"') {
      inString = true;
    } else if (char === '(' || char === '[' || char === '{') {
      depth++;
    } else if (char === ')' || char === ']' || char === '}') {
      depth--;
      if (depth === 0) {
        return code.slice(open + 1, i);
      }
    }
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Problems of one call's arguments against the initializer's parameters, as messages. */
export function checkArguments(type: string, args: string, parameters: readonly InitParameter[]): string[] {
  const messages: string[] = [];
  const declared = parameters.map((parameter) => parameter.label ?? '_').join(':') + ':';
  const where = `${type}.init(${declared})`;
  const passed = splitTopLevel(args, false).filter((part) => part.trim() !== '');
  const labelOf = (part: string): string | null => /^\s*([A-Za-z_]\w*)\s*:(?!:)/.exec(part)?.[1] ?? null;
  // A parameter passed out of order is reported as such, not also as left out.
  const passedLabels = new Set(passed.map(labelOf));
  const missing = (parameter: InitParameter | undefined): void => {
    if (parameter !== undefined && !parameter.hasDefault && !passedLabels.has(parameter.label)) {
      messages.push(`${type}(...) leaves out ${parameter.label ?? '_'}:, which has no default; ${where}`);
    }
  };
  let next = 0;
  const used = new Set<number>();
  for (const part of passed) {
    const label = labelOf(part);
    const index = parameters.findIndex(
      (parameter, position) => position >= next && parameter.label === label && !used.has(position),
    );
    if (index < 0) {
      const anywhere = parameters.findIndex((parameter) => parameter.label === label);
      if (label === null) {
        messages.push(`${type}(...) passes an argument without a label; ${where} labels every argument`);
      } else if (anywhere < 0) {
        messages.push(`${type}(...) has no parameter ${label}:; ${where}`);
      } else {
        messages.push(`${type}(...) passes ${label}: out of order; ${where}`);
      }
      continue;
    }
    for (let skipped = next; skipped < index; skipped++) {
      missing(parameters[skipped]);
    }
    used.add(index);
    next = index + 1;
  }
  for (let rest = next; rest < parameters.length; rest++) {
    missing(parameters[rest]);
  }
  return messages;
}

function lineOfOffset(fence: Fence, code: string, offset: number): number {
  return fence.line + 1 + (code.slice(0, offset).match(/\n/g)?.length ?? 0);
}

export function checkInitArguments(page: Page, apis: Parameters<typeof apiOfFence>[2]): Problem[] {
  const problems: Problem[] = [];
  const platform = platformOf(page.path);
  for (const fence of fencesOf(page)) {
    if (fence.lang !== 'swift') {
      continue;
    }
    const api = apiOfFence(fence, platform, apis);
    if (api?.language !== 'swift') {
      continue;
    }
    const types = initializers(api);
    if (types.size === 0) {
      continue;
    }
    const names = [...types.keys()].map(escapeRegExp).join('|');
    // `Name(` not after a dot, a word character or a declaration keyword.
    const call = new RegExp(`(?<![\\w.$])(?<!(?:struct|class|enum|extension|protocol|func)\\s+)(${names})\\s*\\(`, 'g');
    for (const match of fence.code.matchAll(call)) {
      const type = match[1] ?? '';
      const parameters = types.get(type);
      const open = (match.index ?? 0) + match[0].length - 1;
      const args = argumentText(fence.code, open);
      if (parameters === undefined || args === null) {
        continue;
      }
      for (const message of checkArguments(type, args, parameters)) {
        problems.push({
          file: page.file,
          line: lineOfOffset(fence, fence.code, match.index ?? 0),
          gate: 'init-arguments',
          message,
        });
      }
    }
  }
  return problems;
}
