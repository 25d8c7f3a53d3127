import {describe, expect, it, vi} from 'vitest';
import {
  buildFeedbackPayload,
  EMPTY_DRAFT,
  MAX_COMMENT_LENGTH,
  newIdempotencyKey,
  sendFeedback,
  sendOutcome,
  validateFeedback,
  type FeedbackPayload,
} from '../../src/lib/feedback';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('validateFeedback', () => {
  it('asks for a rating first', () => {
    expect(validateFeedback(EMPTY_DRAFT)).toEqual({rating: 'Choose a rating.'});
  });

  it('accepts a rating alone; comment and email are optional', () => {
    expect(validateFeedback({...EMPTY_DRAFT, rating: 3})).toEqual({});
  });

  it('rejects a malformed email but not surrounding spaces', () => {
    expect(validateFeedback({rating: 5, comment: '', email: 'not-an-email'}).email).toMatch(/valid email/);
    expect(validateFeedback({rating: 5, comment: '', email: '  dev@example.com '})).toEqual({});
  });

  it('limits the comment length', () => {
    const long = 'x'.repeat(MAX_COMMENT_LENGTH + 1);
    expect(validateFeedback({rating: 1, comment: long, email: ''}).comment).toBeDefined();
  });
});

describe('buildFeedbackPayload', () => {
  it('holds the project, page, rating, trimmed text, email, an ISO timestamp and the idempotency key', () => {
    const payload = buildFeedbackPayload(
      {rating: 4, comment: '  Clear steps. ', email: ' dev@example.com '},
      'argus-docs',
      'https://argus.example.com/docs/region/#hosts',
      new Date('2026-01-02T03:04:05Z'),
      'key-1',
    );
    expect(payload).toEqual({
      projectId: 'argus-docs',
      pageUrl: 'https://argus.example.com/docs/region/#hosts',
      rating: 4,
      comment: 'Clear steps.',
      email: 'dev@example.com',
      timestamp: '2026-01-02T03:04:05.000Z',
      idempotencyKey: 'key-1',
    });
  });

  it('sends null for an empty email', () => {
    expect(buildFeedbackPayload({rating: 2, comment: '', email: '   '}, 'p', 'u', new Date(0), 'k').email).toBeNull();
  });
});

describe('sendOutcome', () => {
  it('counts 2xx as sent', () => {
    expect([200, 201, 202, 204].map(sendOutcome)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });

  it('retries on a timeout, throttling or a server error', () => {
    expect([408, 429, 500, 502, 503, 504].map(sendOutcome)).toEqual(Array(6).fill('retry'));
  });

  it('gives up on any other answer, which a repeat would not change', () => {
    expect([301, 400, 401, 403, 404, 409, 413, 422].map(sendOutcome)).toEqual(Array(8).fill('rejected'));
  });
});

describe('newIdempotencyKey', () => {
  it("uses the browser's randomUUID where there is one", () => {
    const crypto = {randomUUID: () => '11111111-2222-4333-8444-555555555555'} as unknown as Crypto;
    expect(newIdempotencyKey(crypto)).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('makes a version 4 UUID from random bytes otherwise (pages not served over HTTPS)', () => {
    const crypto = {
      getRandomValues: <T extends ArrayBufferView>(array: T): T => globalThis.crypto.getRandomValues(array),
    };
    const keys = new Set(Array.from({length: 50}, () => newIdempotencyKey(crypto as unknown as Crypto)));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(UUID_V4);
    }
  });
});

describe('sendFeedback', () => {
  const payload: FeedbackPayload = {
    projectId: 'argus-docs',
    pageUrl: 'https://argus.example.com/docs/',
    rating: 5,
    comment: '',
    email: null,
    timestamp: '2026-01-01T00:00:00.000Z',
    idempotencyKey: '0f3c5a6e-1b2d-4c8e-9f00-123456789abc',
  };

  it('POSTs the payload as JSON with the idempotency key in a header and in the body', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', {status: 201}));
    expect(await sendFeedback('https://feedback.example.com/api', payload, 1000, fetchMock)).toBe('sent');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://feedback.example.com/api');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toBe(payload.idempotencyKey);
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports the outcome of an error status', async () => {
    const answer = (status: number) => vi.fn<typeof fetch>().mockResolvedValue(new Response('no', {status}));
    expect(await sendFeedback('https://feedback.example.com/api', payload, 1000, answer(503))).toBe('retry');
    expect(await sendFeedback('https://feedback.example.com/api', payload, 1000, answer(400))).toBe('rejected');
  });

  it('asks for a retry when the network fails, without throwing', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendFeedback('https://feedback.example.com/api', payload, 1000, fetchMock)).toBe('retry');
  });

  it('abandons a request that gets no answer in time', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await sendFeedback('https://feedback.example.com/api', payload, 20, fetchMock)).toBe('retry');
  });
});
