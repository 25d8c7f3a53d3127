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

/**
 * The trace list's Failure rate, defined as the Metrics API defines it (docs/argus-api/, the
 * `outcome="failure"` share of `argus_span_duration_seconds`), so a chart built from the API shows
 * the same figure.
 */
export const FAILURE_RATE =
  'the share of root spans that ended with the `failure` outcome, as the Metrics API computes it; root spans that ended with `user_abandon` or `unknown` count in the total but not as failures, and the trace list shows their share apart';

/** The OpenTelemetry status an export carries for each outcome, as a sentence. */
export const OTEL_STATUS_RULE = (() => {
  const byStatus = new Map<string, string[]>();
  for (const entry of SPAN_OUTCOMES) {
    byStatus.set(entry.otelStatus, [...(byStatus.get(entry.otelStatus) ?? []), `\`${entry.outcome}\``]);
  }
  return [...byStatus]
    .map(([status, outcomes]) => {
      const list =
        outcomes.length > 1 ? `${outcomes.slice(0, -1).join(', ')} and ${outcomes.at(-1) ?? ''}` : (outcomes[0] ?? '');
      return `${list} export${outcomes.length > 1 ? '' : 's'} with the OpenTelemetry status \`${status}\``;
    })
    .join(', and ');
})();

/**
 * Where the traces of network requests show. A request span is the root of its own trace
 * (AUTOMATIC_SPANS), so it is a row of the trace list, under the span name the SDK pages filter by
 * (docs/web/advanced-features/network-spans-forwarding.mdx), and a root span of the duration metric.
 */
export const REQUEST_TRACES =
  'each network request an SDK records is a span that is the root of its own trace, so the trace list shows requests as rows of their own, named by the method and path, such as `GET /api/cart`, and `argus_span_duration_seconds` counts them with the other root spans; filter by a span name to keep them out of a query';

/**
 * How the spans the SDKs record on their own relate to yours. The SDKs keep no current span, so an
 * automatic span has no parent to take.
 */
export const AUTOMATIC_SPANS =
  "a span the SDK records on its own, such as a network request, starts a trace of its own and never nests under a span of your code, since the SDKs keep no current span; with network spans forwarding on, the request carries its own trace ID to your backend, whose spans then join the request's trace, not the trace of the span your code had open";
