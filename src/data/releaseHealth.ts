/**
 * Release health: crash-free sessions and crash-free users. Crash-free sessions is the Metrics
 * API's own ratio (the `crash_free_rate` replacement query in ./metrics.ts), so the dashboard,
 * a PromQL query and the release health page give the same number. Crash-free users has no PromQL
 * form, since distinct users do not add up across series; the dashboard computes it from sessions.
 */
import {LEGACY_METRICS} from './metrics';
import {EXITS} from './troubleshooting';

const crashFreeRate = LEGACY_METRICS.metrics.find((metric) => metric.name === 'crash_free_rate');
if (crashFreeRate === undefined) throw new Error('metrics.ts lost the crash_free_rate definition.');

const CRASHED = 'argus_crashed_sessions_total';
const SESSIONS = 'argus_sessions_total';
if (!crashFreeRate.replacement.includes(CRASHED) || !crashFreeRate.replacement.includes(SESSIONS)) {
  throw new Error('The crash_free_rate query no longer reads the crashed-session and session counters.');
}

/**
 * `1 - crashed sessions / sessions` over one day, the ratio of the Metrics API's `crash_free_rate`.
 * A range with no crash has no crashed-session series, so the crashed count falls back to zero, as
 * the Grafana and code sample pages of the Metrics API do: `or vector(0)` for one number, and the
 * session count times 0 per version, since `vector(0)` has no `app_version` label.
 */
function crashFreeQuery(window: string, by?: string): string {
  const sum = by === undefined ? 'sum' : `sum by (${by}) `;
  const zero = by === undefined ? 'vector(0)' : `${sum}(increase(${SESSIONS}[${window}])) * 0`;
  return `1 - (${sum}(increase(${CRASHED}[${window}])) or ${zero}) / ${sum}(increase(${SESSIONS}[${window}]))`;
}

if (crashFreeQuery('1d') !== crashFreeRate.replacement) {
  throw new Error('Release health and the Metrics API define crash-free sessions differently.');
}

export const RELEASE_HEALTH = {
  /** Crash-free sessions over one day, for all versions. */
  crashFreeSessionsQuery: crashFreeQuery('1d'),
  /** The same query per app version, as the Release Health table shows it. */
  crashFreeSessionsByVersion: crashFreeQuery('1d', 'app_version'),
  /**
   * A version shows its rates once it has at least this many ended sessions in the range. Higher than
   * an alert rule's minimum volume (alerts.ts `minVolume`) on purpose: the table compares settled
   * versions, while a rule must catch a bad release early, so a rule can fire on a version that the
   * table still shows as a dash.
   */
  minSessions: 500,
  /** The share of the app's sessions a version needs to count as adopted. */
  adoptionPercent: 5,
  /**
   * Which run ends make a crashed session (`argus_crashed_sessions_total`, "Sessions that ended in a
   * crash"). The other abnormal kinds of troubleshooting.ts `EXITS.exitKinds` count only in
   * `argus_app_exits_total`.
   */
  crashedSession:
    'a session counts as crashed only when its run ended in a crash; a run that ended in an ANR, a hang, an OOM, an uncategorized exit or a user termination is not a crashed session, and counts only among the abnormal exits of `argus_app_exits_total`',
  /** Worked example for the page, computed below. */
  example: {version: '3.4.0', sessions: 48000, crashedSessions: 120, users: 9500, crashedUsers: 95},
} as const;

for (const kind of EXITS.exitKinds) {
  // Abbreviations keep their capitals in prose: "an ANR", "an OOM", "a hang".
  const word = kind.label === kind.label.toUpperCase() ? kind.label : kind.label.toLowerCase();
  if (kind.value !== 'crash' && !RELEASE_HEALTH.crashedSession.includes(word)) {
    throw new Error(`releaseHealth.crashedSession does not say whether a ${kind.label} run end is a crashed session.`);
  }
}

/** A share as the dashboard prints it: two decimals, in percent. */
export function percent(part: number, whole: number): string {
  return `${((part / whole) * 100).toFixed(2)}%`;
}

const {sessions, crashedSessions, users, crashedUsers} = RELEASE_HEALTH.example;

/** Crash-free sessions and users of the worked example. */
export const EXAMPLE_RATES = {
  crashFreeSessions: percent(sessions - crashedSessions, sessions),
  crashFreeUsers: percent(users - crashedUsers, users),
} as const;
