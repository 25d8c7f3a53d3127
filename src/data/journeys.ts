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
