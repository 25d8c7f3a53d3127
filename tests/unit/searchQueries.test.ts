import {createRequire} from 'node:module';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';

// The plugin's module reads constants the build generates; stand in for it with its first query (every word required).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js', () => ({
  smartQueries: (tokens: string[]) => [{tokens, term: tokens.map((value) => ({value, presence: 2, wildcard: 0}))}],
}));
import {
  matchesEveryWord,
  partialQuery,
  PRESENCE,
  smartQueries,
  SYNONYMS,
  synonymQueries,
  WILDCARD,
} from '../../src/lib/searchQueries';
import {clientFolder, IMPORT_REWRITES, rewriteRequest} from '../../src/plugins/searchRelevance';

const lunr = createRequire(import.meta.url)('lunr') as {
  Query: {presence: Record<string, number>; wildcard: Record<string, number>};
};

describe('search queries', () => {
  it("use lunr's own presence and wildcard values", () => {
    expect(PRESENCE.OPTIONAL).toBe(lunr.Query.presence.OPTIONAL);
    expect(PRESENCE.REQUIRED).toBe(lunr.Query.presence.REQUIRED);
    expect(WILDCARD.NONE).toBe(lunr.Query.wildcard.NONE);
    expect(WILDCARD.TRAILING).toBe(lunr.Query.wildcard.TRAILING);
  });

  it("run the plugin's queries first, every word required, then synonyms, then one partial query", () => {
    const queries = smartQueries(['datadog', 'setup'], []);
    expect(queries[0]?.term.every((term) => term.presence === PRESENCE.REQUIRED)).toBe(true);
    expect(queries[0]?.tokens).toEqual(['datadog', 'setup']);
    const synonyms = queries.filter((query) => query.tokens.includes('integration'));
    expect(synonyms.length).toBeGreaterThan(0);
    const last = queries.at(-1);
    expect(last?.term.every((term) => term.presence === PRESENCE.OPTIONAL)).toBe(true);
    expect(last?.term.map((term) => term.value)).toEqual(['datadog', 'setup', 'install', 'integration', 'configure']);
  });

  it('add no partial query for one word, and let the last word match as a prefix', () => {
    expect(partialQuery(['gradle'])).toBeNull();
    const partial = partialQuery(['proguard', 'mapp']);
    expect(partial?.term.find((term) => term.value === 'mapp')?.wildcard).toBe(WILDCARD.TRAILING);
    expect(partial?.term.find((term) => term.value === 'proguard')?.wildcard).toBe(WILDCARD.NONE);
  });

  it('replace one word at a time with each synonym', () => {
    expect(synonymQueries(['upload', 'symbols']).map((query) => query.tokens.join(' '))).toEqual([
      'upload symbolication',
      'upload dsym',
      'upload mapping',
    ]);
  });

  it('map words to lower-case words only, never to a page or to themselves', () => {
    for (const [word, synonyms] of Object.entries(SYNONYMS)) {
      expect(word).toBe(word.toLowerCase());
      for (const synonym of synonyms) {
        expect(synonym).toMatch(/^[a-z0-9]+$/);
        expect(synonym).not.toBe(word);
      }
    }
  });

  it('tell whether a result matched every word, through stems and synonyms', () => {
    expect(matchesEveryWord(['upload', 'symbols'], ['upload', 'symbol'])).toBe(true);
    expect(matchesEveryWord(['upload', 'symbols'], ['upload', 'dsym'])).toBe(true);
    expect(matchesEveryWord(['datadog', 'setup'], ['datadog'])).toBe(false);
  });
});

describe('the imports the build rewrites', () => {
  it.each(IMPORT_REWRITES)('$module still imports $request', ({folder, module, request}) => {
    const source = readFileSync(join(clientFolder(), ...folder.split('/'), module), 'utf8');
    expect(source).toContain(`from "${request}"`);
  });

  it('are rewritten in their own folder only', () => {
    const theme = join(clientFolder(), 'theme');
    expect(rewriteRequest('../utils/smartQueries', theme)).toMatch(/src[\\/]lib[\\/]searchQueries\.ts$/);
    expect(rewriteRequest('../utils/smartQueries', join(theme, 'SearchBar'))).toBeNull();
    expect(rewriteRequest('./smartQueries', theme)).toBeNull();
    expect(rewriteRequest('./EmptyTemplate', join(theme, 'SearchBar'))).toMatch(/searchEmptyTemplate\.ts$/);
    expect(rewriteRequest('./EmptyTemplate', join(theme, 'SearchPage'))).toBeNull();
  });

  it('point at modules that exist', () => {
    for (const rewrite of IMPORT_REWRITES) {
      expect(existsSync(join(__dirname, '..', '..', 'src', 'lib', rewrite.replacement))).toBe(true);
    }
  });
});
