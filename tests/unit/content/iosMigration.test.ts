/**
 * The iOS migration guide (docs/ios/6x/getting-started/migration-guide.mdx) maps every 5.x call to
 * its 6.x replacement in one table. The 5.x column is derived from the 5.x API data (ios5.ts): each
 * member of a 5.x class or struct, written as Swift names it (`start(launchOptions:)`, `isStarted`,
 * `ArgusNetworkRequest(url:...)`), must appear in the first cell of a row, so a member added to the
 * 5.x data fails until the guide says what replaces it. Every `Argus.<member>` named in the 6.x
 * column must exist in the 6.x API data (ios.ts): the api-symbols gate checks fences, not tables.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {iosApi} from '../../../src/data/api/ios';
import ios5Api from '../../../src/data/api/ios5';
import type {ApiMember, SdkApi} from '../../../src/data/api/types';
import {ROOT} from './helpers';

const GUIDE = join(ROOT, 'docs', 'ios', '6x', 'getting-started', 'migration-guide.mdx');

/** Symbols whose members are enum cases: the guide says once that their cases are unchanged. */
const ENUM_KINDS = new Set(['enum']);

/** Splits a parameter list at the commas outside brackets and parentheses. */
function splitParameters(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if ('([<'.includes(char)) {
      depth += 1;
    } else if (')]>'.includes(char)) {
      depth -= 1;
    }
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') {
    parts.push(current);
  }
  return parts.map((part) => part.trim());
}

/** The argument labels of a Swift signature's parameter list: `_` for an unlabelled one. */
export function labelsOf(signature: string): string[] | null {
  const open = signature.indexOf('(');
  if (open < 0) {
    return null;
  }
  let depth = 0;
  let close = -1;
  for (let i = open; i < signature.length; i++) {
    const char = signature[i];
    if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  const list = signature.slice(open + 1, close);
  return splitParameters(list).map((parameter) => {
    const names = (parameter.split(':')[0] ?? '').trim().split(/\s+/);
    return names[0] ?? '_';
  });
}

/** How the guide writes a member: `name(label:label:)` for a method, `name` for a property. */
export function swiftName(symbol: string, member: ApiMember): string {
  if (member.kind === 'property') {
    return member.name;
  }
  const labels = labelsOf(member.signature) ?? [];
  const base = member.kind === 'constructor' ? symbol : member.name;
  return `${base}(${labels.map((label) => `${label}:`).join('')})`;
}

/** Every call of an API as the migration table's first column names it. */
export function callsOf(api: SdkApi): string[] {
  const calls = new Set<string>();
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      if (ENUM_KINDS.has(symbol.kind) && symbol.name !== api.entryPoint) {
        continue;
      }
      for (const member of symbol.members) {
        calls.add(swiftName(symbol.name, member));
      }
    }
  }
  return [...calls];
}

interface Row {
  readonly before: string;
  readonly after: string;
}

/** The rows of the table under "Every 5.x call and its 6.x replacement". */
export function migrationRows(markdown: string): Row[] {
  const start = markdown.indexOf('### Every 5.x call and its 6.x replacement');
  if (start < 0) {
    return [];
  }
  const rows: Row[] = [];
  for (const line of markdown.slice(start).split('\n').slice(1)) {
    if (line.startsWith('#')) {
      break;
    }
    if (!line.startsWith('|') || line.startsWith('|---') || line.startsWith('| 5.x')) {
      continue;
    }
    const cells = line.split('|').map((cell) => cell.trim());
    rows.push({before: cells[1] ?? '', after: cells[2] ?? ''});
  }
  return rows;
}

/** Problems of a migration table against the two API descriptions. */
export function migrationProblems(markdown: string, legacy: SdkApi, current: SdkApi): string[] {
  const rows = migrationRows(markdown);
  const problems: string[] = [];
  for (const call of callsOf(legacy)) {
    // A constructor row writes its labels in full; a member row writes `client.` or `Argus.` first.
    const found = rows.some((row) => {
      const code = row.before.replaceAll('`', '');
      return code === call || code.endsWith(`.${call}`);
    });
    if (!found) {
      problems.push(`5.x call ${call} has no row in the migration table`);
    }
  }
  const members = new Set(
    current.groups
      .flatMap((group) => group.symbols)
      .filter((symbol) => symbol.name === current.entryPoint)
      .flatMap((symbol) => symbol.members.map((member) => member.name)),
  );
  for (const row of rows) {
    for (const match of row.after.matchAll(/`Argus\.(\w+)/g)) {
      const name = match[1] ?? '';
      if (!members.has(name)) {
        problems.push(`6.x column names Argus.${name}, which is not in the ${current.id} API`);
      }
    }
  }
  return problems;
}

describe('iOS migration table', () => {
  it('derives Swift names from the 5.x signatures', () => {
    const calls = callsOf(ios5Api);
    expect(calls).toContain('start(launchOptions:)');
    expect(calls).toContain('sharedInstance()');
    expect(calls).toContain('isStarted');
    expect(calls).toContain('logMessage(_:severity:properties:)');
    expect(calls).toContain(
      'ArgusNetworkRequest(url:method:startTime:endTime:bytesIn:bytesOut:responseCode:error:traceparent:)',
    );
    expect(calls).not.toContain('crash()');
  });

  it('reports a missing 5.x call and an unknown 6.x member (fixture)', () => {
    const fixture = [
      '### Every 5.x call and its 6.x replacement',
      '',
      '| 5.x | 6.x | What changes |',
      '|---|---|---|',
      '| `client.addBreadcrumb(_:)` | `Argus.addBreadcrumb(_:)` | Static. |',
      '| `client.sdkVersion()` | `Argus.sdkVersion` | Wrong on purpose. |',
      '',
      '## Next',
    ].join('\n');
    const problems = migrationProblems(fixture, ios5Api, iosApi);
    expect(problems).toContain('5.x call start(launchOptions:) has no row in the migration table');
    expect(problems).not.toContain('5.x call addBreadcrumb(_:) has no row in the migration table');
    expect(problems).toContain('6.x column names Argus.sdkVersion, which is not in the ios API');
  });

  it('maps every 5.x call to a 6.x call that exists', () => {
    expect(migrationProblems(readFileSync(GUIDE, 'utf8'), ios5Api, iosApi)).toEqual([]);
  });
});
