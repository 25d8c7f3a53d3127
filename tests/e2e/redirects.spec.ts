/**
 * The redirects of redirects.ts as a reader meets them: nginx answers every old path with a 301 to
 * a page that exists, an old path opens its new page in the browser (one sample per category),
 * the static redirect page the build writes for a host without redirect rules does the same, and
 * the build's `_redirects` file is the one the list generates.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {REDIRECT_CATEGORIES, redirects, type RedirectCategory} from '../../redirects';
import {BASE_URL} from '../../src/constants';
import {withBase} from '../../scripts/nginxConfig';
import {generateRedirectsFile, STATIC_HOST_RULES_FILE} from '../../scripts/redirectsFile';

const buildDir = join(__dirname, '..', '..', 'build');

/** One old path per category, and the heading of the page it leads to. */
const SAMPLES: Record<RedirectCategory, {readonly from: string; readonly h1: string}> = {
  'ios-open-source': {from: '/ios/open-source/hang-detection/', h1: 'Hang detection'},
  'ios-legacy': {from: '/ios/features/moments/', h1: 'Moments (5.x)'},
  product: {from: '/crash-reporting/', h1: 'Crash reporting'},
  'sdk-tracing': {from: '/flutter/features/tracing/', h1: 'Traces'},
  'destination-code': {from: '/code/splunk/', h1: 'Splunk'},
  'region-dpa-transmission': {from: '/data-residency/', h1: 'Data regions'},
};

/** The redirect page the build wrote for an old path (what a host without redirect rules serves). */
function builtRedirectPage(from: string): string {
  return readFileSync(join(buildDir, from, 'index.html'), 'utf8');
}

test.describe('redirects', () => {
  for (const category of REDIRECT_CATEGORIES) {
    test(`${category}: an old path opens its new page, by the server's 301 and by the static redirect page`, async ({
      page,
      consoleLog,
    }) => {
      const {from, h1} = SAMPLES[category];
      const redirect = redirects.find((entry) => entry.from === from);
      expect(redirect?.category, `${from} is a ${category} redirect of redirects.ts`).toBe(category);
      const target = withBase(redirect?.to ?? '', BASE_URL);

      await page.goto(withBase(from, BASE_URL));
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);

      // nginx never serves the redirect page itself (it answers 301 first), so the request is
      // answered with the file the build wrote, as a static host without redirect rules would.
      const oldPath = withBase(from, BASE_URL);
      await page.route(
        (url) => url.pathname === oldPath,
        (route) => route.fulfill({status: 200, contentType: 'text/html', body: builtRedirectPage(from)}),
      );
      await page.goto(`${oldPath}?ref=bookmark`);
      await expect(page).toHaveURL(new RegExp(`${target}\\?ref=bookmark$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      expect(consoleLog.errors).toEqual([]);
    });
  }

  test('every old path answers 301 to its new page, with and without the trailing slash, and every new page 200', async ({
    request,
  }) => {
    for (const {from, to} of redirects) {
      const target = withBase(to, BASE_URL);
      for (const source of [withBase(from, BASE_URL), withBase(from, BASE_URL).replace(/\/$/, '')]) {
        const response = await request.get(source, {maxRedirects: 0});
        expect(response.status(), source).toBe(301);
        expect(response.headers().location, source).toBe(target);
      }
    }
    for (const target of new Set(redirects.map(({to}) => withBase(to, BASE_URL)))) {
      expect((await request.get(target, {maxRedirects: 0})).status(), target).toBe(200);
    }
  });

  test('every static redirect page names its language and the new page, and links it', () => {
    for (const {from, to} of redirects) {
      const html = builtRedirectPage(from);
      const target = withBase(to, BASE_URL);
      expect(html, from).toContain('<html lang="en">');
      expect(html, from).toMatch(/<title>Moved to [^<]+<\/title>/);
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
      expect(html, from).toMatch(new RegExp(`<a href="${target}">[^<]+</a>`));
    }
  });

  test('the build holds the _redirects file of the list, which nginx does not serve', async ({request}) => {
    const file = readFileSync(join(buildDir, STATIC_HOST_RULES_FILE), 'utf8');
    expect(file).toBe(generateRedirectsFile(redirects, BASE_URL));
    expect((await request.get(withBase(`/${STATIC_HOST_RULES_FILE}`, BASE_URL))).status()).toBe(404);
  });
});
