/**
 * Every redirect the site serves, old path to new path, below the base URL.
 *
 * One list, three outputs: the client-redirects plugin writes a static page for each (what a host
 * without redirect rules serves), `npm run gen:nginx` writes real 301s for production
 * (nginx/argus-docs.conf), and the build writes `_redirects` for static hosts such as Netlify and
 * Cloudflare Pages (src/plugins/redirects.ts). Unit tests fail when any of them drifts from this
 * list, when a target is not a route of tests/routes.txt or a source is one.
 *
 * Each entry belongs to one category, the reason its old path moved; `npm run redirects:count`
 * prints how many each holds. Add an entry to the group whose comment names its reason.
 */

export const REDIRECT_CATEGORIES = [
  'ios-open-source',
  'ios-legacy',
  'product',
  'sdk-tracing',
  'destination-code',
  'region-dpa-transmission',
] as const;

export type RedirectCategory = (typeof REDIRECT_CATEGORIES)[number];

/** One redirect as every host applies it. */
export interface RedirectRule {
  /** The old path, starting and ending with a slash. */
  readonly from: string;
  /** The page that replaced it, starting and ending with a slash (and optionally a #hash). */
  readonly to: string;
}

export interface Redirect extends RedirectRule {
  /** Why the old path moved. */
  readonly category: RedirectCategory;
}

/** Old path to new path, for one category. An object literal, so a repeated old path fails to compile. */
function moved(category: RedirectCategory, pairs: Readonly<Record<string, string>>): Redirect[] {
  return Object.entries(pairs).map(([from, to]) => ({from, to, category}));
}

export const redirects: readonly Redirect[] = [
  // The iOS SDK was first published as open source under /ios/open-source/, one flat page per
  // topic. It became the 6.x SDK, whose pages are grouped by task under /ios/6x/.
  ...moved('ios-open-source', {
    '/ios/open-source/': '/ios/6x/',
    '/ios/open-source/overview/': '/ios/6x/overview/',
    '/ios/open-source/architecture/': '/ios/6x/overview/architecture/',
    '/ios/open-source/features/': '/ios/6x/overview/key-features/',
    '/ios/open-source/requirements/': '/ios/6x/overview/requirements/',
    '/ios/open-source/getting-started/': '/ios/6x/getting-started/',
    '/ios/open-source/installation/': '/ios/6x/getting-started/installation/',
    '/ios/open-source/setup/': '/ios/6x/getting-started/basic-setup/',
    '/ios/open-source/configuration/': '/ios/6x/getting-started/configuration-options/',
    '/ios/open-source/upgrading-from-5x/': '/ios/6x/getting-started/migration-guide/',
    '/ios/open-source/session-reporting/': '/ios/6x/getting-started/session-reporting/',
    '/ios/open-source/dsym-upload/': '/ios/6x/getting-started/dsym-upload/',
    '/ios/open-source/automatic-instrumentation/': '/ios/6x/automatic-instrumentation/',
    '/ios/open-source/network-monitoring/': '/ios/6x/automatic-instrumentation/network-monitoring/',
    '/ios/open-source/network-body-capture/': '/ios/6x/automatic-instrumentation/network-body-capture/',
    '/ios/open-source/hang-detection/': '/ios/6x/automatic-instrumentation/hang-detection/',
    '/ios/open-source/push-notifications/': '/ios/6x/automatic-instrumentation/push-notifications/',
    '/ios/open-source/tap-capture/': '/ios/6x/automatic-instrumentation/tap-capture/',
    '/ios/open-source/swiftui-views/': '/ios/6x/automatic-instrumentation/view-swiftui-tracking/',
    '/ios/open-source/uikit-views/': '/ios/6x/automatic-instrumentation/view-uikit-tracking/',
    '/ios/open-source/webviews/': '/ios/6x/automatic-instrumentation/webview-monitoring/',
    '/ios/open-source/manual-instrumentation/': '/ios/6x/manual-instrumentation/',
    '/ios/open-source/breadcrumbs/': '/ios/6x/manual-instrumentation/breadcrumbs/',
    '/ios/open-source/crash-reporting/': '/ios/6x/manual-instrumentation/crash-reporting/',
    '/ios/open-source/logging/': '/ios/6x/manual-instrumentation/custom-logging/',
    '/ios/open-source/tracing/': '/ios/6x/manual-instrumentation/custom-traces/',
    '/ios/open-source/error-handling/': '/ios/6x/manual-instrumentation/error-handling/',
    '/ios/open-source/performance/': '/ios/6x/manual-instrumentation/performance-monitoring/',
    '/ios/open-source/opentelemetry-export/': '/ios/6x/advanced-features/opentelemetry-export/',
    '/ios/open-source/startup-tracing/': '/ios/6x/advanced-features/startup-instrumentation/',
    '/ios/open-source/user-personas/': '/ios/6x/advanced-features/user-personas/',
    '/ios/open-source/last-run-end-state/': '/ios/6x/advanced-features/last-run-end-state/',
    '/ios/open-source/concepts/sessions/': '/ios/6x/core-concepts/sessions/',
    '/ios/open-source/concepts/logs/': '/ios/6x/core-concepts/logs/',
    '/ios/open-source/concepts/spans/': '/ios/6x/core-concepts/traces-spans/',
    '/ios/open-source/concepts/users/': '/ios/6x/core-concepts/user-identification/',
    '/ios/open-source/api/': '/ios/6x/api-reference/',
    '/ios/open-source/api/client/': '/ios/6x/api-reference/argus-client/',
    '/ios/open-source/api/capture-services/': '/ios/6x/api-reference/capture-services/',
    '/ios/open-source/api/options/': '/ios/6x/api-reference/configuration/',
    '/ios/open-source/best-practices/': '/ios/6x/best-practices/',
    '/ios/open-source/debugging/': '/ios/6x/best-practices/debugging-tips/',
  }),

  // Before 6.x the iOS pages sat under /ios/ (and, for a while, /ios/legacy/); they now document the
  // 5.x SDK under /ios/5x/.
  ...moved('ios-legacy', {
    '/ios/legacy/': '/ios/5x/',
    '/ios/features/': '/ios/5x/features/',
    '/ios/features/background-sessions/': '/ios/5x/features/background-sessions/',
    '/ios/features/configuration-file/': '/ios/5x/features/configuration-file/',
    '/ios/features/current-session-id-api/': '/ios/5x/features/current-session-id-api/',
    '/ios/features/identify-users/': '/ios/5x/features/identify-users/',
    '/ios/features/last-run-end-state/': '/ios/5x/features/last-run-end-state/',
    '/ios/features/moments/': '/ios/5x/features/moments/',
    '/ios/features/network-body-capture/': '/ios/5x/features/network-body-capture/',
    '/ios/features/push-notifications/': '/ios/5x/features/push-notifications/',
    '/ios/features/traces/': '/ios/5x/features/traces/',
    '/ios/features/web-thread-monitoring/': '/ios/5x/features/web-thread-monitoring/',
    '/ios/integration/': '/ios/5x/integration/',
    '/ios/integration/breadcrumbs/': '/ios/5x/integration/breadcrumbs/',
    '/ios/integration/cli-tool/': '/ios/5x/integration/cli-tool/',
    '/ios/integration/crash-report/': '/ios/5x/integration/crash-report/',
    '/ios/integration/dsym-upload/': '/ios/5x/integration/dsym-upload/',
    '/ios/integration/integration-steps/': '/ios/5x/integration/integration-steps/',
    '/ios/integration/linking-argus/': '/ios/5x/integration/linking-argus/',
    '/ios/integration/log-message-api/': '/ios/5x/integration/log-message-api/',
    '/ios/integration/login-argus-dashboard/': '/ios/5x/integration/login-argus-dashboard/',
    '/ios/integration/next-steps/': '/ios/5x/integration/next-steps/',
    '/ios/integration/session-reporting/': '/ios/5x/integration/session-reporting/',
    '/ios/integration/update-argus/': '/ios/5x/integration/update-argus/',
  }),

  // The first site had a top-level page (or small folder) per product feature, and best-practice
  // pages beside them; both moved into the product guide, one folder per area.
  ...moved('product', {
    // Crashes
    '/crashes/': '/product/crashes/',
    '/crash-reporting/': '/product/crashes/crash-reporting/',
    '/features/crash-reporting/': '/product/crashes/crash-reporting/',
    '/crash-tagging/': '/product/crashes/crash-tagging/',
    '/best-practices/crash-tagging/': '/product/crashes/crash-tagging/',
    // Logs
    '/logs/': '/product/logs/',
    '/features/logs/': '/product/logs/',
    '/log-messages/': '/product/logs/log-messages/',
    '/best-practices/log-messages/': '/product/logs/log-messages/',
    '/logs-ui/': '/product/logs/logs-ui/',
    // Network
    '/network/': '/product/network/',
    '/network-monitoring/': '/product/network/network-monitoring/',
    '/features/network-monitoring/': '/product/network/network-monitoring/',
    '/network-grouping-rules/': '/product/network/network-grouping-rules/',
    '/best-practices/network-grouping/': '/product/network/network-grouping-rules/',
    // Traces
    '/traces/': '/product/traces/',
    '/performance-tracing/': '/product/traces/',
    '/best-practices/traces/': '/product/traces/',
    '/traces-ui/': '/product/traces/traces-ui/',
    '/exporting-traces/': '/product/traces/exporting-traces/',
    '/traces/technical-details/': '/product/traces/technical-details/',
    // Sessions
    '/sessions/': '/product/sessions/',
    '/user-timeline/': '/product/sessions/user-timeline/',
    '/session-timeline/': '/product/sessions/user-timeline/',
    '/filter-sessions/': '/product/sessions/filter-sessions/',
    '/best-practices/session-filters/': '/product/sessions/filter-sessions/',
    '/stitched-sessions/': '/product/sessions/stitched-sessions/',
    '/sessions/use-cases/': '/product/sessions/use-cases/',
    // Boards
    '/boards/': '/product/boards/',
    '/dashboards/': '/product/boards/',
    '/custom-dashboards/': '/product/boards/custom-dashboards/',
    '/health-trends/': '/product/boards/health-trends/',
    // Settings
    '/settings/': '/product/settings/',
    '/app-settings/': '/product/settings/app-settings/',
    '/data-usage/': '/product/settings/app-settings/data-usage/',
    '/dsym-symbols/': '/product/settings/app-settings/dsym-symbols/',
    '/api-tokens/': '/product/settings/api-tokens/',
    '/integrations/': '/product/settings/integrations/',
    '/integrations/slack/': '/product/settings/integrations/slack/',
    '/integrations/webhooks/': '/product/settings/integrations/webhooks/',
    '/notifications/': '/product/settings/notifications/',
    '/preferences/': '/product/settings/preferences/',
    '/sso/': '/product/settings/sso/',
    '/users-and-teams/': '/product/settings/users-teams/',
    // Alerting
    '/alerting/': '/product/alerting/',
    '/alerts/': '/product/alerting/',
    '/features/alerting/': '/product/alerting/',
    '/best-practices/alerting/': '/product/alerting/',
    // Troubleshooting
    '/troubleshooting/': '/product/troubleshooting/',
    '/best-practices/troubleshooting/': '/product/troubleshooting/',
    '/anr-reporting/': '/product/troubleshooting/anr-reporting/',
    '/out-of-memory/': '/product/troubleshooting/out-of-memory/',
    '/uncategorized-exit/': '/product/troubleshooting/uncategorized-exit/',
    '/user-termination/': '/product/troubleshooting/user-termination/',
    '/js-exceptions/': '/product/troubleshooting/js-exceptions/',
    '/error-logs/': '/product/troubleshooting/error-logs/',
    '/troubleshooting/compare/': '/product/troubleshooting/compare/',
  }),

  // Each SDK called its tracing page "tracing" or "performance tracing" before the pages took the
  // product's one name for the concept, traces.
  ...moved('sdk-tracing', {
    '/android/features/tracing/': '/android/features/traces/',
    '/android/features/performance-tracing/': '/android/features/traces/',
    '/android/traces/': '/android/features/traces/',
    '/flutter/features/tracing/': '/flutter/features/traces/',
    '/flutter/features/performance-tracing/': '/flutter/features/traces/',
    '/flutter/traces/': '/flutter/features/traces/',
    '/react-native/features/tracing/': '/react-native/features/traces/',
    '/react-native/features/performance-tracing/': '/react-native/features/traces/',
    '/react-native/traces/': '/react-native/features/traces/',
    '/react-native/5x/features/tracing/': '/react-native/5x/features/traces/',
    '/react-native/5x/features/performance-tracing/': '/react-native/5x/features/traces/',
    '/react-native/4x/features/tracing/': '/react-native/4x/features/traces/',
    '/react-native/4x/features/performance-tracing/': '/react-native/4x/features/traces/',
    '/unity/features/tracing/': '/unity/features/traces/',
    '/unity/features/performance-tracing/': '/unity/features/traces/',
    '/unity/traces/': '/unity/features/traces/',
  }),

  // Data destinations were first documented as code samples under /code/, and some setup pages
  // changed their names since.
  ...moved('destination-code', {
    '/code/chronosphere/': '/data-destinations/chronosphere-setup/',
    '/code/chronosphere-setup/': '/data-destinations/chronosphere-setup/',
    '/data-destinations/chronosphere/': '/data-destinations/chronosphere-setup/',
    '/code/elastic/': '/data-destinations/elastic-setup/',
    '/code/elasticsearch/': '/data-destinations/elastic-setup/',
    '/data-destinations/elasticsearch-setup/': '/data-destinations/elastic-setup/',
    '/code/grafana-cloud/': '/data-destinations/grafana-cloud-setup/',
    '/code/grafana/': '/data-destinations/grafana-cloud-setup/',
    '/data-destinations/grafana-setup/': '/data-destinations/grafana-cloud-setup/',
    '/code/observe/': '/data-destinations/observe-setup/',
    '/code/observe-inc/': '/data-destinations/observe-setup/',
    '/data-destinations/observe/': '/data-destinations/observe-setup/',
    '/code/splunk/': '/data-destinations/splunk/',
    '/code/splunk-observability/': '/data-destinations/splunk/',
    '/data-destinations/splunk-setup/': '/data-destinations/splunk/',
  }),

  // Data residency pages merged into the region page, the DPA left the legal folder for its own
  // route, and the SDK transport pages were joined into one page on marshaling and transmission.
  ...moved('region-dpa-transmission', {
    '/data-residency/': '/region/',
    '/eu-data-region/': '/region/',
    '/us-data-region/': '/region/',
    '/faq/data-region/': '/region/',
    '/data-location/': '/region/',
    '/legal/dpa/': '/dpa/',
    '/gdpr/': '/dpa/',
    '/data-processing-agreement/': '/dpa/',
    '/legal/data-processing-addendum/': '/dpa/',
    '/legal/subprocessors/': '/dpa/subprocessors/',
    '/subprocessors/': '/dpa/subprocessors/',
    '/data-transmission/': '/data-marshaling-and-transmission/',
    '/sdk-data-handling/': '/data-marshaling-and-transmission/',
    '/offline-caching/': '/data-marshaling-and-transmission/',
    '/data-marshaling/': '/data-marshaling-and-transmission/',
    '/payload-batching/': '/data-marshaling-and-transmission/',
  }),
];
