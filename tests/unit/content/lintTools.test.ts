/**
 * The spelling and markdownlint gates are configuration of two tools (cspell.json,
 * .markdownlint-cli2.jsonc). These tests run the tools as CI does, on fixtures that must fail. Each
 * starts a program, which takes seconds on a busy machine: hence the longer timeout.
 */
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from './helpers';

function run(tool: string, args: readonly string[]): {status: number | null; output: string} {
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', tool), args, {cwd: ROOT, encoding: 'utf8'});
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

describe('spelling (cspell with project-words.txt)', {timeout: 30_000}, () => {
  it('fails on a misspelled word, naming the file and line', () => {
    const {status, output} = run('cspell', [
      'lint',
      '--no-progress',
      '--config',
      'cspell.json',
      'tests/fixtures/lint/misspelled.md',
    ]);
    expect(status).not.toBe(0);
    expect(output).toMatch(/misspelled\.md:7:\d+ - Unknown word \(recieves\)/);
  });

  it('accepts the product terms of project-words.txt', () => {
    const {status, output} = run('cspell', ['lint', '--no-progress', '--config', 'cspell.json', 'project-words.txt']);
    expect(output).not.toContain('Unknown word');
    expect(status).toBe(0);
  });
});

describe('markdownlint (.markdownlint-cli2.jsonc)', {timeout: 30_000}, () => {
  it('fails on a skipped heading level and a non-dash list marker', () => {
    const {status, output} = run('markdownlint-cli2', ['tests/fixtures/lint/bad-markdown.md']);
    expect(status).not.toBe(0);
    expect(output).toMatch(/bad-markdown\.md:9(:\d+)? (error )?MD001/);
    expect(output).toMatch(/bad-markdown\.md:11(:\d+)? (error )?MD004/);
  });
});
