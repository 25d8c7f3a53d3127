/**
 * upgrade-coverage: a platform's upgrade guide (`<current prefix>/upgrading.mdx`) shows the "before"
 * code of every entry-point call that changed between two of its lines, so no reader is left with a
 * call the guide never mentions. The lines come from src/data/lines.ts (the legacy lines whose
 * `current` is the platform, oldest first, then the current line); each step compares one line's API
 * data with the next line's.
 *
 * A call changed when the next line removes it, gives it other parameters or another return type,
 * or deprecates it. A parameter appended with a default (6.x `logMessage` gained `attachment`) is
 * additive: old code still compiles, so it is not asked for. Each changed call must appear as
 * `Argus.<member>` in a fence whose meta names the older line (`api=react-native5`), which the
 * api-symbols gate then checks against that line.
 */
import {posix} from 'node:path';
import type {ApiMember, SdkApi} from '../../src/data/api/types';
import {LINES, type LineId, type SdkLine} from '../../src/data/lines';
import {compare} from './changelogSince';
import {fencesOf} from './parse';
import type {Page, Problem} from './types';

/** The entry point's members of a line, by name (the entry point spreads over several groups). */
export function entryMembers(api: SdkApi): Map<string, ApiMember> {
  const members = new Map<string, ApiMember>();
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      if (symbol.name === api.entryPoint) {
        for (const member of symbol.members) {
          members.set(member.name, member);
        }
      }
    }
  }
  return members;
}

/** Why a call of the older line needs a "before" sample, or null when old code still works. */
export function changeOf(before: ApiMember, after: ApiMember | undefined): string | null {
  if (after === undefined) {
    return 'removed';
  }
  if (after.deprecated !== undefined && before.deprecated === undefined) {
    return 'deprecated';
  }
  if ((before.returns?.type ?? null) !== (after.returns?.type ?? null)) {
    return 'another return type';
  }
  const old = before.parameters ?? [];
  const next = after.parameters ?? [];
  const keeps = old.every((parameter, index) => {
    const same = next[index];
    return same !== undefined && same.name === parameter.name && same.type === parameter.type;
  });
  const appendedOptional = next.slice(old.length).every((parameter) => parameter.default !== undefined);
  return keeps && appendedOptional ? null : 'other parameters';
}

/** The platform's lines, oldest first, when the page is that platform's upgrade guide. */
export function upgradeLines(pagePath: string): SdkLine[] {
  if (posix.basename(pagePath).replace(/\.mdx?$/, '') !== 'upgrading') {
    return [];
  }
  const folder = posix.dirname(pagePath);
  const current = LINES.find((line) => line.status === 'current' && line.prefix === folder);
  if (current === undefined) {
    return [];
  }
  const legacy = LINES.filter((line) => line.status === 'legacy' && line.current === current.id).sort((a, b) =>
    compare(a.version, b.version),
  );
  return legacy.length === 0 ? [] : [...legacy, current];
}

export function checkUpgradeCoverage(page: Page, apis: Readonly<Record<LineId, SdkApi>>): Problem[] {
  const lines = upgradeLines(page.path);
  const problems: Problem[] = [];
  const fences = fencesOf(page);
  for (let index = 0; index + 1 < lines.length; index++) {
    const older = lines[index];
    const newer = lines[index + 1];
    if (older === undefined || newer === undefined) {
      continue;
    }
    const before = apis[older.id];
    const after = entryMembers(apis[newer.id]);
    const shown = fences.filter((fence) => fence.api === older.id).map((fence) => fence.code);
    for (const [name, member] of entryMembers(before)) {
      const change = changeOf(member, after.get(name));
      if (change === null) {
        continue;
      }
      const call = new RegExp(`(?<![\\w$])${before.entryPoint}\\s*\\.\\s*${name}(?![\\w$])`);
      if (!shown.some((code) => call.test(code))) {
        problems.push({
          file: page.file,
          line: 1,
          gate: 'upgrade-coverage',
          message: `${before.entryPoint}.${name} changed from ${older.label} to ${newer.label} (${change}): show it in a "before" sample with api=${older.id} and its replacement after it`,
        });
      }
    }
  }
  return problems;
}
