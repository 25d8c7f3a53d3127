/**
 * Alerting: the conditions an alert rule can watch, how often rules are evaluated, and where a
 * notification goes. The alerting page (docs/product/alerting.mdx) states these values; every
 * number a rule uses comes from here.
 */
import {NETWORK_ERROR} from './networkGrouping';
import {METRICS_API} from './metrics';
import {NOTIFICATIONS} from './settings';

export interface AlertCondition {
  /** The name the rule form shows. */
  readonly label: string;
  /** What the condition measures, as a sentence fragment. */
  readonly measures: string;
  /** How the threshold is written in the form. */
  readonly threshold: string;
}

export const ALERT_CONDITIONS: readonly AlertCondition[] = [
  {
    label: 'Crash-free sessions',
    measures: 'the share of sessions in the window that did not end in a crash',
    threshold: 'a percentage; the rule fires below it',
  },
  {
    label: 'Crash-free users',
    measures:
      'the share of users in the window with no crashed session, counted from the sessions themselves (no metric holds it)',
    threshold: 'a percentage; the rule fires below it',
  },
  {
    label: 'New issue',
    measures: 'a crash or exception group seen for the first time in the filtered versions',
    threshold: 'none; the rule fires once per new group',
  },
  {
    label: 'Issue volume',
    measures: 'events of one crash or exception group in the window',
    threshold: 'a count; the rule fires above it',
  },
  {
    label: 'Network error rate',
    measures: `the share of requests to one endpoint group that got ${NETWORK_ERROR}`,
    threshold: 'a percentage; the rule fires above it',
  },
  {
    label: 'Custom metric',
    measures: 'the value of one of your custom metrics, summed over the window',
    threshold: 'a number and a direction, above or below',
  },
];

export const ALERTS = {
  /** Rules are evaluated once per metric point. */
  evaluationSeconds: METRICS_API.resolutionSeconds,
  /** The windows a rule may look back over, in minutes. */
  windowsMinutes: [15, 60, 360, 1440],
  /** The window a new rule starts with, in minutes. */
  defaultWindowMinutes: 60,
  /**
   * A rate condition stays quiet until the window holds at least this many sessions or requests. It is
   * lower than Release Health's `minSessions` on purpose: a rule must be able to catch a bad release in
   * its first hour, while the Release Health table compares settled versions over the page's range.
   */
  minVolume: 100,
  /** While a rule is Firing, it notifies again this often, in minutes. */
  renotifyMinutes: 60,
  /** Alert rules per app. */
  maxRulesPerApp: 100,
  /** Where a rule can notify. */
  channels: ['Email', 'Slack', 'Webhook'],
  /**
   * The states a rule shows in the Alerts list. A rule *fires* (OK to Firing) and *resolves* (back to
   * OK); the webhook events `alert.triggered` and `alert.resolved` are those two moments. Muting is a
   * field of the rule, not a state.
   */
  states: ['OK', 'Firing'],
  /**
   * What a rule's filters can limit it to. Tags are not among them: an issue volume rule names its
   * group instead.
   */
  filters: ['app versions', 'OS names', 'countries'],
} as const;

/** `15 minutes`, `1 hour`, `6 hours`: a number of minutes as prose reads it. */
export function durationProse(minutes: number): string {
  return minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/** `15 minutes, 1 hour, 6 hours and 24 hours`: the windows as prose reads them. */
export function windowsProse(): string {
  const words = ALERTS.windowsMinutes.map(durationProse);
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** What a rule sends after it fires: the one rule for repeat and resolve messages. */
export const RENOTIFY_RULE = `while a rule is **Firing**, it notifies its channels again every ${ALERTS.renotifyMinutes} minutes; when it resolves, its Slack channels and webhooks get one resolved message, and email recipients get the resolved email only if they turned on **${NOTIFICATIONS.labels.resolvedAlerts}** in their notification settings`;
