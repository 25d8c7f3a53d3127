import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFile, isDocsVersionData, unreachableDocs, type DocEntry} from '../../../scripts/content/sidebar';
import {ROOT} from './helpers';

const data: unknown = JSON.parse(
  readFileSync(join(ROOT, 'tests', 'fixtures', 'content', 'sidebar', 'docs-version.json'), 'utf8'),
);
const version = isDocsVersionData(data) ? data : null;
const metadata: DocEntry[] = [
  {id: 'legal/dpa/index', permalink: '/docs/dpa/', source: '@site/docs/legal/dpa/index.md'},
  {id: 'legal/orphan', permalink: '/docs/orphan/', source: '@site/docs/legal/orphan.md'},
];

describe('sidebar gate', () => {
  it('reads the version data of the docs plugin', () => {
    expect(version).not.toBeNull();
  });

  it('finds docs that neither a link nor a category link reaches', () => {
    if (version === null) {
      throw new Error('fixture is not docs version data');
    }
    const unreachable = unreachableDocs(version, metadata);
    expect(unreachable.map((doc) => doc.id)).toEqual(['legal/orphan']);
    expect(unreachable.map(docFile)).toEqual(['docs/legal/orphan.md']);
  });

  it('passes when every doc is reachable, and accepts docs listed as an array', () => {
    expect(
      unreachableDocs({
        docsSidebars: {
          docs: [
            {type: 'link', docId: 'index'},
            {type: 'category', href: '/docs/a/', items: []},
          ],
        },
        docs: [
          {id: 'index', path: '/docs/'},
          {id: 'a/index', path: '/docs/a/'},
        ],
      }),
    ).toEqual([]);
  });

  it('without routes for a doc, only a link by id reaches it', () => {
    if (version === null) {
      throw new Error('fixture is not docs version data');
    }
    expect(unreachableDocs(version).map((doc) => doc.id)).toEqual(['legal/dpa/index', 'legal/orphan']);
  });
});
