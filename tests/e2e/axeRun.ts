/**
 * Running axe in a page, for every e2e test that checks accessibility: the script to inject
 * (`page.evaluate` or `addInitScript`) and one run held to WCAG_TAGS, reported by
 * describeViolations (./axeReport.ts, which stays free of Playwright for its unit test).
 */
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';
import {readFileSync} from 'node:fs';
import {describeViolations, WCAG_TAGS} from './axeReport';

export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const AXE_OPTIONS: RunOptions = {
  runOnly: {type: 'tag', values: [...WCAG_TAGS]},
  // Passes and inapplicable rules are not needed, and listing every passing node of an API
  // reference costs time.
  resultTypes: ['violations'],
};

/**
 * The violations axe finds in the page, or, with `scope`, inside the first element that matches it
 * (the whole body when none does). With `rules`, only those rules run (each must be one of
 * WCAG_TAGS'). axe must already be in the page (AXE_SOURCE).
 */
export async function axeViolations(page: Page, scope?: string, rules?: readonly string[]): Promise<string[]> {
  const options: RunOptions =
    rules === undefined ? AXE_OPTIONS : {...AXE_OPTIONS, runOnly: {type: 'rule', values: [...rules]}};
  const results = await page.evaluate(
    ({options, selector}) =>
      (
        window as unknown as {axe: {run: (context: Document | Element, options: RunOptions) => Promise<AxeResults>}}
      ).axe.run(selector === null ? document : (document.querySelector(selector) ?? document.body), options),
    {options, selector: scope ?? null},
  );
  return describeViolations(results.violations);
}
