/**
 * Boards: the widgets a custom dashboard is built from, its limits, and the charts of the built-in
 * Health trends board. The boards pages (docs/product/boards/) render and state them from here.
 */
import {METRICS_API} from './metrics';

export interface WidgetKind {
  readonly kind: string;
  readonly shows: string;
  readonly bestFor: string;
}

export const WIDGET_KINDS: readonly WidgetKind[] = [
  {kind: 'Time series', shows: 'one line or stacked area per series over the range', bestFor: 'trends and spikes'},
  {
    kind: 'Single value',
    shows: 'the latest value, with the change against the previous range',
    bestFor: 'a headline number',
  },
  {
    kind: 'Bar chart',
    shows: 'one bar per label value, largest first',
    bestFor: 'comparing versions, countries or endpoints',
  },
  {kind: 'Table', shows: 'one row per series with its value', bestFor: 'long lists you sort'},
  {kind: 'Heatmap', shows: 'how a histogram metric is spread over its buckets in time', bestFor: 'durations'},
  {kind: 'Text', shows: 'a note in Markdown', bestFor: 'explaining the board to the next reader'},
];

export interface TrendChart {
  readonly chart: string;
  /** The standard metric it reads (src/data/metrics.ts). */
  readonly metric: string;
}

/** The charts of the Health trends board, in the order it shows them. */
export const HEALTH_TRENDS: readonly TrendChart[] = [
  {chart: 'Crash-free sessions', metric: 'argus_crashed_sessions_total'},
  {chart: 'Sessions', metric: 'argus_sessions_total'},
  {chart: 'Daily users', metric: 'argus_users_daily'},
  {chart: 'Abnormal exits by kind', metric: 'argus_app_exits_total'},
  {chart: 'Exceptions', metric: 'argus_exceptions_total'},
  {chart: 'Cold start, p75', metric: 'argus_app_startup_duration_seconds'},
  {chart: 'Network errors', metric: 'argus_network_requests_total'},
];

export const BOARDS = {
  /** Widgets on one board. */
  maxWidgets: 30,
  /** Boards per app, the Health trends board not counted. */
  maxPerApp: 50,
  /** An open board reloads its widgets at the metrics' resolution. */
  refreshSeconds: METRICS_API.resolutionSeconds,
  /** The longest range a board shows is the longest range one query may cover. */
  maxRangeDays: METRICS_API.maxRangeDays,
} as const;
