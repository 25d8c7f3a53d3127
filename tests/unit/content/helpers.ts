/** Fixture pages (tests/fixtures/content/docs/) and small API descriptions for the content gate tests. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {ApiId, ApiLanguage, SdkApi} from '../../../src/data/api/types';
import {LINES} from '../../../src/data/lines';
import {parsePage} from '../../../scripts/content/parse';
import {TreeSitterParsers} from '../../../scripts/content/syntax';
import type {Page, Problem} from '../../../scripts/content/types';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURE_DOCS = join(ROOT, 'tests', 'fixtures', 'content', 'docs');
export const WASM_DIR = join(ROOT, 'node_modules', 'tree-sitter-wasms', 'out');

/** One parser cache for every test file in the worker, as the CLI keeps one per run. */
export const treeSitter = new TreeSitterParsers(WASM_DIR);

/** A fixture page by its path below the fixture docs folder; problems print as `docs/<path>`. */
export function fixture(path: string): Page {
  const {page, problems} = parsePage(readFileSync(join(FIXTURE_DOCS, path), 'utf8'), path);
  if (page === null) {
    throw new Error(`fixture ${path} does not parse: ${problems.map((problem) => problem.message).join('; ')}`);
  }
  return page;
}

/**
 * A fixture of one gate (tests/fixtures/content/<gate>/<name>) parsed as if it lived at `path`
 * below docs/, so the gate sees that folder's section and line.
 */
export function gateFixture(gate: string, name: string, path: string): Page {
  const {page} = parsePage(readFileSync(join(ROOT, 'tests', 'fixtures', 'content', gate, name), 'utf8'), path);
  if (page === null) {
    throw new Error(`fixture ${gate}/${name} does not parse`);
  }
  return page;
}

/** Problems as `line: message` strings, the shape most assertions compare. */
export function lines(problems: readonly Problem[]): string[] {
  return problems.map((problem) => `${problem.line}: ${problem.message}`);
}

function api(
  id: ApiId,
  language: ApiLanguage,
  members: readonly string[],
  alsoCheckedIn?: readonly ApiLanguage[],
): SdkApi {
  return {
    id,
    title: `${id} fixture`,
    version: '1.0.0',
    language,
    ...(alsoCheckedIn === undefined ? {} : {alsoCheckedIn}),
    entryPoint: 'Argus',
    importStatement: '',
    groups: [
      {
        id: 'all',
        title: 'All',
        description: 'Every member of the fixture.',
        symbols: [
          {
            name: 'Argus',
            kind: 'object',
            description: 'The entry point.',
            since: '1.0.0',
            members: members.map((name) => ({
              name,
              kind: 'method',
              signature: name,
              description: name,
              since: '1.0.0',
            })),
          },
          {
            name: 'Span',
            kind: 'class',
            description: 'Not the entry point: its members are not `Argus` members.',
            since: '1.0.0',
            members: [{name: 'stop', kind: 'method', signature: 'stop()', description: 'Stops.', since: '1.0.0'}],
          },
        ],
        example: {title: 'None', code: ''},
      },
    ],
  };
}

/** Small API descriptions: enough members for the fixtures, nothing more. */
const FIXTURES: Partial<Record<ApiId, SdkApi>> = {
  android: api('android', 'kotlin', ['start', 'addBreadcrumb', 'logInfo'], ['java']),
  ios: api('ios', 'swift', ['start', 'addBreadcrumb']),
  ios5: api('ios5', 'swift', ['sharedInstance']),
  flutter: api('flutter', 'dart', ['start', 'addBreadcrumb', 'logInfo']),
  'react-native': api('react-native', 'typescript', ['start']),
  unity: api('unity', 'csharp', ['Start', 'AddBreadcrumb']),
  web: api('web', 'typescript', ['start']),
};

/** One per SDK line; a line without a fixture of its own gets its current line's under its own id. */
export const FIXTURE_APIS = Object.fromEntries(
  LINES.map((line) => {
    const fixture = FIXTURES[line.id] ?? FIXTURES[line.current];
    if (fixture === undefined) {
      throw new Error(`no fixture API for ${line.id} or ${line.current}`);
    }
    return [line.id, {...fixture, id: line.id}];
  }),
) as Readonly<Record<ApiId, SdkApi>>;
