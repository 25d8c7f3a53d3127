import type {Code, Heading} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {selectAll} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import remarkApiReference, {apiAnchor, inline, REFERENCE_BODY_FOLDER} from '../../../src/remark/apiReference';
import {API_BY_ID} from '../../../src/data/api';
import type {SdkApi} from '../../../src/data/api/types';
import {transform} from './helpers';

const fixture: SdkApi = {
  id: 'android',
  title: 'Android SDK 7.8.0',
  version: '7.8.0',
  language: 'kotlin',
  entryPoint: 'Argus',
  importStatement: 'import io.argus.android.Argus',
  groups: [
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description: 'Timestamped notes on the session timeline.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'The entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'fun addBreadcrumb(message: String)',
              description: 'Adds a breadcrumb.',
              parameters: [{name: 'message', type: 'String', description: 'What happened.'}],
              since: '7.0.0',
            },
            {
              name: 'startMoment',
              kind: 'method',
              signature: 'fun startMoment(name: String)',
              description: 'Starts a moment.',
              since: '7.0.0',
              deprecated: {since: '7.2.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'Add a breadcrumb',
        code: 'import io.argus.android.Argus\n\nfun onTap() {\n    Argus.addBreadcrumb("Tapped")\n}\n',
      },
    },
  ],
};

const run = (source: string, path = 'docs/api/_reference/fixture.mdx') =>
  transform(source, remarkApiReference, {apis: {android: fixture}}, path);

describe('api-reference directive', () => {
  it('renders a group heading, a heading per member with a stable anchor, signatures and the example', async () => {
    const tree = await run('Intro.\n\n::api-reference{id="android"}\n');
    const headings = selectAll('heading', tree) as Heading[];
    expect(headings.map((heading) => [heading.depth, toString(heading), (heading.data as {id?: string}).id])).toEqual([
      [2, 'Breadcrumbs', 'breadcrumbs'],
      [3, 'Argus.addBreadcrumb', 'argus-addbreadcrumb'],
      [3, 'Argus.startMoment', 'argus-startmoment'],
    ]);
    const code = selectAll('code', tree) as Code[];
    expect(code.map((node) => node.lang)).toEqual(['kotlin', 'kotlin', 'kotlin']);
    expect(code[0]?.value).toBe('fun addBreadcrumb(message: String)');
    expect(code[2]?.meta).toBe('title="Add a breadcrumb"');
    expect(toString(tree)).toContain('Deprecated in 7.2.0: use Argus.startSpan instead.');
    expect(selectAll('table', tree)).toHaveLength(1);
  });

  it('dates every parameter in a Since column when one came after its member', async () => {
    const dated: SdkApi = {
      ...fixture,
      groups: fixture.groups.map((group) => ({
        ...group,
        symbols: group.symbols.map((symbol) => ({
          ...symbol,
          members: symbol.members.map((member) =>
            member.name === 'addBreadcrumb'
              ? {
                  ...member,
                  parameters: [
                    ...(member.parameters ?? []),
                    {name: 'level', type: 'Int', description: 'How loud.', default: '0', since: '7.2.0'},
                  ],
                }
              : member,
          ),
        })),
      })),
    };
    const plain = await run('::api-reference{id="android"}\n');
    expect(toString(selectAll('tableRow', plain)[0])).not.toContain('Since');
    const tree = await transform(
      '::api-reference{id="android"}\n',
      remarkApiReference,
      {apis: {android: dated}},
      'docs/api/_reference/fixture.mdx',
    );
    const rows = selectAll('tableRow', tree).map((row) => selectAll('tableCell', row).map((cell) => toString(cell)));
    expect(rows).toEqual([
      ['Parameter', 'Type', 'Default', 'Since', 'Description'],
      ['message', 'String', 'required', '7.0.0', 'What happened.'],
      ['level', 'Int', '0', '7.2.0', 'How loud.'],
    ]);
  });

  it('fails on an unknown SDK with the file and line', async () => {
    await expect(run('Text.\n\n::api-reference{id="symbian"}\n')).rejects.toThrow(
      /docs\/api\/_reference\/fixture\.mdx:3: no API description "symbian"; known: android\./,
    );
  });

  it('on a page, puts the lazily loaded body in place and exports the table of contents', async () => {
    const tree = await run('Intro.\n\n::api-reference{id="android"}\n', 'docs/api/android.mdx');
    expect(selectAll('heading', tree)).toHaveLength(0);
    const [first] = tree.children;
    expect(first).toMatchObject({
      type: 'mdxjsEsm',
      value: "import ApiReferenceBody from '@site/src/components/ApiReferenceBody';",
    });
    expect(selectAll('mdxJsxFlowElement', tree)).toMatchObject([
      {name: 'ApiReferenceBody', attributes: [{name: 'id', value: 'android'}]},
    ]);
    const last = tree.children.at(-1) as {type: string; data: {estree: unknown}};
    expect(last.type).toBe('mdxjsEsm');
    const estree = JSON.stringify(last.data.estree);
    expect(estree).toContain('"name":"toc"');
    for (const id of ['breadcrumbs', 'argus-addbreadcrumb', 'argus-startmoment']) {
      expect(estree).toContain(`"value":"${id}"`);
    }
  });

  it('refuses a page that mixes its own headings with a reference', async () => {
    await expect(run('## Mine\n\n::api-reference{id="android"}\n', 'docs/api/android.mdx')).rejects.toThrow(
      /docs\/api\/android\.mdx:1: a page with an API reference has no headings of its own/,
    );
  });

  it('gives pages the same anchors to link to', () => {
    expect(apiAnchor('Argus', 'addBreadcrumb')).toBe('argus-addbreadcrumb');
    expect(apiAnchor('session-properties')).toBe('session-properties');
  });
});

describe('inline', () => {
  it('turns backticks in descriptions into inline code', () => {
    expect(inline('Call `Argus.start` first, then `stop`.')).toEqual([
      {type: 'text', value: 'Call '},
      {type: 'inlineCode', value: 'Argus.start'},
      {type: 'text', value: ' first, then '},
      {type: 'inlineCode', value: 'stop'},
      {type: 'text', value: '.'},
    ]);
    expect(inline('No code here.')).toEqual([{type: 'text', value: 'No code here.'}]);
  });
});

describe('reference bodies', () => {
  it('every page with a reference has its body partial, and every partial holds one reference', async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const {join, relative} = await import('node:path');
    const root = join(__dirname, '..', '..', '..');
    const folder = join(root, REFERENCE_BODY_FOLDER);
    const directive = /^::api-reference\{id="([^"]+)"(?: page="([^"]+)")?\}$/gm;
    const bodyOf = (match: RegExpMatchArray) => (match[2] ? `${match[1]}.${match[2]}` : match[1]);
    const pages = (readdirSync(join(root, 'docs'), {recursive: true}) as string[])
      .map((name) => join(root, 'docs', name))
      .filter((file) => file.endsWith('.mdx') && !relative(folder, file).match(/^[^.]/));
    const referenced = pages.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(directive)].map(bodyOf));
    const partials = readdirSync(folder).map((name) => name.replace(/\.mdx$/, ''));
    expect([...referenced].sort()).toEqual([...partials].sort());
    for (const id of partials) {
      const inside = [...readFileSync(join(folder, `${id}.mdx`), 'utf8').matchAll(directive)].map(bodyOf);
      expect(inside).toEqual([id]);
    }
  });
});

describe('split references', () => {
  it('the pages of a split reference hold every symbol of the line exactly once', () => {
    for (const api of Object.values(API_BY_ID)) {
      if (!api.referencePages) {
        continue;
      }
      const symbols = new Set(api.groups.flatMap((group) => group.symbols.map((symbol) => symbol.name)));
      const placed = api.referencePages.flatMap((page) => page.symbols);
      expect([...placed].sort(), api.id).toEqual([...symbols].sort());
    }
  });

  it("renders one page: only its symbols, under their groups, with the groups' examples", async () => {
    const split: SdkApi = {
      ...fixture,
      groups: [
        ...fixture.groups,
        {
          id: 'spans',
          title: 'Spans',
          description: 'Timed work.',
          symbols: [{name: 'Span', kind: 'interface', description: 'A span.', since: '7.0.0', members: []}],
          example: {title: 'Time work', code: 'val span = Argus.startSpan("load")\n'},
        },
      ],
      referencePages: [
        {id: 'client', title: 'The client', symbols: ['Argus']},
        {id: 'types', title: 'Types', symbols: ['Span']},
      ],
    };
    const tree = await transform(
      '::api-reference{id="android" page="types"}\n',
      remarkApiReference,
      {apis: {android: split}},
      'docs/api/_reference/android.types.mdx',
    );
    expect((selectAll('heading', tree) as Heading[]).map((heading) => toString(heading))).toEqual(['Spans']);
    expect(toString(tree)).toContain('This reference describes types of Android SDK 7.8.0.');
    expect((selectAll('code', tree) as Code[]).map((node) => node.meta)).toEqual(['title="Time work"']);
    const page = await transform(
      '::api-reference{id="android" page="client"}\n',
      remarkApiReference,
      {apis: {android: split}},
      'docs/android/reference.mdx',
    );
    expect(selectAll('mdxJsxFlowElement', page)).toMatchObject([
      {name: 'ApiReferenceBody', attributes: [{name: 'id', value: 'android.client'}]},
    ]);
    await expect(
      transform('::api-reference{id="android" page="nope"}\n', remarkApiReference, {apis: {android: split}}, 'x.mdx'),
    ).rejects.toThrow(/x\.mdx:1: the android API has no reference page "nope"; its pages: client, types\./);
  });

  it('fails a page whose body partial is missing', async () => {
    const split: SdkApi = {...fixture, referencePages: [{id: 'client', title: 'The client', symbols: ['Argus']}]};
    await expect(
      transform(
        '::api-reference{id="android" page="client"}\n',
        remarkApiReference,
        {apis: {android: split}, checkBodies: true},
        'docs/android/x.mdx',
      ),
    ).rejects.toThrow(/the partial docs\/api\/_reference\/android\.client\.mdx, which does not exist/);
  });
});

describe('api-parameters directive', () => {
  it("renders one member's parameters as a table, and fails on an unknown member", async () => {
    const tree = await run('::api-parameters{id="android" member="Argus.addBreadcrumb"}\n', 'docs/android/x.mdx');
    const rows = selectAll('tableRow', tree).map((row) => selectAll('tableCell', row).map((cell) => toString(cell)));
    expect(rows).toEqual([
      ['Parameter', 'Type', 'Default', 'Description'],
      ['message', 'String', 'required', 'What happened.'],
    ]);
    await expect(run('::api-parameters{id="android" member="Argus.nothing"}\n', 'docs/android/x.mdx')).rejects.toThrow(
      /docs\/android\/x\.mdx:1: the android API has no member "Argus\.nothing" with parameters\./,
    );
  });
});
