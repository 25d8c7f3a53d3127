import {describe, expect, it} from 'vitest';
import {checkCodeParses, checkSample} from '../../../scripts/content/codeParses';
import {checkBalanced, checkXml} from '../../../scripts/content/lenient';
import {sessionCommands} from '../../../scripts/content/syntax';
import {fixture, lines, treeSitter} from './helpers';

const tokens = new Map([
  ['android.version', '7.8.0'],
  ['flutter.version', '4.2.0'],
  ['web.version', '1.9.0'],
]);
const options = {treeSitter, tokens};

async function check(path: string): Promise<string[]> {
  const problems = await checkCodeParses(fixture(path), options);
  expect(problems.every((problem) => problem.gate === 'code-parses' && problem.file === `docs/${path}`)).toBe(true);
  return lines(problems);
}

describe('code-parses gate', () => {
  it('passes a valid sample in every language', async () => {
    expect(await check('code/valid.md')).toEqual([]);
  });

  it('fails broken Kotlin at the line of the error', async () => {
    expect(await check('code/broken-kotlin.md')).toEqual(['10: kotlin syntax error: missing ")"']);
  });

  it('fails broken JSON, YAML, TypeScript and PromQL', async () => {
    expect(await check('code/broken-json.md')).toEqual(['10: invalid JSON: Expected double-quoted property name']);
    expect(await check('code/broken-yaml.md')).toEqual([
      '10: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
    expect(await check('code/broken-typescript.md')).toEqual(["10: typescript syntax error: ',' expected."]);
    expect(await check('code/broken-promql.md')).toEqual(['8: invalid PromQL near "by (app_version)"']);
  });

  it('checks a bash script the grammar crashes on leniently, and parses the next one again', async () => {
    const test = 'if [ "${CONFIGURATION}" != "Release" ]; then\n  exit 0\nfi';
    expect(await treeSitter.check(test, 'bash')).toBeNull();
    expect(await treeSitter.check(`${test}\necho "unterminated`, 'bash')).not.toBeNull();
    expect(await treeSitter.check('echo "ok"', 'bash')).toBeNull();
    expect(await treeSitter.check('if true; then\n  echo ok', 'bash')).not.toBeNull();
  });

  it('parses the commands of a shell session with bash, not its output', async () => {
    expect(sessionCommands('$ npm test\nok\n$ npx tool \\\n    --flag\ndone')).toEqual({
      script: 'npm test\nnpx tool \\\n    --flag',
      lines: [0, 2, 3],
    });
    expect(await check('code/broken-shell.md')).toEqual(['10: bash syntax error: unexpected "if"']);
    expect(await checkSample('Uploaded.', 'shell-session', false, options)).toEqual({
      line: 0,
      message: 'shell-session has no command (a line starting with "$ "); use a text fence for output alone',
    });
  });

  it('checks a partial fragment leniently: balanced passes, unbalanced fails', async () => {
    expect(await check('code/partial.md')).toEqual(['13: fragment: "(" is never closed']);
    // The same fragment fails the grammar when it is not marked partial.
    expect(await checkSample('Argus.start(this)\n}', 'kotlin', true, options)).toEqual({
      line: 1,
      message: 'fragment: unexpected "}" with no matching "{"',
    });
  });

  it('substitutes product tokens before parsing', async () => {
    expect(await checkSample('version: {{web.version}} and later\n', 'yaml', false, options)).toBeNull();
    expect(await checkSample('version: {{web.version}} and later\n', 'yaml', false, {treeSitter})).not.toBeNull();
  });

  it('never parses diff or text', async () => {
    expect(await checkSample('{ (', 'text', false, options)).toBeNull();
    expect(await checkSample('{ (', 'diff', true, options)).toBeNull();
  });
});

describe('lenient checks', () => {
  it('ignores brackets in strings and comments', () => {
    expect(checkBalanced('call("(", \'[\') // )\n/* { */ done()', 'kotlin')).toBeNull();
    expect(checkBalanced('echo "(" # )\nls', 'bash')).toBeNull();
  });

  it('reports mismatched brackets and unterminated strings with their line', () => {
    expect(checkBalanced('a(\n]', 'groovy')).toEqual({
      line: 1,
      message: '"]" closes "(" opened on line 1 of the sample',
    });
    expect(checkBalanced('x = "open\ny', 'kotlin')).toEqual({line: 0, message: 'string opened with " never ends'});
  });

  it('checks Ruby (a Fastfile or Podfile) for balance, with # comments', async () => {
    const lane = 'lane :upload do\n  sh("echo", ENV["TOKEN"]) # a ) in a comment\nend\n';
    expect(await checkSample(lane, 'ruby', false, options)).toBeNull();
    expect(await checkSample('sh("echo"\n', 'ruby', false, options)).toEqual({
      line: 0,
      message: 'ruby: "(" is never closed',
    });
  });

  it('checks XML tags and quotes', () => {
    expect(checkXml('<a x="1"><b/></a>')).toBeNull();
    expect(checkXml('<a>\n<b></a>')).toEqual({line: 1, message: '</a> does not close <b> from line 2 of the sample'});
    expect(checkXml('<a x="1>\n</a>')).toEqual({line: 0, message: 'malformed tag (check its quotes and closing >)'});
    expect(checkXml('<manifest>\n  <application />')).toEqual({line: 0, message: '<manifest> is never closed'});
  });
});
