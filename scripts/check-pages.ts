/**
 * A writer's check of the pages they changed, in seconds (`npm run check:pages`): the content gates
 * (facts, prose, repeated passages against the whole site, code that parses, API names) and the
 * sample compile checks, on the same pages.
 *
 *   npm run check:pages                         the pages changed since main (committed or not)
 *   npm run check:pages -- docs/ios/faq.mdx     these files and folders
 *
 * Exits 1 when either check finds a problem. The build's link check still runs in `npm test`.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';

const args = process.argv.slice(2);
const pages = args.length === 0 ? ['--changed'] : args;
let failed = false;
for (const script of ['check-content.ts', 'check-samples.ts']) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, script), ...pages], {stdio: 'inherit'});
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
