import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {productTokens} from '../../../src/remark/productTokens';
import {formatProblem, formatSummary, runContentCheck} from '../../../scripts/content/run';
import {FIXTURE_APIS, FIXTURE_DOCS, WASM_DIR} from './helpers';

// The real docs pass through the same check as `npm run lint:content`, a stage of `npm test` of its
// own; this file checks the runner on fixtures.
describe('content check over a docs folder', () => {
  it('runs every gate on pages and the code gates on partials', async () => {
    const report = await runContentCheck({
      docsDir: FIXTURE_DOCS,
      rootDir: join(FIXTURE_DOCS, '..'),
      apis: FIXTURE_APIS,
      wasmDir: WASM_DIR,
      tokens: productTokens(),
    });
    const printed = report.problems.map(formatProblem);
    expect(printed).toContain(
      'docs/_partials/_broken-sample.mdx:4: [code-parses] invalid JSON: Expected double-quoted property name',
    );
    expect(printed).toContain(
      'docs/mdx/broken.mdx:7: [mdx] does not parse as MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`',
    );
    // The partial has no front matter and few words: neither is asked of a partial.
    expect(report.problems.filter((problem) => problem.file.includes('_partials'))).toHaveLength(1);
    expect(report.partials).toBe(1);
    expect(report.samples.kotlin).toBeGreaterThan(0);
    expect(formatSummary(report, 1.25)).toMatch(
      /^Content: \d+ pages and 1 partials, \d+ words, \d+ code samples checked \(bash 1, .*\): \d+ problems \(1\.3s\)\.$/,
    );
  });
});
