/**
 * The product guide's data for alerting, boards, release health, journeys and Core Web Vitals:
 * numbers the pages print are computed from it, and every metric it names is a standard metric.
 */
import {describe, expect, it} from 'vitest';
import {ALERTS, ALERT_CONDITIONS, RENOTIFY_RULE} from '../../src/data/alerts';
import {BOARDS, HEALTH_TRENDS, TREND_STEPS, WIDGET_KINDS} from '../../src/data/boards';
import {FACTS} from '../../src/data/facts';
import {ISSUE_STATES} from '../../src/data/issues';
import {JOURNEY_EXAMPLE, JOURNEY_STEP_KINDS, JOURNEYS, journeyExampleFigures} from '../../src/data/journeys';
import {LEGACY_METRICS, METRICS_API, STANDARD_METRICS} from '../../src/data/metrics';
import {EXAMPLE_RATES, RELEASE_HEALTH, percent} from '../../src/data/releaseHealth';
import {WEB_VITALS} from '../../src/data/webVitals';

const standard = new Set(STANDARD_METRICS.map((metric) => metric.name));

describe('release health', () => {
  it('defines crash-free sessions with the Metrics API crash_free_rate query', () => {
    const legacy = LEGACY_METRICS.metrics.find((metric) => metric.name === 'crash_free_rate');
    expect(RELEASE_HEALTH.crashFreeSessionsQuery).toBe(legacy?.replacement);
    expect(RELEASE_HEALTH.crashFreeSessionsByVersion).toContain('sum by (app_version)');
    // A version without crashes still gets a zero, not an empty result.
    expect(RELEASE_HEALTH.crashFreeSessionsByVersion).toMatch(/ or sum by \(app_version\) .* \* 0\)/);
  });

  it('computes the worked example from its counts', () => {
    expect(percent(47880, 48000)).toBe('99.75%');
    expect(EXAMPLE_RATES.crashFreeSessions).toBe('99.75%');
    expect(EXAMPLE_RATES.crashFreeUsers).toBe('99.00%');
    expect(FACTS['releaseHealth.example.crashFreeUsers']?.prose).toBe(EXAMPLE_RATES.crashFreeUsers);
  });
});

describe('alerting', () => {
  it('evaluates rules at the metrics resolution and offers the default window', () => {
    expect(ALERTS.evaluationSeconds).toBe(METRICS_API.resolutionSeconds);
    expect(ALERTS.windowsMinutes).toContain(ALERTS.defaultWindowMinutes);
    expect(ALERTS.windowsMinutes.every((minutes) => minutes >= METRICS_API.rateWindowMinutes)).toBe(true);
    expect(FACTS['alerts.windows']?.prose).toBe('15 minutes, 1 hour, 6 hours and 24 hours');
    expect(new Set(ALERT_CONDITIONS.map((condition) => condition.label)).size).toBe(ALERT_CONDITIONS.length);
  });

  it('keeps two states and one repeat-and-resolve rule, and prints the default window as the list does', () => {
    expect(ALERTS.states).toEqual(['OK', 'Firing']);
    expect(FACTS['alerts.defaultWindow']?.prose).toBe('1 hour');
    expect(RENOTIFY_RULE).toContain(`again every ${FACTS['alerts.renotify']?.prose ?? ''};`);
    // A rule may fire on a version before Release Health shows its rates: the pages explain the gap.
    expect(ALERTS.minVolume).toBeLessThan(RELEASE_HEALTH.minSessions);
  });

  it('catches a typed evaluation interval that contradicts the data', () => {
    const typed = FACTS['alerts.evaluation']?.typed ?? [];
    expect(typed.some((pattern) => pattern.test('rules are evaluated every 30 seconds'))).toBe(true);
  });
});

describe('dashboard places of the product guide', () => {
  it('catch the older comma wording of Boards > Custom metrics, not a list that names both', () => {
    const typed = FACTS['dashboard.customMetrics']?.typed ?? [];
    const flagged = (text: string): boolean => typed.some((pattern) => new RegExp(pattern.source, 'i').test(text));
    expect(FACTS['dashboard.customMetrics']?.prose).toBe('**Boards > Custom metrics**');
    expect(flagged('2. Go to Boards, Custom metrics, and select Create metric.')).toBe(true);
    expect(flagged('The metric page under Boards > Custom metrics shows a warning.')).toBe(true);
    expect(flagged('Recreate the alerts, boards, custom metrics and data destinations you need.')).toBe(false);
  });

  it('report no typed path for a top-level area, which is one ordinary word', () => {
    expect(FACTS['dashboard.network']?.typed).toEqual([]);
    expect(FACTS['dashboard.healthTrends']?.prose).toBe('**Boards > Health trends**');
  });
});

describe('boards, journeys, issues and web vitals', () => {
  it('name only standard metrics on the Health trends board', () => {
    for (const chart of HEALTH_TRENDS) {
      for (const name of chart.metrics) expect(standard.has(name), name).toBe(true);
      // A chart is mobile-only exactly when one of its metrics comes from the mobile SDKs only.
      const mobile = chart.metrics.some(
        (name) => STANDARD_METRICS.find((metric) => metric.name === name)?.platforms === 'mobile',
      );
      expect(chart.mobileOnly, chart.chart).toBe(mobile);
    }
    expect(TREND_STEPS.at(-1)?.upToDays).toBe(METRICS_API.maxRangeDays);
    expect(BOARDS.maxRangeDays).toBe(METRICS_API.maxRangeDays);
    expect(WIDGET_KINDS.length).toBeGreaterThan(0);
  });

  it('keep one row per step kind and issue state', () => {
    expect(new Set(JOURNEY_STEP_KINDS.map((step) => step.kind)).size).toBe(JOURNEY_STEP_KINDS.length);
    expect(JOURNEYS.maxSteps).toBeGreaterThan(1);
    expect(ISSUE_STATES.map((entry) => entry.state)).toContain('Regressed');
  });

  it('compute the journey example, whose largest loss is before its last step', () => {
    const figures = journeyExampleFigures();
    expect(figures.largestDropTo).toBe(JOURNEY_EXAMPLE.steps.length - 1);
    expect(figures.conversion).toBe('51%');
    expect(JOURNEY_EXAMPLE.crashedAtLargestDrop).toBeLessThan(figures.largestDrop);
    expect(FACTS['journeys.example.largestDrop']?.prose).toBe('3,000');
  });

  it('rate each vital with a good limit below its poor limit', () => {
    for (const vital of WEB_VITALS.thresholds) {
      expect(vital.good.split(' ')[1], vital.label).toBe(vital.poor.split(' ')[1]);
      expect(parseFloat(vital.good), vital.label).toBeLessThan(parseFloat(vital.poor));
      expect(FACTS[`webVitals.${vital.label}.good`]?.prose).toBe(vital.good);
    }
  });
});
