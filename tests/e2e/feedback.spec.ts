/**
 * The feedback widget's outbox: what the reader typed and what could not be sent stays in this
 * browser, is sent when the browser is back online or on the next page load, and reaches the
 * service once, whichever tab sends it. The feedback service is answered locally and counts what
 * it receives.
 */
import type {BrowserContext, Locator, Page, Route} from '@playwright/test';
import {AXE_SOURCE, axeViolations} from './axeRun';
import {test, expect, storageKeys, stubThirdParty, waitForWidgets} from './fixtures';
import {WIDGETS} from '../../src/constants';
import type {FeedbackPayload} from '../../src/lib/feedback';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const QUEUED = 'Saved in this browser';

/** A local stand-in for the feedback service: answers in turn with `statuses`, then 201. */
class FeedbackService {
  readonly received: {payload: FeedbackPayload; header: string | undefined}[] = [];
  /** While set, requests wait for it before they are answered. */
  gate: Promise<void> | null = null;

  constructor(private readonly statuses: number[] = []) {}

  async attach(page: Page): Promise<void> {
    await page.route(WIDGETS.feedback.endpoint, async (route: Route) => {
      const request = route.request();
      expect(request.method()).toBe('POST');
      this.received.push({
        payload: request.postDataJSON() as FeedbackPayload,
        header: await request.headerValue('idempotency-key').then((value) => value ?? undefined),
      });
      await this.gate;
      await route.fulfill({status: this.statuses.shift() ?? 201, contentType: 'application/json', body: '{}'});
    });
  }

  keys(): string[] {
    return this.received.map(({payload}) => payload.idempotencyKey);
  }
}

async function openTab(context: BrowserContext, service: FeedbackService, path = '/docs/'): Promise<Page> {
  const page = await context.newPage();
  await stubThirdParty(page);
  await service.attach(page);
  await page.goto(path);
  await waitForWidgets(page);
  return page;
}

async function openPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', {name: 'Feedback'}).click();
  const dialog = page.getByRole('dialog', {name: WIDGETS.feedback.title});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submit(dialog: Locator, rating: number, comment: string): Promise<void> {
  await dialog.getByRole('radio', {name: new RegExp(`^${rating} of 5`)}).check();
  await dialog.getByLabel(/What could be better/).fill(comment);
  await dialog.getByRole('button', {name: 'Send feedback'}).click();
}

/** The unsent submissions this page's storage holds. */
async function queued(page: Page): Promise<number> {
  const [key] = await storageKeys(page, 'argus.feedback.outbox');
  if (!key) {
    return 0;
  }
  return page.evaluate((name) => (JSON.parse(localStorage.getItem(name) ?? '[]') as unknown[]).length, key);
}

/** What the widget does on a page load or when the browser comes back online. */
async function nudge(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test.describe('feedback outbox', () => {
  test('sent offline: queued in this browser, sent once when the browser is back online', async ({page, context}) => {
    const service = new FeedbackService();
    await service.attach(page);
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    const dialog = await openPanel(page);
    await expect(dialog).toContainText('kept in this browser');

    await context.setOffline(true);
    await submit(dialog, 4, 'Written on a train.');
    await expect(dialog.getByRole('status')).toContainText(QUEUED);
    expect(await queued(page)).toBe(1);
    expect(service.received).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => service.received.length).toBe(1);
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    const [{payload, header} = {payload: undefined, header: undefined}] = service.received;
    expect(payload?.comment).toBe('Written on a train.');
    expect(payload?.idempotencyKey).toMatch(UUID);
    expect(header).toBe(payload?.idempotencyKey);
    await expect.poll(() => queued(page)).toBe(0);

    // Nothing is left to send: a reload sends nothing more.
    await page.reload();
    await waitForWidgets(page);
    await nudge(page);
    await page.waitForTimeout(1000);
    expect(service.received).toHaveLength(1);
  });

  test('sent offline and the tab closed: sent once on the next page load', async ({page, context}) => {
    const service = new FeedbackService();
    await service.attach(page);
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    await context.setOffline(true);
    const dialog = await openPanel(page);
    await submit(dialog, 2, 'Add a firewall example.');
    await expect(dialog.getByRole('status')).toContainText(QUEUED);
    await page.close();

    await context.setOffline(false);
    const next = await openTab(context, service);
    await expect.poll(() => service.received.length).toBe(1);
    expect(service.received[0]?.payload.comment).toBe('Add a firewall example.');
    expect(service.received[0]?.header).toBe(service.received[0]?.payload.idempotencyKey);
    await expect.poll(() => queued(next)).toBe(0);
  });

  test('the service down: queued, and after a reload sent again with the same key', async ({page}) => {
    const service = new FeedbackService([503]);
    await service.attach(page);
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    const dialog = await openPanel(page);
    await submit(dialog, 5, 'Clear.');
    await expect(dialog.getByRole('status')).toContainText(QUEUED);
    expect(service.received).toHaveLength(1);

    await page.reload();
    await waitForWidgets(page);
    await expect.poll(() => service.received.length).toBe(2);
    const [first, second] = service.keys();
    expect(second).toBe(first);
    await expect.poll(() => queued(page)).toBe(0);
    const reopened = await openPanel(page);
    await expect(reopened.getByLabel(/What could be better/)).toHaveValue('');
  });

  for (const lock of ['Web Locks', 'a storage lease'] as const) {
    test(`two tabs with a queued submission send it once (${lock})`, async ({page, context}) => {
      // Three page loads, an offline send and two sends at idle moments: more than the default 30 s
      // on a busy 2-core machine.
      test.slow();
      if (lock === 'a storage lease') {
        await context.addInitScript(() => {
          delete (Navigator.prototype as {locks?: unknown}).locks;
        });
      }
      const service = new FeedbackService();
      await service.attach(page);
      await page.goto('/docs/');
      await waitForWidgets(page);
      await context.setOffline(true);
      const dialog = await openPanel(page);
      await submit(dialog, 3, 'Queued once.');
      await expect(dialog.getByRole('status')).toContainText(QUEUED);
      await page.close();
      await context.setOffline(false);

      // The service answers only when told to, so the second tab tries while the first is sending.
      let answer = (): void => undefined;
      service.gate = new Promise((resolve) => {
        answer = resolve;
      });
      const tabs = await Promise.all([openTab(context, service), openTab(context, service, '/docs/region/')]);
      // A tab sends at an idle moment after its load, at the latest 5 s after it (FLUSH_IDLE_TIMEOUT_MS),
      // and two tabs load at once here: allow for both loads on a busy machine.
      await expect.poll(() => service.received.length, {timeout: 15_000}).toBe(1);
      await Promise.all(tabs.map(nudge));
      await tabs[0]?.waitForTimeout(1000);
      expect(service.received).toHaveLength(1);
      answer();
      await expect.poll(() => Promise.all(tabs.map(queued))).toEqual([0, 0]);
      await Promise.all(tabs.map(nudge));
      await tabs[0]?.waitForTimeout(1000);
      expect(service.keys()).toHaveLength(1);
      expect(service.received[0]?.payload.comment).toBe('Queued once.');
    });
  }

  test('the draft survives a reload and goes when discarded', async ({page}) => {
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    let dialog = await openPanel(page);
    await dialog.getByRole('radio', {name: /^2 of 5/}).check();
    await dialog.getByLabel(/What could be better/).fill('Half-written thought');
    await dialog.getByLabel(/Email, if we may reply/).fill('dev@example.com');
    await expect.poll(async () => (await storageKeys(page, 'argus.feedback.draft')).length).toBe(1);

    await page.reload();
    await waitForWidgets(page);
    dialog = await openPanel(page);
    await expect(dialog.getByLabel(/What could be better/)).toHaveValue('Half-written thought');
    await expect(dialog.getByLabel(/Email, if we may reply/)).toHaveValue('dev@example.com');
    await expect(dialog.getByRole('radio', {name: /^2 of 5/})).toBeChecked();

    await dialog.getByRole('button', {name: 'Discard draft'}).click();
    await expect(dialog.getByLabel(/What could be better/)).toHaveValue('');
    expect(await storageKeys(page, 'argus.feedback.draft')).toEqual([]);
    await page.reload();
    await waitForWidgets(page);
    dialog = await openPanel(page);
    await expect(dialog.getByLabel(/What could be better/)).toHaveValue('');
  });

  test('the panel passes axe with a queued message, a draft and the notes, in light and dark mode', async ({page}) => {
    const service = new FeedbackService([503, 503]);
    await service.attach(page);
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    await page.evaluate(AXE_SOURCE);
    const dialog = await openPanel(page);
    await submit(dialog, 3, 'First try.');
    await expect(dialog.getByRole('status')).toContainText(QUEUED);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await page.keyboard.press('Escape');
    await openPanel(page);
    await expect.poll(() => service.received.length).toBe(2);
    await dialog.getByLabel(/What could be better/).fill('A second thought.');
    await expect(dialog.getByRole('status')).toContainText('One earlier message will be sent automatically');
    await expect(dialog.getByRole('button', {name: 'Discard draft'})).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('with browser storage turned off the widget works as before, with no error', async ({page, consoleLog}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Storage is turned off.', 'SecurityError');
        },
      });
    });
    const service = new FeedbackService([503]);
    await service.attach(page);
    await page.goto('/docs/region/');
    await waitForWidgets(page);
    const dialog = await openPanel(page);
    await expect(dialog).not.toContainText('kept in this browser');
    await submit(dialog, 4, 'No storage here.');
    await expect(dialog.getByRole('alert')).toContainText('could not be sent');
    await expect(dialog.getByLabel(/What could be better/)).toHaveValue('No storage here.');
    await dialog.getByRole('button', {name: 'Try again'}).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
    expect(service.received.map(({payload}) => payload.comment)).toEqual(['No storage here.', 'No storage here.']);
    // The retry of an unchanged draft carries the failed send's key.
    const [first, second] = service.keys();
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    // The browser itself logs the 503 it was answered; the site logs no error, and one warning.
    expect(consoleLog.errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    expect(consoleLog.warnings.filter((warning) => warning.includes('feedback drafts'))).toHaveLength(1);
  });
});
