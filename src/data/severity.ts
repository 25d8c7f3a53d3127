/**
 * The severity score of an exception group (docs/product/exceptions/severity-score.mdx): its inputs,
 * their weights, the bands the Exceptions area shows, and a worked example that the page and a unit
 * test compute with `severityScore`, so the page's numbers always follow the formula.
 *
 * Every ratio is counted by the Exceptions area over one group: users are distinct user IDs,
 * falling back to the device. The Metrics API has no per-group series, level or handled flag
 * (`argus_exceptions_total` carries only device labels), so no PromQL query recomputes a score.
 * The inputs are those the SDK pages name: the level the app reports an exception with, whether it
 * was unhandled, and how many users and sessions the group reaches.
 */

export type SeverityInputId = 'users' | 'sessions' | 'level' | 'unhandled' | 'growth';

export interface SeverityInput {
  readonly id: SeverityInputId;
  readonly label: string;
  /** The ratio, as a sentence fragment: numerator over denominator. */
  readonly ratio: string;
  /** Its share of the score; the weights add up to 1. */
  readonly weight: number;
  /** The ratio at which the input reaches its full value of 1; a higher ratio counts as 1. */
  readonly saturatesAt: number;
}

export const SEVERITY = {
  /** The window every ratio is counted over, ending now. */
  windowHours: 24,
  /** How often the Exceptions area computes the scores again. */
  refreshMinutes: 15,
  /** The score runs from 0 to this value, rounded to a whole number. */
  maxScore: 100,
  inputs: [
    {
      id: 'users',
      label: 'Users affected',
      ratio: 'users who hit the exception divided by the users the app saw',
      weight: 0.3,
      saturatesAt: 0.05,
    },
    {
      id: 'sessions',
      label: 'Sessions affected',
      ratio: 'sessions with the exception divided by all sessions',
      weight: 0.2,
      saturatesAt: 0.05,
    },
    {
      id: 'level',
      label: 'Severity level',
      ratio:
        'the mean level of the occurrences, where an error counts 1, a warning 0.5 and info 0, and an unhandled occurrence counts as an error',
      weight: 0.2,
      saturatesAt: 1,
    },
    {
      id: 'unhandled',
      label: 'Unhandled share',
      ratio: 'unhandled occurrences divided by all occurrences of the group',
      weight: 0.15,
      saturatesAt: 1,
    },
    {
      id: 'growth',
      label: 'Growth',
      ratio:
        'occurrences in the window minus occurrences in the window before, divided by occurrences in the window before; a group first seen in the window counts as 1, and a group that shrinks counts as 0',
      weight: 0.15,
      saturatesAt: 1,
    },
  ] as const satisfies readonly SeverityInput[],
  /** What one occurrence adds to the level input, by the level the app reported it with. */
  levels: {error: 1, warning: 0.5, info: 0},
  /** Bands by the lowest score they hold, highest first. */
  bands: [
    {label: 'Critical', from: 75},
    {label: 'High', from: 50},
    {label: 'Medium', from: 25},
    {label: 'Low', from: 0},
  ],
} as const;

/** The counts of one exception group and its app over the window, and over the window before. */
export interface SeverityCounts {
  readonly appUsers: number;
  readonly affectedUsers: number;
  readonly appSessions: number;
  readonly affectedSessions: number;
  readonly occurrences: number;
  /** Unhandled occurrences; they count as errors for the level. */
  readonly unhandledOccurrences: number;
  /** Handled occurrences by the level the app reported them with. */
  readonly handled: {readonly error: number; readonly warning: number; readonly info: number};
  readonly previousOccurrences: number;
}

/** The raw ratio of each input, before saturation. */
export function severityRatios(counts: SeverityCounts): Record<SeverityInputId, number> {
  const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
  const growth =
    counts.previousOccurrences === 0
      ? counts.occurrences > 0
        ? 1
        : 0
      : (counts.occurrences - counts.previousOccurrences) / counts.previousOccurrences;
  return {
    users: share(counts.affectedUsers, counts.appUsers),
    sessions: share(counts.affectedSessions, counts.appSessions),
    level: share(
      (counts.unhandledOccurrences + counts.handled.error) * SEVERITY.levels.error +
        counts.handled.warning * SEVERITY.levels.warning +
        counts.handled.info * SEVERITY.levels.info,
      counts.occurrences,
    ),
    unhandled: share(counts.unhandledOccurrences, counts.occurrences),
    growth,
  };
}

/** Each input's value from 0 to 1: its ratio over `saturatesAt`, clamped. */
export function severityValues(counts: SeverityCounts): Record<SeverityInputId, number> {
  const ratios = severityRatios(counts);
  const values = {} as Record<SeverityInputId, number>;
  for (const input of SEVERITY.inputs) {
    values[input.id] = Math.min(1, Math.max(0, ratios[input.id] / input.saturatesAt));
  }
  return values;
}

/** The score: the weighted sum of the input values, times the maximum, rounded. */
export function severityScore(counts: SeverityCounts): number {
  const values = severityValues(counts);
  const sum = SEVERITY.inputs.reduce((total, input) => total + input.weight * values[input.id], 0);
  return Math.round(sum * SEVERITY.maxScore);
}

/** The band a score falls in. */
export function severityBand(score: number): string {
  return SEVERITY.bands.find((band) => score >= band.from)?.label ?? 'Low';
}

/**
 * The highest score a group can reach without unhandled occurrences: the score of a group whose
 * every occurrence is a handled error, with every other input at its full value. On Android and
 * iOS, and for Dart errors in Flutter, an uncaught error is a crash, so exception groups of those
 * apps never have an unhandled occurrence and stop here.
 */
export const MAX_SCORE_HANDLED_ONLY = severityScore({
  appUsers: 1,
  affectedUsers: 1,
  appSessions: 1,
  affectedSessions: 1,
  occurrences: 1,
  unhandledOccurrences: 0,
  handled: {error: 1, warning: 0, info: 0},
  previousOccurrences: 0,
});

/** The log levels an app reports logs and exceptions with, lowest first (the keys of `SEVERITY.levels`). */
export const LOG_LEVELS = (Object.keys(SEVERITY.levels) as (keyof typeof SEVERITY.levels)[]).sort(
  (a, b) => SEVERITY.levels[a] - SEVERITY.levels[b],
);

/**
 * Which SDKs attach the calling thread's stack trace to warning and error logs (the `logWarning` and
 * `logError` calls of the Android, Flutter and Unity API data say so); the log detail panel shows it.
 * A log is still never grouped or scored as an exception.
 */
export const LOG_STACKS = {
  withStack: ['Android', 'Flutter', 'Unity'],
  withoutStack: ['iOS', 'Web', 'React Native'],
} as const;

/** The worked example of the severity page: one exception group over one day. */
export const SEVERITY_EXAMPLE: SeverityCounts = {
  appUsers: 20000,
  affectedUsers: 600,
  appSessions: 150000,
  affectedSessions: 3000,
  occurrences: 4200,
  unhandledOccurrences: 840,
  handled: {error: 1260, warning: 1680, info: 420},
  previousOccurrences: 3000,
};
