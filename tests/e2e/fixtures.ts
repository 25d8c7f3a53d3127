/**
 * Shared test setup: every third-party host is answered locally (so no test depends on the network
 * and no blocked request pollutes the console), and console errors and page errors are collected.
 * A script pinned with Subresource Integrity is answered with its stand-in from tests/fixtures/vendor/
 * (the bytes its integrity hash was computed from); any other third-party URL gets an empty script.
 */
import {test as base, expect, type Page, type Route} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {THIRD_PARTY_HOSTS} from '../../src/constants';

export const THIRD_PARTY_PATTERN = new RegExp(
  `^https?://(${THIRD_PARTY_HOSTS.map((host) => host.replace(/\./g, '\\.')).join('|')})/`,
);

const VENDOR_DIR = join(__dirname, '..', 'fixtures', 'vendor');

/** The stand-in for a vendor's fixed file: tests/fixtures/vendor/<host>/<path>, or undefined when there is none. */
export function vendorStandIn(url: string): Buffer | undefined {
  const {host, pathname} = new URL(url);
  const file = join(VENDOR_DIR, host, pathname);
  return file.startsWith(VENDOR_DIR) && existsSync(file) ? readFileSync(file) : undefined;
}

/** Answers a script request as the vendor would: with CORS allowed, so an integrity check can run. */
export function fulfillScript(route: Route, body: string | Buffer): Promise<void> {
  return route.fulfill({
    status: 200,
    contentType: 'application/javascript',
    headers: {'Access-Control-Allow-Origin': '*'},
    body,
  });
}

/** Answers third-party requests locally: a pinned script's stand-in, else an empty script (the default for every test). */
export async function stubThirdParty(page: Page): Promise<void> {
  await page.route(THIRD_PARTY_PATTERN, (route: Route) =>
    fulfillScript(route, vendorStandIn(route.request().url()) ?? '/* stubbed in tests */'),
  );
}

export interface ConsoleLog {
  errors: string[];
  warnings: string[];
}

export const test = base.extend<{consoleLog: ConsoleLog}>({
  consoleLog: async ({page}, use) => {
    const log: ConsoleLog = {errors: [], warnings: []};
    page.on('console', (message) => {
      if (message.type() === 'error') {
        log.errors.push(message.text());
      } else if (message.type() === 'warning') {
        log.warnings.push(message.text());
      }
    });
    page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
    await use(log);
  },
  page: async ({page}, use) => {
    await stubThirdParty(page);
    await use(page);
  },
});

export {expect};

/** Key of a Docusaurus storage entry whatever the site's storage namespace (`theme`, `theme-abc123`...). */
export async function storageKeys(page: Page, name: string): Promise<string[]> {
  return page.evaluate(
    (wanted) => Object.keys(window.localStorage).filter((key) => key === wanted || key.startsWith(`${wanted}-`)),
    name,
  );
}

/** Waits until React has hydrated the page, so client-side handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Waits until the site-wide widgets, which load right after hydration, are mounted. */
export async function waitForWidgets(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Feedback'})).toBeVisible();
}
