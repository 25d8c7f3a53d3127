import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {SYNONYMS, synonymsOf} from '../../src/lib/searchQueries';
import {clientFolder, IMPORT_REWRITES, rewriteRequest} from '../../src/plugins/searchRelevance';

describe('synonyms', () => {
  it('map words to lower-case words only, never to a page or to themselves', () => {
    for (const [word, synonyms] of Object.entries(SYNONYMS)) {
      expect(word).toBe(word.toLowerCase());
      for (const synonym of synonyms) {
        expect(synonym).toMatch(/^[a-z0-9]+$/);
        expect(synonym).not.toBe(word);
      }
    }
  });

  it('are looked up in lower case, and a word without any has none', () => {
    expect(synonymsOf('Setup')).toContain('install');
    expect(synonymsOf('kibana')).toEqual([]);
  });
});

describe('the imports the build rewrites', () => {
  it.each(IMPORT_REWRITES)('$module still imports $request', ({folder, module, request}) => {
    const source = readFileSync(join(clientFolder(), ...folder.split('/'), module), 'utf8');
    // An import, or the worker the module starts (`new Worker(new URL("./worker.js", import.meta.url))`).
    expect(source).toMatch(new RegExp(`(from |new URL\\()"${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });

  it('are rewritten in their own folder only', () => {
    const theme = join(clientFolder(), 'theme');
    expect(rewriteRequest('./worker.js', theme)).toMatch(/src[\\/]lib[\\/]searchWorker\.ts$/);
    expect(rewriteRequest('./worker.js', join(theme, 'SearchBar'))).toBeNull();
    expect(rewriteRequest('../utils/smartQueries', theme)).toBeNull();
    expect(rewriteRequest('./EmptyTemplate', join(theme, 'SearchBar'))).toMatch(/searchEmptyTemplate\.ts$/);
    expect(rewriteRequest('./EmptyTemplate', join(theme, 'SearchPage'))).toBeNull();
  });

  it('point at modules that exist', () => {
    for (const rewrite of IMPORT_REWRITES) {
      expect(existsSync(join(__dirname, '..', '..', 'src', 'lib', rewrite.replacement))).toBe(true);
    }
  });
});
