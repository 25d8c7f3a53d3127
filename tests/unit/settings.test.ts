import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  APP_ID,
  ISSUE_TYPES,
  PERMISSIONS,
  ROLES,
  WEBHOOK_EVENTS,
  WEBHOOKS,
  schemaProblems,
  webhookSchema,
} from '../../src/data/settings';
import {IDENTIFIERS} from '../../src/data/product';
import {EXIT_TYPES} from '../../src/data/troubleshooting';
import {FACTS} from '../../src/data/facts';

const WEBHOOKS_PAGE = 'docs/product/settings/integrations/webhooks.mdx';

/** The `json` fences of a page, by their title. */
function jsonSamples(file: string): Map<string, string> {
  const samples = new Map<string, string>();
  const fence = /^```json title="([^"]+)"\n([\s\S]*?)^```$/gm;
  for (const match of readFileSync(file, 'utf8').matchAll(fence)) {
    samples.set(match[1] ?? '', match[2] ?? '');
  }
  return samples;
}

const VALID = {
  id: 'dlv_1',
  event: 'webhook.test',
  created_at: '2026-11-25T12:00:00Z',
  app: {id: 'aB3x9', name: 'Acme Shop'},
  data: {message: 'Test event'},
};

describe('webhook payload schemas', () => {
  it('accept a payload that matches', () => {
    expect(schemaProblems(webhookSchema('webhook.test'), VALID)).toEqual([]);
  });

  it('name a missing field, an unknown field, a wrong type and a value outside the enum', () => {
    expect(schemaProblems(webhookSchema('webhook.test'), {...VALID, data: {}})).toEqual(['$.data.message: missing']);
    expect(schemaProblems(webhookSchema('webhook.test'), {...VALID, extra: 1})).toEqual(['$.extra: not in the schema']);
    expect(schemaProblems(webhookSchema('webhook.test'), {...VALID, app: {id: 5, name: 'x'}})).toEqual([
      '$.app.id: number where string is expected',
    ]);
    expect(schemaProblems(webhookSchema('webhook.test'), {...VALID, event: 'alert.triggered'})).toEqual([
      '$.event: "alert.triggered" is none of webhook.test',
    ]);
  });

  it('are each shown on the webhooks page by a sample that parses and matches', () => {
    const samples = jsonSamples(WEBHOOKS_PAGE);
    for (const event of WEBHOOK_EVENTS) {
      const sample = samples.get(event.name);
      expect(sample, `${WEBHOOKS_PAGE} has no json sample titled ${event.name}`).toBeDefined();
      const parsed: unknown = JSON.parse(sample ?? '');
      expect(schemaProblems(webhookSchema(event.name), parsed), event.name).toEqual([]);
    }
    expect([...samples.keys()].sort()).toEqual(WEBHOOK_EVENTS.map((event) => event.name).sort());
  });

  it('retry within a day, in increasing steps', () => {
    const steps = [...WEBHOOKS.retryMinutes];
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBeLessThanOrEqual(24 * 60);
  });
});

describe('roles', () => {
  it('give Admins every permission, and each other role a subset of the role above it', () => {
    for (const permission of PERMISSIONS) {
      expect(permission.roles, permission.action).toContain('admin');
      if (permission.roles.includes('viewer')) expect(permission.roles, permission.action).toContain('member');
    }
    expect(ROLES.map((role) => role.id)).toEqual(['admin', 'member', 'viewer']);
  });
});

describe('settings data that other modules decide', () => {
  it('names every exit kind of the Crashes area, and exceptions, as an issue type', () => {
    expect(ISSUE_TYPES).toEqual([...EXIT_TYPES, 'exception']);
  });

  it('gives the App ID format the length of the example App ID, which matches the pattern', () => {
    expect(IDENTIFIERS.appIdPattern.test(IDENTIFIERS.exampleAppId)).toBe(true);
    expect(APP_ID.format).toContain(`${IDENTIFIERS.exampleAppId.length} characters`);
  });

  it('keeps the previous webhook secret valid for a while after a roll', () => {
    expect(WEBHOOKS.rollOverlapHours).toBeGreaterThan(0);
  });

  it('lets only Admins change every place under App settings', () => {
    const appSettings = PERMISSIONS.find((permission) => permission.action.startsWith('Change app settings'));
    expect(appSettings?.roles).toEqual(['admin']);
    for (const place of ['grouping rules', 'version picker', 'stitched sessions', 'hard cap']) {
      expect(appSettings?.action).toContain(place);
    }
  });
});

describe('settings places', () => {
  it('catch a typed path of a settings page, but not a list that names the pages in prose', () => {
    const typed = FACTS['dashboard.integrations']?.typed ?? [];
    expect(typed.some((pattern) => pattern.test('open Settings > Integrations and connect Slack'))).toBe(true);
    expect(typed.some((pattern) => pattern.test('cover API tokens, app settings, integrations and SSO'))).toBe(false);
    expect(FACTS['dashboard.settings']?.typed).toEqual([]);
    expect(FACTS['dashboard.webhooks']?.prose).toBe('**Settings > Integrations > Webhooks**');
  });
});
