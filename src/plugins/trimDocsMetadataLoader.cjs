/**
 * Loader for the docs plugin's version metadata module (`p/docs-*.json`), which every doc page
 * loads. That module repeats each doc's `description` in `version.docs`; only the theme's
 * `DocCard` (generated-index pages, which this site does not use) reads it there. Each page has its
 * own description in its own metadata, so dropping the copy keeps the shared module from growing
 * by a sentence per page. See trimDocsMetadata.ts.
 *
 * @param {string} source the module's JSON text
 * @returns {string} the same JSON without `version.docs[*].description`
 */
function trimDocsMetadata(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (docs && typeof docs === 'object') {
    for (const doc of Object.values(docs)) {
      if (doc && typeof doc === 'object') {
        delete doc.description;
      }
    }
  }
  return JSON.stringify(data);
}

module.exports = trimDocsMetadata;
