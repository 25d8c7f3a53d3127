import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import trimClientDataPlugin, {
  GLOBAL_DATA_MODULE,
  REGISTRY_MODULE,
  ROUTES_CHUNK_NAMES_MODULE,
  ROUTES_MODULE,
  SITE_CONFIG_MODULE,
  VERSION_METADATA_MODULE,
} from '../../src/plugins/trimClientData';
import inlineSsrPlugin from '../../src/plugins/inlineSsr';

const require = createRequire(import.meta.url);
const {TRANSFORMS} = require('../../src/plugins/trimClientDataLoader.cjs') as {
  TRANSFORMS: {
    versionMetadata: (source: string) => string;
    globalData: (source: string) => string;
    registry: (source: string) => string;
    serverRegistry: (source: string) => string;
    routesChunkNames: (source: string, registry: string) => string;
    routes: (source: string, chunkNames: string, registry: string) => string;
    siteConfig: (source: string) => string;
  };
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
    version: {
      docs: object;
      docsSidebars: {docs: {unlisted?: boolean; docId?: unknown; items?: {unlisted?: boolean; docId?: unknown}[]}[]};
    };
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

  it('keeps only the truth of a link doc id, which the breadcrumbs test', () => {
    expect(trimmed.version.docsSidebars.docs[0]?.docId).toBe(1);
    expect(trimmed.version.docsSidebars.docs[1]?.items?.[1]?.docId).toBe(1);
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

const REGISTRY = `export default {
  "7abc3d4f": [() => import(/* webpackChunkName: "7abc3d4f" */ "@site/docs/a \\"b\\".md"), "@site/docs/a \\"b\\".md", require.resolveWeak("@site/docs/a \\"b\\".md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/index.md"), "@site/docs/index.md", require.resolveWeak("@site/docs/index.md")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],};
`;

const CHUNK_NAMES = JSON.stringify({
  '/docs/-bd6': {__comp: '5e95c892', __context: {plugin: '0a1b2c3d'}},
  '/docs/a-b/-ba9': {__comp: '17896441', content: '7abc3d4f'},
  '/docs/-6df': {__comp: '17896441', content: '0a1b2c3d'},
});

const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'bd6'),
    routes: [
      {
        path: '/docs/a-b/',
        component: ComponentCreator('/docs/a-b/', 'ba9'),
        exact: true,
        sidebar: "docs"
      },
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', '6df'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Runs a transformed module: its imports come from `imports`, its exports are returned. */
function evaluate(code: string, imports: Record<string, unknown> = {}): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const body = code
    .replace(
      /^import (\w+) from '([^']+)';$/gm,
      (_m, name: string, from: string) => `const ${name} = imports[${JSON.stringify(from)}];`,
    )
    .replace(
      /^import \{([^}]+)\} from '([^']+)';$/gm,
      (_m, names: string, from: string) => `const {${names}} = imports[${JSON.stringify(from)}];`,
    )
    .replace(/^export const (\w+) = /gm, 'const $1 = exports.$1 = ')
    .replace(/^export default /m, 'exports.default = ');
  new Function('imports', 'exports', body)(imports, exports);
  return exports;
}

describe('registry transform', () => {
  it('gives each chunk a short name, empties the module paths and keeps loaders and module ids', () => {
    expect(TRANSFORMS.registry(REGISTRY)).toBe(`export default {
  "3": [() => import(/* webpackChunkName: "3" */ "@site/docs/a \\"b\\".md"), "", require.resolveWeak("@site/docs/a \\"b\\".md")],
  "1": [() => import(/* webpackChunkName: "1" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],
  "0": [() => import(/* webpackChunkName: "0" */ "@site/docs/index.md"), "", require.resolveWeak("@site/docs/index.md")],
  "2": [() => import(/* webpackChunkName: "2" */ "@theme/DocsRoot"), "", require.resolveWeak("@theme/DocsRoot")],};
`);
  });

  it('fails on an entry of a shape it does not know', () => {
    expect(() => TRANSFORMS.registry(`export default {\n  "7abc3d4f": [() => import("x"), "x", 1],\n};`)).toThrow(
      /unknown shape/,
    );
  });
});

describe('server registry transform', () => {
  it("names each chunk's module by the short name the client manifest knows the chunk by", () => {
    expect(TRANSFORMS.serverRegistry(REGISTRY)).toBe(`export default {
  "7abc3d4f": [() => import(/* webpackChunkName: "7abc3d4f" */ "@site/docs/a \\"b\\".md"), "3", require.resolveWeak("@site/docs/a \\"b\\".md")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "1", require.resolveWeak("@theme/DocItem")],
  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/index.md"), "0", require.resolveWeak("@site/docs/index.md")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "2", require.resolveWeak("@theme/DocsRoot")],};
`);
  });

  it('fails on an entry of a shape it does not know', () => {
    expect(() => TRANSFORMS.serverRegistry(`export default {\n  "7abc3d4f": [() => import("x"), "x", 1],\n};`)).toThrow(
      /unknown shape/,
    );
  });
});

describe('route chunk names transform', () => {
  it('holds the same chunk names, by their short names', () => {
    const {default: names} = evaluate(TRANSFORMS.routesChunkNames(CHUNK_NAMES, REGISTRY));
    expect(names).toEqual({
      '/docs/-bd6': {__comp: '2', __context: {plugin: '0'}},
      '/docs/a-b/-ba9': {__comp: '1', content: '3'},
      '/docs/-6df': {__comp: '1', content: '0'},
    });
  });

  it('fails on a chunk the registry does not have', () => {
    expect(() => TRANSFORMS.routesChunkNames(JSON.stringify({'/docs/-1': {__comp: 'ffffffff'}}), REGISTRY)).toThrow(
      /not in the registry/,
    );
  });
});

describe('routes transform', () => {
  it('builds the same route tree, with doc pages read from the chunk names rows', () => {
    const creator = (path: string, hash?: string): unknown => ({creator: [path, hash]});
    const chunkNames = evaluate(TRANSFORMS.routesChunkNames(CHUNK_NAMES, REGISTRY));
    const compact = evaluate(TRANSFORMS.routes(ROUTES, CHUNK_NAMES, REGISTRY), {
      '@docusaurus/ComponentCreator': creator,
      './routesChunkNames.json': chunkNames,
    });
    const original = evaluate(ROUTES.replace(/^import React from 'react';$/m, ''), {
      '@docusaurus/ComponentCreator': creator,
    });
    expect(compact.default).toEqual(original.default);
    expect(TRANSFORMS.routes(ROUTES, CHUNK_NAMES, REGISTRY)).toContain('...pages(0, 1, "docs")');
  });

  it("makes a page's component only when something reads it, and once", () => {
    const made: string[] = [];
    const creator = (path: string, hash?: string): unknown => {
      made.push(`${path}-${hash}`);
      return {creator: [path, hash]};
    };
    const chunkNames = evaluate(TRANSFORMS.routesChunkNames(CHUNK_NAMES, REGISTRY));
    const compact = evaluate(TRANSFORMS.routes(ROUTES, CHUNK_NAMES, REGISTRY), {
      '@docusaurus/ComponentCreator': creator,
      './routesChunkNames.json': chunkNames,
    });
    const [root] = compact.default as {routes: {path: string; component: unknown}[]}[];
    const page = root?.routes[0];
    if (!page) {
      throw new Error('the tree has no page');
    }
    const eager = made.length;
    expect(page.component).toEqual({creator: [page.path, expect.any(String)]});
    expect(page.component).toBe(page.component);
    expect(made.length).toBe(eager + 1);
  });

  it('fails on a routes module of another shape', () => {
    expect(() => TRANSFORMS.routes(`import x from 'y';\nexport default [];`, CHUNK_NAMES, REGISTRY)).toThrow(
      /unknown shape/,
    );
  });
});

describe('site config transform', () => {
  const source = `/*
 * AUTOGENERATED - DON'T EDIT
 */
export default {
  "title": "Argus",
  "themeConfig": {"navbar": {"items": []}},
  "presets": [["classic", {"docs": {}}]],
  "plugins": [null, ["@docusaurus/plugin-client-redirects", {"redirects": [{"from": "/a/", "to": "/b/"}]}]],
  "themes": [["search", {}]]
};
`;

  it('empties the server-only options and keeps the rest', () => {
    const {default: config} = evaluate(TRANSFORMS.siteConfig(source));
    expect(config).toEqual({title: 'Argus', themeConfig: {navbar: {items: []}}, presets: [], plugins: [], themes: []});
  });

  it('fails on a module of another shape', () => {
    expect(() => TRANSFORMS.siteConfig('module.exports = {};')).toThrow(/export default/);
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
    expect(ROUTES_MODULE.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(SITE_CONFIG_MODULE.test('/site/.docusaurus/docusaurus.config.mjs')).toBe(true);
    expect(SITE_CONFIG_MODULE.test('/site/docusaurus.config.mjs')).toBe(false);
    expect(ROUTES_CHUNK_NAMES_MODULE.test('C:\\site\\.docusaurus\\routesChunkNames.json')).toBe(true);
  });

  it('trims the registry and swaps tslib and chunk names in the browser build only', () => {
    const plugin = trimClientDataPlugin();
    const client = JSON.stringify(plugin.configureWebpack?.({} as never, false, {} as never, {} as never));
    const server = JSON.stringify(plugin.configureWebpack?.({} as never, true, {} as never, {} as never));
    for (const kind of ['versionMetadata', 'globalData']) {
      expect(client).toContain(kind);
      expect(server).toContain(kind);
    }
    for (const kind of ['registry', 'routes', 'routesChunkNames', 'siteConfig']) {
      expect(client).toContain(`"kind":"${kind}"`);
      expect(server).not.toContain(`"kind":"${kind}"`);
    }
    expect(client).toContain('tslibClient.cjs');
    expect(client).toContain('[id].[fullhash:8].js');
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
