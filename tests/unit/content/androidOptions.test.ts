/**
 * The Android options as three places state them: the `ArgusOptions` constructor in the API data
 * (each parameter dated by `since`), the Java builder (one setter per parameter), and the changelog
 * (each option listed under Added in the release that added it).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import android from '../../../src/data/api/android';
import type {ApiMember, ApiSymbol, SdkApi} from '../../../src/data/api/types';
import {ROOT} from './helpers';

const OPTIONS = 'ArgusOptions';
const BUILDER = 'ArgusOptions.Builder';

function symbolOf(api: SdkApi, name: string): ApiSymbol | undefined {
  return api.groups.flatMap((group) => group.symbols).find((symbol) => symbol.name === name);
}

interface Option {
  readonly name: string;
  readonly since: string;
}

/** The constructor's parameters, each with the version that added it. */
function constructorOptions(api: SdkApi): Option[] {
  const constructor = symbolOf(api, OPTIONS)?.members.find((member) => member.kind === 'constructor');
  return (constructor?.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    since: parameter.since ?? constructor?.since ?? '',
  }));
}

function builderSetters(api: SdkApi): Map<string, ApiMember> {
  const members = symbolOf(api, BUILDER)?.members ?? [];
  return new Map(members.filter((member) => member.kind === 'method').map((member) => [member.name, member]));
}

/** Constructor options Java cannot set, or can set only from another version than Kotlin. */
export function builderProblems(api: SdkApi): string[] {
  const setters = builderSetters(api);
  return constructorOptions(api).flatMap((option) => {
    const setter = setters.get(option.name);
    if (!setter) return [`${BUILDER} has no setter for ${option.name}`];
    return setter.since === option.since
      ? []
      : [`${BUILDER}.${option.name} is dated ${setter.since}, the ${option.name} option ${option.since}`];
  });
}

/** The names in backticks that each release lists under Added, by version. */
export function addedByRelease(changelog: string): Map<string, Set<string>> {
  const releases = new Map<string, Set<string>>();
  let version: string | null = null;
  let inAdded = false;
  for (const line of changelog.split('\n')) {
    const release = /^## (\d+\.\d+\.\d+)\b/.exec(line);
    if (release?.[1]) {
      version = release[1];
      releases.set(version, new Set());
      inAdded = false;
    } else if (line.startsWith('## ')) {
      version = null;
    } else if (line.startsWith('### ')) {
      inAdded = line.trim() === '### Added';
    } else if (version && inAdded) {
      for (const [, name] of line.matchAll(/`([\w.]+)`/g)) {
        if (name) releases.get(version)?.add(name);
      }
    }
  }
  return releases;
}

/** Options (and builder setters) that the changelog adds in another release than the API data says. */
export function changelogProblems(api: SdkApi, changelog: string): string[] {
  const added = addedByRelease(changelog);
  const setters = builderSetters(api);
  const problems: string[] = [];
  for (const option of constructorOptions(api)) {
    const listedIn = [...added].filter(([, names]) => names.has(option.name)).map(([version]) => version);
    if (listedIn.length === 0 && added.has(option.since)) {
      problems.push(`${option.name} (since ${option.since}) is not listed under Added in ${option.since}`);
    }
    for (const version of listedIn.filter((version) => version !== option.since)) {
      problems.push(`the changelog adds ${option.name} in ${version}, the API data dates it ${option.since}`);
    }
  }
  for (const [version, names] of added) {
    for (const name of names) {
      const setter = name.startsWith(`${BUILDER}.`) ? setters.get(name.slice(BUILDER.length + 1)) : undefined;
      if (setter && setter.since !== version) {
        problems.push(`the changelog adds ${name} in ${version}, the API data dates it ${setter.since}`);
      }
    }
  }
  return problems;
}

const changelog = readFileSync(join(ROOT, 'docs/android/changelog.mdx'), 'utf8');

describe('the Android options', () => {
  it('have a Java builder setter for every constructor option, from the same version', () => {
    expect(constructorOptions(android).length).toBeGreaterThan(0);
    expect(builderProblems(android)).toEqual([]);
  });

  it('are added in the changelog release that the API data dates them', () => {
    expect(changelogProblems(android, changelog)).toEqual([]);
  });
});

describe('the option checks', () => {
  /** The Android data with its constructor and builder rewritten by `edit`. */
  const variant = (edit: (symbol: ApiSymbol) => ApiSymbol): SdkApi => ({
    ...android,
    groups: android.groups.map((group) => ({...group, symbols: group.symbols.map(edit)})),
  });

  it('fail when the builder lacks a setter for an option', () => {
    const api = variant((symbol) =>
      symbol.name === BUILDER
        ? {...symbol, members: symbol.members.filter((member) => member.name !== 'anrCaptureEnabled')}
        : symbol,
    );
    expect(builderProblems(api)).toEqual([`${BUILDER} has no setter for anrCaptureEnabled`]);
  });

  it('fail when the changelog adds an option in another release than its since', () => {
    const moved = changelog.replace(
      '- The automatic app startup trace, controlled by the `appStartupTracingEnabled` option',
      '- The automatic app startup trace, controlled by an option',
    );
    expect(moved).not.toBe(changelog);
    const fixture = moved.replace(/^(## 7\.0\.0 .*\n\n### Added\n)/m, '$1\n- The `appStartupTracingEnabled` option.\n');
    expect(changelogProblems(android, fixture)).toEqual([
      'the changelog adds appStartupTracingEnabled in 7.0.0, the API data dates it 7.1.0',
    ]);
  });

  it('fail when the API data dates an option the changelog does not add in that release', () => {
    const api = variant((symbol) =>
      symbol.name === OPTIONS
        ? {
            ...symbol,
            members: symbol.members.map((member) => ({
              ...member,
              parameters: member.parameters?.map((parameter) =>
                parameter.name === 'composeTapCaptureEnabled' ? {...parameter, since: '7.0.0'} : parameter,
              ),
            })),
          }
        : symbol,
    );
    expect(changelogProblems(api, changelog)).toEqual([
      'the changelog adds composeTapCaptureEnabled in 7.2.0, the API data dates it 7.0.0',
    ]);
    expect(builderProblems(api)).toEqual([
      `${BUILDER}.composeTapCaptureEnabled is dated 7.2.0, the composeTapCaptureEnabled option 7.0.0`,
    ]);
  });
});
