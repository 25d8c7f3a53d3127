import {describe, expect, it} from 'vitest';
import {checkMetricNames} from '../../../scripts/content/metricNames';
import {knownMetricNames, STANDARD_METRICS} from '../../../src/data/metrics';
import {fixture, lines} from './helpers';

describe('metric-names gate', () => {
  it('knows every standard metric and the series of each histogram', () => {
    const known = knownMetricNames();
    expect(known.has('argus_sessions_total')).toBe(true);
    expect(known.has('argus_span_duration_seconds_bucket')).toBe(true);
    expect(known.has('argus_sessions_total_bucket')).toBe(false);
    expect(STANDARD_METRICS.every((metric) => metric.labels.includes('app_id'))).toBe(true);
  });

  it('flags unknown metrics in PromQL and in other samples of a metrics page', () => {
    const problems = checkMetricNames(fixture('argus-api/queries.md'), knownMetricNames());
    expect(problems.every((problem) => problem.gate === 'metric-names')).toBe(true);
    expect(lines(problems)).toEqual([
      '14: argus_sesions_total is not a metric the Metrics API serves (src/data/metrics.ts)',
      '19: argus_crash_total is not a metric the Metrics API serves (src/data/metrics.ts)',
      '23: argus_custom_checkout is not a custom metric name: use argus_custom_<name>_total or argus_custom_<name>_duration_seconds',
    ]);
  });

  it('leaves names that are not metrics alone outside PromQL and outside the metrics sections', () => {
    expect(checkMetricNames(fixture('good.md'), knownMetricNames())).toEqual([]);
    expect(checkMetricNames(fixture('flutter/features/override.md'), knownMetricNames())).toEqual([]);
  });
});
