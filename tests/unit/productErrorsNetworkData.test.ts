/**
 * The product guide's own data (src/data/severity.ts, networkGrouping.ts): the severity formula and
 * its worked example, and the grouping rule grammar against every example the page shows.
 */
import {describe, expect, it} from 'vitest';
import {CRASH_TAGS} from '../../src/data/crashes';
import {checkRule, GROUPING, GROUPING_EXAMPLES, matchRule, parsePattern} from '../../src/data/networkGrouping';
import {
  LOG_LEVELS,
  MAX_SCORE_HANDLED_ONLY,
  SEVERITY,
  SEVERITY_EXAMPLE,
  severityBand,
  severityRatios,
  severityScore,
  severityValues,
} from '../../src/data/severity';

describe('severity score', () => {
  it('has weights that add up to 1', () => {
    const sum = SEVERITY.inputs.reduce((total, input) => total + input.weight, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it('has bands from the highest threshold down to 0', () => {
    const thresholds = SEVERITY.bands.map((band) => band.from);
    expect([...thresholds].sort((a, b) => b - a)).toEqual(thresholds);
    expect(thresholds.at(-1)).toBe(0);
  });

  it('computes the worked example of the page', () => {
    const ratios = severityRatios(SEVERITY_EXAMPLE);
    expect(ratios.users).toBeCloseTo(0.03);
    expect(ratios.growth).toBeCloseTo(0.4);
    expect(ratios.level).toBeCloseTo(0.7);
    const values = severityValues(SEVERITY_EXAMPLE);
    expect(values.users).toBeCloseTo(0.6);
    expect(values.unhandled).toBeCloseTo(0.2);
    expect(severityScore(SEVERITY_EXAMPLE)).toBe(49);
    expect(severityBand(49)).toBe('Medium');
  });

  it('clamps each input between 0 and 1', () => {
    const values = severityValues({...SEVERITY_EXAMPLE, affectedUsers: 20000, previousOccurrences: 9000});
    expect(values.users).toBe(1);
    expect(values.growth).toBe(0);
  });

  it('counts a group first seen in the window as full growth', () => {
    expect(severityValues({...SEVERITY_EXAMPLE, previousOccurrences: 0}).growth).toBe(1);
  });

  it('stops below the unhandled weight without unhandled occurrences', () => {
    const unhandled = SEVERITY.inputs.find((input) => input.id === 'unhandled');
    expect(MAX_SCORE_HANDLED_ONLY).toBe(Math.round(SEVERITY.maxScore * (1 - (unhandled?.weight ?? 0))));
  });

  it('lists the log levels lowest first', () => {
    expect(LOG_LEVELS).toEqual(['info', 'warning', 'error']);
  });

  it('reaches the maximum when every input is full', () => {
    const all = {
      appUsers: 10,
      affectedUsers: 10,
      appSessions: 10,
      affectedSessions: 10,
      occurrences: 10,
      unhandledOccurrences: 10,
      handled: {error: 0, warning: 0, info: 0},
      previousOccurrences: 0,
    };
    expect(severityScore(all)).toBe(SEVERITY.maxScore);
  });
});

describe('network grouping rules', () => {
  it.each(GROUPING_EXAMPLES.map((example) => [example.rule.pattern, example.url, example] as const))(
    '%s on %s gives the group the page shows',
    (_pattern, _url, example) => {
      expect(matchRule(example.rule, example.method, example.url)).toBe(example.group);
    },
  );

  it('rejects ** anywhere but last, empty segments, two query parameters and lowercase methods', () => {
    expect(() => parsePattern('/**/orders')).toThrow();
    expect(() => parsePattern('/a//orders')).toThrow();
    expect(() => parsePattern('/graphql?op=*&v=*')).toThrow();
    expect(() => parsePattern('graphql')).toThrow();
    expect(() => parsePattern(`/${'x'.repeat(GROUPING.maxPatternCharacters)}`)).toThrow();
    expect(() => checkRule({name: 'r', methods: ['get'], pattern: '/a'})).toThrow();
    expect(() => checkRule({name: 'r', pattern: '/a', groupBy: {query: 'op'}})).toThrow();
  });

  it('refuses every pattern the page lists as refused', () => {
    for (const refused of GROUPING.refused) expect(() => parsePattern(refused.pattern)).toThrow();
  });

  it('leaves out the fragment and the query string unless the pattern names a parameter', () => {
    expect(matchRule({name: 'r', pattern: '/a/{id}'}, 'GET', 'https://api.example.com/a/1?b=2#c')).toBe('/a/{id}');
  });
});

describe('crash tags', () => {
  it('leaves the per-report limit minus the automatic tags to session properties', () => {
    expect(CRASH_TAGS.propertiesPerReport).toBe(CRASH_TAGS.maxPerReport - CRASH_TAGS.reservedKeys.length);
    expect(CRASH_TAGS.propertiesPerReport).toBeGreaterThan(0);
  });

  it('names every reserved key among the automatic tags', () => {
    const automatic = CRASH_TAGS.sources.find((source) => source.name === 'Automatic tags');
    for (const key of CRASH_TAGS.reservedKeys) expect(automatic?.detail).toContain(`\`${key}\``);
  });
});
