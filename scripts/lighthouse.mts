/**
 * `npm run lighthouse`: Lighthouse on the home page and three doc pages of the build (a long guide,
 * an API reference and an ordinary page), served by nginx with the production rules, in Debian's
 * Chromium, with both of Lighthouse's presets: desktop, and the default mobile preset (a mid-range
 * phone: simulated slow 4G and 4x CPU slowdown). Prints the performance score and the metrics behind
 * it (median of --runs, default 3, with every run's score), and the accessibility, best practices and
 * SEO scores (from the first run: they do not depend on timing); with --check, fails when one of
 * those three is below its budget, and names every figure that missed.
 *
 * Budgets: accessibility, best practices and SEO 100 on both presets; performance on mobile 95 for
 * the home page and 90 for the doc pages, on desktop 100. Performance is a timing of this machine
 * (Lighthouse simulates the phone's network, but runs the page on this CPU and scales its time by
 * the slowdown): it is printed against its budget with the machine's CPU index beside it, and never
 * fails the run. The goals hold at a CPU index of about 1,250 (a 2-core machine like CI's): a warm-up
 * run measures this machine's index, and the mobile runs slow the CPU in proportion
 * (`REFERENCE_CPU_INDEX`), so a faster machine does not flatter the score.
 *
 * This machine has no route to third-party hosts, so their requests are blocked (as a reader's
 * content blocker would); otherwise every failed DNS lookup counts as a console error.
 *
 * One Chromium serves every run, and the runs go one at a time: concurrent runs share the CPU and
 * spoil each other's timings. Runs alternate between pages (run 1 of every page, then run 2...), so a
 * burst of load from elsewhere on the machine spreads over pages instead of sinking one page's median.
 *
 * Options: --runs N; --no-performance (accessibility, best practices and SEO only, one run: what
 * `npm test` checks); --preset desktop|mobile (one preset only); --page PATH (one page only, may be
 * repeated); --save DIR (writes every run's Lighthouse JSON there, to read the attributions behind a
 * figure: TBT, long tasks, boot-up time, main-thread work, unused JavaScript).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type {Config, RunnerResult} from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {throttling as THROTTLING} from 'lighthouse/core/config/constants.js';
import {startNginx} from './server';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

type Preset = 'desktop' | 'mobile';
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

interface Page {
  path: string;
  kind: string;
}

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4280);
const PAGES: Page[] = [
  {path: '/docs/', kind: 'home'},
  {path: '/docs/web/manual-instrumentation/custom-traces/', kind: 'long guide'},
  {path: '/docs/api/android/', kind: 'API reference'},
  {path: '/docs/data-marshaling-and-transmission/', kind: 'doc page'},
];
const PAGE_COLUMN = Math.max(...PAGES.map(({path}) => path.length)) + 2;
const HOME = '/docs/';
const THIRD_PARTY_PATTERNS = ['*googletagmanager.com*', '*google-analytics.com*', '*.argus.example.com/*'];
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};
/** The mobile preset's network and CPU throttling (Lighthouse 12: slow 4G, 4x CPU). */
const MOBILE_THROTTLING = THROTTLING.mobileSlow4G;

/** Lighthouse's default config (no `settings`) is the mobile preset. */
const PRESETS: Record<Preset, Config> = {desktop: desktopConfig, mobile: {extends: 'lighthouse:default'}};

/**
 * The CPU index the mobile budgets hold at: a 2-core machine like CI's, where the issue measured
 * 1,180 to 1,280. Lighthouse's mobile preset slows the CPU 4x whatever the machine, so on a faster
 * machine the same page scores better; the mobile runs slow the CPU by 4 x (this machine's index /
 * this one) instead (never less than 4x), so the figure means the same phone on any machine.
 * `--reference-cpu N` sets another; `--reference-cpu 0` keeps the preset's plain 4x.
 */
const REFERENCE_CPU_INDEX = 1250;

/** This machine's CPU index, measured before the mobile runs (null: not measured, plain 4x). */
let machineCpuIndex: number | null = null;

/** The mobile CPU slowdown for this machine (see `REFERENCE_CPU_INDEX`). */
function mobileSlowdown(): number {
  const reference = Number(option('--reference-cpu')[0] ?? REFERENCE_CPU_INDEX);
  if (machineCpuIndex === null || reference <= 0) {
    return 4;
  }
  return Math.max(4, Math.round((4 * machineCpuIndex * 10) / reference) / 10);
}

function calibratedMobile(): Config {
  return {
    extends: 'lighthouse:default',
    settings: {throttling: {...MOBILE_THROTTLING, cpuSlowdownMultiplier: mobileSlowdown()}},
  };
}

/**
 * Accessibility, best practices and SEO do not depend on timing, so only a page's first run per
 * preset audits them; the later runs measure performance alone, which saves about a quarter of the time.
 */
function configFor(preset: Preset, run: number): Config {
  const config = preset === 'mobile' ? calibratedMobile() : PRESETS[preset];
  if (skipPerformance) {
    return {...config, settings: {...config.settings, onlyCategories: ['accessibility', 'best-practices', 'seo']}};
  }
  return run === 0 ? config : {...config, settings: {...config.settings, onlyCategories: ['performance']}};
}

/**
 * Desktop performance: 100 on all four pages, as every run on an otherwise quiet machine scored.
 * When other builds share the 2 cores, both presets' performance scores drop with the CPU (the
 * report's CPU index column shows it): run the check on a machine of its own, as CI does.
 */
const DESKTOP_PERFORMANCE = 100;

/** The lowest median score each category may have, per preset and page. */
function budget(preset: Preset, path: string, category: Category): number {
  if (category !== 'performance') {
    return 100;
  }
  if (preset === 'desktop') {
    return DESKTOP_PERFORMANCE;
  }
  return path === HOME ? 95 : 90;
}

/** The metrics behind the performance score, in the order and units Lighthouse reports them. */
const METRICS = [
  {id: 'first-contentful-paint', label: 'FCP', unit: 'ms'},
  {id: 'largest-contentful-paint', label: 'LCP', unit: 'ms'},
  {id: 'total-blocking-time', label: 'TBT', unit: 'ms'},
  {id: 'cumulative-layout-shift', label: 'CLS', unit: ''},
  {id: 'speed-index', label: 'SI', unit: 'ms'},
] as const;

function option(name: string): string[] {
  const values: string[] = [];
  const args = process.argv.slice(2);
  args.forEach((arg, index) => {
    const value = args[index + 1];
    if (arg === name && value !== undefined) {
      values.push(value);
    }
  });
  return values;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
/** `npm test`: the categories that do not depend on timing only (performance is `npm run bench`'s). */
const skipPerformance = args.includes('--no-performance');
const categories = CATEGORIES.filter((id) => !(skipPerformance && id === 'performance'));
const runs = skipPerformance ? 1 : Number(option('--runs')[0] ?? 3);
const presetFilter = option('--preset') as Preset[];
const pageFilter = option('--page');
const saveDir = option('--save')[0];
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs wants a positive whole number, not ${option('--runs')[0]}`);
}
for (const preset of presetFilter) {
  if (!(preset in PRESETS)) {
    throw new Error(`--preset is desktop or mobile, not ${preset}`);
  }
}
const presets = (Object.keys(PRESETS) as Preset[]).filter(
  (preset) => presetFilter.length === 0 || presetFilter.includes(preset),
);
const pages =
  pageFilter.length === 0
    ? PAGES
    : pageFilter.map((path) => PAGES.find((page) => page.path === path) ?? {path, kind: 'page'});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

interface Run {
  /** The categories that the run audited. */
  scores: Partial<Record<Category, number>>;
  metrics: Record<string, number>;
  benchmarkIndex: number;
}

function readRun(result: RunnerResult): Run {
  const {lhr} = result;
  const scores: Partial<Record<Category, number>> = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (category) {
      scores[id] = Math.round((category.score ?? 0) * 100);
    }
  }
  const metrics = Object.fromEntries(METRICS.map(({id}) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
  return {scores, metrics, benchmarkIndex: lhr.environment.benchmarkIndex};
}

function formatMetric(value: number, unit: string): string {
  if (Number.isNaN(value)) {
    return '?';
  }
  return unit === 'ms' ? `${Math.round(value)}` : value.toFixed(3);
}

const stopServer = await startNginx(fileURLToPath(new URL('..', import.meta.url)), PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
if (saveDir) {
  mkdirSync(saveDir, {recursive: true});
}
const started = Date.now();
/** Accessibility, best practices or SEO below budget: these fail --check. */
const failures: string[] = [];
/** Performance below budget: printed, never failed (a timing of this machine). */
const slow: string[] = [];
const cpuIndexes: number[] = [];
try {
  console.log(
    `Lighthouse, ${runs > 1 ? `median of ${runs} runs` : 'one run'} per page and preset, third-party hosts blocked`,
  );
  for (const preset of presets) {
    if (preset === 'mobile' && !skipPerformance) {
      // A warm-up run of the first page measures this machine's CPU index for the slowdown.
      const warmUp = await lighthouse(
        `http://127.0.0.1:${PORT}${pages[0]?.path ?? '/docs/'}`,
        {port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: THIRD_PARTY_PATTERNS},
        {...PRESETS.mobile, settings: {onlyCategories: ['performance']}},
      );
      machineCpuIndex = warmUp?.lhr.environment.benchmarkIndex ?? null;
    }
    const results = new Map<string, Run[]>(pages.map(({path}) => [path, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const {path} of pages) {
        const result = await lighthouse(
          `http://127.0.0.1:${PORT}${path}`,
          {port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: THIRD_PARTY_PATTERNS},
          configFor(preset, run),
        );
        if (!result) {
          throw new Error(`Lighthouse returned no result for ${path} (${preset})`);
        }
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${path} (${preset}): ${result.lhr.runtimeError.message}`);
        }
        if (saveDir) {
          const name = `${preset}-${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'}-${run + 1}.json`;
          writeFileSync(join(saveDir, name), result.report as string);
        }
        results.get(path)?.push(readRun(result));
      }
    }

    console.log(
      `\n${preset} preset${
        preset === 'mobile'
          ? ` (simulated slow 4G, ${mobileSlowdown()}x CPU slowdown: 4x at a CPU index of ${option('--reference-cpu')[0] ?? REFERENCE_CPU_INDEX}, this machine ${machineCpuIndex === null ? 'not measured' : Math.round(machineCpuIndex)})`
          : ''
      }`,
    );
    console.log(
      `  ${'page'.padEnd(PAGE_COLUMN)} ${'kind'.padEnd(14)} ${categories.map((id) => CATEGORY_LABELS[id].padStart(5)).join('')}` +
        (skipPerformance ? '' : `  perf runs   ${METRICS.map(({label}) => label.padStart(6)).join('')}  CPU index`),
    );
    for (const {path, kind} of pages) {
      const pageRuns = results.get(path) ?? [];
      const scoreCells = categories
        .map((id) => {
          const values = pageRuns.flatMap((run) => run.scores[id] ?? []);
          // A category that no run reported (Lighthouse dropped it) counts as 0, so it fails its budget.
          const score = values.length > 0 ? median(values) : 0;
          const minimum = budget(preset, path, id);
          const passed = score >= minimum;
          if (!passed) {
            (id === 'performance' ? slow : failures).push(
              `${preset} ${path} (${kind}): ${id} ${score}, below ${minimum}`,
            );
          }
          return `${passed ? ' ' : '!'}${score}`.padStart(5);
        })
        .join('');
      const perfRuns = pageRuns.map((run) => run.scores.performance ?? '?').join('/');
      const metricCells = METRICS.map(({id, unit}) =>
        formatMetric(median(pageRuns.map((run) => run.metrics[id] ?? Number.NaN)), unit).padStart(6),
      ).join('');
      const cpu = Math.round(median(pageRuns.map((run) => run.benchmarkIndex)));
      cpuIndexes.push(cpu);
      console.log(
        `  ${path.padEnd(PAGE_COLUMN)} ${kind.padEnd(14)}${scoreCells}` +
          (skipPerformance ? '' : `  ${perfRuns.padEnd(11)} ${metricCells}  ${cpu}`),
      );
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}
console.log(
  `\nScores are medians; "!" marks one below its budget (performance: desktop ${DESKTOP_PERFORMANCE}, mobile home 95, ` +
    `mobile doc pages 90; ` +
    `the other categories 100). Metrics are medians in ms (CLS unitless). CPU index is Lighthouse's benchmark ` +
    `of this machine during the runs: lower means a busier CPU and inflated mobile timings.`,
);
console.log(`${pages.length * presets.length * runs} runs in ${Math.round((Date.now() - started) / 1000)} s.`);
if (saveDir) {
  console.log(`Reports saved in ${resolve(saveDir)}.`);
}
if (slow.length > 0) {
  console.log(
    `Performance below budget at a CPU index of ${Math.round(median(cpuIndexes))} (a timing of this machine: ` +
      `reported, never failed; the goals hold at about 1,250):\n${slow.map((line) => `- ${line}`).join('\n')}`,
  );
}
if (check) {
  if (failures.length > 0) {
    console.error(`Below budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Accessibility, best practices and SEO budgets met.');
}
