import {describe, expect, it} from 'vitest';
import type {Result} from 'axe-core';
import axe from 'axe-core';
import {COLOUR_RULES, describeViolations, WCAG_TAGS} from '../e2e/axeReport';

/** An axe violation as axe-core reports it, with only the fields the report reads filled in. */
function violation(id: string, impact: Result['impact'], targets: string[], summary = ''): Result {
  return {
    id,
    impact,
    tags: ['wcag2aa'],
    description: '',
    help: '',
    helpUrl: '',
    nodes: targets.map((target) => ({
      html: '<span></span>',
      target: [target],
      any: [],
      all: [],
      none: [],
      impact,
      failureSummary: summary,
    })),
  };
}

describe('describeViolations', () => {
  it('passes a page with no violations', () => {
    expect(describeViolations([])).toEqual([]);
  });

  it('fails on a violation of any impact, minor included, naming the rule and the elements', () => {
    const lines = describeViolations([
      violation('color-contrast', 'serious', ['.token.namespace'], 'Fix any of the following:\n  contrast of 4.48'),
      violation('label', 'critical', ['.task-list-item > input']),
      violation('heading-order', 'minor', ['h4']),
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'color-contrast [serious] on 1 element(s): .token.namespace — Fix any of the following: contrast of 4.48',
    );
    expect(lines[1]).toBe('label [critical] on 1 element(s): .task-list-item > input');
    expect(lines[2]).toMatch(/^heading-order \[minor\]/);
  });

  it('lists the first elements and counts the rest', () => {
    const [line] = describeViolations([violation('color-contrast', 'serious', ['a', 'b', 'c', 'd'])], 2);
    expect(line).toBe('color-contrast [serious] on 4 element(s): a | b (+2 more)');
  });

  it('holds pages to WCAG 2.2 AA: levels A and AA of 2.0, 2.1 and 2.2', () => {
    expect([...WCAG_TAGS]).toEqual(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  });

  it('names as colour rules exactly the rules of those levels that read colours', () => {
    // The dark-mode check runs these alone when the document did not change with the mode; a rule
    // renamed or added by a new axe version must be listed here, or the check would miss it.
    const rules = axe.getRules([...WCAG_TAGS]);
    const readsColours = rules
      .filter(({ruleId, description, help}) => /colou?r|contrast/i.test(`${ruleId} ${description} ${help}`))
      .map(({ruleId}) => ruleId)
      .sort();
    expect(readsColours).toEqual([...COLOUR_RULES].sort());
  });
});
