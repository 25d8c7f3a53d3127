/**
 * Core Web Vitals and the other page timings: the thresholds the Core Web Vitals area rates a page against, at the 75th
 * percentile of page loads. They follow the thresholds published with the Web Vitals metrics.
 */
export interface VitalThresholds {
  readonly name: string;
  /** The `vital` label value in `argus_web_vitals_seconds`. */
  readonly label: string;
  /** Good up to and including this value. */
  readonly good: string;
  /** Poor above this value; between the two, the rating is "Needs improvement". */
  readonly poor: string;
}

export const WEB_VITALS = {
  percentile: 75,
  /** The first Web SDK release that measures Web Vitals. */
  minWebSdk: '1.1.0',
  /**
   * Where ratings come from. The limits are not bucket bounds of `argus_web_vitals_seconds`
   * (HISTOGRAM_BUCKETS in ./metrics.ts), and the metric has no page label, so a PromQL p75 is an
   * estimate that can fall on the other side of a limit.
   */
  rating:
    'the dashboard computes each p75 and its rating from the measured page loads themselves; a PromQL query on `argus_web_vitals_seconds` estimates p75 from histogram buckets that do not sit on these limits, and the metric has no page label, so a Grafana panel can rate a value near a limit differently and cannot rebuild the pages table',
  thresholds: [
    {name: 'Largest Contentful Paint', label: 'lcp', good: '2.5 s', poor: '4 s'},
    {name: 'Interaction to Next Paint', label: 'inp', good: '200 ms', poor: '500 ms'},
    {name: 'Cumulative Layout Shift', label: 'cls', good: '0.1', poor: '0.25'},
    {name: 'First Contentful Paint', label: 'fcp', good: '1.8 s', poor: '3 s'},
    {name: 'Time to First Byte', label: 'ttfb', good: '0.8 s', poor: '1.8 s'},
  ] satisfies VitalThresholds[],
} as const;
