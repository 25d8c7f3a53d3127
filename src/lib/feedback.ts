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
  /** Made once when the reader submits and kept across retries, so the service can drop repeats. */
  readonly idempotencyKey: string;
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
  idempotencyKey: string,
): FeedbackPayload {
  const email = draft.email.trim();
  return {
    projectId,
    pageUrl,
    rating: draft.rating,
    comment: draft.comment.trim(),
    email: email === '' ? null : email,
    timestamp: now.toISOString(),
    idempotencyKey,
  };
}

/**
 * What became of a send: `sent` (2xx); `retry` when the network failed, the request timed out or
 * the service answered 408, 429 or 5xx; `rejected` for any other answer, which a repeat would not
 * change.
 */
export type SendOutcome = 'sent' | 'retry' | 'rejected';

export function sendOutcome(status: number): SendOutcome {
  if (status >= 200 && status < 300) {
    return 'sent';
  }
  return status >= 500 || status === 408 || status === 429 ? 'retry' : 'rejected';
}

/**
 * POSTs the payload as JSON with its idempotency key in the `Idempotency-Key` header as well as in
 * the body, and never throws. After `timeoutMs` without an answer the request is abandoned.
 */
export async function sendFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Idempotency-Key': payload.idempotencyKey},
      body: JSON.stringify(payload),
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    return sendOutcome(response.status);
  } catch {
    return 'retry';
  }
}

/** A random UUID (version 4): `crypto.randomUUID()` where the browser has it (secure pages). */
export function newIdempotencyKey(cryptoImpl: Crypto = crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') {
    return cryptoImpl.randomUUID();
  }
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
