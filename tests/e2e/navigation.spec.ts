import {test, expect, waitForHydration} from './fixtures';
import {PLATFORM_ORDER, SDKS} from '../../src/data/product';
import {COPYRIGHT_YEAR, LEARN_LINKS, SOLUTIONS_LINKS, URLS} from '../../src/constants';

test.describe('home, navbar and footer', () => {
  test('the home page leads to every SDK, the product guide and the search', async ({page}) => {
    await page.goto('/docs/');
    await expect(page).toHaveTitle(/Argus/);
    const main = page.locator('main');
    for (const id of PLATFORM_ORDER) {
      const sdk = SDKS[id];
      const card = main.locator('a.argus-card').filter({hasText: new RegExp(`^${sdk.name} SDK`)});
      await expect(card).toHaveAttribute('href', `/docs${sdk.path}`);
      await expect(card).toContainText(sdk.version);
    }
    await expect(main.locator('.argus-card', {hasText: 'Product guide'})).toHaveAttribute('href', '/docs/product/');
    await expect(main.getByRole('search')).toBeVisible();
  });

  test('the home page search form opens the search page with the query', async ({page}) => {
    await page.goto('/docs/');
    await page.locator('main').getByRole('searchbox').fill('region');
    await page.locator('main').getByRole('button', {name: 'Search'}).click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=region$/);
  });

  test('the navbar links to the marketing pages', async ({page}) => {
    await page.goto('/docs/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: /^Product/})).toHaveAttribute('href', URLS.product);
    await expect(navbar.getByRole('link', {name: /^Pricing/})).toHaveAttribute('href', URLS.pricing);
    await expect(navbar.getByRole('link', {name: /Argus Docs/})).toHaveAttribute('href', '/docs/');
  });

  test('navbar dropdowns open on hover and on Enter', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    const solutionsItem = navbar.getByRole('link', {name: SOLUTIONS_LINKS[0].label});
    await expect(solutionsItem).toBeHidden();
    await navbar.getByRole('button', {name: 'Solutions'}).hover();
    await expect(solutionsItem).toBeVisible();

    await page.mouse.move(600, 600);
    const learnItem = navbar.getByRole('link', {name: LEARN_LINKS[0].label});
    await expect(learnItem).toBeHidden();
    await navbar.getByRole('button', {name: 'Learn'}).focus();
    await page.keyboard.press('Enter');
    await expect(learnItem).toBeVisible();
  });

  test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
    await page.goto('/docs/privacy-policy/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 500);
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(100);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the footer has the legal pages, trust center, repository, support and copyright', async ({page}) => {
    await page.goto('/docs/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/docs/privacy-policy/');
    await expect(footer.getByRole('link', {name: 'Terms of Service'})).toHaveAttribute(
      'href',
      '/docs/terms-of-service/',
    );
    await expect(footer.getByRole('link', {name: 'Data Processing Addendum'})).toHaveAttribute('href', '/docs/dpa/');
    await expect(footer.getByRole('link', {name: 'Trust Center'})).toHaveAttribute('href', URLS.trustCenter);
    await expect(footer.getByRole('link', {name: 'Edit these docs'})).toHaveAttribute('href', URLS.docsRepository);
    await expect(footer.getByRole('link', {name: /^Email /})).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', {name: 'Chat with us'})).toBeVisible();
    await expect(footer).toContainText(`Copyright © ${COPYRIGHT_YEAR} Argus Labs.`);
  });

  test('a doc page shows the shared sidebar, its breadcrumb and an edit link', async ({page}) => {
    await page.goto('/docs/region/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Home'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Android'})).toBeVisible();
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      `${URLS.editBase}docs/data/region.md`,
    );
  });
});

test.describe('mobile layout', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('below 996px the sidebar moves into the navbar menu, with the marketing links as a secondary menu', async ({
    page,
  }) => {
    await page.goto('/docs/region/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', {name: 'Android'})).toBeVisible();
    await menu.getByRole('button', {name: /Back to main menu/}).click();
    await expect(menu.getByRole('link', {name: 'Pricing'})).toBeVisible();
    // Dropdowns collapse inside the mobile menu until opened.
    const solutionsItem = menu.getByRole('link', {name: SOLUTIONS_LINKS[0].label});
    await expect(solutionsItem).toBeHidden();
    await menu.getByRole('button', {name: 'Solutions'}).click();
    await expect(solutionsItem).toBeVisible();
  });

  test('widening the window past 996px closes the mobile menu and shows the sidebar', async ({page}) => {
    await page.goto('/docs/region/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('prefetching and client-side navigation', () => {
  // The browser bundle names chunks by short names and routes by rows of one table
  // (src/plugins/trimClientData.ts); these prove the names still lead to the right files.
  test('links in view are prefetched from files that exist, and hover preloads the page', async ({
    page,
    consoleLog,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) {
        failed.push(`${response.status()} ${response.url()}`);
      }
    });
    await page.goto('/docs/android/');
    await waitForHydration(page);
    const prefetched = page.locator('link[rel=prefetch]');
    await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
    const hrefs = await prefetched.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // Each file once, and none the page loaded itself (src/lib/routePrefetch.ts).
    expect(new Set(hrefs).size, 'a file prefetched twice').toBe(hrefs.length);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(loaded.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => loaded.includes(href))).toEqual([]);
    for (const href of hrefs) {
      expect(href, 'a prefetch of a script that never loads').toMatch(
        /\/docs\/assets\/js\/[0-9a-z]+\.[0-9a-f]{8}\.js$/,
      );
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/web/"]');
    const scripts = page.waitForRequest((request) => request.resourceType() === 'script');
    await link.hover();
    await scripts;
    expect(failed).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });

  test('a sidebar link changes the page without a full load', async ({page, consoleLog}) => {
    await page.goto('/docs/android/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/web/"]').click();
    await expect(page).toHaveURL(/\/docs\/web\/$/);
    await expect(page.locator('article h1')).toContainText('Web');
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/android\/$/);
    await expect(page.locator('article h1')).toContainText('Android');
    expect(consoleLog.errors).toEqual([]);
  });
});
