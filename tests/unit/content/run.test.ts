import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_BY_ID} from '../../../src/data/api';
import {knownMetricNames} from '../../../src/data/metrics';
import {productTokens} from '../../../src/remark/productTokens';
import {formatProblem, formatSummary, runContentCheck} from '../../../scripts/content/run';
import {FIXTURE_APIS, FIXTURE_DOCS, ROOT, WASM_DIR} from './helpers';

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

  it('finds no problem in the real docs', async () => {
    const report = await runContentCheck({
      docsDir: join(ROOT, 'docs'),
      rootDir: ROOT,
      apis: API_BY_ID,
      wasmDir: WASM_DIR,
      tokens: productTokens(),
      metrics: knownMetricNames(),
    });
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.pages).toBeGreaterThan(0);
  }, 60_000);
});
