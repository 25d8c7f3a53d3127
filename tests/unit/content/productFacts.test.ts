import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFiles} from '../../../scripts/content/run';
import {checkProductFacts, isHistoryPage} from '../../../scripts/content/productFacts';
import {parsePage} from '../../../scripts/content/parse';
import type {Page} from '../../../scripts/content/types';
import {FACTS, isRule, type Fact} from '../../../src/data/facts';
import {fixture, lines, ROOT} from './helpers';

const fact = (value: string, more: Partial<Fact> = {}): Fact => ({
  value,
  prose: value,
  version: false,
  typed: [],
  rows: [],
  ...more,
});

/** Facts of the fixtures, fixed here so a release does not change what the fixtures prove. */
const FIXTURE_FACTS: Readonly<Record<string, Fact>> = {
  'android.version': fact('7.8.0', {version: true}),
  'demo.breadcrumbs': fact('100', {
    typed: [/\b(?<value>\d+) (?:most recent )?breadcrumbs\b/],
    rows: ['Breadcrumbs per session'],
  }),
  'demo.overflow': fact('the SDK drops new breadcrumbs', {typed: [/\bmost recent breadcrumbs\b/]}),
  'demo.resolution': fact('60', {prose: '60 seconds', rows: ['Resolution']}),
  'demo.retention': fact('395', {prose: '395 days', rows: ['Retention']}),
};

const page = (source: string, path = 'demo/page.md'): Page => {
  const parsed = parsePage(`---\ntitle: T\n---\n\n${source}\n`, path);
  if (parsed.page === null) throw new Error('does not parse');
  return parsed.page;
};

describe('product-facts gate', () => {
  it('fails a page that types versions, limits and policies, and says where it contradicts the data', () => {
    const problems = checkProductFacts(fixture('facts/typed.md'), FIXTURE_FACTS);
    expect(problems.every((problem) => problem.gate === 'product-facts')).toBe(true);
    const version =
      'types the current version 7.8.0 (android.version): state it as :fact[android.version] in prose or {{android.version}} in code';
    expect(lines(problems)).toEqual([
      '28: unknown fact :fact[demo.unknown] (src/data/facts.ts).',
      `7: ${version}`,
      `7: ${version}`,
      '11: types "100 most recent breadcrumbs" by hand, which the data holds as demo.breadcrumbs: state it as :fact[demo.breadcrumbs]',
      '11: states 50 where the data holds 100 for demo.breadcrumbs ("50 breadcrumbs"): state it as :fact[demo.breadcrumbs]',
      '11: types "most recent breadcrumbs" by hand, which the data holds as demo.overflow: state it as :fact[demo.overflow]',
      '15: types 100 in the "breadcrumbs per session" row by hand, which the data holds as demo.breadcrumbs: state it as :fact[demo.breadcrumbs]',
      '16: states 30 in the "resolution" row where the data holds 60 for demo.resolution: state it as :fact[demo.resolution]',
      `24: ${version}`,
    ]);
  });

  it('passes a page that states every value through the data', () => {
    const stated = Object.entries(FACTS)
      .filter(([, fact]) => !isRule(fact))
      .map(([id]) => `- :fact[${id}]`)
      .join('\n');
    expect(checkProductFacts(page(stated))).toEqual([]);
  });

  it('reads a version that says when something arrived as history', () => {
    const source = [
      'Added in `7.8.0`; since `7.8.0`; `7.8.0` or later; from `7.8.0`.',
      '',
      '| Option | Since |',
      '|---|---|',
      '| `a` | `7.8.0` |',
    ].join('\n');
    expect(checkProductFacts(page(source), FIXTURE_FACTS)).toEqual([]);
    expect(lines(checkProductFacts(page('Use `7.8.0`.'), FIXTURE_FACTS))).toHaveLength(1);
  });

  it('keeps typed facts out of the title and description, which cannot state them', () => {
    const parsed = parsePage(
      '---\ntitle: T\ndescription: Keep the 100 most recent breadcrumbs.\n---\n\nText.\n',
      'x.md',
    );
    expect(lines(checkProductFacts(parsed.page as Page, FIXTURE_FACTS))).toEqual([
      '3: the description types "100 most recent breadcrumbs" (demo.breadcrumbs): front matter cannot state a fact, so leave the value to the page',
      '3: the description types "most recent breadcrumbs" (demo.overflow): front matter cannot state a fact, so leave the value to the page',
    ]);
  });

  it('matches a typed phrase across a line break and in any case', () => {
    const problems = checkProductFacts(
      page('It keeps 100\nbreadcrumbs.\n\nMost Recent Breadcrumbs win.'),
      FIXTURE_FACTS,
    );
    expect(lines(problems)).toEqual([
      '5: types "100 breadcrumbs" by hand, which the data holds as demo.breadcrumbs: state it as :fact[demo.breadcrumbs]',
      '8: types "Most Recent Breadcrumbs" by hand, which the data holds as demo.overflow: state it as :fact[demo.overflow]',
    ]);
  });

  it('leaves changelogs and upgrade guides alone, but still checks their fact ids', () => {
    expect(isHistoryPage('android/changelog.mdx')).toBe(true);
    expect(isHistoryPage('flutter/upgrading.mdx')).toBe(true);
    expect(isHistoryPage('unity/upgrade-guide.mdx')).toBe(true);
    expect(isHistoryPage('android/index.md')).toBe(false);
    expect(checkProductFacts(fixture('facts/changelog.md'), FIXTURE_FACTS)).toEqual([]);
    expect(lines(checkProductFacts(page(':fact[nope]', 'android/changelog.md'), FIXTURE_FACTS))).toEqual([
      '5: unknown fact :fact[nope] (src/data/facts.ts).',
    ]);
  });

  it('finds a typed limit of the real data, and the contradiction when a page disagrees with it', () => {
    const problems = checkProductFacts(
      page('A session keeps its 100 most recent breadcrumbs.\n\nSpans hold 20 attributes.'),
    );
    expect(lines(problems)).toEqual([
      '5: types "100 most recent breadcrumbs" by hand, which the data holds as limits.breadcrumbs: state it as :fact[limits.breadcrumbs]',
      '5: types "most recent breadcrumbs" by hand, which the data holds as policy.breadcrumbOverflow: state it as :fact[policy.breadcrumbOverflow]',
      '7: states 20 where the data holds 50 for limits.spanAttributes ("20 attributes"): state it as :fact[limits.spanAttributes]',
    ]);
  });

  it('finds hand-typed sizes: session data, SDK footprint and network body', () => {
    const problems = checkProductFacts(
      page(
        [
          'A typical session sends between 5 and 50 KB after compression.',
          'The SDK adds about 24 KB to your bundle; the React entry point adds about 2 KB more.',
          'Body capture adds up to 64 KiB per captured body, and each body is cut at 32 KiB.',
        ].join('\n\n'),
      ),
    );
    expect(lines(problems)).toEqual([
      '5: types "between 5 and 50 KB after compression" by hand, which the data holds as sending.typicalSession: state it as :fact[sending.typicalSession]',
      '7: types "24 KB" by hand, which the data holds as footprint.webBundle: state it as :fact[footprint.webBundle]',
      '7: types "adds about 2 KB" by hand, which the data holds as footprint.webReact: state it as :fact[footprint.webReact]',
      '9: types "64 KiB per captured body" by hand, which the data holds as limits.networkBody: state it as :fact[limits.networkBody]',
      '9: states 32 where the data holds 64 for limits.networkBody ("each body is cut at 32 KiB"): state it as :fact[limits.networkBody]',
    ]);
  });
});

describe('product-facts gate on the real data', () => {
  it('fails a page that states a limit, a policy or a behavior other than the data does', () => {
    const problems = checkProductFacts(fixture('facts/contradicts.mdx'));
    const messages = problems.map((problem) => `${problem.line}: ${problem.message}`);
    const expected = [
      `28: a JSX attribute types "512 KiB" by hand, which the data holds as limits.envelope: state it as :fact[limits.envelope]`,
      `28: a JSX attribute types "batch closes at 512 KiB" by hand, which the data holds as limits.envelope: state it as :fact[limits.envelope]`,
      `29: a JSX attribute types "Every 30 seconds" by hand, which the data holds as sending.flushInterval: state it as :fact[sending.flushInterval]`,
      `9: states 50 where the data holds 100 for limits.breadcrumbs ("50 most recent breadcrumbs"): state it as :fact[limits.breadcrumbs]`,
      `9: types "most recent breadcrumbs" by hand, which the data holds as policy.breadcrumbOverflow: state it as :fact[policy.breadcrumbOverflow]`,
      `11: types "data destinations included in your Argus plan" by hand, which the data holds as destinations.plan: state it as :fact[destinations.plan]`,
      `11: states four where the data holds 3 for destinations.maxPerApp ("up to four destinations"): state it as :fact[destinations.maxPerApp]`,
      `14: states 256 where the data holds 512 for limits.envelope ("batch closes at 256 KiB"): state it as :fact[limits.envelope]`,
      `14: states 10 where the data holds 30 for sending.flushInterval ("sends pending data every 10 seconds"): state it as :fact[sending.flushInterval]`,
      `16: types "@argus-io/web-sdk 1.0.0 or later" by hand, which the data holds as web.minSdk: state it as :fact[web.minSdk]`,
      `21: types "last run end state says whether the app ended in an ANR, a hang or an OOM" by hand, which the data holds as lastRunEndState.values: state it as :fact[lastRunEndState.values]`,
      '38: the range [2m] is shorter than the rate() window the data holds, 5 minutes (metricsApi.rateWindow): use at least that',
      '38: types "one Metrics API token for all your apps" by hand, which the data holds as metricsApi.tokenScope: state it as :fact[metricsApi.tokenScope]',
      `34: the span attribute key "cart.items" does not follow the key style of the data (spans.attributeKeys): ${'lowercase snake case for the keys you add, such as `item_count` or `payment_method`, with no dots'}`,
      '42: the range [90s] is shorter than the rate() window the data holds, 5 minutes (metricsApi.rateWindow): use at least that',
    ];
    expect(messages).toEqual(expected);
  });

  it('finds another number for an existing limit or timing, and leaves a matching :fact alone', () => {
    const source = [
      'Span names are cut at 64 characters. Attribute values hold at most 2,000 characters.',
      '',
      'The on-device queue holds up to 20 MiB. Batches stay in IndexedDB for 14 days.',
      '',
      'On page hide the SDK sends 512 KiB batches with `fetch` and `keepalive`.',
      '',
      'The test span appears within five minutes, and metrics follow within ten minutes of saving.',
      '',
      'A metric has up to seven group-by labels, and metric points are kept 365 days.',
      '',
      'Span names are cut at :fact[limits.name], and a metric has up to :fact[customMetrics.maxGroupBy] group-by labels.',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      '5: states 64 where the data holds 128 for limits.name ("names are cut at 64 characters"): state it as :fact[limits.name]',
      '5: states 2,000 where the data holds 1024 for limits.value ("Attribute values hold at most 2,000 characters"): state it as :fact[limits.value]',
      '7: states 20 where the data holds 10 for limits.deviceQueue ("queue holds up to 20 MiB"): state it as :fact[limits.deviceQueue]',
      '7: states 14 where the data holds 7 for sending.offlineExpiry ("stay in IndexedDB for 14 days"): state it as :fact[sending.offlineExpiry]',
      '9: types "512 KiB" by hand, which the data holds as limits.envelope: state it as :fact[limits.envelope]',
      '9: states 512 where the data holds 64 for web.keepaliveCap ("512 KiB batches with fetch and keepalive"): state it as :fact[web.keepaliveCap]',
      '11: states five where the data holds 2 for destinations.testSpanDelay ("test span appears within five minutes"): state it as :fact[destinations.testSpanDelay]',
      '11: states ten where the data holds 2 for destinations.firstMetrics ("metrics follow within ten minutes of saving"): state it as :fact[destinations.firstMetrics]',
      '13: states 365 where the data holds 395 for metricsApi.retention ("metric points are kept 365 days"): state it as :fact[metricsApi.retention]',
      '13: states seven where the data holds 5 for customMetrics.maxGroupBy ("up to seven group-by labels"): state it as :fact[customMetrics.maxGroupBy]',
    ]);
  });

  it('finds the network body capture dashboard path typed by hand, and lets a page say the rules policy in its own words', () => {
    const source = [
      'In the dashboard, open Settings, App settings, Network, and upload the public key.',
      '',
      'Rules that you change later apply without a new release, from the next session.',
      '',
      'Open :fact[dashboard.networkBodyCapture] and add a rule.',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      '5: types "Settings, App settings, Network" by hand, which the data holds as dashboard.appNetwork: state it as :fact[dashboard.appNetwork]',
    ]);
  });

  it('finds hand-typed limits of sessions, metrics and the subprocessor notice, and token scopes', () => {
    const source = [
      'At most 100 session properties per session.',
      '',
      'A breadcrumb has no severity; a session keeps at most 100.',
      '',
      'Queries allow a 31-day range, and deleting a metric frees its place among the 50.',
      '',
      'Object within the 30-day notice period.',
      '',
      'A token reads the metrics of the apps it was created for.',
      '',
      'The ingest host accepts at most 300 batches per minute from one address.',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      '5: types "At most 100 session properties" by hand, which the data holds as limits.sessionProperties: state it as :fact[limits.sessionProperties]',
      '7: types "session keeps at most 100" by hand, which the data holds as limits.breadcrumbs: state it as :fact[limits.breadcrumbs]',
      '9: types "31-day range" by hand, which the data holds as metricsApi.maxRange: state it as :fact[metricsApi.maxRange]',
      '9: types "place among the 50" by hand, which the data holds as customMetrics.maxPerApp: state it as :fact[customMetrics.maxPerApp]',
      '11: types "within the 30-day notice period" by hand, which the data holds as legal.subprocessorNotice: state it as :fact[legal.subprocessorNotice]',
      '13: types "the apps it was created for" by hand, which the data holds as metricsApi.tokenScope: state it as :fact[metricsApi.tokenScope]',
      '15: types "at most 300 batches per minute" by hand, which the data holds as sending.ingestRateLimit: state it as :fact[sending.ingestRateLimit]',
    ]);
  });

  it('checks the attribute keys a sample adds, not the dotted names the SDK records by itself', () => {
    const source = [
      '```typescript',
      "span.addAttribute('cart_items', 3);",
      "Argus.recordSpan('load', {attributes: {'payment.method': 'card', item_count: 2}});",
      "const fullUrl = span.attributes['url.full'];",
      '```',
      '',
      'The document load span carries `url.full` and `resource.from_cache`.',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      `7: the span attribute key "payment.method" does not follow the key style of the data (spans.attributeKeys): ${'lowercase snake case for the keys you add, such as `item_count` or `payment_method`, with no dots'}`,
    ]);
  });

  it('finds the ANR threshold, the Android exit record and the exit types typed by hand, and leaves rules said in other words alone', () => {
    const source = [
      "The SDK reports an ANR at the next launch, like a crash: a rule said in the page's own words.",
      '',
      'An ANR is recorded when the main thread is blocked for 3 seconds.',
      '',
      'The system keeps ApplicationExitInfo records from API level 29.',
      '',
      'The threshold is :fact[exits.anrThreshold].',
      '',
      'On iOS, an OOM is a run that ended in the foreground without a crash report.',
      '',
      '| `exit_type` | `crash`, `anr`, `hang`, `oom`, `uncategorized_exit` or `user_termination` |',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      `7: states 3 where the data holds ${FACTS['exits.anrThreshold']?.value} for exits.anrThreshold ("ANR is recorded when the main thread is blocked for 3 seconds"): state it as :fact[exits.anrThreshold]`,
      `9: states 29 where the data holds ${FACTS['exits.exitInfoAndroid']?.value} for exits.exitInfoAndroid ("ApplicationExitInfo records from API level 29"): state it as :fact[exits.exitInfoAndroid]`,
      '15: types "crash, anr, hang, oom, uncategorized_exit" by hand, which the data holds as exits.types: state it as :fact[exits.types]',
    ]);
  });

  it('passes the same statements made through the data', () => {
    expect(checkProductFacts(fixture('facts/stated.mdx'))).toEqual([]);
  });

  it('finds a proxy filter that hides the eu host, a tap breadcrumb with a label and free disk space sent', () => {
    const source = [
      'Run the app behind a proxy and filter on `data.argus.example.com` to see the batches.',
      '',
      "Tap breadcrumbs on SwiftUI buttons now name the button's label instead of the list row.",
      '',
      '| Device model, OS version, free memory and disk space. |',
      '',
      'The SDK reads the disk space API to report free space with a crash.',
      '',
      'Filter by `argus.example.com`, which matches both hosts; `data.argus.example.com` alone misses the `eu` host.',
    ].join('\n');
    expect(lines(checkProductFacts(page(source)))).toEqual([
      '5: types "filter on data.argus.example.com" by hand, which the data holds as regions.eu.ingestHost: state it as :fact[regions.eu.ingestHost]',
      '9: types "free memory and disk space" by hand, which the data holds as ios.privacyApi.diskSpace: state it as :fact[ios.privacyApi.diskSpace]',
      '11: types "report free space" by hand, which the data holds as ios.privacyApi.diskSpace: state it as :fact[ios.privacyApi.diskSpace]',
    ]);
  });
});

describe('the facts registry', () => {
  it('holds only facts that some page states, in prose or in a sample', () => {
    const docs = join(ROOT, 'docs');
    const source = docFiles(docs)
      .map((path) => readFileSync(join(docs, path), 'utf8'))
      .join('\n');
    const stated = new Set([
      ...[...source.matchAll(/:fact\[([^\]]+)\]/g)].map((match) => match[1]),
      ...[...source.matchAll(/\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g)].map((match) => match[1]),
    ]);
    expect(Object.keys(FACTS).filter((id) => !stated.has(id))).toEqual([]);
  });
});
