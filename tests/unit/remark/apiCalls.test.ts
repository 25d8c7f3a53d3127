import type {Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {selectAll} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import remarkApiCalls from '../../../src/remark/apiCalls';
import type {SdkApi} from '../../../src/data/api/types';
import webApi from '../../../src/data/api/web';
import {transform} from './helpers';

const fixture: SdkApi = {
  id: 'web',
  title: 'Web SDK 1.9.0',
  version: '1.9.0',
  language: 'typescript',
  entryPoint: 'Argus',
  importStatement: "import {Argus} from '@argus-io/web-sdk';",
  groups: [
    {
      id: 'logs',
      title: 'Logs',
      description: 'Messages with a `LogSeverity`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'The entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: 'logInfo(\n  message: string,\n): void',
              description: 'Sends an info log.',
              since: '1.0.0',
            },
            {
              name: 'logLegacy',
              kind: 'method',
              signature: 'logLegacy(message: string): void',
              description: 'Sends a log.',
              since: '1.0.0',
              deprecated: {since: '1.4.0', replacement: 'Argus.logInfo'},
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'How serious a log is.',
          since: '1.1.0',
          members: [
            {name: 'ERROR', kind: 'case', signature: "ERROR = 'error'", description: 'An error.', since: '1.1.0'},
          ],
        },
      ],
      example: {title: 'Log', code: "import {Argus} from '@argus-io/web-sdk';\n\nArgus.logInfo('Hi');\n"},
    },
  ],
};

const run = (source: string, apis: Partial<Record<'web', SdkApi>> = {web: fixture}) =>
  transform(source, remarkApiCalls, {apis});

describe('api-calls directive', () => {
  it('lists each group under an h3 with a stable anchor, and each member with signature, version and use', async () => {
    const tree = await run('## Web SDK API\n\n::api-calls{id="web"}\n');
    const headings = selectAll('heading', tree) as Heading[];
    expect(
      headings.map((heading) => [heading.depth, toString(heading), (heading.data as {id?: string} | undefined)?.id]),
    ).toEqual([
      [2, 'Web SDK API', undefined],
      [3, 'Logs', 'web-api-logs'],
    ]);
    const rows = selectAll('tableRow', tree).map((row) => selectAll('tableCell', row).map((cell) => toString(cell)));
    expect(rows).toEqual([
      ['Member', 'Signature', 'Since', 'What it does'],
      ['Argus.logInfo', 'logInfo(message: string): void', '1.0.0', 'Sends an info log.'],
      [
        'Argus.logLegacy',
        'logLegacy(message: string): void',
        '1.0.0',
        'Sends a log. Deprecated in 1.4.0: use Argus.logInfo instead.',
      ],
      ['Member', 'Signature', 'Since', 'What it does'],
      ['LogSeverity.ERROR', "ERROR = 'error'", '1.1.0', 'An error.'],
    ]);
    expect(toString(tree)).toContain('LogSeverity (enum, since 1.1.0): How serious a log is.');
  });

  it('lists every member of the Web SDK data', async () => {
    const tree = await run('## Web SDK API\n\n::api-calls{id="web"}\n', {web: webApi});
    const api: SdkApi = webApi;
    const members = api.groups.flatMap((group) => group.symbols.flatMap((symbol) => symbol.members));
    const tables = selectAll('table', tree);
    expect(tables.reduce((count, table) => count + selectAll('tableRow', table).length - 1, 0)).toBe(members.length);
  });

  it('fails without an h2 to hold the groups, and on an unknown SDK', async () => {
    await expect(run('Intro.\n\n::api-calls{id="web"}\n')).rejects.toThrow(
      /docs\/fixture\.mdx:3: the API calls of "web" list groups as h3, so they follow an h2 of the page\./,
    );
    await expect(run('## API\n\n::api-calls{id="symbian"}\n')).rejects.toThrow(
      /docs\/fixture\.mdx:3: no API description "symbian"; known: web\./,
    );
  });
});
