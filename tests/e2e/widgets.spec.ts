import {test, expect, fulfillScript, vendorStandIn, waitForWidgets, THIRD_PARTY_PATTERN} from './fixtures';
import {WIDGETS} from '../../src/constants';
import type {FeedbackPayload} from '../../src/lib/feedback';

const MOD = 'Control';

test.describe('feedback widget', () => {
  test('opens a panel, traps focus, closes on Escape', async ({page}) => {
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    const tab = page.getByRole('button', {name: 'Feedback'});
    await tab.click();
    const dialog = page.getByRole('dialog', {name: WIDGETS.feedback.title});
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test('POSTs the rating, comment and email as JSON', async ({page}) => {
    let payload: FeedbackPayload | undefined;
    let idempotencyHeader: string | undefined;
    await page.route(WIDGETS.feedback.endpoint, async (route) => {
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toContain('application/json');
      payload = route.request().postDataJSON() as FeedbackPayload;
      idempotencyHeader = route.request().headers()['idempotency-key'];
      await route.fulfill({status: 201, contentType: 'application/json', body: '{"ok":true}'});
    });
    await page.goto('/docs/region/#data-regions');
    await waitForWidgets(page);
    await page.getByRole('button', {name: 'Feedback'}).click();
    const dialog = page.getByRole('dialog', {name: WIDGETS.feedback.title});
    await dialog.getByRole('button', {name: 'Send feedback'}).click();
    await expect(dialog.getByText('Choose a rating.')).toBeVisible();
    await dialog.getByRole('radio', {name: /^4 of 5/}).check();
    await dialog.getByLabel(/What could be better/).fill('The EU host table helped.');
    await dialog.getByLabel(/Email, if we may reply/).fill('dev@example.com');
    await dialog.getByRole('button', {name: 'Send feedback'}).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');

    expect(payload).toBeDefined();
    const sent = payload as FeedbackPayload;
    expect(sent.projectId).toBe(WIDGETS.feedback.projectId);
    expect(sent.pageUrl).toMatch(/\/docs\/region\/#data-regions$/);
    expect(sent.rating).toBe(4);
    expect(sent.comment).toBe('The EU host table helped.');
    expect(sent.email).toBe('dev@example.com');
    expect(Number.isNaN(Date.parse(sent.timestamp))).toBe(false);
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyHeader).toBe(sent.idempotencyKey);
  });

  test('a failed send is saved in this browser and sent again, with the same key, when the panel opens', async ({
    page,
  }) => {
    const keys: string[] = [];
    await page.route(WIDGETS.feedback.endpoint, async (route) => {
      keys.push((route.request().postDataJSON() as FeedbackPayload).idempotencyKey);
      await route.fulfill(keys.length === 1 ? {status: 503, body: 'unavailable'} : {status: 201, body: '{}'});
    });
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    await page.getByRole('button', {name: 'Feedback'}).click();
    const dialog = page.getByRole('dialog', {name: WIDGETS.feedback.title});
    await dialog.getByRole('radio', {name: /^2 of 5/}).check();
    const comment = dialog.getByLabel(/What could be better/);
    await comment.fill('Please add a firewall example.');
    await dialog.getByRole('button', {name: 'Send feedback'}).click();
    await expect(dialog.getByRole('status')).toContainText('Saved in this browser');

    // Reopening after navigating sends it again.
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Home'}).click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await page.getByRole('button', {name: 'Feedback'}).click();
    await expect(dialog.getByRole('status')).toContainText('Your saved feedback has been sent');
    await expect(comment).toHaveValue('');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe('assistant widget', () => {
  const assistantUrl = WIDGETS.assistant.script?.url ?? '';

  test('Mod+J loads the hosted assistant and hands over to it', async ({page}) => {
    let requested = 0;
    // The pinned file's stand-in counts each open in window.assistantOpened.
    await page.route(assistantUrl, (route) => {
      requested += 1;
      return fulfillScript(route, vendorStandIn(assistantUrl) ?? '');
    });
    await page.goto('/docs/');
    await waitForWidgets(page);
    expect(requested).toBe(0);
    await page.keyboard.press(`${MOD}+j`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {assistantOpened?: number}).assistantOpened))
      .toBe(1);
    await page.getByRole('button', {name: /Ask Argus/}).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {assistantOpened?: number}).assistantOpened))
      .toBe(2);
    expect(requested).toBe(1);
  });

  test('when the assistant cannot load, the launcher offers docs search with the question', async ({page}) => {
    await page.route(assistantUrl, (route) => route.abort('blockedbyclient'));
    await page.goto('/docs/');
    await waitForWidgets(page);
    await page.keyboard.press(`${MOD}+j`);
    const dialog = page.getByRole('dialog', {name: 'Ask the docs'});
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your question').fill('data region');
    await dialog.getByRole('button', {name: 'Search the docs'}).click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=data(%20|\+)region$/);
  });
});

test.describe('sales chat', () => {
  const chatUrl = WIDGETS.salesChat.script.url;

  test('loads only after the page is idle, and the footer link opens it', async ({page, request}) => {
    let requests = 0;
    // The pinned file's stand-in sets window.chatOpened when opened.
    await page.route(chatUrl, (route) => {
      requests += 1;
      return fulfillScript(route, vendorStandIn(chatUrl) ?? '');
    });
    const html = await (await request.get('/docs/')).text();
    expect(html).not.toContain(chatUrl);

    await page.goto('/docs/');
    await expect.poll(() => requests, {timeout: WIDGETS.salesChat.idleTimeoutMs + 5000}).toBe(1);
    // The browser's own timings: the chat script was requested only after the page finished loading.
    const timing = await page.evaluate((url) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const script = performance.getEntriesByName(url)[0];
      return {loadEnd: navigation.loadEventEnd, scriptStart: script?.startTime ?? -1};
    }, chatUrl);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.scriptStart).toBeGreaterThanOrEqual(timing.loadEnd);

    await page.getByRole('contentinfo').getByRole('link', {name: 'Chat with us'}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {chatOpened?: boolean}).chatOpened)).toBe(true);
    await expect(page).toHaveURL(/\/docs\/$/);
  });

  test('if chat cannot load, the footer link offers email instead', async ({page}) => {
    await page.route(THIRD_PARTY_PATTERN, (route) => route.abort('blockedbyclient'));
    await page.goto('/docs/');
    await waitForWidgets(page);
    await page.getByRole('contentinfo').getByRole('link', {name: 'Chat with us'}).click();
    await expect(page.getByRole('alert')).toContainText('Chat is unavailable right now');
    await expect(page).toHaveURL(/\/docs\/$/);
  });
});

test.describe('analytics', () => {
  test('sends a page view with path, search and hash on each client-side route change', async ({page}) => {
    await page.goto('/docs/');
    await waitForWidgets(page);
    const pagePaths = (): Promise<string[]> =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === 'set' && args[1] === 'page_path')
          .map((args) => String(args[2])),
      );
    const pageViews = (): Promise<number> =>
      page.evaluate(
        () =>
          ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ).length,
      );
    const configured = await page.evaluate(() =>
      ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).some(
        (entry) => entry[0] === 'config' && (entry[2] as {anonymize_ip?: boolean} | undefined)?.anonymize_ip === true,
      ),
    );
    expect(configured).toBe(true);

    const before = await pageViews();
    await page.locator('main').getByRole('link', {name: 'Data regions'}).click();
    await expect(page).toHaveURL(/\/docs\/region\/$/);
    await expect.poll(pagePaths).toContain('/docs/region/');
    await page.locator('.table-of-contents a').first().click();
    await expect.poll(async () => (await pagePaths()).some((path) => /^\/docs\/region\/#.+/.test(path))).toBe(true);
    expect(await pageViews()).toBeGreaterThanOrEqual(before + 2);
  });
});
