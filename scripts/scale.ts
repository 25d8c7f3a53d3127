/**
 * The pure parts of `npm run bench:scale` (scripts/bench-scale.ts): which pages to add to reach a
 * number of routes, where their files go, what they say, the per-route slope, the budgets at 359
 * routes and the printed table. Nothing here touches the file system.
 */
import {isAbsolute, relative, resolve} from 'node:path';
import type {Size} from './measure';

/** Budgets that hold at the size of the finished site (issue 9). */
export const SCALE_BUDGETS = {
  /** The number of routes the budgets apply up to: the finished site. */
  routes: 359,
  /** Every measured doc page's first load to hydration, gzip bytes. */
  docPageGzip: 200_000,
  /** The home page's first load to hydration, gzip bytes. */
  homeGzip: 190_000,
  /** Bytes (gzip) that one more route may add to a first load: half of the 0.11 KB measured in November 2026. */
  slopeGzipPerRoute: 55,
} as const;

/** The first folder below the base URL: `/docs/ios/6x/x/` -> `ios`. */
export function sectionOfRoute(route: string, baseUrl: string): string {
  return route.slice(baseUrl.length).split('/')[0] ?? '';
}

function depth(route: string): number {
  return route.split('/').filter(Boolean).length;
}

/** The route one folder up: `/docs/a/b/` -> `/docs/a/`. */
export function parentRoute(route: string): string {
  const parts = route.split('/').filter(Boolean);
  return `/${parts.slice(0, -1).join('/')}/`;
}

/** Takes one item from each group in turn, so the first N items spread over every group. */
function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...groups.map((group) => group.length));
  for (let i = 0; i < longest; i += 1) {
    for (const group of groups) {
      const item = group[i];
      if (item !== undefined) {
        result.push(item);
      }
    }
  }
  return result;
}

function bySection(routes: readonly string[], baseUrl: string): string[][] {
  const groups = new Map<string, string[]>();
  for (const route of routes) {
    const section = sectionOfRoute(route, baseUrl);
    groups.set(section, [...(groups.get(section) ?? []), route]);
  }
  return [...groups.keys()].sort().map((section) => groups.get(section) ?? []);
}

const SLUG_WORDS = [
  'sampling',
  'retention',
  'offline-queue',
  'batching',
  'privacy-controls',
  'custom-attributes',
  'startup-time',
  'memory-warnings',
  'slow-frames',
  'background-tasks',
  'release-filters',
  'user-identity',
  'session-replay',
  'alert-routing',
  'dashboards',
  'error-grouping',
  'symbol-upload',
  'proxy-setup',
  'consent',
  'data-export',
];

export interface PagePlan {
  readonly route: string;
  /** The page's file, relative to docs/. */
  readonly file: string;
}

export interface PlanInput {
  readonly baseUrl: string;
  /** Routes the real site builds today. */
  readonly liveRoutes: readonly string[];
  /** Every route of the finished site (its not-yet-live routes are used first). */
  readonly futureRoutes: readonly string[];
  /** How many routes the build should serve with the added pages. */
  readonly target: number;
}

/**
 * The routes to add so that the build serves `target` routes, and their files. First the routes of
 * the finished site that are not live yet, taken one section at a time in turn (a parent before its
 * pages), then more pages in the folders those routes fill, again spread over the sections. Each page
 * adds exactly one route: a page whose route has pages below it is the folder's `index.md`.
 */
export function planPages({baseUrl, liveRoutes, futureRoutes, target}: PlanInput): PagePlan[] {
  const live = new Set(liveRoutes);
  const wanted = target - live.size;
  if (wanted <= 0) {
    return [];
  }
  const future = [...new Set(futureRoutes)]
    .filter((route) => route.startsWith(baseUrl) && route !== baseUrl && !live.has(route))
    .sort();
  const routes = interleave(bySection(future, baseUrl)).slice(0, wanted);

  // Folders that hold the future pages (below a section's landing page), spread over the sections.
  const folders = [...new Set(future.map(parentRoute).filter((folder) => depth(folder) > depth(baseUrl) + 1))].sort();
  const folderOrder = interleave(bySection(folders, baseUrl));
  const taken = new Set([...live, ...routes]);
  for (let i = 0; routes.length < wanted; i += 1) {
    const folder = folderOrder.length > 0 ? folderOrder[i % folderOrder.length] : baseUrl;
    const word = SLUG_WORDS[Math.floor(i / Math.max(1, folderOrder.length)) % SLUG_WORDS.length];
    const route = `${folder}${word}-${i + 1}/`;
    if (!taken.has(route)) {
      taken.add(route);
      routes.push(route);
    }
  }

  const all = [...live, ...routes];
  const hasChildren = (route: string): boolean => all.some((other) => other !== route && other.startsWith(route));
  return routes.map((route) => {
    const path = route.slice(baseUrl.length, -1);
    return {route, file: hasChildren(route) ? `${path}/index.md` : `${path}.md`};
  });
}

/**
 * Where a planned page is written: inside the copy's docs/, never inside the project itself (so the
 * real docs/ cannot receive a generated page). Throws otherwise.
 */
export function pagePathInCopy(copy: string, projectRoot: string, file: string): string {
  const docs = resolve(copy, 'docs');
  const path = resolve(docs, file);
  const inside = (folder: string, target: string): boolean => {
    const rel = relative(folder, target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  if (!inside(docs, path) || path === docs || inside(resolve(projectRoot), path)) {
    throw new Error(`A generated page would be written to ${path}, outside the copy's docs/ (${docs}).`);
  }
  return path;
}

/** A generator of numbers in [0, 1) seeded by a string, so a page reads the same on every run. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

const SUBJECTS = [
  'The SDK',
  'The dashboard',
  'Each session',
  'A trace',
  'The network monitor',
  'Your release pipeline',
  'The crash reporter',
  'A custom span',
  'The log collector',
  'Every breadcrumb',
  'The upload queue',
  'A background task',
];
const VERBS = [
  'records',
  'groups',
  'sends',
  'keeps',
  'drops',
  'compresses',
  'tags',
  'retries',
  'summarizes',
  'links',
  'samples',
  'orders',
];
const OBJECTS = [
  'the slowest requests of a screen',
  'the properties you attach at startup',
  'every crash with the session that preceded it',
  'logs at warning level and above',
  'spans that outlive the screen that started them',
  'the device model, memory and network type',
  'the release and build number of the app',
  'events that arrive while the device is offline',
  'the user identifier you set after sign in',
  'a summary of each failed upload',
  'the time spent before the first frame',
  'the events a reader marks as important',
];
const CLAUSES = [
  'so that an on-call developer sees the cause before the symptom',
  'unless you turn the feature off in the options',
  'when the app moves to the background',
  'before the next batch leaves the device',
  'which keeps the payload small on slow connections',
  'and the dashboard shows the result within a minute',
  'while the main thread stays free for drawing',
  'because the same identifier links both records',
  'as long as the session is still open',
  'after the user has given consent',
];
const OPENERS = [
  'In practice,',
  'By default,',
  'On a busy release day,',
  'For most apps,',
  'When you test locally,',
  'In production,',
  'Once configured,',
  'As a rule,',
];
const ADVICE = [
  'Start with the defaults and change one option at a time.',
  'Check the result on a test build before you ship it to everyone.',
  'Keep attribute names short and stable across releases.',
  'Write down which team owns each alert and each board.',
  'Compare two releases side by side before you draw a conclusion.',
  'Remove attributes that nobody reads; they cost bandwidth on every upload.',
  'A small sample rate is often enough to see a trend.',
  'Name spans after what the user does, not after the function that runs.',
];
const H2 = [
  'Before you start',
  'How it works',
  'Configure the behavior',
  'What you see in the dashboard',
  'Limits and defaults',
  'Troubleshooting',
  'Privacy considerations',
  'Performance impact',
  'Working with releases',
  'Next steps',
];
const H3 = [
  'Options',
  'An example',
  'Common mistakes',
  'On slow networks',
  'During development',
  'Verify the setup',
  'Edge cases',
  'Related settings',
  'What is not recorded',
  'Questions to ask first',
];

function sentence(random: () => number): string {
  switch (Math.floor(random() * 3)) {
    case 0:
      return `${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, CLAUSES)}.`;
    case 1: {
      const subject = pick(random, SUBJECTS);
      return `${pick(random, OPENERS)} ${subject.charAt(0).toLowerCase()}${subject.slice(1)} ${pick(random, VERBS)} ${pick(random, OBJECTS)}.`;
    }
    default:
      return pick(random, ADVICE);
  }
}

function paragraph(random: () => number): string {
  const count = 4 + Math.floor(random() * 3);
  return Array.from({length: count}, () => sentence(random)).join(' ');
}

/** The code block of a generated page: in the language of its section's SDK, a fence language the content gates accept. */
export function codeSampleFor(section: string): {lang: string; code: string} {
  switch (section) {
    case 'ios':
      return {
        lang: 'swift',
        code: 'let options = ArgusOptions(appId: "YOUR_APP_ID")\noptions.sampleRate = 0.5\nArgus.start(with: options)',
      };
    case 'android':
      return {
        lang: 'kotlin',
        code: 'val options = ArgusOptions(appId = "YOUR_APP_ID")\noptions.sampleRate = 0.5\nArgus.start(application, options)',
      };
    case 'flutter':
      return {
        lang: 'dart',
        code: "void main() {\n  Argus.start(appId: 'YOUR_APP_ID', sampleRate: 0.5);\n}",
      };
    case 'unity':
      return {
        lang: 'csharp',
        code: 'var options = new ArgusOptions("YOUR_APP_ID");\noptions.SampleRate = 0.5;\nArgus.Start(options);',
      };
    case 'react-native':
    case 'web':
      return {
        lang: 'typescript',
        code: "const options = {appId: 'YOUR_APP_ID', sampleRate: 0.5};\nArgus.start(options);",
      };
    default:
      return {lang: 'json', code: '{\n  "appId": "YOUR_APP_ID",\n  "sampleRate": 0.5\n}'};
  }
}

/** `offline-queue-3` -> `Offline queue 3`. */
export function titleOf(slug: string): string {
  const words = slug.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words of running text: what is left once front matter, headings and code blocks are taken out. */
export function proseWordCount(markdown: string): number {
  const body = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' ');
  return body.split(/\s+/).filter(Boolean).length;
}

/**
 * A generated page of about `words` words of prose: front matter, an introduction, h2 sections
 * each with an h3, and one fenced code block. Plain Markdown with no links, braces or angle
 * brackets, so MDX and the build's link checks accept it.
 */
export function generatePage(route: string, baseUrl: string, words = 700): string {
  const random = seededRandom(route);
  const slug = route.slice(baseUrl.length, -1).split('/').pop() ?? 'page';
  const section = sectionOfRoute(route, baseUrl);
  const title = titleOf(slug);
  const {lang, code} = codeSampleFor(section);
  const h2s = [...H2].sort(() => random() - 0.5);
  const h3s = [...H3].sort(() => random() - 0.5);

  const blocks: string[] = [paragraph(random)];
  let count = proseWordCount(blocks.join('\n\n'));
  let heading = 0;
  while (count < words - 40) {
    const h2 = h2s[heading % h2s.length] as string;
    const h3 = h3s[heading % h3s.length] as string;
    const suffix = heading >= h2s.length ? ` ${Math.floor(heading / h2s.length) + 1}` : '';
    const section_: string[] = [`## ${h2}${suffix}`, paragraph(random), `### ${h3}${suffix}`, paragraph(random)];
    if (heading === 1) {
      section_.push(`\`\`\`${lang}\n${code}\n\`\`\``);
    }
    blocks.push(...section_);
    heading += 1;
    count = proseWordCount(blocks.join('\n\n'));
  }
  if (heading < 2) {
    blocks.push('## An example', `\`\`\`${lang}\n${code}\n\`\`\``);
  }
  const description = `${title}: how the Argus ${section} documentation covers it, with an example.`;
  return `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n${blocks.join('\n\n')}\n`;
}

/** A label for a folder the generated pages create (`6x` -> `6.x`, `best-practices` -> `Best practices`). */
export function folderLabel(segment: string): string {
  const line = /^(\d+)x$/.exec(segment);
  return line ? `${line[1]}.x` : titleOf(segment);
}

/** Bytes one added route costs: (size - baseline size) / (routes - baseline routes), in bytes per route. */
export function slope(baseRoutes: number, baseBytes: number, routes: number, bytes: number): number | null {
  return routes === baseRoutes ? null : (bytes - baseBytes) / (routes - baseRoutes);
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The per-route slope of doc pages: for every page measured both at the baseline and at this size
 * (the same real pages), its growth divided by the routes added; the median of those.
 */
export function docPageSlope(
  baseRoutes: number,
  base: ReadonlyMap<string, number>,
  routes: number,
  current: ReadonlyMap<string, number>,
): number | null {
  const slopes: number[] = [];
  for (const [route, bytes] of current) {
    const baseBytes = base.get(route);
    const value = baseBytes === undefined ? null : slope(baseRoutes, baseBytes, routes, bytes);
    if (value !== null) {
      slopes.push(value);
    }
  }
  return median(slopes);
}

export interface ScaleRow {
  readonly label: string;
  readonly routes: number;
  readonly home: Size;
  readonly docLargest: Size & {readonly route: string};
  readonly docMedian: Size;
  readonly docCount: number;
  /** Gzip bytes per added route, against the baseline (null for the baseline). */
  readonly homeSlope: number | null;
  readonly docSlope: number | null;
  readonly mainJs: Size;
  readonly buildWallMs: number;
  /** Peak resident memory of the build's process tree, bytes. */
  readonly peakRssBytes: number;
}

const kb = (bytes: number): string => (bytes / 1000).toFixed(1);
const slopeText = (value: number | null): string => (value === null ? '-' : (value / 1000).toFixed(3));

/** The table `npm run bench:scale` prints: one row per size. */
export function formatTable(rows: readonly ScaleRow[]): string {
  const header = [
    'size',
    'routes',
    'home KB',
    'doc max KB',
    'doc median KB',
    'pages',
    'home KB/route',
    'doc KB/route',
    'main.js KB',
    'build s',
    'peak MB',
  ];
  const lines = rows.map((row) => [
    row.label,
    String(row.routes),
    kb(row.home.gzip),
    kb(row.docLargest.gzip),
    kb(row.docMedian.gzip),
    String(row.docCount),
    slopeText(row.homeSlope),
    slopeText(row.docSlope),
    kb(row.mainJs.gzip),
    (row.buildWallMs / 1000).toFixed(1),
    String(Math.round(row.peakRssBytes / 1_000_000)),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** What misses a budget: rows up to the finished site's size are held to them; larger rows are reported only. */
export function budgetFailures(rows: readonly ScaleRow[], pagesOver: ReadonlyMap<string, readonly string[]>): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    if (row.routes > SCALE_BUDGETS.routes) {
      continue;
    }
    const at = `at ${row.routes} routes`;
    if (row.home.gzip > SCALE_BUDGETS.homeGzip) {
      failures.push(
        `${at}: the home page loads ${kb(row.home.gzip)} KB gzip; the budget is ${kb(SCALE_BUDGETS.homeGzip)} KB.`,
      );
    }
    const over = pagesOver.get(row.label) ?? [];
    if (over.length > 0) {
      const listed = over.slice(0, 5).join(', ') + (over.length > 5 ? ` and ${over.length - 5} more` : '');
      failures.push(
        `${at}: ${over.length} of ${row.docCount} measured doc pages load over ${kb(SCALE_BUDGETS.docPageGzip)} KB gzip ` +
          `(the largest ${row.docLargest.route}, ${kb(row.docLargest.gzip)} KB): ${listed}.`,
      );
    }
    for (const [what, value] of [
      ['home page', row.homeSlope],
      ['doc pages (median)', row.docSlope],
    ] as const) {
      if (value !== null && value > SCALE_BUDGETS.slopeGzipPerRoute) {
        failures.push(
          `${at}: each route adds ${slopeText(value)} KB gzip to the ${what}; the budget is ${slopeText(SCALE_BUDGETS.slopeGzipPerRoute)} KB.`,
        );
      }
    }
  }
  return failures;
}
