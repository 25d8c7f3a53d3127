import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {
  absoluteUrl,
  admonitionLabel,
  frontMatter,
  pageToMarkdown,
  spanTreeList,
  twinDocument,
} from '../../src/plugins/htmlToMarkdown';
import {markdownLinks, twinProblems} from '../../src/plugins/markdownTwinCheck';
import {generateNginxConfig, markdownTwinRules} from '../../scripts/nginxConfig';

const PAGE = 'https://argus.example.com/docs/android/features/traces/';

/** A built page as the production build writes it: minified, attributes unquoted where possible. */
function page(article: string): string {
  return (
    '<!doctype html><html lang=en><head><title>x</title></head><body><nav><a href=/docs/>Home</a></nav>' +
    `<main><article><div class="theme-doc-markdown markdown">${article}</div>` +
    '<footer class=theme-doc-footer><a href=/edit>Edit this page</a></footer></article></main></body></html>'
  );
}

const convert = (article: string): string => pageToMarkdown(page(article), PAGE);

/** A highlighted code block as theme-classic renders it (one element per line, each ending in <br>). */
function codeBlock(lang: string, lines: string[], title?: string): string {
  const body = lines
    .map((line) => `<div class=token-line><span class="token plain">${line}</span><br/></div>`)
    .join('');
  return (
    `<div class="language-${lang} codeBlockContainer_OpOD theme-code-block">` +
    (title ? `<div class=codeBlockTitle_jjvw>${title}</div>` : '') +
    `<div class=codeBlockContent_Sf1w><pre tabindex=0 class="prism-code language-${lang}"><code class=codeBlockLines_CyRW>${body}</code></pre>` +
    '<div class=buttonGroup_M5ko><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>'
  );
}

describe('pageToMarkdown', () => {
  it('converts only the article, headings without their anchor links', () => {
    const markdown = convert(
      '<header><h1>Traces</h1></header><p>Intro.</p>' +
        '<h2 class="anchor anchorTargetHideOnScrollNavbar_CsHQ" id=record>Record a trace<a href=#record class=hash-link aria-label="Direct link to Record a trace">\u200b</a></h2>',
    );
    expect(markdown).toBe('# Traces\n\nIntro.\n\n## Record a trace\n');
  });

  it('fails on a page without an article', () => {
    expect(() => pageToMarkdown('<html><body><p>Redirecting</p></body></html>', PAGE)).toThrow(/theme-doc-markdown/);
  });

  it('writes a code block as a fence with its language, title and exact lines', () => {
    const markdown = convert(
      codeBlock('kotlin', ['fun main() {', '    println(&quot;hi&quot;)', '', '}'], 'app/src/Main.kt'),
    );
    expect(markdown).toBe('```kotlin title="app/src/Main.kt"\nfun main() {\n    println("hi")\n\n}\n```\n');
  });

  it('leaves line numbers out of the code', () => {
    const markdown = convert(
      '<div class="language-bash theme-code-block"><pre><code>' +
        '<span class=token-line><span class=codeLineNumber_Tfdd>1</span><span class=codeLineContent_feaV>npm install</span><br/></span>' +
        '</code></pre></div>',
    );
    expect(markdown).toBe('```bash\nnpm install\n```\n');
  });

  it('flattens tabs: every panel, hidden ones too, under its tab label, and marks where the tabs end', () => {
    const markdown = convert(
      '<div class="theme-tabs-container tabs-container tabList_tPGY"><ul role=tablist class=tabs>' +
        '<li role=tab aria-selected=true class="tabs__item tabs__item--active">Kotlin<li role=tab aria-selected=false class=tabs__item>Java</ul>' +
        `<div class=margin-top--md><div role=tabpanel>${codeBlock('kotlin', ['Argus.start(this)'])}</div>` +
        `<div role=tabpanel hidden>${codeBlock('java', ['Argus.start(this);'])}<p>Java needs a semicolon.</p></div></div></div>`,
    );
    expect(markdown).toBe(
      '**Kotlin**\n\n```kotlin\nArgus.start(this)\n```\n\n**Java**\n\n```java\nArgus.start(this);\n```\n\nJava needs a semicolon.\n\n---\n',
    );
  });

  it('refuses tabs whose labels and panels do not pair up', () => {
    expect(() =>
      convert(
        '<div class="tabs-container"><ul role=tablist><li role=tab>Kotlin<li role=tab>Java</ul><div role=tabpanel><p>x</p></div></div>',
      ),
    ).toThrow(/2 tabs but 1 panels/);
  });

  it('turns an admonition into a blockquote that opens with its label, without the icon', () => {
    const admonition = (type: string, heading: string): string =>
      `<div class="theme-admonition theme-admonition-${type} admonition_JSng alert"><div class=admonitionHeading_Om3y>` +
      `<span class=admonitionIcon__vpi><svg viewBox="0 0 14 16"><path d="M6"/></svg></span>${heading}</div>` +
      '<div class=admonitionContent__zpg><p>Keep the token secret.</div></div>';
    expect(convert(admonition('warning', 'warning'))).toBe('> **Warning**\n>\n> Keep the token secret.\n');
    expect(convert(admonition('note', 'Legacy: iOS SDK 5.x'))).toBe(
      '> **Legacy: iOS SDK 5.x**\n>\n> Keep the token secret.\n',
    );
  });

  it('reads a flow diagram as its caption, an ordered list and the loop back', () => {
    const markdown = convert(
      '<figure class=figure_Strg><ol class=flow_hZ0A>' +
        '<li class=step_CIUE><span class=label_vuPP>Launch</span><span class=detail_wtwY>A session starts.</span>' +
        '<li class=step_CIUE><span class=label_vuPP>Background</span></ol>' +
        '<p class=loop_iM4H><span aria-hidden=true>↺ </span>The app becomes active again<figcaption class=caption_lMYl>Sessions.</figcaption></figure>',
    );
    expect(markdown).toBe(
      '_Diagram: Sessions._\n\n1. **Launch**: A session starts.\n2. **Background**\n\nBack to step 1: The app becomes active again.\n',
    );
  });

  it('reads a span tree as a nested list with durations', () => {
    const span = (depth: number, name: string, duration: string): string =>
      `<li class=span_koYK data-depth=${depth}><span class=spanName_o5kX>${name}</span><span class=track_d86Y><span class=bar_EOGe></span></span><span class=duration_uK5m>${duration}</span>`;
    const markdown = convert(
      `<figure><ul class=tree_Y9Bx>${span(0, 'checkout', '1400 ms')}${span(1, 'validate-cart', '120 ms')}${span(1, 'payment', '1200 ms, failed')}</ul><figcaption>A checkout trace.</figcaption></figure>`,
    );
    expect(markdown).toBe(
      '_Diagram: A checkout trace._\n\n- checkout (1400 ms)\n  - validate-cart (120 ms)\n  - payment (1200 ms, failed)\n',
    );
  });

  it('nests spans by depth and climbs back out', () => {
    const list = spanTreeList([
      {depth: 0, name: 'a', duration: '1 ms'},
      {depth: 1, name: 'b', duration: '1 ms'},
      {depth: 2, name: 'c', duration: '1 ms'},
      {depth: 1, name: 'd', duration: '1 ms'},
      {depth: 0, name: 'e', duration: '1 ms'},
    ]);
    const names = (node: (typeof list)['children'][number]): unknown =>
      node.type === 'element'
        ? node.children.map((child) => (child.type === 'text' ? child.value : names(child)))
        : undefined;
    expect(list.children.map(names)).toEqual([
      ['a (1 ms)', [['b (1 ms)', [['c (1 ms)']]], ['d (1 ms)']]],
      ['e (1 ms)'],
    ]);
  });

  it('lists a card grid as links with their note and description', () => {
    const markdown = convert(
      '<ul class=grid_pmaB><li class=item_id8f><a class="card_XCWK argus-card" href=/docs/android/>' +
        '<span class=title_bRDT>Android SDK</span><span class=meta_S9J_>v7.8.0 · Kotlin</span><span class=description_GKOI>Sessions and crashes.</span></a>' +
        '<li class=item_id8f><a class="card_XCWK argus-card" href=/docs/api/><span class=title_bRDT>API reference</span><span class=description_GKOI>Every call.</span></a></ul>',
    );
    expect(markdown).toBe(
      '- [Android SDK](https://argus.example.com/docs/android/) (v7.8.0 · Kotlin): Sessions and crashes.\n' +
        '- [API reference](https://argus.example.com/docs/api/): Every call.\n',
    );
  });

  it('makes links and images absolute on the site, and keeps other sites as they are', () => {
    const markdown = convert(
      '<p><a href=/docs/api/android/#argus-start>start</a>, <a href=#record>below</a>, <a href=../breadcrumbs/>up</a>, ' +
        '<a href=https://opentelemetry.io/docs/>OpenTelemetry</a> <img src=/docs/img/flow.svg alt=Flow></p>',
    );
    expect(markdownLinks(markdown)).toEqual([
      'https://argus.example.com/docs/api/android/#argus-start',
      `${PAGE}#record`,
      'https://argus.example.com/docs/android/features/breadcrumbs/',
      'https://opentelemetry.io/docs/',
    ]);
    expect(markdown).toContain('![Flow](https://argus.example.com/docs/img/flow.svg)');
    expect(absoluteUrl('mailto:support@argus.example.com', PAGE)).toBe('mailto:support@argus.example.com');
  });

  it('unwraps a scrollable table into a GFM table', () => {
    const markdown = convert(
      '<div class=scroller_djKA tabindex=0 role=region aria-label="Table, scrollable"><table><thead><tr><th>Client<th>Captured' +
        '<tbody><tr><td>OkHttp<td>Yes, with <code>a|b</code></table></div>',
    );
    expect(markdown).toBe('| Client | Captured |\n| - | - |\n| OkHttp | Yes, with `a\\|b` |\n');
  });

  it('drops what works only in a browser: forms, buttons, icons, comments', () => {
    const markdown = convert(
      '<p>Find a page.</p><form role=search action=/docs/search/><label>Search</label><input name=q><button>Search</button></form>' +
        '<p>One<!-- --> <svg><path d="M1"/></svg>two</p>',
    );
    expect(markdown).toBe('Find a page.\n\nOne two\n');
  });

  it('writes Type.member names and addresses without escapes, and keeps a URL before a placeholder apart', () => {
    const markdown = convert(
      '<h3 id=v>View.argusTraceView</h3><p>Mail support@argus.example.com.</p>' +
        '<p>Entity ID: https://dash.argus.example.com/sso/saml/&lt;org-id&gt;</p>',
    );
    expect(markdown).toBe(
      '### View.argusTraceView\n\nMail support@argus.example.com.\n\nEntity ID: https\\://dash.argus.example.com/sso/saml/\\<org-id>\n',
    );
    expect(twinProblems(twinDocument({title: 'T', description: 'D', url: PAGE}, markdown))).toEqual([]);
  });

  it('names an admonition by its type when the title is the default', () => {
    expect(admonitionLabel('tip', 'tip')).toBe('Tip');
    expect(admonitionLabel('danger', '')).toBe('Danger');
    expect(admonitionLabel('note', 'Before you start')).toBe('Before you start');
  });
});

describe('front matter', () => {
  it('is YAML with the title, description and page URL, quoted where YAML needs it', () => {
    const meta = {title: 'Upgrade: 6.x to 7.x', description: 'Move to 7.x: what "breaking" means.', url: PAGE};
    const text = frontMatter(meta);
    expect(text.startsWith('---\n') && text.endsWith('---\n')).toBe(true);
    expect(parseYaml(text.slice(4, -4))).toEqual(meta);
  });

  it('opens a twin that passes the twin checks', () => {
    const twin = twinDocument({title: 'Traces', description: 'Record spans.', url: PAGE}, convert('<p>Body.</p>'));
    expect(twin).toBe(`---\ntitle: Traces\ndescription: Record spans.\nurl: ${PAGE}\n---\n\nBody.\n`);
    expect(twinProblems(twin)).toEqual([]);
  });
});

describe('twinProblems', () => {
  const twin = (body: string): string => `---\ntitle: T\ndescription: D\nurl: ${PAGE}\n---\n\n${body}\n`;

  it('passes clean Markdown, code that holds braces and other tools’ {{templates}}', () => {
    expect(
      twinProblems(
        twin(
          'Text with `{a: 1}`.\n\n```yaml\nlabel: "{{app_version}}"\ntoken: ${{ secrets.TOKEN }}\n```\n\nExport your data.',
        ),
      ),
    ).toEqual([]);
  });

  it('reports Markdown marks a page showed as text (escaped in the twin)', () => {
    expect(twinProblems(twin('A status of \\`5xx\\` when \\*\\*Team mapping\\*\\* is on.'))).toEqual([
      'line 7: Markdown shown as text on the page: `5xx`',
    ]);
    expect(twinProblems(twin('A status of `5xx` when **Team mapping** is on, 2 * 3 = 6.'))).toEqual([]);
  });

  it('reports missing front matter fields', () => {
    expect(twinProblems('# Title\n')).toEqual(['no YAML front matter']);
    expect(twinProblems('---\ntitle: T\n---\n\nx\n')).toEqual([
      'front matter without "description"',
      'front matter without "url"',
    ]);
  });

  it('reports JSX, raw HTML, MDX expressions, module lines, tokens and directives', () => {
    const problems = twinProblems(
      twin(
        [
          "import Tabs from '@theme/Tabs';",
          '<Tabs groupId="x">',
          'Use <span class="x">this</span>.',
          'The value is {props.value}.',
          '```kotlin\nimplementation("io.argus:argus-android-sdk:{{android.version}}")\n```',
          'Install :fact[web.package] now.',
        ].join('\n\n'),
      ),
    );
    expect(problems).toEqual([
      "line 7: an import or export: import Tabs from '@theme/Tabs';",
      'line 9: raw HTML or JSX: <Tabs groupId="x">',
      'line 11: raw HTML or JSX: <span class="x">',
      'line 11: raw HTML or JSX: </span>',
      'line 13: an MDX expression: {props.value}',
      'line 15: an unresolved token: {{android.version}}',
      'line 19: an unexpanded directive: :fact[',
    ]);
  });
});

describe('nginx rules for the twins', () => {
  const rules = markdownTwinRules('/docs', 'include argus-docs-security-headers.conf;');

  it('maps a page URL and the home page to their twins for Accept: text/markdown', () => {
    expect(rules).toContain(
      'if ($argus_twin_request ~* "^[^|]*text/markdown[^|]*\\|(/docs/.+)/$") { set $argus_twin $1.md; }',
    );
    expect(rules).toContain('{ set $argus_twin /docs/index.md; }');
    expect(rules).toMatch(
      /add_header Vary Accept;\n {2}include argus-docs-security-headers\.conf;\n {2}types \{ text\/html html; text\/markdown md; \}/,
    );
    expect(rules).toContain('try_files $argus_twin ${uri}index.html =404;');
  });

  it('are part of the generated config, and Markdown is compressed', () => {
    const config = generateNginxConfig([], '/docs/');
    expect(config).toContain(rules);
    expect(config).toMatch(/^gzip_types .*text\/markdown/m);
  });
});
