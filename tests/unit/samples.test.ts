import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../scripts/content/parse';
import {checkCSharpSamples, cSharpSamples, unityStubsOf, wrapSample} from '../../scripts/samples/csharp';
import {declarationsOf, packageOf} from '../../scripts/samples/declarations';
import {checkTypeScriptSamples, typeScriptSamples} from '../../scripts/samples/typescript';
import {API_BY_ID} from '../../src/data/api';
import {productTokens} from '../../src/remark/productTokens';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const page = (name: string, path: string) => {
  const {page: parsed} = parsePage(readFileSync(join(ROOT, 'tests', 'fixtures', 'samples', name), 'utf8'), path);
  if (parsed === null) throw new Error(`${name} does not parse`);
  return parsed;
};
const work = () => mkdtempSync(join(tmpdir(), 'argus-samples-'));
/** A compiler run loads the standard library and React's types: seconds on a machine busy with other checks. */
const COMPILE_TIMEOUT = 60_000;

describe('TypeScript samples against the API data', () => {
  it('declares the entry point, interfaces, enums and companion packages of a line', () => {
    const declarations = declarationsOf(API_BY_ID['react-native']);
    expect(packageOf(API_BY_ID['react-native'])).toBe('@argus-io/react-native');
    expect(declarations).toContain("declare module '@argus-io/react-native' {");
    expect(declarations).toMatch(/export const Argus: \{\n\s+start\(options: ArgusOptions\): Promise<boolean>;/);
    expect(declarations).toMatch(/export enum LogSeverity \{\n\s+Info = 'info',/);
    expect(declarations).toContain("declare module '@argus-io/react-native-redux' {");
  });

  it(
    'fails a wrong member, enum case and argument with the page and line; a page declaration file serves its other samples',
    () => {
      const samples = typeScriptSamples(page('web-page.mdx', 'web/fixture.mdx'), API_BY_ID);
      // The partial fence is a fragment and is not compiled.
      expect(samples).toHaveLength(3);
      const problems = checkTypeScriptSamples(samples, {
        workDir: work(),
        tokens: productTokens(),
        typesRoot: join(ROOT, 'node_modules', '@types'),
      });
      expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.message.split(':')[0]}`)).toEqual([
        'docs/web/fixture.mdx:12 TS2551 (web)',
        'docs/web/fixture.mdx:13 TS2339 (web)',
        'docs/web/fixture.mdx:14 TS2345 (web)',
      ]);
      expect(problems[0]?.message).toContain("Property 'logMesage' does not exist");
      expect(problems[1]?.message).toContain("Property 'Fatal' does not exist on type 'typeof LogSeverity'");
    },
    COMPILE_TIMEOUT,
  );

  it(
    'checks a legacy page against its legacy line',
    () => {
      const legacy = parsePage(
        "# Old\n\n```typescript\nimport {Argus} from '@argus-io/react-native';\n\nvoid Argus.start({appId: 'aB3x9', exporters: []});\n```\n",
        'react-native/5x/fixture.mdx',
      ).page;
      const samples = legacy ? typeScriptSamples(legacy, API_BY_ID) : [];
      expect(samples.map((sample) => sample.api.id)).toEqual(['react-native5']);
      const problems = checkTypeScriptSamples(samples, {
        workDir: work(),
        tokens: productTokens(),
        typesRoot: join(ROOT, 'node_modules', '@types'),
      });
      expect(problems.map((problem) => problem.message)).toEqual([
        expect.stringMatching(/Object literal may only specify known properties, and 'exporters' does not exist/),
      ]);
    },
    COMPILE_TIMEOUT,
  );
});

describe('C# samples against the Unity API data', () => {
  it('makes stubs of the static entry point, option classes and enums', () => {
    const stubs = unityStubsOf(API_BY_ID.unity);
    expect(stubs).toContain('namespace ArgusIO.Unity\n{');
    expect(stubs).toContain('public static partial class Argus');
    expect(stubs).toContain('public static void Start(ArgusOptions options = null) { throw null; }');
    expect(stubs).toContain('namespace ArgusIO.Unity.Editor');
    expect(wrapSample('class A {}', 3, 1)).toBe('namespace ArgusSamples.Page003.Version1 {\nclass A {}\n}\n');
  });

  it(
    'compiles with mcs and fails a wrong member and enum case with the page and line',
    () => {
      expect(execFileSync('mcs', ['--version'], {encoding: 'utf8'})).toMatch(/Mono C# compiler/);
      const samples = cSharpSamples(page('unity-page.mdx', 'unity/fixture.mdx'), API_BY_ID);
      expect(samples.map((sample) => sample.version)).toEqual([0, 1]);
      const problems = checkCSharpSamples(samples, {api: API_BY_ID.unity, workDir: work(), tokens: productTokens()});
      expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.message.split(':')[0]}`)).toEqual([
        'docs/unity/fixture.mdx:16 CS0117',
        'docs/unity/fixture.mdx:17 CS0117',
      ]);
      expect(problems[0]?.message).toContain('does not contain a definition for `LogInfos');
      expect(problems[1]?.message).toContain('does not contain a definition for `Fatal');
    },
    COMPILE_TIMEOUT,
  );
});
