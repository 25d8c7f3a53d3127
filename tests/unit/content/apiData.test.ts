import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import {deriveApi, REMOVED} from '../../../src/data/api/derive';
import {LINES} from '../../../src/data/lines';
import {checkSample} from '../../../scripts/content/codeParses';
import {checkApiSymbols, entryPointMembers} from '../../../scripts/content/apiSymbols';
import {parsePage} from '../../../scripts/content/parse';
import {productTokens} from '../../../src/remark/productTokens';
import {ROOT, treeSitter} from './helpers';

const options = {treeSitter, tokens: productTokens()};

describe.each(LINES)('the API data of $label', (line) => {
  it('lives in the module the line names, under the line id', async () => {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, line.apiModule)).href)) as {
      default?: unknown;
    };
    expect(module.default, line.apiModule).toBe(API_BY_ID[line.id]);
    expect(API_BY_ID[line.id].id).toBe(line.id);
  });

  // Only legacy lines are held to one major version; a current line's members date back further.
  if (line.status === 'legacy') {
    it('dates every member within its own major line', () => {
      const first = `${line.major.replace('.x', '')}.0.0`;
      for (const group of API_BY_ID[line.id].groups) {
        for (const symbol of group.symbols) {
          for (const member of [symbol, ...symbol.members]) {
            expect(member.since.localeCompare(first, undefined, {numeric: true}), `${symbol.name}.${member.name}`).toBe(
              member.since.startsWith(first) ? 0 : 1,
            );
          }
        }
      }
    });
  }
});

describe('legacy API data written as a delta', () => {
  const base = API_BY_ID.ios;

  it('keeps, removes, renames and adds members, dating kept ones by the legacy line', () => {
    const api = deriveApi(base, {
      id: 'ios5',
      title: 'legacy',
      version: '5.1.0',
      since: '5.0.0',
      groups: {
        breadcrumbs: {symbols: {Argus: {members: {addBreadcrumb: {name: 'leaveBreadcrumb'}}}}},
        logs: {symbols: {Argus: {members: {logInfo: REMOVED}}}},
        moments: REMOVED,
      },
    });
    const names = new Set(api.groups.flatMap((group) => group.symbols.flatMap((s) => s.members.map((m) => m.name))));
    expect(names.has('leaveBreadcrumb')).toBe(true);
    expect(names.has('addBreadcrumb')).toBe(false);
    expect(names.has('logInfo')).toBe(false);
    expect(names.has('logWarning')).toBe(true);
    expect(api.groups.map((group) => group.id)).not.toContain('moments');
    expect(api.groups.flatMap((group) => group.symbols.flatMap((s) => s.members.map((m) => m.since)))).toEqual(
      expect.not.arrayContaining(['6.0.0']),
    );
  });

  it('fails on a group, symbol or member the base does not have', () => {
    const derive = (groups: Parameters<typeof deriveApi>[1]['groups']) => () =>
      deriveApi(base, {id: 'ios5', title: 'legacy', version: '5.1.0', since: '5.0.0', groups});
    expect(derive({charts: REMOVED})).toThrow('ios5 API over ios: the base API has no charts.');
    expect(derive({logs: {symbols: {Logger: REMOVED}}})).toThrow('the base API has no Logger.');
    expect(derive({logs: {symbols: {Argus: {members: {logDebug: REMOVED}}}}})).toThrow(
      'ios5 API over ios logs Argus: the base API has no logDebug.',
    );
  });
});

describe.each(Object.values(API_BY_ID))('the $id API description', (api) => {
  it('has unique group ids and introduces nothing after the current version', () => {
    const ids = api.groups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    const newer = (version: string): boolean => version.localeCompare(api.version, undefined, {numeric: true}) > 0;
    for (const member of api.groups.flatMap((group) => group.symbols.flatMap((symbol) => symbol.members))) {
      expect(newer(member.since), `${member.name} since ${member.since}`).toBe(false);
      if (member.deprecated) {
        expect(newer(member.deprecated.since), member.name).toBe(false);
      }
    }
  });

  it('has group examples that parse and pass the api-symbols gate against their own API', async () => {
    for (const group of api.groups) {
      const issue = await checkSample(group.example.code, api.language, false, options);
      expect(issue, `${group.id}: ${issue?.message ?? ''}`).toBeNull();
      const source = ['```' + `${api.language} api=${api.id}`, group.example.code.trim(), '```', ''].join('\n');
      const {page} = parsePage(source, `examples/${api.id}-${group.id}.md`);
      expect(page, group.id).not.toBeNull();
      expect(page === null ? [] : checkApiSymbols(page, API_BY_ID).map((problem) => problem.message), group.id).toEqual(
        [],
      );
    }
  });

  it('points every deprecation at a member that exists', () => {
    const members = entryPointMembers(api);
    for (const member of api.groups.flatMap((group) => group.symbols.flatMap((symbol) => symbol.members))) {
      if (member.deprecated) {
        const [symbol, name] = member.deprecated.replacement.split('.');
        expect(symbol, member.name).toBe(api.entryPoint);
        expect(members.has(name ?? ''), member.deprecated.replacement).toBe(true);
      }
    }
  });
});
