/**
 * api-symbols: every `Argus.<name>` in a sample of the page's SDK line names a member of that
 * line's entry point, as its API data describes it (the `apiModule` of the line in
 * src/data/lines.ts). A legacy page is checked against its own line: a 6.x-only call on an iOS
 * 5.x page fails, and so does a 5.x-only call on a 6.x page. Where the members are reached through
 * an instance accessor (iOS 5.x: `Argus.sharedInstance().logMessage(...)`), the member after the
 * accessor is checked, and calling an instance member on the type fails.
 */
import type {ApiId, SdkApi} from '../../src/data/api/types';
import {LINE_BY_ID, LINE_IDS, isLineId, lineOfPath} from '../../src/data/lines';
import {fencesOf} from './parse';
import {fenceLine, type Fence, type Page, type Problem} from './types';

/**
 * The line a page's samples are checked against, from its path below docs/: the line whose folder
 * holds it (src/data/lines.ts), so `ios/5x/...` is checked against iOS 5.x and `ios/faq.md` against
 * iOS 6.x. Pages outside every SDK folder have none.
 */
export function platformOf(path: string): ApiId | null {
  return lineOfPath(path)?.id ?? null;
}

/** Names of the types nested in the entry point (a symbol named `Argus.Options` gives `Options`). */
export function nestedTypes(api: SdkApi): Set<string> {
  const nested = `${api.entryPoint}.`;
  return new Set(
    api.groups.flatMap((group) =>
      group.symbols
        .filter((symbol) => symbol.name.startsWith(nested))
        .map((symbol) => symbol.name.slice(nested.length).split('.')[0] ?? ''),
    ),
  );
}

/** Names of the entry point's members, from every group that describes it. */
export function memberNames(api: SdkApi): Set<string> {
  return new Set(
    api.groups
      .flatMap((group) =>
        group.symbols.filter((symbol) => symbol.name === api.entryPoint).flatMap((symbol) => symbol.members),
      )
      .map((member) => member.name),
  );
}

/**
 * Names of the entry point's members, from every group that describes it, plus types nested in it
 * (a symbol named `Argus.Options` makes `Argus.Options` valid).
 */
export function entryPointMembers(api: SdkApi): Set<string> {
  return new Set([...nestedTypes(api), ...memberNames(api)]);
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
    return isLineId(fence.api) ? apis[fence.api] : null;
  }
  if (platform === null) {
    return null;
  }
  const api = apis[platform];
  const languages = new Set<string>([
    ...LINE_BY_ID[platform].fenceLanguages,
    api.language,
    ...(api.alsoCheckedIn ?? []),
  ]);
  return languages.has(fence.lang) ? api : null;
}

export function checkApiSymbols(page: Page, apis: Readonly<Record<ApiId, SdkApi>>): Problem[] {
  const problems: Problem[] = [];
  const platform = platformOf(page.path);
  const members = new Map<ApiId, Set<string>>();
  for (const fence of fencesOf(page)) {
    if (fence.api !== null && !isLineId(fence.api)) {
      problems.push({
        file: page.file,
        line: fence.line,
        gate: 'api-symbols',
        message: `unknown api=${fence.api} in the fence meta; use one of: ${LINE_IDS.join(', ')}`,
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
    const known = names;
    const module = LINE_BY_ID[api.id].apiModule;
    const entry = escapeRegExp(api.entryPoint);
    const reference = new RegExp(`(?<![\\w$])${entry}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g');
    const accessor = api.instanceAccessor;
    const throughAccessor =
      accessor === undefined
        ? null
        : new RegExp(
            `(?<![\\w$])${entry}\\s*\\.\\s*${escapeRegExp(accessor)}\\s*\\(\\s*\\)\\s*\\.\\s*([A-Za-z_$][\\w$]*)`,
            'g',
          );
    const instanceMembers = accessor === undefined ? new Set<string>() : memberNames(api);
    // The Swift-only entry point of a line with no instance accessor (iOS 6.x is a Swift enum):
    // Objective-C cannot send it any message. The objc-selectors gate checks the lines it can.
    const objcRefused = fence.lang === 'objectivec' && api.language === 'swift' && accessor === undefined;
    const classSend = new RegExp(`\\[\\s*${entry}\\s+([A-Za-z_]\\w*)`, 'g');
    fence.code.split('\n').forEach((text, index) => {
      const problem = (message: string): void => {
        problems.push({file: page.file, line: fenceLine(fence, index), gate: 'api-symbols', message});
      };
      const unknown = (name: string, via: string, candidates: ReadonlySet<string>): void => {
        const guess = closestName(name, candidates);
        problem(
          `${via}${name} is not in the ${api.id} API (${module})` +
            (guess === null ? '' : `; did you mean ${via}${guess}?`),
        );
      };
      for (const match of text.matchAll(reference)) {
        const name = match[1] ?? '';
        if (!known.has(name)) {
          unknown(name, `${api.entryPoint}.`, known);
        } else if (accessor !== undefined && name !== accessor && instanceMembers.has(name)) {
          problem(
            `${api.entryPoint}.${name} is an instance member in the ${api.id} API: call ${api.entryPoint}.${accessor}().${name}`,
          );
        }
      }
      for (const match of throughAccessor === null ? [] : text.matchAll(throughAccessor)) {
        const name = match[1] ?? '';
        if (!instanceMembers.has(name)) {
          unknown(name, `${api.entryPoint}.${accessor ?? ''}().`, instanceMembers);
        }
      }
      for (const match of objcRefused ? text.matchAll(classSend) : []) {
        problem(
          `[${api.entryPoint} ${match[1] ?? ''}]: the ${api.id} API has no Objective-C interface; call it from a Swift wrapper marked @objc`,
        );
      }
    });
  }
  return problems;
}
