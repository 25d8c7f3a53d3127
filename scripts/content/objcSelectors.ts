/**
 * objc-selectors: every Objective-C message a sample sends to the SDK names a selector that the
 * line's API data has, spelled as Swift bridges the Swift signature to Objective-C. It applies to
 * lines whose API is reached through an instance accessor (iOS 5.x: `[Argus sharedInstance]`),
 * the Objective-C era SDKs, and checks the messages sent to:
 *
 * - the entry point class itself (`[Argus sharedInstance]`): class methods only;
 * - the shared client (`[[Argus sharedInstance] logMessage:...]`) or a variable declared as the
 *   entry point type (`Argus *client = ...; [client addBreadcrumb:...]`): instance members;
 * - a freshly allocated API type (`[[ArgusNetworkRequest alloc] initWithUrl:...]`): its initializers.
 *
 * Bridging: `start(launchOptions:)` is `startWithLaunchOptions:`, a first parameter labelled `_`
 * adds nothing (`logMessage(_:severity:)` is `logMessage:severity:`), a first label that already
 * starts with `with` is only capitalized (`startMoment(withName:)` is `startMomentWithName:`), and a
 * property keeps its name as its getter. Default values do not exist in Objective-C, so a
 * selector always names every parameter.
 */
import type {ApiMember, SdkApi} from '../../src/data/api/types';
import {LINE_BY_ID} from '../../src/data/lines';
import {closestName, platformOf} from './apiSymbols';
import {fencesOf} from './parse';
import {fenceLine, type Page, type Problem} from './types';

const OBJC_LANGUAGE = 'objectivec';

/** Splits a parameter list at the commas that are not nested in brackets, parentheses or angles. */
export function splitParameters(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if ('([<{'.includes(char)) {
      depth++;
    } else if (')]>}'.includes(char) && !(char === '>' && current.endsWith('-'))) {
      depth--;
    }
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') {
    parts.push(current.trim());
  }
  return parts;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The Objective-C selector Swift gives a member, from its Swift signature:
 * `public func stopSpan(spanId: String, errorCode: SpanErrorCode? = nil) -> Bool` gives
 * `stopSpanWithSpanId:errorCode:`. Returns null for a signature it cannot read.
 */
export function selectorOf(member: Pick<ApiMember, 'name' | 'kind' | 'signature'>): string | null {
  if (member.kind === 'property' || member.kind === 'case' || member.kind === 'field') {
    return member.name;
  }
  const match = /\b(func\s+([A-Za-z_]\w*)|init)\s*(?:<[^>]*>)?\s*\(/.exec(member.signature);
  if (match === null) {
    return null;
  }
  const base = match[2] ?? 'init';
  let depth = 1;
  let end = match.index + match[0].length;
  for (; end < member.signature.length && depth > 0; end++) {
    const char = member.signature[end];
    if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth--;
    }
  }
  const list = member.signature.slice(match.index + match[0].length, end - 1);
  const labels = splitParameters(list).map((parameter) => {
    const names = (parameter.split(':')[0] ?? '').trim().split(/\s+/);
    return names[0] ?? '_';
  });
  if (labels.length === 0) {
    return base;
  }
  const [first, ...rest] = labels;
  const head =
    first === '_'
      ? `${base}:`
      : /^with[A-Z]/.test(first ?? '')
        ? `${base}${capitalize(first ?? '')}:`
        : `${base}With${capitalize(first ?? '')}:`;
  return head + rest.map((label) => (label === '_' ? ':' : `${label}:`)).join('');
}

export interface Selectors {
  /** Selectors of the entry point's instance members (and properties). */
  readonly instance: ReadonlySet<string>;
  /** Selectors of the entry point's class methods (`class func` or `static func`). */
  readonly type: ReadonlySet<string>;
  /** Initializer selectors of every other type, by type name. */
  readonly initializers: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Every selector a line's API data offers Objective-C. */
export function selectorsOf(api: SdkApi): Selectors {
  const instance = new Set<string>();
  const type = new Set<string>();
  const initializers = new Map<string, Set<string>>();
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      for (const member of symbol.members) {
        const selector = selectorOf(member);
        if (selector === null) {
          continue;
        }
        if (member.kind === 'constructor') {
          const set = initializers.get(symbol.name) ?? new Set<string>();
          set.add(selector);
          initializers.set(symbol.name, set);
        } else if (symbol.name === api.entryPoint) {
          (/\b(?:class|static)\s+(?:func|var|let)\b/.test(member.signature) ? type : instance).add(selector);
        }
      }
    }
  }
  return {instance, type, initializers};
}

/** The code with string literals and comments blanked out (same length, so offsets still hold). */
export function blankLiterals(code: string): string {
  return code.replace(/@?"(?:[^"\\\n]|\\.)*"|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (text) => text.replace(/[^\n]/g, ' '));
}

/** Offset of the bracket that closes the one at `open`, or -1. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const char = code[index];
    if (char === '[' || char === '(' || char === '{') {
      depth++;
    } else if (char === ']' || char === ')' || char === '}') {
      depth--;
      if (depth === 0) {
        return index;
      }
    }
  }
  return -1;
}

/**
 * The selector of a message, from the text after its receiver: `logMessage:x severity:y` gives
 * `logMessage:severity:`, `getCurrentSessionId` gives itself. Colons of a `?:` inside an argument
 * and anything nested in brackets, parentheses or braces (blocks, casts, calls) are skipped.
 */
export function messageSelector(message: string): string | null {
  let depth = 0;
  let ternaries = 0;
  let selector = '';
  let first: string | null = null;
  for (const match of message.matchAll(/([A-Za-z_]\w*)\s*:|[A-Za-z_]\w*|[[({]|[\])}]|\?|:/g)) {
    const token = match[0];
    if (token === '[' || token === '(' || token === '{') {
      depth++;
    } else if (token === ']' || token === ')' || token === '}') {
      depth--;
    } else if (depth > 0) {
      continue;
    } else if (token === '?') {
      ternaries++;
    } else if (token === ':' || (match[1] !== undefined && ternaries > 0)) {
      ternaries = Math.max(0, ternaries - 1);
    } else if (match[1] !== undefined) {
      selector += `${match[1]}:`;
    } else if (first === null && selector === '') {
      first = token;
    }
  }
  return selector !== '' ? selector : first;
}

export function checkObjcSelectors(page: Page, apis: Readonly<Record<string, SdkApi>>): Problem[] {
  const id = platformOf(page.path);
  if (id === null) {
    return [];
  }
  const api = apis[id];
  if (api?.instanceAccessor === undefined) {
    return [];
  }
  const accessor = api.instanceAccessor;
  const entry = api.entryPoint;
  const selectors = selectorsOf(api);
  const problems: Problem[] = [];
  for (const fence of fencesOf(page)) {
    if (fence.lang !== OBJC_LANGUAGE || fence.removedApi || (fence.api !== null && fence.api !== id)) {
      continue;
    }
    const code = blankLiterals(fence.code);
    const clients = new Set(
      [...code.matchAll(new RegExp(`\\b${entry}\\s*\\*\\s*([A-Za-z_]\\w*)`, 'g'))].map((match) => match[1] ?? ''),
    );
    const lineAt = (offset: number): number => fenceLine(fence, code.slice(0, offset).split('\n').length - 1);
    for (let open = code.indexOf('['); open !== -1; open = code.indexOf('[', open + 1)) {
      const close = closing(code, open);
      if (close === -1) {
        continue;
      }
      const inside = code.slice(open + 1, close);
      let receiver: string;
      let message: string;
      if (inside.trimStart().startsWith('[')) {
        const start = open + 1 + inside.indexOf('[');
        const end = closing(code, start);
        receiver = code.slice(start, end + 1).replace(/\s+/g, ' ');
        message = code.slice(end + 1, close);
      } else {
        const match = /^\s*([A-Za-z_]\w*)\s+(?=[A-Za-z_])/.exec(inside);
        if (match === null) {
          continue;
        }
        receiver = match[1] ?? '';
        message = inside.slice(match[0].length);
      }
      const selector = messageSelector(message);
      if (selector === null) {
        continue;
      }
      const alloc = /^\[\s*([A-Za-z_]\w*)\s+alloc\s*\]$/.exec(receiver);
      let known: ReadonlySet<string> | undefined;
      let what: string;
      if (receiver === entry) {
        known = selectors.type;
        what = `a class method of ${entry}`;
        if (selectors.instance.has(selector)) {
          problems.push({
            file: page.file,
            line: lineAt(open),
            gate: 'objc-selectors',
            message: `${selector} is an instance method in the ${id} API: send it to [${entry} ${accessor}]`,
          });
          continue;
        }
      } else if (receiver === `[${entry} ${accessor}]` || clients.has(receiver)) {
        known = selectors.instance;
        what = `a method of the ${entry} client`;
      } else if (alloc !== null && selectors.initializers.has(alloc[1] ?? '')) {
        known = selectors.initializers.get(alloc[1] ?? '');
        what = `an initializer of ${alloc[1] ?? ''}`;
      } else {
        continue;
      }
      if (known === undefined || known.has(selector) || selector === 'alloc') {
        continue;
      }
      const guess = closestName(selector, known);
      problems.push({
        file: page.file,
        line: lineAt(open),
        gate: 'objc-selectors',
        message:
          `${selector} is not ${what} in the ${id} API (${LINE_BY_ID[api.id].apiModule}), as Swift bridges it to Objective-C` +
          (guess === null ? '' : `; did you mean ${guess}?`),
      });
    }
  }
  return problems;
}
