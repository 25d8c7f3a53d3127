import {test, expect, waitForHydration, THIRD_PARTY_PATTERN} from './fixtures';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {redirects} from '../../redirects';

const buildDir = join(__dirname, '..', '..', 'build');

/** A page, main.js and the root search index: each URL with its file in the build, which has a .gz and a .br. */
async function precompressedFiles(page: Page): Promise<{url: string; file: string}[]> {
  await page.goto('/docs/');
  const script = (await page.locator('script[src*="/assets/js/main."]').getAttribute('src')) as string;
  const searchIndex = readdirSync(buildDir).find((name) => /^search-index-[0-9a-f]+\.json$/.test(name));
  return [
    {url: '/docs/', file: join(buildDir, 'index.html')},
    {url: script, file: join(buildDir, script.replace(/^\/docs\//, ''))},
    {url: `/docs/${searchIndex}`, file: join(buildDir, searchIndex as string)},
  ];
}

test.describe('server behaviour', () => {
  test('an unknown path answers 404 with a helpful page', async ({page}) => {
    const response = await page.goto('/docs/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.locator('main').getByRole('search')).toBeVisible();
    await expect(page.locator('main').getByRole('link', {name: /^Android SDK/})).toHaveAttribute(
      'href',
      '/docs/android/',
    );
    await page.locator('main').getByRole('searchbox').fill('region');
    await page.locator('main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=region$/);
  });

  test('.html and index.html suffixes are normalised with a permanent redirect', async ({request}) => {
    for (const [from, to] of [
      ['/docs/region.html', '/docs/region/'],
      ['/docs/android/index.html', '/docs/android/'],
      ['/docs/index.html', '/docs/'],
      ['/docs/dpa/subprocessors.html?from=mail', '/docs/dpa/subprocessors/?from=mail'],
    ] as const) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('hashed assets are cached for a year and compressed', async ({request, page}) => {
    await page.goto('/docs/');
    const script = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const response = await request.get(script as string, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    const html = await request.get('/docs/');
    expect(html.headers()['cache-control']).toContain('must-revalidate');
  });

  test('pages, scripts and search indexes are sent as their precompressed .gz', async ({request, page}) => {
    const files = await precompressedFiles(page);
    for (const {url, file} of files) {
      // gzip_static sends the file with its length; on-the-fly gzip would send it chunked, without one.
      const response = await request.head(url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(Number(response.headers()['content-length']), url).toBe(statSync(`${file}.gz`).size);
    }
  });

  test('a client that accepts Brotli gets the precompressed .br, and one that does not gets gzip', async ({
    request,
    page,
  }) => {
    const files = await precompressedFiles(page);
    for (const {url, file} of files) {
      // Browsers offer Brotli over HTTPS only; nginx's brotli_static answers the header either way.
      const brotli = await request.head(url, {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
      expect(brotli.headers()['content-encoding'], url).toBe('br');
      expect(Number(brotli.headers()['content-length']), url).toBe(statSync(`${file}.br`).size);
      expect(brotli.headers()['vary'], url).toMatch(/Accept-Encoding/i);
      expect(statSync(`${file}.br`).size, url).toBeLessThan(statSync(`${file}.gz`).size);
    }
    // The body decodes to the file itself.
    const body = await request.get(files[1]?.url as string, {headers: {'Accept-Encoding': 'br'}});
    expect(await body.text()).toBe(readFileSync(files[1]?.file as string, 'utf8'));
  });

  test('the sitemap lists pages daily at priority 0.5, without tags, search or redirects', async ({request}) => {
    const xml = await (await request.get('/docs/sitemap.xml')).text();
    expect(xml).toContain('<changefreq>daily</changefreq>');
    expect(xml).toContain('<priority>0.5</priority>');
    expect(xml).not.toContain('/tags/');
    expect(xml).not.toContain('/docs/search/');
    for (const {from} of redirects) {
      expect(xml).not.toContain(`/docs${from}<`);
    }
    expect(xml).toContain('/docs/region/');
  });
});

test.describe('resilience', () => {
  test('with localStorage throwing, the site works and only warns', async ({page, consoleLog}) => {
    await page.addInitScript(() => {
      const fail = (): never => {
        throw new DOMException('The storage is disabled.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
      Object.defineProperty(window, 'sessionStorage', {get: fail, configurable: true});
    });
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await page.getByRole('button', {name: 'Close'}).first().click();
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Android'}).click();
    await expect(page).toHaveURL(/\/docs\/android\/$/);
    await page.locator('input.navbar__search-input').focus();
    await page.locator('input.navbar__search-input').pressSequentially('gradle');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('button', {name: 'Feedback'}).click();
    await expect(page.getByRole('dialog', {name: 'Share your thoughts'})).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('with every third-party host blocked, the site works', async ({page, consoleLog}) => {
    await page.route(THIRD_PARTY_PATTERN, (route) => route.abort('blockedbyclient'));
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Web'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Web SDK');
    await page.keyboard.press('Control+j');
    await expect(page.getByRole('dialog', {name: 'Ask the docs'})).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('input.navbar__search-input').focus();
    await page.locator('input.navbar__search-input').pressSequentially('source map');
    await expect(page.getByRole('option').first()).toBeVisible();
    // Blocked requests log network errors; nothing in the page's own code may fail.
    const ownErrors = consoleLog.errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'));
    expect(ownErrors).toEqual([]);
  });
});
