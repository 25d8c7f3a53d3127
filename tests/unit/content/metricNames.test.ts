import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkMetricNames} from '../../../scripts/content/metricNames';
import {DEVICE_LABELS, isCustomMetricSeries, knownMetricNames, STANDARD_METRICS} from '../../../src/data/metrics';
import {fixture, lines, ROOT} from './helpers';

describe('metric-names gate', () => {
  it('knows every standard metric and the series of each histogram', () => {
    const known = knownMetricNames();
    expect(known.has('argus_sessions_total')).toBe(true);
    expect(known.has('argus_span_duration_seconds_bucket')).toBe(true);
    expect(known.has('argus_sessions_total_bucket')).toBe(false);
    expect(STANDARD_METRICS.every((metric) => metric.labels.includes('app_id'))).toBe(true);
  });

  it('recognises the series of custom metrics from the naming rules', () => {
    expect(isCustomMetricSeries('argus_custom_checkout_failures_total')).toBe(true);
    expect(isCustomMetricSeries('argus_custom_search_duration_seconds')).toBe(true);
    expect(isCustomMetricSeries('argus_custom_search_duration_seconds_bucket')).toBe(true);
    expect(isCustomMetricSeries('argus_custom_checkout')).toBe(false);
    expect(isCustomMetricSeries('argus_custom_ab_total')).toBe(false);
    expect(isCustomMetricSeries('argus_custom_Checkout_total')).toBe(false);
    expect(isCustomMetricSeries('argus_custom_checkout_total_bucket')).toBe(false);
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

describe('the supported metrics page', () => {
  it('lists every standard metric with the type and labels of src/data/metrics.ts', () => {
    const source = readFileSync(join(ROOT, 'docs', 'argus-api', 'supported_metrics_and_queries.mdx'), 'utf8');
    const rows = [...source.matchAll(/^\| `(argus_[a-z_]+)` \| (.+) \|$/gm)].map(([, name = '', rest = '']) => ({
      name,
      cells: rest.split(' | '),
    }));
    for (const metric of STANDARD_METRICS) {
      const [typeRow, labelRow] = rows.filter((row) => row.name === metric.name);
      expect(typeRow?.cells[0], metric.name).toBe(metric.type);
      const labels = (labelRow?.cells[0] ?? '')
        .split(', ')
        .flatMap((cell) => (cell === 'device labels' ? DEVICE_LABELS : [cell.replaceAll('`', '')]));
      expect(new Set(labels), metric.name).toEqual(new Set(metric.labels));
    }
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(STANDARD_METRICS.map((metric) => metric.name)));
  });
});
