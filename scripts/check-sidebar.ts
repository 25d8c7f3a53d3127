/**
 * After a build (`npm run check:sidebar`): fails when a doc cannot be reached from the one sidebar,
 * reading the docs plugin's data in .docusaurus/. The logic is in scripts/content/sidebar.ts.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {docFile, isDocsVersionData, SIDEBAR_ID, unreachableDocs, type DocEntry} from './content/sidebar';

const dataDir = join(__dirname, '..', '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
const versionFiles = existsSync(join(dataDir, 'p'))
  ? readdirSync(join(dataDir, 'p')).filter((name) => /^docs-.*\.json$/.test(name))
  : [];
if (versionFiles.length === 0) {
  console.error('No docs data in .docusaurus/ to check: run npm run build first.');
  process.exit(1);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const metadata: DocEntry[] = readdirSync(dataDir)
  .filter((name) => name.startsWith('site-docs-') && name.endsWith('.json'))
  .map((name) => readJson(join(dataDir, name)) as DocEntry);

let unreachable = 0;
let docs = 0;
for (const name of versionFiles) {
  const data = readJson(join(dataDir, 'p', name));
  const version = typeof data === 'object' && data !== null && 'version' in data ? data.version : undefined;
  if (!isDocsVersionData(version)) {
    console.error(`.docusaurus/.../p/${name}: no version.docsSidebars and version.docs to check.`);
    process.exit(1);
  }
  const sidebars = Object.keys(version.docsSidebars);
  if (sidebars.length !== 1 || sidebars[0] !== SIDEBAR_ID) {
    console.error(`Expected the one sidebar "${SIDEBAR_ID}", found: ${sidebars.join(', ') || 'none'}.`);
    unreachable++;
  }
  docs += Array.isArray(version.docs) ? version.docs.length : Object.keys(version.docs).length;
  for (const doc of unreachableDocs(version, metadata)) {
    console.error(`${docFile(doc)}:1: [sidebar] doc "${doc.id}" is not reachable from the "${SIDEBAR_ID}" sidebar`);
    unreachable++;
  }
}
if (unreachable > 0) {
  process.exit(1);
}
console.log(`Sidebar: all ${docs} docs are reachable from the "${SIDEBAR_ID}" sidebar.`);
