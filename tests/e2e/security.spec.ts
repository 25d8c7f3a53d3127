/**
 * The security headers as nginx serves them (nginx/argus-docs.conf including the build's
 * security-headers.nginx.conf), and the site working under its Content-Security-Policy: every
 * inline script the build writes runs, an injected one does not, and pinned vendor scripts run only
 * with the bytes their integrity hash names.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {APIResponse, Page} from '@playwright/test';
import {NGINX_HEADERS_FILE} from '../../config/security';
import {inlineCode, scriptHash} from '../../scripts/securityHeaders';
import {WIDGETS} from '../../src/constants';
import {test, expect, fulfillScript, vendorStandIn, waitForWidgets} from './fixtures';

const buildDir = join(__dirname, '..', '..', 'build');

/** The headers the build wrote for nginx, by lower-case name. */
function builtHeaders(): Record<string, string> {
  const text = readFileSync(join(buildDir, NGINX_HEADERS_FILE), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      (name as string).toLowerCase(),
      value as string,
    ]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string): void {
  const expected = builtHeaders();
  expect(Object.keys(expected)).toEqual([
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
  ]);
  for (const [name, value] of Object.entries(expected)) {
    // Sent once: a second copy of a policy would be enforced as well.
    const sent = response.headersArray().filter((header) => header.name.toLowerCase() === name);
    expect(
      sent.map((header) => header.value),
      `${name} on ${what}`,
    ).toEqual([value]);
  }
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every Content-Security-Policy violation of the page, across navigations. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  // Init scripts are added by the browser's debugging protocol, which the policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (violation: Violation) => void}).reportCspViolation;
      report({directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample});
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('a page, an asset, the search index, the 404 and redirects carry them', async ({request}) => {
    const page = await request.get('/docs/');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, 'a page');
    // The page lists its scripts as JSON, for the loader that adds them after the first paint.
    const script = /"(\/docs\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script as string);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, 'an asset');
    const searchIndex = readdirSync(buildDir).find((name) => /^search-index-[0-9a-f]+\.json$/.test(name));
    const index = await request.get(`/docs/${searchIndex}`);
    expect(index.status()).toBe(200);
    expectSecurityHeaders(index, 'the search index');
    const missing = await request.get('/docs/no-such-page/');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'the 404');
    for (const path of ['/docs/data-residency/', '/docs/region.html', '/docs']) {
      const redirect = await request.get(path, {maxRedirects: 0});
      expect(redirect.status(), path).toBe(301);
      expectSecurityHeaders(redirect, `the redirect ${path}`);
    }
    for (const file of [NGINX_HEADERS_FILE, '_headers']) {
      expect((await request.get(`/docs/${file}`)).status(), file).toBe(404);
    }
  });

  test('the policy allows no inline script but those the build wrote, and denies framing', async ({request}) => {
    const policy = builtHeaders()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
    // Each page's inline scripts, as served, and a client-side redirect page as a static host serves it.
    const pages = await Promise.all(
      ['/docs/', '/docs/no-such-page/', '/docs/search/'].map(async (path) => (await request.get(path)).text()),
    );
    pages.push(readFileSync(join(buildDir, 'data-residency', 'index.html'), 'utf8'));
    for (const html of pages) {
      const {scripts} = inlineCode(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const text of scripts) {
        expect(scriptSrc, text.slice(0, 60)).toContain(scriptHash(text));
      }
    }
  });
});

test.describe('under the Content-Security-Policy', () => {
  test('an injected inline script is refused', async ({page, consoleLog}) => {
    await page.goto('/docs/');
    await waitForWidgets(page);
    const outcome = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('src', 'data:,');
      image.setAttribute('onerror', 'window.handlerRan = true;');
      document.body.append(image);
      const directive = await refused;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const flags = window as unknown as {injectedRan?: boolean; handlerRan?: boolean};
      return {directive, injectedRan: flags.injectedRan ?? false, handlerRan: flags.handlerRan ?? false};
    });
    expect(outcome).toEqual({directive: 'script-src-elem', injectedRan: false, handlerRan: false});
    // Chromium reports each refusal on the console (the handler: once the image fails, which data:, does).
    for (const kind of ['inline script', 'inline event handler']) {
      await expect
        .poll(() => consoleLog.errors.some((text) => text.startsWith(`Executing ${kind} violates`)), kind)
        .toBe(true);
    }
  });

  test('the site, search, widgets and analytics run without a violation', async ({page, consoleLog}) => {
    const violations = await recordViolations(page);
    let feedbackSent = false;
    await page.route(WIDGETS.feedback.endpoint, (route) => {
      feedbackSent = true;
      return route.fulfill({status: 201, contentType: 'application/json', body: '{"ok":true}'});
    });
    const dataLayer = (): Promise<unknown[][]> =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) => Array.from(entry)),
      );

    // Home page: the inline colour-mode and gtag scripts ran (the theme is set, gtag is configured).
    await page.goto('/docs/');
    await waitForWidgets(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    expect((await dataLayer()).some((args) => args[0] === 'config')).toBe(true);

    // A doc page with code tabs, then a client-side navigation: analytics records a page view.
    await page.goto('/docs/web/getting-started/basic-setup/');
    await waitForWidgets(page);
    await page.getByRole('tab', {name: 'Yarn'}).first().click();
    await expect(page.getByRole('tab', {name: 'Yarn'}).first()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Home'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect
      .poll(async () => (await dataLayer()).some((args) => args[0] === 'set' && args[2] === '/docs/'))
      .toBe(true);
    expect((await dataLayer()).some((args) => args[0] === 'event' && args[1] === 'page_view')).toBe(true);

    // The search page runs the search in its worker, which fetches the index.
    await page.goto('/docs/search/?q=region');
    await expect(page.locator('article').first()).toBeVisible();

    // Feedback posts to its endpoint; the assistant and chat scripts load (pinned) and open.
    await waitForWidgets(page);
    await page.getByRole('button', {name: 'Feedback'}).click();
    const dialog = page.getByRole('dialog', {name: WIDGETS.feedback.title});
    await dialog.getByRole('radio', {name: /^5 of 5/}).check();
    await dialog.getByRole('button', {name: 'Send feedback'}).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    expect(feedbackSent).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+j');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {assistantOpened?: number}).assistantOpened))
      .toBe(1);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Chat with us'}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {chatOpened?: boolean}).chatOpened)).toBe(true);

    expect(violations).toEqual([]);
    expect(consoleLog.errors).toEqual([]);
  });
});

test.describe('pinned vendor scripts', () => {
  const assistantUrl = WIDGETS.assistant.script?.url ?? '';
  const chatUrl = WIDGETS.salesChat.script.url;

  test('a tampered file is refused and the widgets fall back', async ({page, consoleLog}) => {
    const tampered = `${vendorStandIn(assistantUrl)?.toString() ?? ''}\nwindow.tampered = true;`;
    await page.route(assistantUrl, (route) => fulfillScript(route, tampered));
    await page.route(chatUrl, (route) =>
      fulfillScript(route, `${vendorStandIn(chatUrl)?.toString() ?? ''}\nwindow.tampered = true;`),
    );
    await page.goto('/docs/');
    await waitForWidgets(page);
    await page.keyboard.press('Control+j');
    await expect(page.getByRole('dialog', {name: 'Ask the docs'})).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Chat with us'}).click();
    await expect(page.getByRole('alert')).toContainText('Chat is unavailable right now');
    const ran = await page.evaluate(() => {
      const flags = window as unknown as {tampered?: boolean; assistantOpened?: number; chatOpened?: boolean};
      return [flags.tampered, flags.assistantOpened, flags.chatOpened];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    const refused = consoleLog.errors.filter((text) => text.includes("'integrity' attribute"));
    expect(refused.some((text) => text.includes(assistantUrl))).toBe(true);
    expect(refused.some((text) => text.includes(chatUrl))).toBe(true);
  });

  test('the genuine file runs', async ({page, consoleLog}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url() === assistantUrl) {
        requested.push(request.url());
      }
    });
    await page.goto('/docs/');
    await waitForWidgets(page);
    await page.keyboard.press('Control+j');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {assistantOpened?: number}).assistantOpened))
      .toBe(1);
    // Integrity needs a CORS request: the script element carries crossorigin="anonymous".
    await expect(page.locator(`script[src="${assistantUrl}"]`)).toHaveAttribute('crossorigin', 'anonymous');
    await expect(page.locator(`script[src="${assistantUrl}"]`)).toHaveAttribute(
      'integrity',
      WIDGETS.assistant.script?.integrity ?? '',
    );
    expect(requested).toHaveLength(1);
    expect(consoleLog.errors).toEqual([]);
  });
});
