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
  /** The standard metrics it reads (src/data/metrics.ts). */
  readonly metrics: readonly string[];
  /** Only the mobile SDKs feed it. */
  readonly mobileOnly: boolean;
}

/** The charts of the Health trends board, in the order it shows them. */
export const HEALTH_TRENDS: readonly TrendChart[] = [
  {chart: 'Crash-free sessions', metrics: ['argus_crashed_sessions_total', 'argus_sessions_total'], mobileOnly: true},
  {chart: 'Sessions', metrics: ['argus_sessions_total'], mobileOnly: false},
  {chart: 'Daily users', metrics: ['argus_users_daily'], mobileOnly: false},
  {chart: 'Abnormal exits by kind', metrics: ['argus_app_exits_total'], mobileOnly: true},
  {chart: 'Exceptions', metrics: ['argus_exceptions_total'], mobileOnly: false},
  {chart: 'Cold start, p75', metrics: ['argus_app_startup_duration_seconds'], mobileOnly: true},
  {chart: 'Network errors', metrics: ['argus_network_requests_total'], mobileOnly: false},
];

/**
 * The step between two points of a Health trends chart, by the range shown: the metrics' own resolution
 * up to a day, then one point per hour, then one per day.
 */
export const TREND_STEPS: readonly {readonly upToDays: number; readonly step: string}[] = [
  {upToDays: 1, step: 'one point per minute'},
  {upToDays: 7, step: 'one point per hour'},
  {upToDays: METRICS_API.maxRangeDays, step: 'one point per day'},
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
