/**
 * api-symbols: every `Argus.<name>` in a sample of the page's platform language names a member of
 * that platform's entry point, as described in src/data/api/<platform>.ts.
 */
import type {ApiId, SdkApi} from '../../src/data/api/types';
import {fencesOf} from './parse';
import {fenceLine, type Fence, type Page, type Problem} from './types';

export const API_IDS: readonly ApiId[] = ['android', 'ios', 'ios5', 'flutter', 'react-native', 'unity', 'web'];

/** Where each API description lives, for the message. */
export const API_MODULES: Readonly<Record<ApiId, string>> = {
  android: 'src/data/api/android.ts',
  ios: 'src/data/api/ios.ts',
  ios5: 'src/data/api/ios5.ts',
  flutter: 'src/data/api/flutter.ts',
  'react-native': 'src/data/api/reactNative.ts',
  unity: 'src/data/api/unity.ts',
  web: 'src/data/api/web.ts',
};

const SCRIPT = ['typescript', 'tsx', 'javascript', 'jsx'];

/** Fence languages checked against each API (besides its own `language` and `alsoCheckedIn`). */
export const API_FENCE_LANGUAGES: Readonly<Record<ApiId, readonly string[]>> = {
  android: ['kotlin', 'java'],
  ios: ['swift', 'objectivec'],
  ios5: ['swift', 'objectivec'],
  flutter: ['dart'],
  'react-native': SCRIPT,
  unity: ['csharp'],
  web: SCRIPT,
};

export function isApiId(id: string): id is ApiId {
  return (API_IDS as readonly string[]).includes(id);
}

/** The API a page's samples are checked against, from its path below docs/. */
export function platformOf(path: string): ApiId | null {
  const [section = '', sub = ''] = path.split('/');
  if (section === 'ios') {
    return sub === '5x' ? 'ios5' : 'ios';
  }
  return isApiId(section) && section !== 'ios5' ? section : null;
}

/**
 * Names of the entry point's members, from every group that describes it, plus types nested in it
 * (a symbol named `Argus.Options` makes `Argus.Options` valid).
 */
export function entryPointMembers(api: SdkApi): Set<string> {
  const names = new Set<string>();
  const nested = `${api.entryPoint}.`;
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      if (symbol.name.startsWith(nested)) {
        names.add(symbol.name.slice(nested.length).split('.')[0] ?? '');
      }
      if (symbol.name === api.entryPoint) {
        for (const member of symbol.members) {
          names.add(member.name);
        }
      }
    }
  }
  return names;
}

function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest member name, when one is close enough to be a likely typo. */
export function closestName(name: string, names: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0.5 : distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The API a fence is checked against: its `api=` meta, else the page's platform if the language fits. */
export function apiOfFence(fence: Fence, platform: ApiId | null, apis: Readonly<Record<ApiId, SdkApi>>): SdkApi | null {
  if (fence.removedApi) {
    return null;
  }
  if (fence.api !== null) {
    return isApiId(fence.api) ? apis[fence.api] : null;
  }
  if (platform === null) {
    return null;
  }
  const api = apis[platform];
  const languages = new Set<string>([...API_FENCE_LANGUAGES[platform], api.language, ...(api.alsoCheckedIn ?? [])]);
  return languages.has(fence.lang) ? api : null;
}

export function checkApiSymbols(page: Page, apis: Readonly<Record<ApiId, SdkApi>>): Problem[] {
  const problems: Problem[] = [];
  const platform = platformOf(page.path);
  const members = new Map<ApiId, Set<string>>();
  for (const fence of fencesOf(page)) {
    if (fence.api !== null && !isApiId(fence.api)) {
      problems.push({
        file: page.file,
        line: fence.line,
        gate: 'api-symbols',
        message: `unknown api=${fence.api} in the fence meta; use one of: ${API_IDS.join(', ')}`,
      });
      continue;
    }
    const api = apiOfFence(fence, platform, apis);
    if (api === null) {
      continue;
    }
    let names = members.get(api.id);
    if (names === undefined) {
      names = entryPointMembers(api);
      members.set(api.id, names);
    }
    const reference = new RegExp(`(?<![\\w$])${escapeRegExp(api.entryPoint)}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g');
    fence.code.split('\n').forEach((text, index) => {
      for (const match of text.matchAll(reference)) {
        const name = match[1] ?? '';
        if (!names.has(name)) {
          const guess = closestName(name, names);
          problems.push({
            file: page.file,
            line: fenceLine(fence, index),
            gate: 'api-symbols',
            message:
              `${api.entryPoint}.${name} is not in the ${api.id} API (${API_MODULES[api.id]})` +
              (guess === null ? '' : `; did you mean ${api.entryPoint}.${guess}?`),
          });
        }
      }
    });
  }
  return problems;
}
