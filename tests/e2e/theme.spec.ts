import {test, expect, storageKeys, waitForHydration} from './fixtures';
import {ANNOUNCEMENT} from '../../src/constants';
import {AXE_SOURCE, axeViolations} from './axeRun';

test.describe('colour mode', () => {
  test('is light by default', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle cycles light, dark, system and the choice persists', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/docs/');
    await waitForHydration(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toHaveAccessibleName(/system mode/);

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(/light mode/);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(/dark mode/);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await waitForHydration(page);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/system mode/);
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('a stored dark choice applies before the first paint', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    // Choosing a mode once creates the (namespaced) storage entry; then store "dark" in it.
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    const [themeKey] = await storageKeys(page, 'theme');
    expect(themeKey).toBeDefined();
    await page.evaluate((k) => window.localStorage.setItem(k, 'dark'), themeKey as string);
    // Record the theme when the app's root element is parsed, before any of the page can be painted.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('__docusaurus')) {
          (window as unknown as {themeAtBody: string | undefined}).themeAtBody = document.documentElement.dataset.theme;
          observer.disconnect();
        }
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    await page.reload();
    const themeAtBody = await page.evaluate(() => (window as unknown as {themeAtBody?: string}).themeAtBody);
    expect(themeAtBody).toBe('dark');
  });
});

test.describe('announcement bar', () => {
  test('shows the webinar, closes, stays closed, and returns for a new announcement id', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: ANNOUNCEMENT.text});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: ANNOUNCEMENT.linkLabel})).toHaveAttribute('href', ANNOUNCEMENT.href);

    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(ANNOUNCEMENT.text)).toBeHidden();

    // A reader who closed an older announcement sees the current one.
    const [idKey] = await storageKeys(page, 'docusaurus.announcement.id');
    expect(idKey).toBeDefined();
    await page.evaluate((k) => window.localStorage.setItem(k, 'an-older-announcement'), idKey as string);
    await page.reload();
    await expect(page.getByText(ANNOUNCEMENT.text)).toBeVisible();
  });
});

test.describe('table of contents', () => {
  test('lists exactly the h2 and h3 headings of the page', async ({page}) => {
    await page.goto('/docs/data-marshaling-and-transmission/');
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const headings = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
    expect(headings.length).toBeGreaterThan(2);
    expect(tocTargets).toEqual(headings);
    const deeper = await page.locator('.table-of-contents a').evaluateAll(
      (links) =>
        links.filter((link) => {
          const target = document.getElementById(decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''));
          return !target || !['H2', 'H3'].includes(target.tagName);
        }).length,
    );
    expect(deeper).toBe(0);
  });
});

test.describe('code blocks', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`are highlighted in ${scheme} mode and copy their code`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.emulateMedia({colorScheme: scheme});
      // A page whose first block is outside tabs (Docusaurus renders tabs again once hydrated).
      await page.goto('/docs/web/manual-instrumentation/custom-traces/');
      await waitForHydration(page);
      const block = page.locator('article .theme-code-block').first();
      // The server's HTML stands in until a pointer is on a block, highlighted, in the mode's
      // colours (classes), with a copy button that works already.
      const standIns = page.locator('[data-snapshot-html]');
      expect(await standIns.count()).toBeGreaterThan(0);
      await expect(block.locator('.token').first()).toBeVisible();
      await expect(block.locator('pre')).toHaveCSS(
        'background-color',
        scheme === 'dark' ? 'rgb(40, 42, 54)' : 'rgb(246, 248, 250)',
      );
      await block.hover();
      await block.getByRole('button', {name: /Copy code/}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('SpanErrorCode');
      // The pointer brought the highlighter: the client's blocks replace the server's, and pass axe.
      await expect(standIns).toHaveCount(0);
      await expect(block.locator('.token').first()).toBeVisible();
      await page.evaluate(AXE_SOURCE);
      expect(await axeViolations(page, '.theme-code-block')).toEqual([]);
    });
  }
});
