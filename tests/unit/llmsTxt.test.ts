import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {afterEach, describe, expect, it} from 'vitest';
import {
  llmsFullPage,
  llmsFullTxt,
  llmsSections,
  llmsTxt,
  UNLISTED_SECTION,
  type TwinPage,
} from '../../src/plugins/llmsTxt';
import {servedRoute, writeMarkdownTwins} from '../../src/plugins/markdownTwins';
import {markdownLinks, twinProblems} from '../../src/plugins/markdownTwinCheck';

type Sidebar = LoadedVersion['sidebars'][string];

const doc = (id: string, permalink: string, title = id, description = `About ${id}.`): TwinPage => ({
  id,
  title,
  description,
  permalink,
});

const DOCS = [
  doc('index', '/docs/', 'Argus documentation'),
  doc('android/index', '/docs/android/', 'Android SDK'),
  doc('android/integration/index', '/docs/android/integration/', 'Integration'),
  doc('android/integration/add', '/docs/android/integration/add/', 'Add the SDK'),
  doc('android/faq', '/docs/android/faq/', 'FAQ'),
  doc('style', '/docs/style/', 'Docs style guide'),
  doc('orphan', '/docs/orphan/', 'Orphan'),
];

const SIDEBAR: Sidebar = [
  {type: 'doc', id: 'index', label: 'Home'},
  {
    type: 'category',
    label: 'Android',
    collapsed: true,
    collapsible: true,
    link: {type: 'doc', id: 'android/index'},
    items: [
      {
        type: 'category',
        label: 'Integration',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'android/integration/index'},
        items: [{type: 'doc', id: 'android/integration/add'}],
      },
      {type: 'link', label: 'Changelog', href: 'https://example.com/'},
      {type: 'doc', id: 'android/faq'},
    ],
  },
  {type: 'doc', id: 'style', label: 'Docs style guide'},
];

describe('llmsSections', () => {
  it('makes a section of each top-level entry, pages in sidebar order, a category’s own page first', () => {
    const sections = llmsSections(SIDEBAR, DOCS);
    expect(sections.map(({title, pages}) => [title, pages.map((page) => page.id)])).toEqual([
      ['Home', ['index']],
      ['Android', ['android/index', 'android/integration/index', 'android/integration/add', 'android/faq']],
      ['Docs style guide', ['style']],
      [UNLISTED_SECTION, ['orphan']],
    ]);
  });
});

describe('llmsTxt', () => {
  const text = llmsTxt({
    title: 'Argus Documentation',
    summary: 'Sessions and crashes.\nFor apps.',
    sections: llmsSections(SIDEBAR, DOCS.slice(0, 6)),
    twinUrl: (page) => `https://argus.example.com${page.permalink.replace(/\/$/, '')}.md`,
    fullUrl: 'https://argus.example.com/docs/llms-full.txt',
  });

  it('opens with the title and a one-line summary, then one H2 per section', () => {
    expect(text.startsWith('# Argus Documentation\n\n> Sessions and crashes. For apps.\n\n')).toBe(true);
    expect(text.match(/^## .*$/gm)).toEqual(['## Home', '## Android', '## Docs style guide']);
  });

  it('lists every page as a link to its twin with its description', () => {
    expect(text).toContain(
      '- [Add the SDK](https://argus.example.com/docs/android/integration/add.md): About android/integration/add.\n',
    );
    expect(markdownLinks(text).filter((link) => link.endsWith('.md'))).toHaveLength(6);
  });

  it('escapes brackets in titles', () => {
    const page = doc('x', '/docs/x/', 'Arrays [beta]');
    const escaped = llmsTxt({
      title: 'T',
      summary: 'S',
      sections: [{title: 'X', pages: [page]}],
      twinUrl: () => 'https://a.example/x.md',
      fullUrl: 'https://a.example/llms-full.txt',
    });
    expect(escaped).toContain('- [Arrays \\[beta\\]](https://a.example/x.md): About x.');
    expect(markdownLinks(escaped)).toContain('https://a.example/x.md');
  });
});

describe('llms-full.txt', () => {
  it('puts the page URL under the page’s title', () => {
    const page = doc('a', '/docs/a/', 'A page');
    expect(llmsFullPage(page, 'https://x.example/docs/a/', '# A page\n\nBody.\n')).toBe(
      '# A page\n\nSource: https://x.example/docs/a/\n\nBody.\n',
    );
    expect(llmsFullPage(page, 'https://x.example/docs/a/', 'Body without a title.\n')).toBe(
      '# A page\n\nSource: https://x.example/docs/a/\n\nBody without a title.\n',
    );
    expect(llmsFullTxt('T', 'S', ['# A\n', '# B\n'])).toBe('# T\n\n> S\n\n---\n\n# A\n\n---\n\n# B\n');
  });
});

describe('servedRoute', () => {
  it('adds the trailing slash the routes get', () => {
    expect(servedRoute('/docs/partners/grafana', true)).toBe('/docs/partners/grafana/');
    expect(servedRoute('/docs/android/', true)).toBe('/docs/android/');
    expect(servedRoute('/docs/android/', false)).toBe('/docs/android');
    expect(servedRoute('/docs/android', undefined)).toBe('/docs/android');
  });
});

describe('writeMarkdownTwins', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('writes a twin next to each built page, and both index files', () => {
    outDir = mkdtempSync(join(tmpdir(), 'twins-'));
    const pages = [
      {id: 'index', permalink: '/docs/', title: 'Home page'},
      {id: 'partners/grafana', permalink: '/docs/partners/grafana', title: 'Grafana'},
    ];
    for (const {permalink, title} of pages) {
      const dir = join(outDir, permalink.replace(/^\/docs\/?/, ''));
      mkdirSync(dir, {recursive: true});
      writeFileSync(
        join(dir, 'index.html'),
        `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>See <a href=/docs/>home</a>.</div></article></body></html>`,
      );
    }
    const version = {
      docs: pages.map(({id, permalink, title}) => ({id, permalink, title, description: `${title}.`, unlisted: false})),
      sidebars: {docs: pages.map(({id}) => ({type: 'doc', id}))},
    } as unknown as LoadedVersion;
    const stats = writeMarkdownTwins({
      outDir,
      baseUrl: '/docs/',
      siteUrl: 'https://argus.example.com/',
      trailingSlash: true,
      title: 'Argus Documentation',
      summary: 'Docs.',
      version,
    });
    expect(stats.count).toBe(2);
    const grafana = readFileSync(join(outDir, 'partners', 'grafana.md'), 'utf8');
    expect(grafana).toBe(
      '---\ntitle: Grafana\ndescription: Grafana.\nurl: https://argus.example.com/docs/partners/grafana/\n---\n\n' +
        '# Grafana\n\nSee [home](https://argus.example.com/docs/).\n',
    );
    expect(twinProblems(readFileSync(join(outDir, 'index.md'), 'utf8'))).toEqual([]);
    expect(markdownLinks(readFileSync(join(outDir, 'llms.txt'), 'utf8'))).toEqual([
      'https://argus.example.com/docs/llms-full.txt',
      'https://argus.example.com/docs/index.md',
      'https://argus.example.com/docs/partners/grafana.md',
    ]);
    expect(readFileSync(join(outDir, 'llms-full.txt'), 'utf8')).toContain(
      '# Grafana\n\nSource: https://argus.example.com/docs/partners/grafana/\n',
    );
  });
});
