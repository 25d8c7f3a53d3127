import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {purgeBuiltCss, renamedStylesheet} from '../../src/plugins/purgeCss';

describe('purgeCss plugin', () => {
  it('names a purged stylesheet by its new content', () => {
    expect(renamedStylesheet('assets/css/styles.0123abcd.css', 'a{}')).toMatch(
      /^assets\/css\/styles\.[0-9a-f]{8}\.css$/,
    );
    expect(renamedStylesheet('assets/css/styles.0123abcd.css', 'a{}')).toBe(
      renamedStylesheet('assets/css/styles.ffffffff.css', 'a{}'),
    );
    expect(() => renamedStylesheet('styles.css', 'a{}')).toThrow(/no content hash/);
  });

  it('keeps the rules the pages and scripts use, drops the rest, and relinks every page', async () => {
    const out = mkdtempSync(join(tmpdir(), 'purge-'));
    mkdirSync(join(out, 'assets', 'css'), {recursive: true});
    mkdirSync(join(out, 'assets', 'js'), {recursive: true});
    mkdirSync(join(out, 'page'));
    const css = [
      '.used{color:red}',
      '.opened-by-script{display:block}',
      '.avatar{width:3rem}',
      ':where(.button--primary):not(.button--outline):hover{color:blue}',
    ].join('');
    writeFileSync(join(out, 'assets', 'css', 'styles.0123abcd.css'), css);
    const link = '<link rel=stylesheet href=/docs/assets/css/styles.0123abcd.css>';
    writeFileSync(join(out, 'index.html'), `<html><head>${link}</head><body class=used></body></html>`);
    writeFileSync(join(out, 'page', 'index.html'), `<html><head>${link}</head><body></body></html>`);
    writeFileSync(join(out, 'assets', 'js', 'main.js'), 'el.classList.add("opened-by-script","button--primary")');

    const renames = await purgeBuiltCss(out);
    expect(renames).toHaveLength(1);
    const [oldName, newName] = renames[0] ?? ['', ''];
    expect(oldName).toBe('assets/css/styles.0123abcd.css');
    expect(readdirSync(join(out, 'assets', 'css'))).toEqual([newName.split('/').pop()]);
    const purged = readFileSync(join(out, newName), 'utf8');
    expect(purged).toContain('.used');
    expect(purged).toContain('.opened-by-script');
    expect(purged).toContain(':not(.button--outline):hover');
    expect(purged).not.toContain('.avatar');
    for (const page of ['index.html', join('page', 'index.html')]) {
      const html = readFileSync(join(out, page), 'utf8');
      expect(html).toContain(`/docs/${newName}`);
      expect(html).not.toContain(oldName);
    }
  });
});
