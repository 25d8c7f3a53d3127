/**
 * User journeys: the steps a journey is built from and its limits. The user journeys page
 * (docs/product/user-journeys.mdx) renders the step kinds and states the limits from here.
 */
export interface JourneyStepKind {
  readonly kind: string;
  /** What the SDK sends that the step matches. */
  readonly matches: string;
  readonly example: string;
}

export const JOURNEY_STEP_KINDS: readonly JourneyStepKind[] = [
  {kind: 'View', matches: 'a screen, view or page the SDK recorded, by name or URL path', example: 'Checkout'},
  {kind: 'Breadcrumb', matches: 'a breadcrumb whose message contains the text', example: 'coupon applied'},
  {kind: 'Span', matches: 'a root span by name, optionally only when it succeeded', example: 'place_order'},
  {kind: 'Log', matches: 'a log message at a given level whose message contains the text', example: 'payment declined'},
];

export const JOURNEYS = {
  /** Steps in one journey, the first included. */
  maxSteps: 10,
  /** Journeys per app. */
  maxPerApp: 25,
  /** A journey counts only when all its steps happen in one session, in order. */
  scope: 'one session',
} as const;

export interface JourneyExampleStep {
  /** The step as the worked example names it, Markdown. */
  readonly step: string;
  /** Sessions that reached this step after all the earlier ones. */
  readonly sessions: number;
}

/** The worked example of the user journeys page: a checkout journey over one week. */
export const JOURNEY_EXAMPLE = {
  steps: [
    {step: 'the view **Cart**', sessions: 10000},
    {step: 'the view **Shipping**', sessions: 8600},
    {step: 'the view **Payment**', sessions: 8100},
    {step: 'the span `place_order` with success required', sessions: 5100},
  ] satisfies JourneyExampleStep[],
  /** Of the sessions lost at the largest drop, these ended in a crash. */
  crashedAtLargestDrop: 300,
} as const;

/** Conversion, and the largest loss between two steps, computed from the example's counts. */
export function journeyExampleFigures(): {conversion: string; largestDrop: number; largestDropTo: number} {
  const steps = JOURNEY_EXAMPLE.steps;
  const first = steps[0]?.sessions ?? 0;
  const last = steps.at(-1)?.sessions ?? 0;
  let largestDrop = 0;
  let largestDropTo = 0;
  steps.forEach((entry, index) => {
    const previous = steps[index - 1];
    if (previous !== undefined && previous.sessions - entry.sessions > largestDrop) {
      largestDrop = previous.sessions - entry.sessions;
      largestDropTo = index;
    }
  });
  return {conversion: `${Math.round((last / first) * 100)}%`, largestDrop, largestDropTo};
}
