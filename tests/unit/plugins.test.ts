import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import trimClientDataPlugin, {
  GLOBAL_DATA_MODULE,
  REGISTRY_MODULE,
  VERSION_METADATA_MODULE,
} from '../../src/plugins/trimClientData';
import inlineSsrPlugin from '../../src/plugins/inlineSsr';

const require = createRequire(import.meta.url);
const {TRANSFORMS} = require('../../src/plugins/trimClientDataLoader.cjs') as {
  TRANSFORMS: Record<'versionMetadata' | 'globalData' | 'registry', (source: string) => string>;
};
const tslib = require('../../src/plugins/tslibClient.cjs') as {
  __importDefault: (mod: unknown) => {default: unknown};
  __importStar: (mod: unknown) => Record<string, unknown>;
};

const metadata = {
  version: {
    pluginId: 'default',
    docsSidebars: {
      docs: [
        {type: 'link', href: '/docs/', label: 'Home', docId: 'index', unlisted: false},
        {
          type: 'category',
          label: 'Web',
          items: [
            {type: 'link', href: '/docs/web/', label: 'Web SDK', docId: 'web/index', unlisted: false},
            {type: 'link', href: '/docs/web/draft/', label: 'Draft', docId: 'web/draft', unlisted: true},
          ],
        },
      ],
    },
    docs: {
      index: {id: 'index', title: 'Argus docs', description: 'Everything about Argus.', sidebar: 'docs'},
      'web/index': {id: 'web/index', title: 'Web SDK', description: 'The browser SDK.', sidebar: 'docs'},
    },
  },
};

describe('version metadata transform', () => {
  const trimmed = JSON.parse(TRANSFORMS.versionMetadata(JSON.stringify(metadata))) as {
    version: {docs: object; docsSidebars: {docs: {unlisted?: boolean; items?: {unlisted?: boolean}[]}[]}};
  };

  it('drops the per-doc map and keeps the sidebar', () => {
    expect(trimmed.version.docs).toEqual({});
    expect(trimmed.version.docsSidebars.docs).toHaveLength(2);
  });

  it('drops only the default unlisted flag, at every depth', () => {
    expect(trimmed.version.docsSidebars.docs[0]).not.toHaveProperty('unlisted');
    expect(trimmed.version.docsSidebars.docs[1]?.items?.[0]).not.toHaveProperty('unlisted');
    expect(trimmed.version.docsSidebars.docs[1]?.items?.[1]?.unlisted).toBe(true);
  });

  it('leaves modules without version data as they are', () => {
    expect(JSON.parse(TRANSFORMS.versionMetadata('{"a":[1,2]}'))).toEqual({a: [1, 2]});
  });
});

describe('global data transform', () => {
  it('keeps only the main doc of each docs version', () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/docs/',
          versions: [
            {
              name: 'current',
              mainDocId: 'index',
              docs: [
                {id: 'index', path: '/docs/', sidebar: 'docs'},
                {id: 'web/index', path: '/docs/web/', sidebar: 'docs'},
              ],
            },
          ],
        },
      },
      'docusaurus-plugin-google-gtag': {default: {trackingID: ['G-1']}},
    };
    const trimmed = JSON.parse(TRANSFORMS.globalData(JSON.stringify(data))) as typeof data;
    expect(trimmed['docusaurus-plugin-content-docs'].default.versions[0]?.docs).toEqual([
      {id: 'index', path: '/docs/', sidebar: 'docs'},
    ]);
    expect(trimmed['docusaurus-plugin-google-gtag']).toEqual(data['docusaurus-plugin-google-gtag']);
  });
});

describe('registry transform', () => {
  it('empties the module paths and keeps loaders and module ids', () => {
    const source = `export default {
  "7abc3d4f": [() => import(/* webpackChunkName: "7abc3d4f" */ "@site/docs/a \\"b\\".md"), "@site/docs/a \\"b\\".md", require.resolveWeak("@site/docs/a \\"b\\".md")],
};`;
    expect(TRANSFORMS.registry(source)).toBe(`export default {
  "7abc3d4f": [() => import(/* webpackChunkName: "7abc3d4f" */ "@site/docs/a \\"b\\".md"), "", require.resolveWeak("@site/docs/a \\"b\\".md")],
};`);
  });
});

describe('tslib stand-in', () => {
  it('wraps CommonJS modules as tslib does and passes ES modules through', () => {
    const commonJs = {a: 1};
    expect(tslib.__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: 2};
    expect(tslib.__importDefault(esModule)).toBe(esModule);
    expect(tslib.__importStar(commonJs)).toEqual({a: 1, default: commonJs});
  });
});

describe('trimClientData plugin', () => {
  it('matches the modules it trims, on any platform', () => {
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
    expect(GLOBAL_DATA_MODULE.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(REGISTRY_MODULE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(REGISTRY_MODULE.test('/site/src/registry.js')).toBe(false);
  });

  it('trims the registry and swaps tslib and chunk names in the browser build only', () => {
    const plugin = trimClientDataPlugin();
    const client = JSON.stringify(plugin.configureWebpack?.({} as never, false, {} as never, {} as never));
    const server = JSON.stringify(plugin.configureWebpack?.({} as never, true, {} as never, {} as never));
    for (const kind of ['versionMetadata', 'globalData']) {
      expect(client).toContain(kind);
      expect(server).toContain(kind);
    }
    expect(client).toContain('registry');
    expect(client).toContain('tslibClient.cjs');
    expect(client).toContain('[id].[contenthash:8].js');
    expect(server).not.toContain('registry');
    expect(server).not.toContain('tslib');
  });
});

describe('inlineSsr plugin', () => {
  it('swaps react-dom/server in the server build only', () => {
    const plugin = inlineSsrPlugin();
    expect(JSON.stringify(plugin.configureWebpack?.({} as never, true, {} as never, {} as never))).toContain(
      'reactDomServerInline.mjs',
    );
    expect(plugin.configureWebpack?.({} as never, false, {} as never, {} as never)).toEqual({});
  });
});
