/**
 * The content gates (`npm run lint:content`): front matter, placeholders, substance, fence
 * languages, code that parses, API names that exist, metric names the Metrics API serves, and
 * product facts stated from the data rather than typed.
 * Prints `path:line: [gate] message` for each problem and a summary; exits 1 on any problem. The
 * gates live in scripts/content/.
 */
import {join} from 'node:path';
import {API_BY_ID} from '../src/data/api';
import {knownMetricNames} from '../src/data/metrics';
import {productTokens} from '../src/remark/productTokens';
import {formatProblem, formatSummary, runContentCheck} from './content/run';

const root = join(__dirname, '..');

async function main(): Promise<number> {
  const start = performance.now();
  const report = await runContentCheck({
    docsDir: join(root, 'docs'),
    rootDir: root,
    apis: API_BY_ID,
    wasmDir: join(root, 'node_modules', 'tree-sitter-wasms', 'out'),
    tokens: productTokens(),
    metrics: knownMetricNames(),
  });
  for (const problem of report.problems) {
    console.error(formatProblem(problem));
  }
  console.log(formatSummary(report, (performance.now() - start) / 1000));
  return report.problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
