/**
 * The Metrics API and the data destinations: hosts, authentication, metric names and labels.
 *
 * PRODUCT.md says custom metrics are built in the dashboard, queried with PromQL through the
 * Metrics API and shown in Grafana, and that data destinations export over OTLP. Everything more
 * precise was decided here once; the metrics, Grafana and destination pages state these values,
 * and a content test checks that every `argus_*` metric a PromQL sample queries is listed here.
 */
import {navPath} from './dashboard';
import type {PlatformId} from './lines';
import {IDENTIFIERS, type RegionId} from './product';

/** The Prometheus-compatible query API, one host per region. */
export const METRICS_API = {
  hosts: {
    us: 'https://metrics.argus.example.com',
    eu: 'https://metrics.eu.argus.example.com',
  } satisfies Record<RegionId, string>,
  /** Prometheus HTTP API paths below the host; Grafana's Prometheus data source adds them itself. */
  endpoints: [
    {method: 'GET or POST', path: '/api/v1/query', purpose: 'One instant query'},
    {method: 'GET or POST', path: '/api/v1/query_range', purpose: 'A query over a time range, one point per step'},
    {method: 'GET', path: '/api/v1/labels', purpose: 'Label names'},
    {method: 'GET', path: '/api/v1/label/<name>/values', purpose: 'The values of one label'},
    {method: 'GET or POST', path: '/api/v1/series', purpose: 'Series that match a selector'},
  ],
  /** A read-only Metrics API token, created under the dashboard's API tokens place (src/data/dashboard.ts), sent as a bearer token. */
  authHeader: `Authorization: Bearer ${IDENTIFIERS.metricsTokenPlaceholder}`,
  /** Requests per minute per token; over it the API answers 429 with `Retry-After`. */
  rateLimitPerMinute: 120,
  /** Smallest `step` of a range query, and the resolution standard metrics are stored at. */
  resolutionSeconds: 60,
  /** Longest range one query may cover. */
  maxRangeDays: 31,
  /** How long metric points are kept, independent of the 90-day raw telemetry retention. */
  retentionDays: 395,
  /** Series one query may return before it fails with 422. */
  maxSeriesPerQuery: 10000,
  /** Typical delay between an event on a device and its point in a metric. */
  freshnessMinutes: 5,
  /** Which apps one Metrics API token reads; a query for another app's `app_id` answers 403. */
  tokenScope: 'one app, the app it was created for',
  /**
   * The shortest `rate()` or `increase()` window the pages use and recommend: five points at the
   * 60-second resolution, so one late point does not empty the result. The usual guidance is at
   * least four times the scrape or export interval; a unit test holds this window to that, and the
   * product-facts gate fails a sample with a shorter range.
   */
  rateWindowMinutes: 5,
} as const;

export interface Metric {
  readonly name: string;
  readonly type: 'counter' | 'gauge' | 'histogram';
  readonly description: string;
  readonly labels: readonly string[];
  /** Which apps send the series: every app, the mobile SDKs, or one platform. */
  readonly platforms: 'all' | 'mobile' | PlatformId;
}

/** The labels of the metrics that describe the device, shortened to "device labels" on the pages. */
export const DEVICE_LABELS = [
  'app_id',
  'app_version',
  'os_name',
  'os_version',
  'device_model',
  'country',
  'sdk_version',
] as const;

/** What the `app_version` label holds: the version name alone, so two builds of one version share a series. */
export const APP_VERSION_LABEL =
  'the version string the app reports, such as `4.12.0`, without the build number, so the builds of one version count together';

/** The standard metrics the Argus metrics API serves for every app. */
export const STANDARD_METRICS: readonly Metric[] = [
  {
    name: 'argus_sessions_total',
    type: 'counter',
    description: 'Sessions that ended.',
    labels: [...DEVICE_LABELS, 'state'],
    platforms: 'all',
  },
  {
    name: 'argus_crashed_sessions_total',
    type: 'counter',
    description: 'Sessions that ended in a crash.',
    labels: [...DEVICE_LABELS, 'state'],
    platforms: 'mobile',
  },
  {
    name: 'argus_users_daily',
    type: 'gauge',
    description: 'Distinct users seen in the last 24 hours, by user identifier or device.',
    labels: ['app_id', 'app_version', 'os_name', 'country'],
    platforms: 'all',
  },
  {
    name: 'argus_app_exits_total',
    type: 'counter',
    description: 'Abnormal app exits, by kind; ANRs and hangs the app recovered from count too.',
    labels: [...DEVICE_LABELS, 'exit_type'],
    platforms: 'mobile',
  },
  {
    name: 'argus_exceptions_total',
    type: 'counter',
    description: 'Handled and unhandled exceptions.',
    labels: [...DEVICE_LABELS],
    platforms: 'all',
  },
  {
    name: 'argus_logs_total',
    type: 'counter',
    description: 'Log messages received.',
    labels: [...DEVICE_LABELS, 'severity'],
    platforms: 'all',
  },
  {
    name: 'argus_network_requests_total',
    type: 'counter',
    description: 'Network requests recorded.',
    labels: ['app_id', 'app_version', 'os_name', 'method', 'domain', 'path_group', 'status_class'],
    platforms: 'all',
  },
  {
    name: 'argus_network_request_duration_seconds',
    type: 'histogram',
    description: 'Network request duration, from request start to the end of the response.',
    labels: ['app_id', 'app_version', 'os_name', 'method', 'domain', 'path_group', 'status_class'],
    platforms: 'all',
  },
  {
    name: 'argus_span_duration_seconds',
    type: 'histogram',
    description: 'Root span duration.',
    labels: ['app_id', 'app_version', 'os_name', 'span_name', 'outcome'],
    platforms: 'all',
  },
  {
    name: 'argus_app_startup_duration_seconds',
    type: 'histogram',
    description: 'Cold start time, from process start to the first frame.',
    labels: ['app_id', 'app_version', 'os_name', 'os_version', 'device_model'],
    platforms: 'mobile',
  },
  {
    name: 'argus_web_vitals_seconds',
    type: 'histogram',
    description: 'Core Web Vitals and other page timings; CLS is unitless and uses the same buckets.',
    labels: ['app_id', 'app_version', 'device_model', 'country', 'vital'],
    platforms: 'web',
  },
];

/** Histogram buckets (the `le` values) of the standard duration histograms, in seconds. */
export const HISTOGRAM_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60] as const;

/**
 * Metrics of the first Metrics API, served until the removal date. Each maps to a PromQL query on
 * the standard metrics.
 */
export const LEGACY_METRICS = {
  removalDate: '2027-06-30',
  endpoint: `${METRICS_API.hosts.us}/v1/metrics`,
  metrics: [
    {name: 'daily_sessions', replacement: 'sum(increase(argus_sessions_total[1d]))'},
    {name: 'daily_crashes', replacement: 'sum(increase(argus_crashed_sessions_total[1d]))'},
    {
      name: 'crash_free_rate',
      // A day without crashes has no crashed-session series: count it as zero, or the rate is empty.
      replacement:
        '1 - (sum(increase(argus_crashed_sessions_total[1d])) or vector(0)) / sum(increase(argus_sessions_total[1d]))',
    },
    {name: 'daily_active_users', replacement: 'sum(argus_users_daily)'},
    {
      name: 'hourly_network_errors',
      replacement: 'sum(increase(argus_network_requests_total{status_class=~"5xx|error"}[1h]))',
    },
    {name: 'daily_anrs', replacement: 'sum(increase(argus_app_exits_total{exit_type="anr"}[1d]))'},
  ],
} as const;

/** Custom metrics: defined in the dashboard, served by the same API under a fixed prefix. */
export const CUSTOM_METRICS = {
  /** A custom metric named `checkout_failures` is queried as `argus_custom_checkout_failures_total`. */
  prefix: 'argus_custom_',
  sources: ['sessions', 'spans', 'logs', 'network requests'],
  /** A counter gets `_total`, a span or request duration histogram gets `_duration_seconds`. */
  suffixes: {counter: '_total', histogram: '_duration_seconds'},
  namePattern: /^[a-z][a-z0-9_]{2,62}$/,
  maxPerApp: 50,
  maxGroupByLabels: 5,
  maxSeriesPerMetric: 5000,
  /** Custom metrics start counting when created; they are not backfilled. */
  backfill: false,
} as const;

/**
 * The one set of states every integration shows, in the integrations list and in the destination list
 * alike: Slack, webhooks and data destinations share these words. `INTEGRATIONS` (settings.ts) and
 * `DATA_DESTINATIONS` read them from here.
 */
export const INTEGRATION_STATUSES = [
  {label: 'Active', meaning: 'deliveries succeed'},
  {label: 'Failing', meaning: 'recent deliveries fail and Argus retries them'},
  {
    label: 'Paused',
    meaning: "Argus stopped sending after repeated failures and emailed the organization's Admins",
  },
] as const;

/** Data destinations: Argus forwards metrics and traces to another vendor over OTLP/HTTP. */
export const DATA_DESTINATIONS = {
  settingsPath: navPath('dataDestinations'),
  protocol: 'OTLP/HTTP with protobuf encoding, gzip-compressed',
  metricsIntervalSeconds: 60,
  metricsTemporality: 'cumulative',
  /** After saving: the test span arrives within this many minutes, at every vendor. */
  testSpanMinutes: 2,
  /**
   * After saving: metrics arrive within two export intervals, since counters show values from the
   * second export.
   */
  firstMetricsExports: 2,
  /** Spans are forwarded once their session has been processed. */
  tracesDelayMinutes: 5,
  retryHours: 24,
  /** A destination that fails for this long is paused and the organization's Admins get an email. */
  pauseAfterHours: 24,
  maxPerApp: 3,
  /** Who may add, edit or remove a destination. */
  requiredRole: 'Admin',
  /** Destinations are a paid feature: the plan the app's organization needs, as a noun phrase. */
  requiredPlan: 'an Argus plan that includes data destinations',
  /** What the form's Send test data button sends: one span and nothing else. */
  testSpanName: 'argus.destination.test',
  /** Status shown in the destination list: the integrations' own words. */
  statuses: INTEGRATION_STATUSES.map((status) => status.label),
  /** `service.name` on everything forwarded: the app name in lower case with hyphens. */
  serviceNameExample: {appName: 'Acme Shop', serviceName: 'acme-shop'},
  /** Resource attributes on everything forwarded. */
  resourceAttributes: ['service.name', 'service.version', 'argus.app_id', 'os.name', 'telemetry.sdk.name'],
  vendors: [
    {slug: 'chronosphere-setup', name: 'Chronosphere', signals: ['metrics', 'traces']},
    {slug: 'data-dog-setup', name: 'Datadog', signals: ['metrics', 'traces']},
    {slug: 'elastic-setup', name: 'Elastic', signals: ['metrics', 'traces']},
    {slug: 'grafana-cloud-setup', name: 'Grafana Cloud', signals: ['metrics', 'traces']},
    {slug: 'honeycomb', name: 'Honeycomb', signals: ['metrics', 'traces']},
    {slug: 'new-relic-setup', name: 'New Relic', signals: ['metrics', 'traces']},
    {slug: 'observe-setup', name: 'Observe', signals: ['metrics', 'traces']},
    {slug: 'splunk', name: 'Splunk', signals: ['metrics', 'traces']},
  ],
} as const;

/**
 * The series of a custom metric: the prefix, a name the dashboard accepts, and a counter suffix or
 * a histogram suffix with its series (`_bucket`, `_sum`, `_count`).
 */
const CUSTOM_METRIC_SERIES = new RegExp(
  `^${CUSTOM_METRICS.prefix}(?:${CUSTOM_METRICS.namePattern.source.replace(/^\^|\$$/g, '')})` +
    `(?:${CUSTOM_METRICS.suffixes.counter}|${CUSTOM_METRICS.suffixes.histogram}(?:_bucket|_sum|_count)?)$`,
);

export function isCustomMetricSeries(series: string): boolean {
  return CUSTOM_METRIC_SERIES.test(series);
}

/** Every metric name a query may use: the standard ones and their histogram series. */
export function knownMetricNames(): Set<string> {
  const names = new Set<string>();
  for (const metric of STANDARD_METRICS) {
    names.add(metric.name);
    if (metric.type === 'histogram') {
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    }
  }
  return names;
}
