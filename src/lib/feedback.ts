/** The feedback widget's logic: what the reader fills in, how it is checked and sent. */

export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_LABELS: Record<Rating, string> = {
  1: 'Not helpful',
  2: 'Slightly helpful',
  3: 'Somewhat helpful',
  4: 'Helpful',
  5: 'Very helpful',
};

export interface FeedbackDraft {
  readonly rating: Rating | null;
  readonly comment: string;
  readonly email: string;
}

export const EMPTY_DRAFT: FeedbackDraft = {rating: null, comment: '', email: ''};

export interface FeedbackPayload {
  readonly projectId: string;
  readonly pageUrl: string;
  readonly rating: Rating;
  readonly comment: string;
  readonly email: string | null;
  /** ISO 8601, UTC. */
  readonly timestamp: string;
}

export const MAX_COMMENT_LENGTH = 2000;

// Deliberately loose: one @, something on each side, a dot in the domain. The service confirms.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems that stop the draft from being sent, keyed by field; empty when it can be sent. */
export function validateFeedback(draft: FeedbackDraft): Partial<Record<keyof FeedbackDraft, string>> {
  const errors: Partial<Record<keyof FeedbackDraft, string>> = {};
  if (draft.rating === null) {
    errors.rating = 'Choose a rating.';
  }
  if (draft.comment.length > MAX_COMMENT_LENGTH) {
    errors.comment = `Keep the comment under ${MAX_COMMENT_LENGTH} characters.`;
  }
  const email = draft.email.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) {
    errors.email = 'Enter a valid email address, or leave it empty.';
  }
  return errors;
}

export function buildFeedbackPayload(
  draft: FeedbackDraft & {rating: Rating},
  projectId: string,
  pageUrl: string,
  now: Date,
): FeedbackPayload {
  const email = draft.email.trim();
  return {
    projectId,
    pageUrl,
    rating: draft.rating,
    comment: draft.comment.trim(),
    email: email === '' ? null : email,
    timestamp: now.toISOString(),
  };
}

/** POSTs the payload as JSON; rejects on a network failure or a status outside 2xx. */
export async function sendFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(payload),
  });
  if (!response.ok) {
    throw new Error(`Feedback service answered ${response.status}`);
  }
}
