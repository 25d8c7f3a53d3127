/**
 * The sample compile checks (`npm run check:samples`): every complete TypeScript and TSX sample
 * type-checks with `tsc --strict` against declarations made from its SDK line's API data
 * (scripts/samples/typescript.ts), and every complete C# sample compiles with Mono's `mcs` against
 * stubs made from the Unity API data (scripts/samples/csharp.ts).
 * Prints `path:line: [gate] message` for each problem and a summary; exits 1 on any problem.
 *
 *   npm run check:samples                 every page
 *   npm run check:samples -- --changed    pages changed since main, as lint:content takes them
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {API_BY_ID} from '../src/data/api';
import {productTokens} from '../src/remark/productTokens';
import {isSelected, selectedFiles} from './content/select';
import {parsePage} from './content/parse';
import {docFiles, formatProblem} from './content/run';
import {checkCSharpSamples, cSharpSamples, type CSharpSample} from './samples/csharp';
import {checkTypeScriptSamples, typeScriptSamples, type Sample} from './samples/typescript';
import type {Problem} from './content/types';

const root = join(__dirname, '..');

function main(): number {
  const start = performance.now();
  const selected = selectedFiles(process.argv.slice(2), root);
  const typescript: Sample[] = [];
  const csharp: CSharpSample[] = [];
  for (const path of docFiles(join(root, 'docs'))) {
    const file = `docs/${path}`;
    if (!isSelected(file, selected)) continue;
    const {page} = parsePage(readFileSync(join(root, file), 'utf8'), path, file);
    if (page === null) continue;
    typescript.push(...typeScriptSamples(page, API_BY_ID));
    csharp.push(...cSharpSamples(page, API_BY_ID));
  }
  const tokens = productTokens();
  const problems: Problem[] = [
    ...checkTypeScriptSamples(typescript, {
      workDir: join(root, '.tmp', 'samples', 'typescript'),
      tokens,
      typesRoot: join(root, 'node_modules', '@types'),
    }),
    ...(csharp.length === 0
      ? []
      : checkCSharpSamples(csharp, {api: API_BY_ID.unity, workDir: join(root, '.tmp', 'samples', 'csharp'), tokens})),
  ];
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const problem of problems) console.error(formatProblem(problem));
  const lines = [...new Set(typescript.map((sample) => sample.api.id))].sort().join(', ');
  const verdict =
    problems.length === 0 ? 'no problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(
    `Samples: ${typescript.length} TypeScript and TSX samples type-checked (${lines || 'none'}), ${csharp.length} C# samples compiled with mcs (unity): ${verdict} (${seconds}s).`,
  );
  return problems.length === 0 ? 0 : 1;
}

process.exit(main());
