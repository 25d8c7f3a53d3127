/**
 * changelog-since: a line's changelog and its API data agree on when each member arrived. The API
 * data dates every member and every later parameter (`since`); the changelog lists releases as
 * `## x.y.z (date)` with `### Added` lists. So:
 *
 * - a member or parameter added after the line's first release appears, in inline code, under
 *   Added of exactly its `since` release (when the changelog has a heading for that release);
 * - an Added item that opens with `Type.member` (what the release added) names a member whose
 *   `since` is that release;
 * - a member deprecated after the line's first release (`deprecated.since`) is named, in inline
 *   code, under Deprecated (or Changed) of that release, so the entry an upgrade guide links exists.
 *
 * Every line whose folder holds the changelog is checked (the iOS changelog covers 6.x and 5.x):
 * the current line must list every release its data dates; a legacy line only the releases the
 * changelog gives a heading.
 */
import type {Heading, List, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {ApiId, SdkApi} from '../../src/data/api/types';
import {LINES, type SdkLine} from '../../src/data/lines';
import type {Page, Problem} from './types';

/** One dated item of an API: a member, or a parameter added after its member. */
export interface DatedItem {
  /** What a changelog names in inline code: `generateW3cTraceparent`, `hangThreshold`. */
  readonly name: string;
  /** How the message names it: `Argus.generateW3cTraceparent`, `ArgusOptions.init(hangThreshold:)`. */
  readonly label: string;
  /** `Symbol.member`, for the reverse check. */
  readonly qualified: string | null;
  readonly since: string;
}

export function datedItems(api: SdkApi): DatedItem[] {
  const items: DatedItem[] = [];
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      for (const member of symbol.members) {
        const qualified = `${symbol.name}.${member.name}`;
        items.push({name: member.name, label: qualified, qualified, since: member.since});
        for (const parameter of member.parameters ?? []) {
          if (parameter.since !== undefined && parameter.since !== member.since) {
            items.push({
              name: parameter.name,
              label: `${qualified}(${parameter.name}:)`,
              qualified: null,
              since: parameter.since,
            });
          }
        }
      }
    }
  }
  return items;
}

/** The Added items of each release of a changelog page, by version. */
export function addedByRelease(page: Page): Map<string, {line: number; items: string[]}> {
  return itemsByRelease(page, /^Added\b/i);
}

/**
 * The items that can announce a deprecation, by version: those under Deprecated, or under Changed
 * for changelogs that list a deprecation as a change (React Native 5.0.0, iOS 5.14.0).
 */
export function deprecatedByRelease(page: Page): Map<string, {line: number; items: string[]}> {
  return itemsByRelease(page, /^(?:Deprecated|Changed)\b/i);
}

/** The list items under the h3 sections whose title matches `section`, of each release, by version. */
function itemsByRelease(page: Page, section: RegExp): Map<string, {line: number; items: string[]}> {
  const releases = new Map<string, {line: number; items: string[]}>();
  let version: string | null = null;
  let inAdded = false;
  for (const node of page.tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const text = toString(heading);
      if (heading.depth === 2) {
        version = /^(\d+\.\d+\.\d+)\b/.exec(text)?.[1] ?? null;
        inAdded = false;
        if (version !== null && !releases.has(version)) {
          releases.set(version, {line: heading.position?.start.line ?? 1, items: []});
        }
      } else if (heading.depth === 3) {
        inAdded = section.test(text);
      }
    } else if (node.type === 'list' && version !== null && inAdded) {
      const release = releases.get(version);
      for (const item of (node as List).children) {
        release?.items.push(page.source.slice(item.position?.start.offset ?? 0, item.position?.end.offset ?? 0));
      }
    }
  }
  return releases;
}

const major = (version: string) => version.split('.')[0];

function linesOfChangelog(path: string): SdkLine[] {
  const folder = path.split('/').slice(0, -1).join('/');
  return LINES.filter(
    (line) => line.prefix === folder || (line.status === 'legacy' && line.prefix.startsWith(`${folder}/`)),
  );
}

/** One deprecated member of an API, with the release that deprecated it. */
export interface DeprecatedItem {
  readonly name: string;
  readonly label: string;
  readonly since: string;
}

export function deprecatedItems(api: SdkApi): DeprecatedItem[] {
  return api.groups.flatMap((group) =>
    group.symbols.flatMap((symbol) =>
      symbol.members.flatMap((member) =>
        member.deprecated === undefined
          ? []
          : [{name: member.name, label: `${symbol.name}.${member.name}`, since: member.deprecated.since}],
      ),
    ),
  );
}

export function checkChangelogSince(page: Page, apis: Readonly<Record<ApiId, SdkApi>>): Problem[] {
  if (!/(?:^|\/)changelog\.mdx?$/.test(page.path)) {
    return [];
  }
  const lines = linesOfChangelog(page.path);
  if (lines.length === 0) {
    return [];
  }
  const releases = addedByRelease(page);
  const problems: Problem[] = [];
  const problem = (line: number, message: string) =>
    problems.push({file: page.file, line, gate: 'changelog-since', message});
  const named = (items: readonly string[], name: string) =>
    items.some((item) =>
      [...item.matchAll(/`([^`]+)`/g)].some((code) => new RegExp(`\\b${name}\\b`).test(code[1] ?? '')),
    );
  for (const line of lines) {
    const api = apis[line.id];
    const items = datedItems(api);
    const first = items.reduce((oldest, item) => (compare(item.since, oldest) < 0 ? item.since : oldest), api.version);
    for (const item of items) {
      if (item.since === first || major(item.since) !== major(api.version)) {
        continue;
      }
      const release = releases.get(item.since);
      if (release === undefined) {
        if (line.status === 'current') {
          problem(
            1,
            `${item.label} is dated ${item.since} in the ${line.id} API data, but the changelog has no ${item.since} release`,
          );
        }
        continue;
      }
      if (!named(release.items, item.name)) {
        problem(
          release.line,
          `${item.label} is dated ${item.since} in the ${line.id} API data, but the ${item.since} release does not list it under Added`,
        );
      }
    }
    // A member deprecated after the line's first release is named, in inline code, under Deprecated
    // (or Changed) of the release that deprecated it; one deprecated from the first release on was
    // carried over from the line before and needs no entry.
    const deprecations = deprecatedByRelease(page);
    for (const item of deprecatedItems(api)) {
      if (item.since === first || major(item.since) !== major(api.version)) {
        continue;
      }
      const release = deprecations.get(item.since);
      if (release === undefined) {
        if (line.status === 'current') {
          problem(
            1,
            `${item.label} is deprecated in ${item.since} in the ${line.id} API data, but the changelog has no ${item.since} release`,
          );
        }
        continue;
      }
      if (!named(release.items, item.name)) {
        problem(
          release.line,
          `${item.label} is deprecated in ${item.since} in the ${line.id} API data, but the ${item.since} release does not name it under Deprecated`,
        );
      }
    }
    // The reverse: `Symbol.member` named as added in a release must be dated that release.
    const byQualified = new Map(items.filter((item) => item.qualified !== null).map((item) => [item.qualified, item]));
    for (const [version, release] of releases) {
      if (major(version) !== major(api.version)) {
        continue;
      }
      for (const text of release.items) {
        // The first code of an Added item is what the release added; later ones give context.
        const first = /`(\w+)\.(\w+)/.exec(text);
        const item = first ? byQualified.get(`${first[1]}.${first[2]}`) : undefined;
        const datedHere = items.some((other) => other.since === version && named([text], other.name));
        if (item !== undefined && item.since !== version && !datedHere) {
          problem(
            release.line,
            `the ${version} release lists ${item.label} under Added, but the ${line.id} API data dates it ${item.since}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Compares dotted versions numerically. */
export function compare(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}
