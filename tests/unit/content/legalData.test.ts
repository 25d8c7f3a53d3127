/**
 * The legal pages describe what this site and the product really do: the analytics the config
 * loads, the cookies it sets, the one part of EU telemetry Argus itself sends out of its region,
 * and the routes out of the region that the customer chooses or starts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {ANALYTICS_ID} from '../../../src/constants';
import {FACTS} from '../../../src/data/facts';
import {MAIL_PROVIDER, OUT_OF_REGION, SITE_ANALYTICS} from '../../../src/data/legal';
import {ROOT} from './helpers';

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function markdownUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(folder, name));
}

describe('the site analytics the legal pages describe', () => {
  it('is the Google Analytics 4 tag the config loads, with its measurement ID', () => {
    const config = read('docusaurus.config.ts');
    expect(config).toMatch(/gtag:\s*\{\s*trackingID: ANALYTICS_ID\b/);
    expect(ANALYTICS_ID).toMatch(/^G-/);
    expect(SITE_ANALYTICS.provider).toBe('Google Analytics 4');
    expect(SITE_ANALYTICS.cookies.map((cookie) => cookie.name)).toEqual(['_ga', `_ga_${ANALYTICS_ID.slice(2)}`]);
  });

  it('is named, with every cookie, its lifetime and the opt-out add-on, on the privacy policy', () => {
    const policy = read('docs/legal/privacy-policy.md');
    const ids = [
      'analytics.provider',
      'analytics.optOutAddOn',
      'analytics.retention',
      ...SITE_ANALYTICS.cookies.flatMap((_, index) =>
        ['name', 'purpose', 'lifetime'].map((part) => `analytics.cookie${index + 1}.${part}`),
      ),
    ];
    for (const id of ids) {
      expect(FACTS[id], id).toBeDefined();
      expect(policy, id).toContain(`:fact[${id}]`);
    }
  });
});

describe('the data that leaves its region', () => {
  it('names the mail provider and its location for what Argus itself sends', () => {
    expect(OUT_OF_REGION.alertEmail).toContain(MAIL_PROVIDER.name);
    expect(OUT_OF_REGION.alertEmail).toContain(MAIL_PROVIDER.location);
  });

  it('names the routes the customer chooses or starts apart from what Argus sends', () => {
    for (const route of ['data destinations', 'chat channel', 'webhook', 'support ticket', 'grant it access']) {
      expect(OUT_OF_REGION.customerRoutes, route).toContain(route);
    }
    expect(OUT_OF_REGION.alertEmail).not.toMatch(/data destination|webhook|support/);
  });

  it('has one home, which every legal and data page that says where EU telemetry is stored links to', () => {
    const home = read('docs/data/region.md');
    expect(home).toMatch(/^#+ What Argus sends out of the region$/m);
    expect(read('docs/legal/dpa/subprocessors.md')).toMatch(/^#+ Routes you choose$/m);
    const pages = [...markdownUnder('docs/legal'), ...markdownUnder('docs/data')].filter(
      (path) => path !== join('docs', 'data', 'region.md') && read(path).includes(':fact[regions.eu.location]'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) {
      expect(read(path), path).toMatch(/region\.md#what-(?:argus-sends-out-of-the-region|data-stays-in-the-region)\)/);
      expect(read(path), path).not.toMatch(/the one part [^.]*that leaves (?:its|the) region/);
    }
  });
});
