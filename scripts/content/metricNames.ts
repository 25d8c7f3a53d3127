/**
 * metric-names: every Argus metric a sample queries is one the Metrics API serves
 * (src/data/metrics.ts), so a reader who pastes a query gets data, not an empty result.
 *
 * PromQL fences are checked everywhere. On the pages of the sections that query metrics (the
 * metrics APIs, destinations and partners: `queriesMetrics` in src/data/sections.ts), other fences
 * (curl, Python, TypeScript, vendor queries) are checked too, for names shaped like a metric. Custom metrics (`argus_custom_<name>` plus a counter or histogram suffix) are named by
 * the reader, so only their shape is checked.
 */
import {CUSTOM_METRICS, isCustomMetricSeries} from '../../src/data/metrics';
import {sectionOfPath} from '../../src/data/sections';
import {fencesOf} from './parse';
import {fenceLine, type Page, type Problem} from './types';

const ANY_ARGUS_NAME = /\bargus_[a-z0-9_]+/g;
const METRIC_SHAPED = /^argus_[a-z0-9_]+_(total|seconds|bucket|sum|count|daily)$/;

/** Why a name may not be queried, or null when it may. */
function metricNameProblem(name: string, known: ReadonlySet<string>): string | null {
  if (known.has(name)) {
    return null;
  }
  if (!name.startsWith(CUSTOM_METRICS.prefix)) {
    return `${name} is not a metric the Metrics API serves (src/data/metrics.ts)`;
  }
  return isCustomMetricSeries(name)
    ? null
    : `${name} is not a custom metric name: use argus_custom_<name>_total or argus_custom_<name>_duration_seconds`;
}

export function checkMetricNames(page: Page, known: ReadonlySet<string>): Problem[] {
  const metricsPage = sectionOfPath(page.path)?.queriesMetrics ?? false;
  const problems: Problem[] = [];
  for (const fence of fencesOf(page)) {
    const promql = fence.lang === 'promql';
    if (!promql && !metricsPage) {
      continue;
    }
    fence.code.split('\n').forEach((text, index) => {
      for (const [name] of text.matchAll(ANY_ARGUS_NAME)) {
        const message = promql || METRIC_SHAPED.test(name) ? metricNameProblem(name, known) : null;
        if (message !== null) {
          problems.push({file: page.file, line: fenceLine(fence, index), gate: 'metric-names', message});
        }
      }
    });
  }
  return problems;
}
