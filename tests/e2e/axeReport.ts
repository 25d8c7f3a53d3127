/**
 * What the accessibility test holds every page to, and how it reports a miss. Free of Playwright so
 * a unit test (tests/unit/axeReport.test.ts) can prove that a violation fails the check.
 */
import type {Result} from 'axe-core';

/** WCAG 2.2 level AA, as axe tags it: every success criterion of levels A and AA up to 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * The rules of WCAG_TAGS whose verdict depends on colours: text contrast, and links told apart from
 * the text around them by colour alone. A page whose colour mode changes and whose document does not
 * (the same elements, attributes other than `style`, and text) can change the verdict of these
 * rules only; every other rule reads the document, not its colours.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * One line per violation, of any impact (minor and moderate fail too): rule, impact, how many
 * elements, the first few selectors and the first element's failure summary, so a CI log alone
 * says what to fix. An empty list means the page passes.
 */
export function describeViolations(violations: readonly Result[], maxNodes = 5): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, maxNodes)
      .map((node) => node.target.map(String).join(' '))
      .join(' | ');
    const more = violation.nodes.length > maxNodes ? ` (+${violation.nodes.length - maxNodes} more)` : '';
    const summary = (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return (
      `${violation.id} [${violation.impact ?? 'unknown impact'}] on ${violation.nodes.length} element(s): ` +
      `${targets}${more}${summary ? ` — ${summary}` : ''}`
    );
  });
}
