/**
 * The Markdown twins: every page's twin in the build, clean Markdown, listed in llms.txt, linked
 * from the page's head, and served by nginx at its own URL and for `Accept: text/markdown`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {test, expect} from './fixtures';
import {BASE_URL, DEFAULT_SITE_URL} from '../../src/constants';
import {markdownTwinPath} from '../../src/lib/markdownTwin';
import {markdownLinks, twinProblems} from '../../src/plugins/markdownTwinCheck';
import {LLMS_FULL_TXT, LLMS_TXT} from '../../src/plugins/markdownTwins';
import {parseManifest} from '../../scripts/routes';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');
// The origin the build wrote into the twins, as docusaurus.config.ts reads it.
const origin = (process.env.ARGUS_DOCS_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, '');

/** The one route without a twin: the search page is an app, not a doc. */
const WITHOUT_TWIN = ['/docs/search/'];

const routes = parseManifest(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8'));
const pageRoutes = routes.filter((route) => !WITHOUT_TWIN.includes(route));

const buildFile = (path: string): string => join(buildDir, path.slice(BASE_URL.length));
const twinOf = (route: string): string => readFileSync(buildFile(markdownTwinPath(route)), 'utf8');

function headers(response: {headersArray(): {name: string; value: string}[]}, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .flatMap((header) => header.value.split(',').map((value) => value.trim()));
}

test.describe('Markdown twins in the build', () => {
  test('every route has a twin, except the search page', () => {
    expect(pageRoutes.length).toBe(routes.length - WITHOUT_TWIN.length);
    const missing = pageRoutes.filter((route) => !existsSync(buildFile(markdownTwinPath(route))));
    expect(missing).toEqual([]);
    for (const route of WITHOUT_TWIN) {
      expect(existsSync(buildFile(markdownTwinPath(route))), route).toBe(false);
    }
  });

  test('every twin is clean Markdown with its page’s front matter, and no MDX or HTML', () => {
    const problems: string[] = [];
    for (const route of pageRoutes) {
      const twin = twinOf(route);
      problems.push(...twinProblems(twin).map((problem) => `${route}: ${problem}`));
      const yaml = /^---\n([\s\S]*?)\n---\n/.exec(twin)?.[1] ?? '';
      const data = parseYaml(yaml) as {url?: string};
      if (data.url !== `${origin}${route}`) {
        problems.push(`${route}: front matter url is ${data.url}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('llms.txt lists every twin once, in sections, and llms-full.txt holds every page in that order', () => {
    const llms = readFileSync(join(buildDir, LLMS_TXT), 'utf8');
    expect(llms).toMatch(/^# .+\n\n> .+\n/);
    expect(llms.match(/^## .+$/gm)?.length ?? 0).toBeGreaterThan(10);
    const links = markdownLinks(llms);
    const twins = links.filter((link) => link.endsWith('.md'));
    expect(new Set(twins).size).toBe(twins.length);
    expect([...twins].sort()).toEqual(pageRoutes.map((route) => `${origin}${markdownTwinPath(route)}`).sort());
    expect(llms.split('\n').filter((line) => line.startsWith('- [')).length).toBe(pageRoutes.length);

    const full = readFileSync(join(buildDir, LLMS_FULL_TXT), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => match[1]);
    expect(sources).toEqual(twins.map((twin) => twin.replace(/index\.md$/, '').replace(/\.md$/, '/')));
  });

  test('the twins read the site’s components as Markdown', () => {
    const traces = twinOf('/docs/android/features/traces/');
    // Tabs: one labelled fence per tab, the file name kept as the fence's title.
    expect(traces).toMatch(/\n\*\*Kotlin\*\*\n\n```kotlin title="[^"]+\.kt"\n/);
    expect(traces).toMatch(/\n\*\*Java\*\*\n\n```java title="[^"]+\.java"\n/);
    // ...and a thematic break after the last tab, so the text after the tabs is not read as the last tab's.
    expect(traces).toMatch(/\n\*\*Java\*\*\n\n```java title="[^"]+\.java"\n[\s\S]*?\n```\n\n---\n/);
    // A span tree: nested spans with their durations.
    expect(traces).toMatch(/\n_Diagram: .+_\n\n- \S+ \(\d+ ms\)\n {2}- \S+ \(\d+ ms\)\n/);
    // A flow diagram: numbered steps and the loop back.
    expect(twinOf('/docs/ios/5x/features/background-sessions/')).toMatch(
      /\n1\. \*\*[^*]+\*\*: .+\n2\. [\s\S]*\nBack to step 1: .+\.\n/,
    );
    // An admonition, and a legacy notice (itself an admonition).
    expect(twinOf('/docs/android/features/disable-data-export/')).toMatch(/\n> \*\*Note\*\*\n>\n> \S/);
    expect(twinOf('/docs/ios/5x/features/background-sessions/')).toMatch(/^# .+\n\n> \*\*Legacy: iOS SDK 5\.x\*\*\n/m);
    // The API reference: signatures as fences, parameters as a table.
    const reference = twinOf('/docs/api/android/');
    expect(reference).toMatch(/\n### Argus\.start\n\n```kotlin\n.*fun start\(/);
    expect(reference).toContain('\n| Parameter | Type | Default | Description |\n| - | - | - | - |\n');
    // Cards as links to absolute URLs; the search form and the heading anchors left out.
    const home = twinOf('/docs/');
    expect(home).toMatch(
      new RegExp(`\\n- \\[Android SDK\\]\\(${origin}/docs/android/\\) \\(v\\d+\\.\\d+\\.\\d+ · .+\\): \\S`),
    );
    for (const route of pageRoutes) {
      const twin = twinOf(route);
      expect(twin, route).not.toMatch(/Search every page|Direct link to|Copy code to clipboard|\u200b/);
      expect(twin, route).not.toMatch(/\]\(\/(?!\/)/);
    }
  });

  test('every doc page links its twin in its head', () => {
    const unlinked = pageRoutes.filter((route) => {
      const html = readFileSync(join(buildFile(route), 'index.html'), 'utf8');
      const links = html.slice(0, html.indexOf('</head>')).match(/<link\b[^>]*>/g) ?? [];
      const attribute = (tag: string, name: string): string | undefined =>
        new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>"]+))`)
          .exec(tag)
          ?.slice(1)
          .find((value) => value !== undefined);
      return !links.some(
        (tag) =>
          attribute(tag, 'rel') === 'alternate' &&
          attribute(tag, 'type') === 'text/markdown' &&
          attribute(tag, 'href') === `${origin}${markdownTwinPath(route)}`,
      );
    });
    expect(unlinked).toEqual([]);
  });
});

test.describe('Markdown twins over HTTP', () => {
  const route = '/docs/android/features/traces/';

  test('Accept: text/markdown on a page URL answers with its twin', async ({request}) => {
    const response = await request.get(route, {headers: {Accept: 'text/markdown'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(headers(response, 'vary')).toContain('Accept');
    expect(await response.text()).toBe(twinOf(route));

    const home = await request.get('/docs/', {headers: {Accept: 'text/markdown, text/plain;q=0.5'}});
    expect(home.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await home.text()).toBe(twinOf('/docs/'));
  });

  test('a browser’s request still gets the HTML, marked as varying by Accept', async ({request}) => {
    const response = await request.get(route, {
      headers: {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'},
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(headers(response, 'vary')).toContain('Accept');
    expect(await response.text()).toMatch(/^<!doctype html>/i);
  });

  test('a page without a twin answers HTML even when Markdown is asked for', async ({request}) => {
    const response = await request.get('/docs/search/', {headers: {Accept: 'text/markdown'}});
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  });

  test('twins and llms.txt answer at their own URLs, compressed', async ({request}) => {
    for (const url of [markdownTwinPath(route), '/docs/index.md']) {
      const response = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
      expect(response.headers()['content-encoding'], url).toBe('gzip');
    }
    const llms = await request.get(`/docs/${LLMS_TXT}`);
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect((await request.get('/docs/no-such-page.md')).status()).toBe(404);
  });

  test('the page links its twin with rel=alternate', async ({page, request}) => {
    await page.goto(route);
    const href = await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(href).toBe(`${origin}${markdownTwinPath(route)}`);
    const twin = await request.get(new URL(href as string).pathname);
    expect(twin.status()).toBe(200);
  });
});
