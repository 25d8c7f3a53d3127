import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import {SDKS, type Sdk} from '../../../src/data/product';
import {checkSample} from '../../../scripts/content/codeParses';
import {entryPointMembers} from '../../../scripts/content/apiSymbols';
import {productTokens} from '../../../src/remark/productTokens';
import {treeSitter} from './helpers';

const options = {treeSitter, tokens: productTokens()};

describe.each(Object.values(API_BY_ID))('the $id API description', (api) => {
  it('matches the product data version', () => {
    const sdks: readonly Sdk[] = Object.values(SDKS);
    const versions = sdks.flatMap((sdk) => [sdk.version, ...sdk.legacy.map((line) => line.version)]);
    expect(versions).toContain(api.version);
  });

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

  it('has group examples that parse and call only members it lists', async () => {
    const members = entryPointMembers(api);
    for (const group of api.groups) {
      const issue = await checkSample(group.example.code, api.language, false, options);
      expect(issue, `${group.id}: ${issue?.message ?? ''}`).toBeNull();
      for (const [, name] of group.example.code.matchAll(new RegExp(`\\b${api.entryPoint}\\.([A-Za-z_]\\w*)`, 'g'))) {
        expect(members.has(name ?? ''), `${group.id}: ${api.entryPoint}.${name}`).toBe(true);
      }
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
