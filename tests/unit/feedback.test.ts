import {describe, expect, it, vi} from 'vitest';
import {
  buildFeedbackPayload,
  EMPTY_DRAFT,
  MAX_COMMENT_LENGTH,
  sendFeedback,
  validateFeedback,
  type FeedbackPayload,
} from '../../src/lib/feedback';

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
  it('holds the project, page, rating, trimmed text, email and an ISO timestamp', () => {
    const payload = buildFeedbackPayload(
      {rating: 4, comment: '  Clear steps. ', email: ' dev@example.com '},
      'argus-docs',
      'https://argus.example.com/docs/region/#hosts',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(payload).toEqual({
      projectId: 'argus-docs',
      pageUrl: 'https://argus.example.com/docs/region/#hosts',
      rating: 4,
      comment: 'Clear steps.',
      email: 'dev@example.com',
      timestamp: '2026-01-02T03:04:05.000Z',
    });
  });

  it('sends null for an empty email', () => {
    expect(buildFeedbackPayload({rating: 2, comment: '', email: '   '}, 'p', 'u', new Date(0)).email).toBeNull();
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
  };

  it('POSTs the payload as JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', {status: 201}));
    await sendFeedback('https://feedback.example.com/api', payload, fetchMock);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://feedback.example.com/api');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('fails on an error status', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('no', {status: 503}));
    await expect(sendFeedback('https://feedback.example.com/api', payload, fetchMock)).rejects.toThrow(/503/);
  });

  it('fails when the network does', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendFeedback('https://feedback.example.com/api', payload, fetchMock)).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
