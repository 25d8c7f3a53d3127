/**
 * The sample compile checks (`npm run check:samples`): every complete TypeScript and TSX sample
 * type-checks against declarations made from its SDK line's API data, and every complete C#
 * sample compiles with Mono's `mcs` against stubs made from the Unity API data.
 * Prints `path:line: [gate] message` for each problem and a summary; exits 1 on any problem.
 */
import {join} from 'node:path';
import {readFileSync} from 'node:fs';
import {API_BY_ID} from '../src/data/api';
import {productTokens} from '../src/remark/productTokens';
import {docFiles} from './content/run';
import {parsePage} from './content/parse';
import {checkTypeScriptSamples, typeScriptSamples, type Sample} from './samples/typescript';

const root = join(__dirname, '..');

function main(): number {
  const start = performance.now();
  const samples: Sample[] = [];
  for (const path of docFiles(join(root, 'docs'))) {
    const {page} = parsePage(readFileSync(join(root, 'docs', path), 'utf8'), path);
    if (page !== null) samples.push(...typeScriptSamples(page, API_BY_ID));
  }
  const problems = checkTypeScriptSamples(samples, {
    workDir: join(root, '.tmp', 'samples', 'typescript'),
    tokens: productTokens(),
    typesRoot: join(root, 'node_modules', '@types'),
  });
  for (const problem of problems)
    console.error(`${problem.file}:${problem.line}: [${problem.gate}] ${problem.message}`);
  const lines = [...new Set(samples.map((sample) => sample.api.id))].sort().join(', ');
  console.log(
    `Samples: ${samples.length} TypeScript and TSX samples type-checked (${lines}): ${problems.length === 0 ? 'no problems' : `${problems.length} problems`} (${((performance.now() - start) / 1000).toFixed(1)}s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
