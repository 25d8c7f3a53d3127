/**
 * Loader for the modules that src/plugins/trimClientData.ts trims; `options.kind` names the
 * module. Each transform keeps everything the browser reads and drops what it does not.
 */
const {readFileSync} = require('node:fs');
const {dirname, join} = require('node:path');
const vm = require('node:vm');

/**
 * Version metadata: no `docs` map (only `DocCard` reads it), no `unlisted: false` on links, and
 * no doc ids in the sidebar links (see `dropListedFlags`).
 * @param {string} source JSON
 * @returns {string} JSON
 */
function versionMetadata(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (version && typeof version === 'object') {
    if (version.docs && typeof version.docs === 'object') {
      version.docs = {};
    }
    for (const items of Object.values(version.docsSidebars || {})) {
      dropListedFlags(items);
    }
  }
  return JSON.stringify(data);
}

/**
 * Sidebar items, changed in place: no `unlisted: false`, and a link's `docId` only says that it is
 * a doc (the breadcrumbs test it for truth; only `DocCard` reads the id itself).
 * @param {unknown[]} items
 */
function dropListedFlags(items) {
  for (const item of items || []) {
    if (item && typeof item === 'object') {
      if (item.unlisted === false) {
        delete item.unlisted;
      }
      if (item.type === 'link' && typeof item.docId === 'string' && item.docId !== '') {
        item.docId = 1;
      }
      if (Array.isArray(item.items)) {
        dropListedFlags(item.items);
      }
    }
  }
}

/**
 * Global data: each docs version keeps only its main doc in `docs`.
 * @param {string} source JSON
 * @returns {string} JSON
 */
function globalData(source) {
  const data = JSON.parse(source);
  const docsPlugin = data && data['docusaurus-plugin-content-docs'];
  for (const instance of Object.values(docsPlugin || {})) {
    for (const version of (instance && instance.versions) || []) {
      if (Array.isArray(version.docs)) {
        version.docs = version.docs.filter((doc) => doc && doc.id === version.mainDocId);
      }
    }
  }
  return JSON.stringify(data);
}

/**
 * One registry entry as Docusaurus 3 writes it: `"name": [() => import(` + a webpackChunkName
 * comment naming the same chunk + `"path"), "path", require.resolveWeak("path")],`.
 */
const REGISTRY_ENTRY =
  /^(\s*)"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"\\]+)" \*\/ ("(?:[^"\\]|\\.)*")\), "(?:[^"\\]|\\.)*", (require\.resolveWeak\("(?:[^"\\]|\\.)*"\))\]/gm;

/**
 * The short name of every chunk in the registry: its index among the sorted names, in base 36
 * ("0", "1", ... "a", ... "10"). The registry and the route chunk names both take them from here,
 * so they agree.
 * @param {string} registrySource the registry module as Docusaurus writes it
 * @returns {Map<string, string>} chunk name -> short name
 */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(REGISTRY_ENTRY)].map((match) => match[2]).sort();
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/**
 * The registry with each entry written again by `write`, given the entry's indent, key, module
 * path (as a JavaScript string), `require.resolveWeak(...)` call and short name. Fails on an entry of
 * another shape, or one whose key and chunk name differ, so a change upstream is caught.
 * @param {string} source JavaScript
 * @param {(entry: {indent: string, key: string, modulePath: string, weak: string, name: string}) => string} write
 * @returns {string} JavaScript
 */
function rewriteRegistry(source, write) {
  const short = shortChunkNames(source);
  let entries = 0;
  const out = source.replace(REGISTRY_ENTRY, (_match, indent, key, chunkName, modulePath, weak) => {
    if (key !== chunkName) {
      throw new Error(`trimClientData: registry entry ${key} names its chunk ${chunkName}`);
    }
    entries += 1;
    return write({indent, key, modulePath, weak, name: short.get(key)});
  });
  const expected = (source.match(/^\s*"[^"]+": \[/gm) || []).length;
  if (entries !== expected) {
    throw new Error(`trimClientData: ${expected - entries} registry entries have an unknown shape`);
  }
  return out;
}

/**
 * Registry: each entry keyed and named by its short chunk name, with an empty module path (only
 * the server render reads it).
 * @param {string} source JavaScript
 * @returns {string} JavaScript
 */
function registry(source) {
  return rewriteRegistry(
    source,
    ({indent, modulePath, weak, name}) =>
      `${indent}"${name}": [() => import(/* webpackChunkName: "${name}" */ ${modulePath}), "", ${weak}]`,
  );
}

/**
 * Registry for the server render: as Docusaurus writes it, but with each entry's module path
 * replaced by its short chunk name. The server render reports the module paths of the chunks a page
 * renders, and Docusaurus looks them up in the client manifest to write the page's chunks into its
 * HTML as scripts; the manifest knows a chunk by its name, which is the short name (see `registry`).
 * So each page's HTML lists its own chunks and they download beside main.js, instead of after it.
 * @param {string} source JavaScript
 * @returns {string} JavaScript
 */
function serverRegistry(source) {
  return rewriteRegistry(
    source,
    ({indent, key, modulePath, weak, name}) =>
      `${indent}"${key}": [() => import(/* webpackChunkName: "${key}" */ ${modulePath}), "${name}", ${weak}]`,
  );
}

/**
 * The route chunk names (`"<path>-<hash>": {__comp: name, content: name}`) with short chunk
 * names, split in two: the entries of the common shape (a doc page: the most frequent `__comp`
 * and a `content`) as rows `[path, hash, content]`, and the rest as they are. The chunk names
 * module writes the rows as one string with the paths' common prefix taken out and exports them
 * for the routes module (see `routes`), so a page's path is in the bundle once.
 * @param {string} source JSON
 * @param {string} registrySource the registry module, for the short names
 * @returns {{prefix: string, rows: string[][], rest: object, comp: string | undefined}}
 */
function chunkNameRows(source, registrySource) {
  const short = shortChunkNames(registrySource);
  const rename = (value) => {
    if (typeof value === 'string') {
      const name = short.get(value);
      if (name === undefined) {
        throw new Error(`trimClientData: chunk ${value} is not in the registry`);
      }
      return name;
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
    }
    return value;
  };
  const data = rename(JSON.parse(source));
  const comps = new Map();
  for (const value of Object.values(data)) {
    comps.set(value.__comp, (comps.get(value.__comp) || 0) + 1);
  }
  const comp = [...comps.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const rows = [];
  const rest = {};
  for (const [key, value] of Object.entries(data)) {
    const cut = key.lastIndexOf('-');
    const keys = Object.keys(value).sort().join();
    if (cut > 0 && keys === '__comp,content' && value.__comp === comp && !/[|\n]/.test(key)) {
      rows.push([key.slice(0, cut), key.slice(cut + 1), value.content]);
    } else {
      rest[key] = value;
    }
  }
  return {prefix: commonPrefix(rows.map(([path]) => path)), rows, rest, comp};
}

/**
 * The route chunk names module built from `chunkNameRows`.
 * @param {string} source JSON
 * @param {string} registrySource the registry module, for the short names
 * @returns {string} JavaScript
 */
function routesChunkNames(source, registrySource) {
  const {prefix, rows, rest, comp} = chunkNameRows(source, registrySource);
  const table = rows.map(([path, hash, content]) => `${path.slice(prefix.length)}|${hash}|${content}`).join('\n');
  return `export const prefix = ${JSON.stringify(prefix)};
export const rows = ${JSON.stringify(table)}.split("\\n").map((row) => row.split("|"));
const chunkNames = ${JSON.stringify(rest)};
for (const [path, hash, content] of ${table ? 'rows' : '[]'}) {
  chunkNames[prefix + path + "-" + hash] = {__comp: ${JSON.stringify(comp ?? '')}, content};
}
export default chunkNames;
`;
}

/** @param {string[]} paths @returns {string} the longest common prefix that ends with "/" */
function commonPrefix(paths) {
  if (paths.length === 0) {
    return '';
  }
  let prefix = paths[0];
  for (const path of paths) {
    while (!path.startsWith(prefix)) {
      prefix = prefix.slice(0, -1);
    }
  }
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

/**
 * Routes: the same route tree, with each doc page written as an index into the chunk names'
 * `rows` (consecutive pages as one range) instead of an object with its path twice. The module
 * Docusaurus writes is evaluated with a stand-in `ComponentCreator` to read the tree.
 * @param {string} source JavaScript
 * @param {string} chunkNamesSource the route chunk names module (JSON), for the row order
 * @param {string} registrySource the registry module
 * @returns {string} JavaScript
 */
function routes(source, chunkNamesSource, registrySource) {
  const code = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default /m, 'result = ');
  if (/^\s*(import|export)\b/m.test(code)) {
    throw new Error('trimClientData: the routes module has an import or export of an unknown shape');
  }
  const sandbox = {result: undefined, ComponentCreator: (path, hash) => ({creator: [path, hash]})};
  vm.runInNewContext(code, sandbox);
  const tree = sandbox.result;
  if (!Array.isArray(tree)) {
    throw new Error('trimClientData: the routes module does not export an array');
  }
  // The same rows, in the same order, as the chunk names module exports.
  const {rows} = chunkNameRows(chunkNamesSource, registrySource);
  const rowIndex = new Map(rows.map(([path, hash], index) => [`${path}-${hash}`, index]));
  const asRow = (route) => {
    const keys = Object.keys(route).sort().join();
    const [path, hash] = route.component.creator;
    const index = rowIndex.get(`${path}-${hash}`);
    if (index === undefined || path !== route.path || route.exact !== true) {
      return null;
    }
    if (keys === 'component,exact,path') {
      return {index, sidebar: undefined};
    }
    if (keys === 'component,exact,path,sidebar' && typeof route.sidebar === 'string') {
      return {index, sidebar: route.sidebar};
    }
    return null;
  };
  const write = (list) => {
    const parts = [];
    let run = null;
    const flush = () => {
      if (run) {
        const sidebar = run.sidebar === undefined ? '' : `, ${JSON.stringify(run.sidebar)}`;
        parts.push(`...pages(${run.first}, ${run.last}${sidebar})`);
        run = null;
      }
    };
    for (const route of list) {
      const row = asRow(route);
      if (row && run && row.index === run.last + 1 && row.sidebar === run.sidebar) {
        run.last = row.index;
        continue;
      }
      flush();
      if (row) {
        run = {first: row.index, last: row.index, sidebar: row.sidebar};
        continue;
      }
      const fields = Object.entries(route).map(([key, value]) => {
        if (key === 'component') {
          const args = value.creator.filter((arg) => arg !== undefined).map((arg) => JSON.stringify(arg));
          return `component: ComponentCreator(${args.join(', ')})`;
        }
        if (key === 'routes') {
          return `routes: ${write(value)}`;
        }
        return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
      });
      parts.push(`{${fields.join(', ')}}`);
    }
    flush();
    return `[${parts.join(',\n')}]`;
  };
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import {prefix, rows} from './routesChunkNames.json';
function pages(first, last, sidebar) {
  const list = [];
  for (let index = first; index <= last; index += 1) {
    const path = prefix + rows[index][0];
    const hash = rows[index][1];
    const route = {path, exact: true};
    // The page's component is made when the route is first rendered, preloaded or prefetched:
    // making one per page at start-up costs a phone tens of milliseconds for the one it shows.
    Object.defineProperty(route, "component", {
      configurable: true,
      enumerable: true,
      get() {
        const component = ComponentCreator(path, hash);
        Object.defineProperty(route, "component", {value: component, enumerable: true});
        return component;
      },
    });
    if (sidebar !== undefined) {
      route.sidebar = sidebar;
    }
    list.push(route);
  }
  return list;
}
export default ${write(tree)};
`;
}

/** Site config keys that only the server reads (plugin and theme options: redirects, search...). */
const SERVER_ONLY_CONFIG = ['presets', 'plugins', 'themes'];

/**
 * Site config (`.docusaurus/docusaurus.config.mjs`, `export default {JSON};`): the plugin, preset
 * and theme options become empty lists; nothing in the browser reads them, and the redirects list
 * alone grows with every moved page.
 * @param {string} source JavaScript
 * @returns {string} JavaScript
 */
function siteConfig(source) {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  if (!match) {
    throw new Error('trimClientData: the site config module is not `export default {...};`');
  }
  const config = JSON.parse(match[1]);
  for (const key of SERVER_ONLY_CONFIG) {
    if (Array.isArray(config[key])) {
      config[key] = [];
    }
  }
  return `export default ${JSON.stringify(config)};\n`;
}

/** Reads a sibling of the module being loaded (the generated modules sit in one folder). */
function sibling(loader, name) {
  const file = join(dirname(loader.resourcePath), name);
  loader.addDependency(file);
  return readFileSync(file, 'utf8');
}

const TRANSFORMS = {versionMetadata, globalData, registry, serverRegistry, routesChunkNames, routes, siteConfig};

/**
 * @this {{getOptions(): {kind: keyof typeof TRANSFORMS}}}
 * @param {string} source
 * @returns {string}
 */
function trimClientDataLoader(source) {
  const {kind} = this.getOptions();
  const transform = TRANSFORMS[kind];
  if (!transform) {
    throw new Error(`trimClientData: unknown module kind ${String(kind)}`);
  }
  if (kind === 'routesChunkNames') {
    return routesChunkNames(source, sibling(this, 'registry.js'));
  }
  if (kind === 'routes') {
    return routes(source, sibling(this, 'routesChunkNames.json'), sibling(this, 'registry.js'));
  }
  return transform(source);
}

module.exports = trimClientDataLoader;
module.exports.TRANSFORMS = TRANSFORMS;
module.exports.shortChunkNames = shortChunkNames;
