import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, storageKeys, waitForHydration} from './fixtures';
import {LINE_BY_ID, LINES} from '../../src/data/lines';
import {parseManifest} from '../../scripts/routes';

const ROUTES = new Set(parseManifest(readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8')));

/** Every SDK line whose API reference page the site serves today. */
const REFERENCE_ROUTES = LINES.map((line) => `/docs/api/${line.id}/`).filter((route) => ROUTES.has(route));

test.describe('API reference', () => {
  test('renders a heading with a stable anchor for each member, with its signature', async ({page}) => {
    await page.goto('/docs/api/android/#argus-addbreadcrumb');
    const heading = page.locator('h3#argus-addbreadcrumb');
    await expect(heading).toBeVisible();
    await expect(heading).toHaveText('Argus.addBreadcrumb');
    await expect(heading.locator('xpath=following-sibling::div[1]').locator('code')).toContainText('addBreadcrumb');
    await expect(page.locator('.table-of-contents a[href="#argus-addbreadcrumb"]')).toHaveCount(1);
    await expect(page.locator('article')).toContainText(LINE_BY_ID.android.version);
  });

  test('the body stays as the server rendered it until the reader needs it, then renders', async ({
    page,
    consoleLog,
  }) => {
    // While the server's HTML stands in, it sits in a `display: contents` element of its own.
    const standIns = page.locator('[data-snapshot-html]');
    await page.goto('/docs/api/unity/');
    await waitForHydration(page);
    await expect(page.locator('article h3#argus-start')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(await standIns.count()).toBeGreaterThan(0);
    await page.locator('article .theme-code-block').first().hover();
    await expect(standIns).toHaveCount(0, {timeout: 15_000});
    await expect(page.locator('article h3#argus-start')).toBeVisible();
    expect(consoleLog.errors).toEqual([]);
  });

  test('the HTML holds every part once, in place: no outlined Suspense boundaries', async ({request}) => {
    // React writes a finished Suspense boundary at the end of the body (a fallback in place, a hidden
    // copy and a script) unless src/plugins/inlineSsr.ts gives it an unlimited progressive chunk size.
    const html = await (await request.get('/docs/api/unity/')).text();
    expect(html).toContain('id=argus-start');
    expect(html).not.toMatch(/<template id="?B:/);
    expect(html).not.toMatch(/<div hidden id="?S:/);
  });

  test('a link to a member from another page scrolls to it after a client-side navigation', async ({page}) => {
    await page.goto('/docs/android/features/disable-data-export/');
    await waitForHydration(page);
    const link = page.locator('article a[href*="/docs/api/android/#"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    const anchor = href.split('#')[1] ?? '';
    expect(anchor).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/docs/api/android/#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('search finds a member by name', async ({page}) => {
    // Member names are found in the API reference's own index (its code is indexed). Searching
    // everywhere reads the root index, which holds the titles and descriptions of section pages only.
    await page.goto('/docs/search/?q=addBreadcrumb&ctx=api');
    await expect(page.locator('article a[href*="/docs/api/"][href*="#argus-addbreadcrumb"]').first()).toBeVisible();
    await page.goto('/docs/api/android/');
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('addBreadcrumb');
    await expect(page.getByRole('option', {name: /addBreadcrumb/}).first()).toBeVisible();
  });

  test('every SDK reference page has groups and members', async ({page}) => {
    expect(REFERENCE_ROUTES.length).toBeGreaterThanOrEqual(5);
    for (const route of REFERENCE_ROUTES) {
      await page.goto(route);
      expect(await page.locator('article h2').count(), route).toBeGreaterThanOrEqual(8);
      expect(await page.locator('article h3').count(), route).toBeGreaterThanOrEqual(40);
    }
  });
});

test.describe('content components', () => {
  test('code tabs remember the reader’s language and follow the query string', async ({page}) => {
    await page.goto('/docs/argus-docs-style-guide/');
    await waitForHydration(page);
    const tabs = page.getByRole('tablist').first();
    await expect(tabs.getByRole('tab', {name: 'Kotlin'})).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', {name: 'Java'}).click();
    await expect(page).toHaveURL(/android-language=java/);
    expect(await storageKeys(page, 'docusaurus.tab.android-language')).toHaveLength(1);

    await page.goto('/docs/argus-docs-style-guide/');
    await waitForHydration(page);
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'Java'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the legacy notice names the line and links the current page', async ({page}) => {
    await page.goto('/docs/argus-docs-style-guide/');
    const legacy = LINE_BY_ID.ios5;
    const notice = page.locator('.theme-admonition').filter({hasText: `Legacy: ${legacy.name} SDK ${legacy.major}`});
    await expect(notice).toContainText(legacy.version);
    await expect(notice).toContainText(LINE_BY_ID[legacy.current].version);
    await expect(notice.getByRole('link', {name: /current version of this page/})).toHaveAttribute(
      'href',
      '/docs/ios/',
    );
  });

  test('diagrams are plain figures with captions and lists', async ({page}) => {
    await page.goto('/docs/argus-docs-style-guide/');
    const figures = page.locator('article figure');
    expect(await figures.count()).toBeGreaterThanOrEqual(2);
    await expect(figures.first().locator('figcaption')).not.toBeEmpty();
    await expect(figures.first().locator('li').first()).toBeVisible();
  });
});
