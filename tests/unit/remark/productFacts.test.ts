import type {InlineCode, Paragraph, Root, Strong, TableCell, Text} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {select, selectAll} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import {FACTS, formatNumber, numberPattern, type Fact} from '../../../src/data/facts';
import {SDKS} from '../../../src/data/product';
import {DATA_HANDLING, UNITY} from '../../../src/data/sdkBehaviour';
import remarkProductFacts, {factNodes, resolveFact} from '../../../src/remark/productFacts';
import {transform} from './helpers';

const run = (source: string, facts?: Readonly<Record<string, Fact>>) =>
  transform(source, remarkProductFacts as never, (facts ? {facts} : undefined) as never);

const paragraphText = (tree: Root): string => toString(select('paragraph', tree) as Paragraph);

describe('product facts in prose', () => {
  it('states a version, a limit with its unit, and a policy as text', async () => {
    const tree = await run(
      'Install :fact[web.version]. Messages hold :fact[limits.logMessage]; after :fact[limits.breadcrumbs] breadcrumbs, :fact[policy.breadcrumbOverflow].',
    );
    expect(paragraphText(tree)).toBe(
      `Install ${SDKS.web.version}. Messages hold 4,096 characters; after ${DATA_HANDLING.limits.breadcrumbsPerSession} breadcrumbs, ${DATA_HANDLING.policies.breadcrumbOverflow}.`,
    );
    expect(selectAll('textDirective', tree)).toEqual([]);
  });

  it('states package names and hosts as inline code', async () => {
    const tree = await run('Add :fact[unity.package] and query :fact[metricsApi.euHost].');
    expect((selectAll('inlineCode', tree) as InlineCode[]).map((node) => node.value)).toEqual([
      SDKS.unity.package,
      'https://metrics.eu.argus.example.com',
    ]);
  });

  it('states a repository as a link named after it', async () => {
    const tree = await run('Clone :fact[web.repository].');
    expect(select('link', tree)).toMatchObject({
      url: 'https://github.com/argus-example/argus-web-sdk',
      children: [{type: 'text', value: 'argus-web-sdk'}],
    });
  });

  it('splits a policy that marks code with backticks into text and inline code', () => {
    const nodes = factNodes({
      value: '',
      prose: 'sends with `fetch` and `keepalive`',
      version: false,
      typed: [],
      rows: [],
    });
    expect(nodes.map((node) => node.type)).toEqual(['text', 'inlineCode', 'text', 'inlineCode']);
    expect((nodes[1] as InlineCode).value).toBe('fetch');
  });

  it('states an Editor menu path as strong text, without the asterisks', async () => {
    const tree = await run('Open :fact[unity.menu.argusSettings] and :fact[unity.menu.buildSettings].');
    expect(paragraphText(tree)).toBe(`Open ${UNITY.menus.argusSettings} and ${UNITY.menus.buildSettings}.`);
    expect((selectAll('strong', tree) as Strong[]).map((node) => toString(node))).toEqual([
      UNITY.menus.argusSettings,
      UNITY.menus.buildSettings,
    ]);
    const nodes = factNodes({
      value: '',
      prose: 'open **Player > `Other`** now',
      version: false,
      typed: [],
      rows: [],
    });
    expect(nodes.map((node) => node.type)).toEqual(['text', 'strong', 'text']);
    expect((nodes[1] as Strong).children.map((node) => node.type)).toEqual(['text', 'inlineCode']);
  });

  it('works in table cells, headings, links and emphasis', async () => {
    const tree = await run(
      [
        '## Upgrade to :fact[android.version]',
        '',
        '| Requirement | Minimum |',
        '|---|---|',
        '| Argus Android SDK | :fact[android.version] (current) |',
        '',
        'See [the :fact[ios.version] notes](./x.md) and *:fact[android.minSdk]*.',
      ].join('\n'),
    );
    expect(toString(select('heading', tree) as never)).toBe(`Upgrade to ${SDKS.android.version}`);
    const cells = selectAll('tableCell', tree) as TableCell[];
    expect(toString(cells[3] as TableCell)).toBe(`${SDKS.android.version} (current)`);
    expect(toString(select('link', tree) as never)).toBe(`the ${SDKS.ios.version} notes`);
    expect((select('emphasis text', tree) as Text).value).toBe('21');
  });

  it('leaves other text directives and plain colons alone', async () => {
    const tree = await run('Ratio 16:9 at 10:30. Note: :other[kept] stays.');
    expect(select('textDirective', tree)).toMatchObject({name: 'other'});
  });

  it('fails on an unknown fact with the file, the line and the facts under the same prefix', async () => {
    await expect(run('Text.\n\nInstall :fact[web.versoin].')).rejects.toThrow(
      /docs\/fixture\.mdx:3: unknown fact :fact\[web\.versoin\] \(src\/data\/facts\.ts\)\. Facts under "web": web\.version, /,
    );
  });

  it('fails on attributes, a missing id and a block directive', async () => {
    await expect(run(':fact[web.version]{bold}')).rejects.toThrow(
      /fixture\.mdx:1: :fact\[web\.version\] takes no attributes/,
    );
    await expect(run('Say :fact[] here.')).rejects.toThrow(/fixture\.mdx:1: :fact needs an id/);
    await expect(run('::fact[web.version]')).rejects.toThrow(/fixture\.mdx:1: a fact is stated inline/);
    expect(resolveFact('web.version', {}, {})).toMatch(/^unknown fact/);
  });

  it('draws from the facts it is given', async () => {
    const facts = {'demo.limit': {value: '7', prose: '7 widgets', version: false, typed: [], rows: []}};
    expect(paragraphText(await run('At most :fact[demo.limit].', facts))).toBe('At most 7 widgets.');
    await expect(run('Install :fact[web.version].', facts)).rejects.toThrow(/unknown fact/);
  });
});

describe('the facts registry', () => {
  it('formats and matches numbers as pages type them', () => {
    expect(formatNumber(4096)).toBe('4,096');
    expect(new RegExp(`^${numberPattern(4096)}$`).test('4096')).toBe(true);
    expect(new RegExp(`^${numberPattern(4096)}$`).test('4,096')).toBe(true);
    expect(new RegExp(`^${numberPattern(2.5)}$`).test('2x5')).toBe(false);
  });

  it('marks the current version of every line, and only those, as versions', () => {
    const versions = Object.entries(FACTS)
      .filter(([, fact]) => fact.version)
      .map(([id]) => id);
    expect(versions).toEqual(expect.arrayContaining(['android.version', 'ios.5x.version', 'react-native.4x.version']));
    expect(versions.every((id) => id.endsWith('.version'))).toBe(true);
  });
});
