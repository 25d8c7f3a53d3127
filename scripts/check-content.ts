/**
 * The content gates (`npm run lint:content`): front matter, placeholders, substance, fence
 * languages, code that parses, API names that exist, metric names the Metrics API serves, product
 * facts stated from the data rather than typed, and prose (colon chains, lower-case starts,
 * repeated sentences and passages).
 * Prints `path:line: [gate] message` for each problem and a summary; exits 1 on any problem. The
 * gates live in scripts/content/.
 *
 *   npm run lint:content                      every page
 *   npm run lint:content -- docs/ios docs/web/index.mdx
 *                                             the pages in those folders and files
 *   npm run lint:content -- --changed         the pages changed since main (committed or not)
 *
 * Checking some pages still reads every page, so a passage repeated on other pages is found.
 */
import {join} from 'node:path';
import {API_BY_ID} from '../src/data/api';
import {knownMetricNames} from '../src/data/metrics';
import {productTokens} from '../src/remark/productTokens';
import {docFiles, formatProblem, formatSummary, runContentCheck} from './content/run';
import {isSelected, selectedFiles} from './content/select';

const root = join(__dirname, '..');

async function main(): Promise<number> {
  const start = performance.now();
  const selected = selectedFiles(process.argv.slice(2), root);
  if (selected?.size === 0) {
    console.log('Content: no changed pages to check.');
    return 0;
  }
  const only =
    selected === null
      ? undefined
      : new Set(
          docFiles(join(root, 'docs'))
            .map((path) => `docs/${path}`)
            .filter((file) => isSelected(file, selected)),
        );
  const report = await runContentCheck({
    only,
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
