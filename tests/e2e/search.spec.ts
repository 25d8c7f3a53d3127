import {test, expect, waitForHydration} from './fixtures';

const INDEX_REQUEST = /\/docs\/search-index[^/]*\.json/;

test.describe('search', () => {
  test('the index is fetched only on first focus, and only for the section the reader is in', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) {
        fetched.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/docs/android/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.locator('input.navbar__search-input').focus();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => path.startsWith('/docs/search-index-android-'))).toBe(true);
  });

  test('Mod+K focuses the search box and suggestions highlight the match', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('input.navbar__search-input');
    await expect(input).toBeFocused();
    await input.pressSequentially('region');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await expect(options.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'See all results'})).toBeVisible();

    await options.first().click();
    await expect(page).toHaveURL(/\/docs\//);
  });

  test('inside a section, results stay in it, with links to search within or outside it', async ({page}) => {
    await page.goto('/docs/android/');
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('gradle');
    await expect(page.getByRole('option').first()).toBeVisible();
    const within = page.getByRole('link', {name: 'See all results within "Android"'});
    await expect(within).toHaveAttribute('href', '/docs/search/?q=gradle&ctx=android');

    await input.fill('');
    await input.pressSequentially('subprocessors');
    await expect(page.getByText('No results')).toBeVisible();
    await expect(page.getByRole('link', {name: 'See all results outside "Android"'})).toHaveAttribute(
      'href',
      '/docs/search/?q=subprocessors',
    );
  });

  test('the search page reads q and ctx', async ({page}) => {
    await page.goto('/docs/search/?q=region');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible();
    await expect(results.getByRole('link', {name: /Data regions/}).first()).toHaveAttribute(
      'href',
      /^\/docs\/region\//,
    );

    await page.goto('/docs/search/?q=gradle&ctx=android');
    await expect(page.locator('#context-selector')).toHaveValue('android');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/docs/android/'))).toBe(true);
  });

  test('a hostile query is shown as text, never run', async ({page, consoleLog}) => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await page.goto(`/docs/search/?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(hostile);
    await expect(page.getByRole('heading', {level: 1})).toContainText(hostile);
    await page.waitForTimeout(500);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();

    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('<b onmouseover=alert(1)>x');
    await page.waitForTimeout(500);
    expect(await page.locator('.navbar b[onmouseover]').count()).toBe(0);
    expect(consoleLog.errors).toEqual([]);
  });
});
