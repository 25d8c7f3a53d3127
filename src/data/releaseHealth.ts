/**
 * Release health: crash-free sessions and crash-free users. Crash-free sessions is the Metrics
 * API's own definition (the `crash_free_rate` replacement query in ./metrics.ts), so the dashboard,
 * a PromQL query and the release health page give the same number. Crash-free users has no PromQL
 * form, since distinct users do not add up across series; the dashboard computes it from sessions.
 */
import {LEGACY_METRICS} from './metrics';

const crashFreeRate = LEGACY_METRICS.metrics.find((metric) => metric.name === 'crash_free_rate');
if (crashFreeRate === undefined) throw new Error('metrics.ts lost the crash_free_rate definition.');

export const RELEASE_HEALTH = {
  /** The Metrics API's query for crash-free sessions over one day, for all versions. */
  crashFreeSessionsQuery: crashFreeRate.replacement,
  /** The same query per app version, as the Release Health table shows it. */
  crashFreeSessionsByVersion: crashFreeRate.replacement.replaceAll('[1d]))', '[1d])) by (app_version)'),
  /** A version shows its rates once it has at least this many ended sessions in the range. */
  minSessions: 500,
  /** The share of the app's sessions a version needs to count as adopted. */
  adoptionPercent: 5,
  /** Worked example for the page, computed below. */
  example: {version: '3.4.0', sessions: 48000, crashedSessions: 120, users: 9500, crashedUsers: 95},
} as const;

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
