/**
 * The "Copy page" menu (src/components/CopyPageMenu): on every kind of doc page, beside the title
 * without moving it, usable with the keyboard alone, copying the page's Markdown twin exactly as
 * the site serves it, and saying so, or saying clearly why not. The search page and the 404 page
 * have none.
 *
 * The tests read the twin from the served build (`markdownTwinPath`), never from a copy of their own.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {BASE_URL} from '../../src/constants';
import {COPY_MESSAGES} from '../../src/lib/copyPage';
import {markdownTwinPath} from '../../src/lib/markdownTwin';

const SEARCH_ROUTE = `${BASE_URL}search/`;
const PAGE = `${BASE_URL}android/`;
const TWIN = markdownTwinPath(PAGE);

function copyButton(page: Page): Locator {
  return page.getByRole('button', {name: 'Copy page'});
}

/** What the site serves as the page's twin; the test fails if it serves none. */
async function servedTwin(page: Page, twin: string): Promise<string> {
  const response = await page.request.get(twin);
  expect(response.status(), `${twin} is served`).toBe(200);
  return response.text();
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('Copy page menu', () => {
  // Beside the title of the first and last page of every section, linking its twin: checked in the
  // accessibility pass, which loads those pages anyway (./copyPageButton.ts).

  test('the button is in the server HTML, and neither it nor the menu moves the title', async ({browser, page}) => {
    const serverOnly = await browser.newContext({javaScriptEnabled: false, viewport: page.viewportSize()});
    const staticPage = await serverOnly.newPage();
    await staticPage.goto(PAGE);
    await expect(copyButton(staticPage)).toHaveAttribute('aria-expanded', 'false');
    const before = await staticPage.locator('article h1').first().boundingBox();
    const buttonBefore = await copyButton(staticPage).boundingBox();
    await serverOnly.close();

    await page.goto(PAGE);
    await waitForHydration(page);
    const title = page.locator('article h1').first();
    expect(await title.boundingBox()).toEqual(before);
    expect(await copyButton(page).boundingBox()).toEqual(buttonBefore);
    await copyButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await title.boundingBox()).toEqual(before);
  });

  test('keyboard only: open, move, copy the twin, hear the outcome, and close', async ({page, context, consoleLog}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    const expected = await servedTwin(page, TWIN);
    expect(expected.length).toBeGreaterThan(0);

    const button = copyButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'a menu id');
    const copy = menu.getByRole('menuitem', {name: 'Copy page as Markdown'});
    const view = menu.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(copy).toBeFocused();
    await expect(copy).toHaveAccessibleDescription(/.+/);

    await page.keyboard.press('ArrowDown');
    await expect(view).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(copy).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(view).toBeFocused();
    await page.keyboard.press('Home');
    await expect(copy).toBeFocused();
    await page.keyboard.press('End');
    await expect(view).toBeFocused();
    await page.keyboard.press('c');
    await expect(copy).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('status')).toHaveText(COPY_MESSAGES.copied);
    expect(await clipboardText(page)).toBe(expected);

    // ArrowUp opens at the last item; Escape closes and gives the focus back to the button.
    await page.keyboard.press('ArrowUp');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Tab leaves the menu, which closes.
    await page.keyboard.press('ArrowDown');
    await expect(copy).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.closest('[role=menu]') ?? null)).toBeNull();
    await expect(button).not.toBeFocused();

    expect(consoleLog.errors).toEqual([]);
  });

  test('a click outside closes the menu, and a click on the button toggles it', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const button = copyButton(page);
    const menu = page.getByRole('menu', {name: 'Copy page'});
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page
      .locator('article h1')
      .first()
      .click({position: {x: 10, y: 10}});
    await expect(menu).toBeHidden();
  });

  test('View as Markdown is a plain link to the twin the site serves', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await copyButton(page).click();
    const view = page.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', TWIN);
    // A plain anchor with no target: the browser opens it as any link (a middle click, a new tab).
    expect(await view.evaluate((link) => [link.tagName, link.getAttribute('target')])).toEqual(['A', null]);
    await servedTwin(page, TWIN);
  });

  test('a twin that fails to load: a clear message, no page error, the clipboard untouched', async ({
    page,
    context,
    consoleLog,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(`**${TWIN}`, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await copyButton(page).click();
    await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText(COPY_MESSAGES['fetch-failed']);
    await expect(copyButton(page)).toBeFocused();
    expect(await clipboardText(page)).toBe('before');
    expect(consoleLog.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });

  test('a clipboard that refuses the text: a clear message, no page error', async ({page, consoleLog}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await copyButton(page).click();
    await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status')).toHaveText(COPY_MESSAGES['clipboard-failed']);
    expect(consoleLog.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });

  for (const [name, path] of [
    ['the search page', `${SEARCH_ROUTE}?q=region`],
    ['the 404 page', `${BASE_URL}no-such-page/`],
  ] as const) {
    test(`${name} has no menu`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await expect(copyButton(page)).toHaveCount(0);
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  }
});
