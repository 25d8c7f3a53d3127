import {describe, expect, it, vi} from 'vitest';
import {
  COPY_MESSAGES,
  copyTwin,
  fetchTwin,
  twinLoader,
  type ClipboardLike,
  type FetchLike,
} from '../../src/lib/copyPage';

const TWIN = '# Android SDK\n\nThis section shows you how to add Argus.\n';

function answer(status: number, body: string, contentType = 'text/markdown; charset=utf-8'): FetchLike {
  return vi.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({'content-type': contentType}),
    text: async () => body,
  }));
}

function fakeClipboard(fails = false): ClipboardLike & {text: string | null} {
  const clipboard = {
    text: null as string | null,
    writeText: vi.fn(async (text: string) => {
      if (fails) {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      }
      clipboard.text = text;
    }),
  };
  return clipboard;
}

describe('fetchTwin', () => {
  it('asks the same origin for Markdown and returns the text', async () => {
    const fetchImpl = answer(200, TWIN);
    await expect(fetchTwin('/docs/android.md', fetchImpl)).resolves.toBe(TWIN);
    expect(fetchImpl).toHaveBeenCalledWith('/docs/android.md', {
      credentials: 'same-origin',
      headers: {Accept: 'text/markdown'},
    });
  });
  it('rejects an error status', async () => {
    await expect(fetchTwin('/docs/android.md', answer(500, 'oops'))).rejects.toThrow(/answered 500/);
    await expect(fetchTwin('/docs/android.md', answer(404, '<html>'))).rejects.toThrow(/answered 404/);
  });
  it('rejects an HTML page served in place of the twin', async () => {
    await expect(fetchTwin('/docs/android.md', answer(200, '<!doctype html>', 'text/html'))).rejects.toThrow(/HTML/);
  });
});

describe('twinLoader', () => {
  it('fetches a twin once while it succeeds', async () => {
    const fetchImpl = answer(200, TWIN);
    const load = twinLoader(fetchImpl);
    await load('/docs/android.md');
    await expect(load('/docs/android.md')).resolves.toBe(TWIN);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('tries again after a failure', async () => {
    let calls = 0;
    const load = twinLoader(async () => {
      calls += 1;
      if (calls === 1) {
        throw new TypeError('Failed to fetch');
      }
      return {ok: true, status: 200, headers: new Headers(), text: async () => TWIN};
    });
    await expect(load('/docs/android.md')).rejects.toThrow('Failed to fetch');
    await expect(load('/docs/android.md')).resolves.toBe(TWIN);
    expect(calls).toBe(2);
  });
});

describe('copyTwin', () => {
  it('writes the exact text of the twin into the clipboard', async () => {
    const clipboard = fakeClipboard();
    await expect(copyTwin(async () => TWIN, clipboard)).resolves.toBe('copied');
    expect(clipboard.text).toBe(TWIN);
  });
  it('says the clipboard is unavailable without fetching', async () => {
    const load = vi.fn(async () => TWIN);
    await expect(copyTwin(load, undefined)).resolves.toBe('unavailable');
    await expect(copyTwin(load, {} as ClipboardLike)).resolves.toBe('unavailable');
    expect(load).not.toHaveBeenCalled();
  });
  it('reports a failed fetch and leaves the clipboard alone', async () => {
    const clipboard = fakeClipboard();
    const load = twinLoader(answer(500, 'oops'));
    await expect(copyTwin(() => load('/docs/android.md'), clipboard)).resolves.toBe('fetch-failed');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
  it('reports a clipboard that refuses the write', async () => {
    await expect(copyTwin(async () => TWIN, fakeClipboard(true))).resolves.toBe('clipboard-failed');
  });
  it('has a message for every outcome, and each failure points to View as Markdown', () => {
    expect(COPY_MESSAGES.copied).toMatch(/copied/i);
    for (const outcome of ['unavailable', 'fetch-failed', 'clipboard-failed'] as const) {
      expect(COPY_MESSAGES[outcome]).toContain('View as Markdown');
    }
  });
});
