/**
 * Loader for the modules that src/plugins/trimClientData.ts trims; `options.kind` names the
 * module. Each transform keeps everything the browser reads and drops what it does not.
 */

/**
 * Version metadata: no `docs` map (only `DocCard` reads it), no `unlisted: false` on links.
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

/** @param {unknown[]} items sidebar items, changed in place */
function dropListedFlags(items) {
  for (const item of items || []) {
    if (item && typeof item === 'object') {
      if (item.unlisted === false) {
        delete item.unlisted;
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
 * Registry: `[loader, "@site/docs/x.md", require.resolveWeak(...)]` keeps an empty module path.
 * @param {string} source JavaScript
 * @returns {string} JavaScript
 */
function registry(source) {
  return source.replace(/\),\s*"(?:[^"\\]|\\.)*",\s*require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

const TRANSFORMS = {versionMetadata, globalData, registry};

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
  return transform(source);
}

module.exports = trimClientDataLoader;
module.exports.TRANSFORMS = TRANSFORMS;
