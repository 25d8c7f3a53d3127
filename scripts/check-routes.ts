/**
 * Fails when the build serves a route that tests/routes.txt lacks, or misses one it lists, and when
 * the manifest names a route outside the specification's list (../shared/routes.txt, when present).
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {BASE_URL} from '../src/constants';
import {builtRoutes, compareRoutes, outsideSpecification, readManifestFile} from './routes';

const root = join(__dirname, '..');
const buildDir = join(root, 'build');
if (!existsSync(join(buildDir, 'index.html'))) {
  console.error('No build/ to check: run npm run build first.');
  process.exit(1);
}

const manifest = readManifestFile(join(root, 'tests', 'routes.txt'));
const built = builtRoutes(buildDir, BASE_URL);
const {missing, unexpected} = compareRoutes(manifest, built);
const specPath = join(root, '..', 'shared', 'routes.txt');
const outside = existsSync(specPath) ? outsideSpecification(manifest, readManifestFile(specPath)) : [];

for (const route of missing) {
  console.error(`Missing: ${route} is in tests/routes.txt but the build has no page for it.`);
}
for (const route of unexpected) {
  console.error(`Unexpected: the build serves ${route}, which tests/routes.txt does not list.`);
}
for (const route of outside) {
  console.error(`Outside the specification: ${route} is in tests/routes.txt but not in ../shared/routes.txt.`);
}
if (missing.length + unexpected.length + outside.length > 0) {
  process.exit(1);
}
console.log(`Routes: the build serves exactly the ${manifest.length} routes of tests/routes.txt.`);
