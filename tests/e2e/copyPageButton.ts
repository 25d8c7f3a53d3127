/**
 * The "Copy page" button of a doc page as a reader first meets it: beside the title, a menu button
 * whose "View as Markdown" item links the page's twin. The accessibility pass (which loads every
 * route once) checks it on the first and the last page of every section and on the home page, so no
 * spec loads those pages a second time; tests/e2e/copy-page.spec.ts covers the menu's behaviour.
 */
import {expect, type Page} from '@playwright/test';
import {BASE_URL} from '../../src/constants';
import {markdownTwinPath} from '../../src/lib/markdownTwin';

/** The first and the last route of each top-level folder (each section, each SDK), and the home page. */
export function copyMenuSample(routes: readonly string[]): Set<string> {
  const byFolder = new Map<string, string[]>();
  for (const route of routes) {
    if (route === `${BASE_URL}search/`) {
      continue;
    }
    const folder = route.slice(BASE_URL.length).split('/')[0] ?? '';
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), route]);
  }
  return new Set(
    [...byFolder.values()].flatMap((inFolder) =>
      [inFolder[0], inFolder.at(-1)].filter((route): route is string => route !== undefined),
    ),
  );
}

/** Checks the button on `route`, hydrated in `page`, and opens its menu (the page is left with it open). */
export async function checkCopyPageButton(page: Page, route: string): Promise<void> {
  const button = page.getByRole('button', {name: 'Copy page'});
  await expect(button, `the Copy page button of ${route}`).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Beside the title: its top is within the title's first line, at the right of the column.
  const title = page.locator('article h1').first();
  const [buttonBox, titleBox] = await Promise.all([button.boundingBox(), title.boundingBox()]);
  expect(buttonBox && titleBox, `the button and the title of ${route} are laid out`).toBeTruthy();
  if (buttonBox && titleBox) {
    expect(buttonBox.y).toBeGreaterThanOrEqual(titleBox.y - 1);
    expect(buttonBox.y).toBeLessThan(titleBox.y + 40);
    expect(buttonBox.x).toBeGreaterThan(titleBox.x + titleBox.width / 2);
  }
  await button.click();
  await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', markdownTwinPath(route));
}
