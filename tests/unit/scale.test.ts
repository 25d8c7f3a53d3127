import matter from 'gray-matter';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {FENCE_LANGUAGES} from '../../scripts/content/languages';
import {
  budgetFailures,
  docPageSlope,
  folderLabel,
  formatTable,
  generatePage,
  median,
  pagePathInCopy,
  planPages,
  proseWordCount,
  SCALE_BUDGETS,
  sectionOfRoute,
  slope,
  type ScaleRow,
} from '../../scripts/scale';

const BASE = '/docs/';
const LIVE = ['/docs/', '/docs/android/', '/docs/android/faq/', '/docs/ios/', '/docs/product/', '/docs/unity/'];
const FUTURE = [
  ...LIVE,
  '/docs/ios/6x/',
  '/docs/ios/6x/features/',
  '/docs/ios/6x/features/traces/',
  '/docs/ios/6x/features/logs/',
  '/docs/ios/5x/',
  '/docs/ios/5x/setup/',
  '/docs/product/sessions/',
  '/docs/product/sessions/timeline/',
  '/docs/product/alerting/',
  '/docs/unity/features/',
  '/docs/unity/features/tap-capture/',
];

describe('scale bench: generated pages', () => {
  const page = generatePage('/docs/ios/6x/features/traces/', BASE);
  const {data, content} = matter(page);

  it('holds about 700 words of prose', () => {
    expect(proseWordCount(page)).toBeGreaterThanOrEqual(650);
    expect(proseWordCount(page)).toBeLessThanOrEqual(800);
  });

  it('has a title, a description, h2 and h3 headings with distinct anchors', () => {
    expect(data.title).toBe('Traces');
    expect(String(data.description)).toContain('ios');
    const h2 = content.match(/^## .+$/gm) ?? [];
    const h3 = content.match(/^### .+$/gm) ?? [];
    expect(h2.length).toBeGreaterThanOrEqual(2);
    expect(h3.length).toBeGreaterThanOrEqual(2);
    expect(new Set([...h2, ...h3]).size).toBe(h2.length + h3.length);
  });

  it('has one code block in the section language, a fence language the content gates accept', () => {
    const fences = [...content.matchAll(/^```(\S*)$/gm)].map((match) => match[1]);
    expect(fences).toEqual(['swift', '']);
    for (const [route, lang] of [
      ['/docs/android/x/', 'kotlin'],
      ['/docs/react-native/5x/x/', 'typescript'],
      ['/docs/unity/x/', 'csharp'],
      ['/docs/flutter/x/', 'dart'],
      ['/docs/product/x/', 'json'],
    ] as const) {
      const opening = /^```(\S+)$/m.exec(generatePage(route, BASE))?.[1];
      expect(opening).toBe(lang);
      expect(FENCE_LANGUAGES as readonly string[]).toContain(opening);
    }
  });

  it('is plain Markdown that MDX and the link checks accept: no links, braces or angle brackets in prose', () => {
    const prose = content.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/[{}<>]|\]\(/);
  });

  it('reads the same on every run and differs between pages', () => {
    expect(generatePage('/docs/ios/6x/features/traces/', BASE)).toBe(page);
    expect(generatePage('/docs/ios/6x/features/logs/', BASE)).not.toBe(page);
  });

  it('labels the folders it creates', () => {
    expect(folderLabel('6x')).toBe('6.x');
    expect(folderLabel('best-practices')).toBe('Best practices');
  });
});

describe('scale bench: which pages to add', () => {
  it('adds exactly the routes the target needs, new ones only, not-live routes of the finished site first', () => {
    const plan = planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: LIVE.length + 5});
    expect(plan).toHaveLength(5);
    const notLive = FUTURE.filter((route) => !LIVE.includes(route));
    for (const {route} of plan) {
      expect(notLive).toContain(route);
    }
  });

  it('spreads the pages over the sections and puts a parent before its pages', () => {
    const plan = planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: LIVE.length + 3});
    expect(new Set(plan.map(({route}) => sectionOfRoute(route, BASE)))).toEqual(new Set(['ios', 'product', 'unity']));
    const all = planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: 100});
    const order = all.map(({route}) => route);
    for (const [index, route] of order.entries()) {
      for (const other of order.slice(0, index)) {
        expect(other.startsWith(route) && other !== route).toBe(false);
      }
    }
  });

  it('goes past the finished site with more pages in its folders, each adding one route', () => {
    const plan = planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: 100});
    expect(plan).toHaveLength(100 - LIVE.length);
    const routes = plan.map(({route}) => route);
    expect(new Set(routes).size).toBe(routes.length);
    const folders = new Set([
      '/docs/ios/6x/features/',
      '/docs/ios/5x/',
      '/docs/ios/6x/',
      '/docs/product/sessions/',
      '/docs/unity/features/',
    ]);
    const extra = routes.filter((route) => !FUTURE.includes(route));
    for (const route of extra) {
      expect(folders.has(route.replace(/[^/]+\/$/, ''))).toBe(true);
    }
    expect(new Set(extra.map((route) => sectionOfRoute(route, BASE)))).toEqual(new Set(['ios', 'product', 'unity']));
  });

  it('writes a page with pages below it as its folder index, others as a file, always relative to docs/', () => {
    const plan = planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: LIVE.length + 11});
    const files = new Map(plan.map(({route, file}) => [route, file]));
    expect(files.get('/docs/ios/6x/')).toBe('ios/6x/index.md');
    expect(files.get('/docs/ios/6x/features/traces/')).toBe('ios/6x/features/traces.md');
    expect(files.get('/docs/product/alerting/')).toBe('product/alerting.md');
    for (const file of files.values()) {
      expect(file).not.toMatch(/^\/|\.\./);
    }
  });

  it('adds nothing when the real site is already that large', () => {
    expect(planPages({baseUrl: BASE, liveRoutes: LIVE, futureRoutes: FUTURE, target: 3})).toEqual([]);
  });

  it('never writes a page into the project: only into the copy’s docs/', () => {
    expect(pagePathInCopy('/tmp/argus-scale-x', '/work/site', 'ios/6x/index.md')).toBe(
      join('/tmp/argus-scale-x', 'docs', 'ios/6x/index.md'),
    );
    expect(() => pagePathInCopy('/tmp/argus-scale-x', '/work/site', '../../work/site/docs/a.md')).toThrow(/outside/);
    expect(() => pagePathInCopy('/work/site/tmp/copy', '/work/site', 'a.md')).toThrow(/outside/);
    expect(() => pagePathInCopy('/work/site', '/work/site', 'a.md')).toThrow(/outside/);
  });
});

describe('scale bench: slope', () => {
  it('divides the growth by the routes added', () => {
    expect(slope(126, 190_000, 359, 218_000)).toBeCloseTo(120.17, 2);
    expect(slope(126, 190_000, 126, 190_000)).toBeNull();
  });

  it('takes the median of the per-page slopes over the pages measured at both sizes', () => {
    const base = new Map([
      ['/docs/a/', 190_000],
      ['/docs/b/', 195_000],
      ['/docs/c/', 200_000],
    ]);
    const current = new Map([
      ['/docs/a/', 191_000],
      ['/docs/b/', 197_000],
      ['/docs/c/', 210_000],
      ['/docs/generated/', 300_000],
    ]);
    expect(docPageSlope(100, base, 200, current)).toBe(20);
    expect(docPageSlope(100, base, 200, new Map([['/docs/generated/', 1]]))).toBeNull();
    expect(median([3, 1, 2, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

function row(overrides: Partial<ScaleRow>): ScaleRow {
  return {
    label: '359',
    routes: 359,
    home: {raw: 600_000, gzip: 180_000},
    docLargest: {route: '/docs/a/', raw: 700_000, gzip: 195_000},
    docMedian: {raw: 650_000, gzip: 185_000},
    docCount: 40,
    homeSlope: 40,
    docSlope: 46,
    mainJs: {raw: 400_000, gzip: 120_000},
    buildWallMs: 17_030,
    peakRssBytes: 1_235_394_560,
    ...overrides,
  };
}

describe('scale bench: table and budgets', () => {
  it('prints one aligned row per size with KB figures, the slope per route, build seconds and peak MB', () => {
    const table = formatTable([row({label: 'baseline', routes: 126, homeSlope: null, docSlope: null}), row({})]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^size\s+routes\s+home KB\s+doc max KB\s+doc median KB\s+pages\s+home KB\/route/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^baseline\s+126\s+180\.0\s+195\.0\s+185\.0\s+40\s+-\s+-\s+120\.0\s+17\.0\s+1235$/);
    expect(lines[3]).toMatch(/^359\s+359\s+180\.0\s+195\.0\s+185\.0\s+40\s+0\.040\s+0\.046\s+120\.0\s+17\.0\s+1235$/);
  });

  it('passes a row within every budget', () => {
    expect(budgetFailures([row({})], new Map())).toEqual([]);
  });

  it('fails on the home page, any doc page over 200 KB and a slope over 0.055 KB per route', () => {
    const failures = budgetFailures(
      [row({home: {raw: 0, gzip: 190_001}, homeSlope: 121, docSlope: 56})],
      new Map([['359', ['/docs/a/', '/docs/b/']]]),
    );
    expect(failures).toHaveLength(4);
    expect(failures.join('\n')).toMatch(/home page loads 190\.0 KB/);
    expect(failures.join('\n')).toMatch(
      /2 of 40 measured doc pages load over 200\.0 KB gzip .*\/docs\/a\/, \/docs\/b\//,
    );
    expect(failures.join('\n')).toMatch(/adds 0\.121 KB gzip to the home page; the budget is 0\.055 KB/);
    expect(failures.join('\n')).toMatch(/adds 0\.056 KB gzip to the doc pages/);
  });

  it('reports sizes past the finished site without holding them to the budgets', () => {
    expect(SCALE_BUDGETS.routes).toBe(359);
    expect(
      budgetFailures([row({label: '1000', routes: 1000, homeSlope: 200})], new Map([['1000', ['/docs/a/']]])),
    ).toEqual([]);
  });
});
