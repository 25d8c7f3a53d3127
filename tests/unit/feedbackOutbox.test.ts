import {describe, expect, it, vi} from 'vitest';
import type {FeedbackPayload, SendOutcome} from '../../src/lib/feedback';
import {
  entryKey,
  FeedbackStore,
  flushOutbox,
  openLocalStorage,
  storageLease,
  webLock,
  type FlushLock,
  type OutboxEntry,
  type StorageLike,
} from '../../src/lib/feedbackOutbox';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');
const OPTIONS = {maxEntries: 3, maxAgeDays: 7, holdMs: 30_000};

/** Web Storage in memory; `failing` makes every call throw, as a full or forbidden storage does. */
class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  failing: 'never' | 'writes' | 'always' = 'never';

  getItem(key: string): string | null {
    if (this.failing === 'always') {
      throw new DOMException('denied', 'SecurityError');
    }
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failing !== 'never') {
      throw new DOMException('full', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failing === 'always') {
      throw new DOMException('denied', 'SecurityError');
    }
    this.items.delete(key);
  }
}

function makeStore(
  storage: StorageLike | null,
  now: () => number = () => NOW,
  warn = vi.fn<(message: string) => void>(),
) {
  return new FeedbackStore(storage, 'argus.feedback', '', OPTIONS, now, warn);
}

function entry(key: string, queuedAt = NOW - 1000, attempts = 0): OutboxEntry {
  const payload: FeedbackPayload = {
    projectId: 'argus-docs',
    pageUrl: 'https://argus.example.com/docs/',
    rating: 4,
    comment: `comment ${key}`,
    email: null,
    timestamp: new Date(queuedAt).toISOString(),
    idempotencyKey: key,
  };
  return {payload, queuedAt, attempts};
}

/** Every tab gets the lock: for tests of the flush alone. */
const openLock: FlushLock = (run) => run();

describe('FeedbackStore: the draft', () => {
  it('keeps the draft under a namespaced key and reads it back after a reload', () => {
    const storage = new FakeStorage();
    new FeedbackStore(storage, 'argus.feedback', '-abc', OPTIONS).writeDraft({rating: 3, comment: 'Hi', email: ''});
    expect([...storage.items.keys()]).toEqual(['argus.feedback.draft-abc']);
    const reloaded = new FeedbackStore(storage, 'argus.feedback', '-abc', OPTIONS);
    expect(reloaded.readDraft()).toEqual({rating: 3, comment: 'Hi', email: ''});
  });

  it('removes the draft when it is cleared or empty', () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    store.writeDraft({rating: null, comment: 'x', email: ''});
    store.clearDraft();
    expect(storage.items.size).toBe(0);
    expect(store.readDraft()).toBeNull();
  });

  it('ignores a damaged or foreign draft', () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    storage.items.set('argus.feedback.draft', '{not json');
    expect(store.readDraft()).toBeNull();
    storage.items.set('argus.feedback.draft', JSON.stringify({rating: 9, comment: 7, email: 'a@b.co'}));
    expect(store.readDraft()).toEqual({rating: null, comment: '', email: 'a@b.co'});
  });
});

describe('FeedbackStore: the outbox', () => {
  it('keeps entries across a reload, oldest first, and removes one by key', () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    expect(store.put(entry('b', NOW - 10))).toBe(true);
    expect(store.put(entry('a', NOW - 20))).toBe(true);
    const reloaded = makeStore(storage);
    expect(reloaded.entries().map(entryKey)).toEqual(['a', 'b']);
    reloaded.remove('a');
    expect(makeStore(storage).entries().map(entryKey)).toEqual(['b']);
    reloaded.remove('b');
    expect(storage.items.size).toBe(0);
  });

  it('replaces an entry with the same key rather than adding a second', () => {
    const store = makeStore(new FakeStorage());
    store.put(entry('a'));
    store.put({...entry('a'), attempts: 2});
    expect(store.entries()).toEqual([{...entry('a'), attempts: 2}]);
  });

  it('drops entries older than the age limit and beyond the newest maxEntries', () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    storage.items.set(
      'argus.feedback.outbox',
      JSON.stringify([entry('old', NOW - 8 * DAY), entry('week', NOW - 7 * DAY + 1), entry('x', NOW - 3), {junk: 1}]),
    );
    expect(store.entries().map(entryKey)).toEqual(['week', 'x']);
    expect(JSON.parse(storage.items.get('argus.feedback.outbox') ?? '[]')).toHaveLength(2);
    for (const key of ['y', 'z', 'w']) {
      store.put(entry(key, NOW - 1));
    }
    expect(store.entries()).toHaveLength(OPTIONS.maxEntries);
    expect(store.entries().map(entryKey)).not.toContain('week');
  });

  it('marks an entry held for holdMs, after which it is free again', () => {
    let now = NOW;
    const store = makeStore(new FakeStorage(), () => now);
    const held = store.hold(entry('a'));
    expect(store.isHeld(held)).toBe(true);
    now += OPTIONS.holdMs + 1;
    expect(store.isHeld(held)).toBe(false);
    expect(store.isHeld(entry('a'))).toBe(false);
  });
});

describe('FeedbackStore without working storage', () => {
  it('with no storage at all: keeps nothing, throws nothing, warns once', () => {
    const warn = vi.fn<(message: string) => void>();
    const store = makeStore(null, () => NOW, warn);
    expect(store.persistent).toBe(false);
    store.writeDraft({rating: 1, comment: 'x', email: ''});
    expect(store.put(entry('a'))).toBe(false);
    expect(store.entries()).toEqual([]);
    expect(store.readDraft()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when writes start to throw (a full quota): reports the failure, stops using storage, warns once', () => {
    const storage = new FakeStorage();
    const warn = vi.fn<(message: string) => void>();
    const store = makeStore(storage, () => NOW, warn);
    expect(store.persistent).toBe(true);
    storage.failing = 'writes';
    expect(() => store.writeDraft({rating: 1, comment: 'x', email: ''})).not.toThrow();
    expect(store.put(entry('a'))).toBe(false);
    expect(store.persistent).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('when every call throws: reads nothing and throws nothing', () => {
    const storage = new FakeStorage();
    storage.failing = 'always';
    const store = makeStore(storage);
    expect(store.entries()).toEqual([]);
    expect(store.readDraft()).toBeNull();
    expect(() => store.remove('a')).not.toThrow();
  });

  it('openLocalStorage returns null when the property throws or the first write fails', () => {
    const throwing = {} as Window;
    Object.defineProperty(throwing, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(openLocalStorage(throwing, 'probe')).toBeNull();
    const full = new FakeStorage();
    full.failing = 'writes';
    expect(openLocalStorage({localStorage: full} as unknown as Window, 'probe')).toBeNull();
    const fine = new FakeStorage();
    expect(openLocalStorage({localStorage: fine} as unknown as Window, 'probe')).toBe(fine);
    expect(fine.items.size).toBe(0);
  });
});

describe('flushOutbox', () => {
  const online = () => true;

  it('sends the entries oldest first and removes each after a 2xx or a refusal', async () => {
    const store = makeStore(new FakeStorage());
    store.put(entry('b', NOW - 10));
    store.put(entry('a', NOW - 20));
    const send = vi.fn(async (payload: FeedbackPayload): Promise<SendOutcome> =>
      payload.idempotencyKey === 'a' ? 'sent' : 'rejected',
    );
    const results = await flushOutbox(store, send, openLock, online);
    expect(send.mock.calls.map(([payload]) => payload.idempotencyKey)).toEqual(['a', 'b']);
    expect(results.map((result) => result.outcome)).toEqual(['sent', 'rejected']);
    expect(store.entries()).toEqual([]);
  });

  it('on a retryable failure keeps the entry with the same key, counts the attempt and stops', async () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    store.put(entry('a', NOW - 20));
    store.put(entry('b', NOW - 10));
    const send = vi.fn<(payload: FeedbackPayload) => Promise<SendOutcome>>(async () => 'retry');
    await flushOutbox(store, send, openLock, online);
    expect(send).toHaveBeenCalledOnce();
    expect(makeStore(storage).entries()).toEqual([{...entry('a', NOW - 20), attempts: 1}, entry('b', NOW - 10)]);

    // The next page load sends the same payload, key included.
    send.mockResolvedValue('sent');
    await flushOutbox(makeStore(storage), send, openLock, online);
    expect(send.mock.calls.map(([payload]) => payload)).toEqual([
      entry('a', NOW - 20).payload,
      entry('a', NOW - 20).payload,
      entry('b', NOW - 10).payload,
    ]);
    expect(makeStore(storage).entries()).toEqual([]);
  });

  it('sends nothing while offline, without storage, or without the lock', async () => {
    const send = vi.fn(async (): Promise<SendOutcome> => 'sent');
    const store = makeStore(new FakeStorage());
    store.put(entry('a'));
    await flushOutbox(store, send, openLock, () => false);
    await flushOutbox(store, send, async () => undefined, online);
    await flushOutbox(makeStore(null), send, openLock, online);
    expect(send).not.toHaveBeenCalled();
    expect(store.entries()).toHaveLength(1);
  });

  it('reads storage again before each send: skips what another tab sent or holds meanwhile', async () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    const otherTab = makeStore(storage);
    store.put(entry('a', NOW - 30));
    store.put(entry('b', NOW - 20));
    store.put(entry('c', NOW - 10));
    const send = vi.fn(async (payload: FeedbackPayload): Promise<SendOutcome> => {
      if (payload.idempotencyKey === 'a') {
        otherTab.remove('b');
        otherTab.put(otherTab.hold(entry('c', NOW - 10)));
      }
      return 'sent';
    });
    await flushOutbox(store, send, openLock, online);
    expect(send.mock.calls.map(([payload]) => payload.idempotencyKey)).toEqual(['a']);
    expect(store.entries().map(entryKey)).toEqual(['c']);
  });

  it('holds the entry in storage while it is being sent', async () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    store.put(entry('a'));
    let heldDuringSend = false;
    await flushOutbox(
      store,
      async () => {
        heldDuringSend = makeStore(storage)
          .entries()
          .every((stored) => store.isHeld(stored));
        return 'retry';
      },
      openLock,
      online,
    );
    expect(heldDuringSend).toBe(true);
    expect(store.isHeld(store.entries()[0] ?? entry('none'))).toBe(false);
  });
});

/** A LockManager for one origin: `ifAvailable` requests get `null` while the lock is held. */
function fakeLockManager(): LockManager {
  const held = new Set<string>();
  const request = async (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    if (held.has(name)) {
      expect(options.ifAvailable).toBe(true);
      return callback(null);
    }
    held.add(name);
    try {
      return await callback({name, mode: 'exclusive'});
    } finally {
      held.delete(name);
    }
  };
  return {request, query: async () => ({held: [], pending: []})} as unknown as LockManager;
}

describe('two tabs flushing the same outbox', () => {
  it('with Web Locks: each entry is sent once', async () => {
    const storage = new FakeStorage();
    const locks = fakeLockManager();
    makeStore(storage).put(entry('a'));
    let release = (): void => undefined;
    const send = vi.fn(
      (): Promise<SendOutcome> =>
        new Promise((resolve) => {
          release = () => resolve('sent');
        }),
    );
    const first = flushOutbox(makeStore(storage), send, webLock(locks, 'argus.feedback'), () => true);
    const second = await flushOutbox(makeStore(storage), send, webLock(locks, 'argus.feedback'), () => true);
    expect(second).toEqual([]);
    release();
    expect((await first).map((result) => result.outcome)).toEqual(['sent']);
    expect(await flushOutbox(makeStore(storage), send, webLock(locks, 'argus.feedback'), () => true)).toEqual([]);
    expect(send).toHaveBeenCalledOnce();
  });

  it('with the storage lease: each entry is sent once, and the lease is released after', async () => {
    const storage = new FakeStorage();
    makeStore(storage).put(entry('a'));
    const tabA = makeStore(storage);
    const tabB = makeStore(storage);
    let release = (): void => undefined;
    const send = vi.fn(
      (): Promise<SendOutcome> =>
        new Promise((resolve) => {
          release = () => resolve('sent');
        }),
    );
    const first = flushOutbox(
      tabA,
      send,
      storageLease(tabA, 'tab-a', 30_000, () => NOW, 0),
      () => true,
    );
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(
      await flushOutbox(
        tabB,
        send,
        storageLease(tabB, 'tab-b', 30_000, () => NOW, 0),
        () => true,
      ),
    ).toEqual([]);
    release();
    await first;
    expect(storage.items.has('argus.feedback.lock')).toBe(false);
    expect(storage.items.has('argus.feedback.outbox')).toBe(false);
    expect(send).toHaveBeenCalledOnce();
  });
});

describe('storageLease', () => {
  it('refuses while another tab holds an unexpired lease, and takes over a lapsed one', async () => {
    let now = NOW;
    const storage = new FakeStorage();
    const store = makeStore(storage, () => now);
    storage.items.set('argus.feedback.lock', JSON.stringify({owner: 'crashed-tab', until: NOW + 1000}));
    const lease = storageLease(store, 'me', 30_000, () => now, 0);
    expect(await lease(async () => 'ran')).toBeUndefined();
    now = NOW + 1001;
    expect(await lease(async () => 'ran')).toBe('ran');
    expect(storage.items.has('argus.feedback.lock')).toBe(false);
  });

  it('gives up when another tab wrote its lease during the settle time', async () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    const lease = storageLease(store, 'me', 30_000, () => NOW, 5);
    const run = vi.fn(async () => 'ran');
    const attempt = lease(run);
    storage.items.set('argus.feedback.lock', JSON.stringify({owner: 'other', until: NOW + 30_000}));
    expect(await attempt).toBeUndefined();
    expect(run).not.toHaveBeenCalled();
    expect(JSON.parse(storage.items.get('argus.feedback.lock') ?? '{}')).toMatchObject({owner: 'other'});
  });

  it('cannot be taken when storage fails', async () => {
    const storage = new FakeStorage();
    const store = makeStore(storage);
    storage.failing = 'writes';
    expect(await storageLease(store, 'me', 30_000, () => NOW, 0)(async () => 'ran')).toBeUndefined();
  });
});
