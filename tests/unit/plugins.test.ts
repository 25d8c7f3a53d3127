import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import trimDocsMetadataPlugin, {VERSION_METADATA_MODULE} from '../../src/plugins/trimDocsMetadata';

const require = createRequire(import.meta.url);
const trimDocsMetadata = require('../../src/plugins/trimDocsMetadataLoader.cjs') as (source: string) => string;

const metadata = {
  version: {
    pluginId: 'default',
    docsSidebars: {docs: [{type: 'link', href: '/docs/', label: 'Home', docId: 'index'}]},
    docs: {
      index: {id: 'index', title: 'Argus docs', description: 'Everything about Argus.', sidebar: 'docs'},
      'web/index': {id: 'web/index', title: 'Web SDK', description: 'The browser SDK.', sidebar: 'docs'},
    },
  },
};

describe('trimDocsMetadata loader', () => {
  it('drops the description copies and keeps everything else', () => {
    const trimmed = JSON.parse(trimDocsMetadata(JSON.stringify(metadata))) as typeof metadata;
    expect(trimmed.version.docs.index).toEqual({id: 'index', title: 'Argus docs', sidebar: 'docs'});
    expect(trimmed.version.docs['web/index']).not.toHaveProperty('description');
    expect(trimmed.version.docsSidebars).toEqual(metadata.version.docsSidebars);
  });

  it('leaves modules without version docs as they are', () => {
    expect(JSON.parse(trimDocsMetadata('{"a":[1,2]}'))).toEqual({a: [1, 2]});
  });

  it('applies only to the docs version metadata modules', () => {
    expect(
      VERSION_METADATA_MODULE.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json'),
    ).toBe(true);
    expect(
      VERSION_METADATA_MODULE.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\docs-7fc.json'),
    ).toBe(true);
    expect(
      VERSION_METADATA_MODULE.test(
        '/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-web-index-md-1a2.json',
      ),
    ).toBe(false);
    expect(VERSION_METADATA_MODULE.test('/site/.docusaurus/globalData.json')).toBe(false);
  });

  it('registers the loader for those modules', () => {
    const config = trimDocsMetadataPlugin().configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(JSON.stringify(config)).toContain('trimDocsMetadataLoader.cjs');
  });
});
