/**
 * `npm run lighthouse`: Lighthouse (desktop preset) on the home page and a doc page of the build,
 * served by nginx with the production rules, in Debian's Chromium. Prints each category's score
 * (median of --runs, default 3); with --check, fails below the budgets: accessibility, best
 * practices and SEO 100, performance 95.
 *
 * This machine has no route to third-party hosts, so their requests are blocked (as a reader's
 * content blocker would); otherwise every failed DNS lookup counts as a console error.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {startNginx} from './server';
import {fileURLToPath} from 'node:url';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4280);
const PAGES = ['/docs/', '/docs/data-marshaling-and-transmission/'];
const THIRD_PARTY_PATTERNS = ['*googletagmanager.com*', '*google-analytics.com*', '*.argus.example.com/*'];
const BUDGETS: Record<string, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};

const args = process.argv.slice(2);
const check = args.includes('--check');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
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
const failures: string[] = [];
try {
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}desktop preset, third-party hosts blocked`);
  for (const path of PAGES) {
    const scores: Record<string, number[]> = {};
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        `http://127.0.0.1:${PORT}${path}`,
        {port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: THIRD_PARTY_PATTERNS},
        desktopConfig,
      );
      if (!result) {
        throw new Error(`Lighthouse returned no result for ${path}`);
      }
      for (const [id, category] of Object.entries(result.lhr.categories)) {
        (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
      }
    }
    const line = Object.entries(scores)
      .map(([id, values]) => `${id} ${median(values)}`)
      .join(', ');
    console.log(`  ${path.padEnd(44)} ${line}`);
    for (const [id, minimum] of Object.entries(BUDGETS)) {
      const score = median(scores[id] ?? [0]);
      if (score < minimum) {
        failures.push(`${path}: ${id} ${score}, below ${minimum}`);
      }
    }
  }
} finally {
  await chrome.kill();
  stopServer();
}
if (check) {
  if (failures.length > 0) {
    console.error(`Below budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('All Lighthouse budgets met.');
}
