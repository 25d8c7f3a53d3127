/**
 * The Traces area of the dashboard (docs/product/traces/): how a span ended, the duration figures
 * the trace list shows, and the identifiers a trace carries. PRODUCT.md says traces and spans follow
 * OpenTelemetry semantics; the outcomes are the values of the `outcome` label of
 * `argus_span_duration_seconds` (src/data/metrics.ts), each mapped to the OpenTelemetry status an
 * export carries.
 */

export const SPAN_OUTCOMES = [
  {outcome: 'success', meaning: 'the span was stopped with no error code', otelStatus: 'UNSET'},
  {outcome: 'failure', meaning: 'the work ran and failed', otelStatus: 'ERROR'},
  {outcome: 'user_abandon', meaning: 'the user left before the work was done', otelStatus: 'ERROR'},
  {outcome: 'unknown', meaning: 'the work did not complete and no other code fits', otelStatus: 'ERROR'},
] as const;

/** The duration percentiles the trace list shows for each span name. */
export const TRACE_PERCENTILES = ['p50', 'p75', 'p95', 'p99'] as const;

/** W3C Trace Context identifiers, as the trace view prints them. */
export const TRACE_IDS = {
  traceIdHex: 32,
  spanIdHex: 16,
} as const;

/**
 * A span the app never stopped, as every SDK's traces page says: it is never sent, so the Traces
 * area cannot show it.
 */
export const UNFINISHED_SPANS =
  'the SDKs send a span only once it stops, so a span still open when the app crashes, is killed or unloads never reaches the dashboard; when the root span of a trace never stops, the trace is missing from the Traces area and its stopped child spans show only on the user timeline';
