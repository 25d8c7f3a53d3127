/**
 * csharp-samples: every complete C# sample of a Unity page compiles with Mono's `mcs` against stubs
 * made from the Unity API data (src/data/api/unity.ts) and the few UnityEngine and UnityEditor
 * types the samples use (scripts/samples/unity-stubs.cs). A member the API does not have, a wrong
 * enum case or an argument of the wrong type fails with the page and line.
 *
 * The samples of a page share a namespace of their own, so two pages may both declare `Boot`, and
 * a class one sample of a page declares is there for the next; all samples compile in one `mcs` run. A fence marked `partial` is a fragment and is not compiled.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiId, ApiMember, ApiSymbol, SdkApi} from '../../src/data/api/types';
import {replaceTokens} from '../../src/remark/productTokens';
import {apiOfFence, platformOf} from '../content/apiSymbols';
import {fencesOf} from '../content/parse';
import type {Page, Problem} from '../content/types';

export const CSHARP_LANGUAGES: ReadonlySet<string> = new Set(['csharp', 'cs']);

/** The hand-written stand-ins of UnityEngine and UnityEditor that the samples use. */
export const UNITY_STUBS = join(__dirname, 'unity-stubs.cs');

export interface CSharpSample {
  readonly file: string;
  readonly line: number;
  readonly code: string;
  /**
   * 0 for the first sample of a file the page shows (by its `title`); 1, 2… for later versions of
   * the same file on the page (before and after a change), each compiled apart from the others.
   */
  readonly version: number;
}

/** The complete C# samples of a page checked against the Unity API. */
export function cSharpSamples(page: Page, apis: Readonly<Record<ApiId, SdkApi>>): CSharpSample[] {
  const platform = platformOf(page.path);
  const titles = new Map<string, number>();
  return fencesOf(page).flatMap((fence) => {
    if (!CSHARP_LANGUAGES.has(fence.lang) || fence.partial) return [];
    const api = apiOfFence(fence, platform, apis);
    if (api === null || api.language !== 'csharp') return [];
    const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(fence.meta);
    const name = title?.[1] ?? title?.[2] ?? title?.[3];
    const version = name === undefined ? 0 : (titles.get(name) ?? 0);
    if (name !== undefined) titles.set(name, version + 1);
    return [{file: page.file, line: fence.line, code: fence.code, version}];
  });
}

/** A member as a stub declares it: a body that throws for a method, the accessors for a property. */
function memberStub(member: ApiMember, type: string): string {
  const signature = member.signature.replace(/\s+/g, ' ').trim();
  if (member.kind === 'case') return `${signature},`;
  if (member.kind === 'property' || member.kind === 'field') {
    return /\{[^}]*\}\s*$/.test(signature) ? signature : `${signature.replace(/;$/, '')};`;
  }
  if (member.kind === 'constructor') return `${signature} { }`;
  return type === 'interface' ? `${signature.replace(/^public\s+/, '')};` : `${signature} { throw null; }`;
}

function symbolStub(symbol: ApiSymbol, members: readonly ApiMember[]): string {
  const body = members.map((member) => `    ${memberStub(member, symbol.kind)}`).join('\n');
  switch (symbol.kind) {
    case 'enum':
      return `  public enum ${symbol.name}\n  {\n${body}\n  }`;
    case 'interface':
      return `  public interface ${symbol.name}\n  {\n${body}\n  }`;
    case 'struct':
      return `  public struct ${symbol.name}\n  {\n${body}\n  }`;
    default: {
      const isStatic = members.length > 0 && members.every((member) => /\bstatic\b/.test(member.signature));
      const base = /`ScriptableObject`/.test(symbol.description) ? ' : UnityEngine.ScriptableObject' : '';
      return `  public ${isStatic ? 'static ' : ''}partial class ${symbol.name}${base}\n  {\n${body}\n  }`;
    }
  }
}

/** C# stubs of the Unity SDK's public API, one namespace block per namespace the data names. */
export function unityStubsOf(api: SdkApi): string {
  const main = /^using\s+([\w.]+);/.exec(api.importStatement)?.[1];
  if (main === undefined) throw new Error(`${api.id}: no namespace in "${api.importStatement}"`);
  const namespaces = new Map<string, Map<string, {symbol: ApiSymbol; members: ApiMember[]}>>();
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      const name = symbol.namespace ?? main;
      const symbols = namespaces.get(name) ?? new Map<string, {symbol: ApiSymbol; members: ApiMember[]}>();
      const entry = symbols.get(symbol.name) ?? {symbol, members: []};
      entry.members.push(...symbol.members);
      symbols.set(symbol.name, entry);
      namespaces.set(name, symbols);
    }
  }
  const usings = ['System', 'System.Collections.Generic', 'System.Threading.Tasks', 'UnityEngine.Networking']
    .map((name) => `using ${name};`)
    .join('\n');
  const blocks = [...namespaces].map(
    ([name, symbols]) =>
      `namespace ${name}\n{\n${[...symbols.values()].map(({symbol, members}) => symbolStub(symbol, members)).join('\n\n')}\n}`,
  );
  return `// Made from src/data/api/unity.ts by scripts/samples/csharp.ts: do not edit.\n${usings}\n\n${blocks.join('\n\n')}\n`;
}

/**
 * A sample in its page's namespace (a later version of a file in a namespace inside it): its
 * `using` lines stay first, inside that namespace, and the sample's line 1 is the file's line 2.
 */
export function wrapSample(code: string, page: number, version = 0): string {
  const name = `ArgusSamples.Page${String(page).padStart(3, '0')}${version > 0 ? `.Version${version}` : ''}`;
  return `namespace ${name} {\n${code}\n}\n`;
}

/** `file(line,column): error CS0117: message` as mcs prints it. */
const MCS_ERROR = /^(.+?)\((\d+),\d+\): error (CS\d+): (.*)$/;

/** Compiles the samples in `workDir` (emptied first) with `mcs`; returns a problem per compiler error. */
export function checkCSharpSamples(
  samples: readonly CSharpSample[],
  {
    api,
    workDir,
    tokens,
    mcs = 'mcs',
  }: {api: SdkApi; workDir: string; tokens: ReadonlyMap<string, string>; mcs?: string},
): Problem[] {
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const stubs = join(workDir, 'ArgusStubs.cs');
  writeFileSync(stubs, unityStubsOf(api));
  const files = new Map<string, CSharpSample>();
  // The samples of one page are parts of one app (a class one sample declares, another may use):
  // they share a namespace; pages do not.
  const pages = [...new Set(samples.map((sample) => sample.file))];
  samples.forEach((sample, index) => {
    const path = join(workDir, `Sample${String(index).padStart(3, '0')}.cs`);
    const code = replaceTokens(sample.code, tokens, `${sample.file}:${sample.line}`);
    writeFileSync(path, wrapSample(code, pages.indexOf(sample.file), sample.version));
    files.set(path, sample);
  });
  let output = '';
  try {
    execFileSync(
      mcs,
      [
        '-target:library',
        '-nologo',
        '-warn:0',
        '-r:System.Net.Http.dll',
        '-r:System.IO.Compression.dll',
        `-out:${join(workDir, 'samples.dll')}`,
        UNITY_STUBS,
        stubs,
        ...files.keys(),
      ],
      {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
    );
  } catch (error) {
    const failed = error as {stdout?: string; stderr?: string; code?: string};
    if (failed.code === 'ENOENT') {
      throw new Error(`${mcs} not found: install Debian's mono-mcs (scripts/ensure-deps.sh does)`);
    }
    output = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`;
  }
  const problems: Problem[] = [];
  for (const line of output.split('\n')) {
    const match = MCS_ERROR.exec(line.trim());
    if (match === null) continue;
    const [, path = '', at = '1', code = '', message = ''] = match;
    const sample = files.get(path);
    if (sample === undefined) {
      problems.push({
        file: `(${path.split('/').at(-1) ?? path})`,
        line: Number(at),
        gate: 'csharp-samples',
        message: `${code}: ${message}`,
      });
      continue;
    }
    // The namespace line comes first, so line 2 of the file is line 1 of the sample.
    problems.push({
      file: sample.file,
      line: sample.line + Number(at) - 1,
      gate: 'csharp-samples',
      message: `${code}: ${message}`,
    });
  }
  if (output !== '' && problems.length === 0) {
    problems.push({
      file: '(mcs)',
      line: 1,
      gate: 'csharp-samples',
      message: output.trim().split('\n').slice(0, 5).join(' '),
    });
  }
  return problems;
}

/** The stand-ins file, for a test that keeps it free of anything the Argus API declares. */
export function readUnityStubs(): string {
  return readFileSync(UNITY_STUBS, 'utf8');
}
