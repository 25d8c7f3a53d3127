/**
 * Keeps the feedback widget's draft and unsent submissions in browser storage, so a failed send,
 * a reload, a closed tab or a crash loses nothing, and sends each queued submission once:
 *
 * - each submission carries the idempotency key made when the reader submitted it, kept across
 *   retries, so the service can drop a repeat;
 * - one tab at a time sends the queue (`FlushLock`), and it reads storage again before each send,
 *   so a tab never sends what another has already sent;
 * - an entry is marked held while a tab sends it, and leaves storage only once the service has
 *   answered 2xx (or refused it for good).
 *
 * Storage may be missing or throw (private browsing, a full quota, storage turned off): the store
 * then keeps nothing, warns once in the console and the widget works as if it did not exist.
 */
import {EMPTY_DRAFT, RATINGS, type FeedbackDraft, type FeedbackPayload, type SendOutcome} from './feedback';

/** The part of the Web Storage API the store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface OutboxEntry {
  readonly payload: FeedbackPayload;
  /** When the reader submitted it, in milliseconds since the epoch. */
  readonly queuedAt: number;
  /** Sends tried so far. */
  readonly attempts: number;
  /** While a tab is sending it: until when other tabs leave it alone (milliseconds since the epoch). */
  readonly heldUntil?: number;
}

export interface OutboxOptions {
  readonly maxEntries: number;
  readonly maxAgeDays: number;
  /** How long a tab may hold an entry it is sending; longer than a send can take. */
  readonly holdMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parse(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isEntry(value: unknown): value is OutboxEntry {
  return (
    isRecord(value) &&
    typeof value.queuedAt === 'number' &&
    typeof value.attempts === 'number' &&
    isRecord(value.payload) &&
    typeof value.payload.idempotencyKey === 'string'
  );
}

export const entryKey = (entry: OutboxEntry): string => entry.payload.idempotencyKey;

/**
 * The `localStorage` of `win` if it can be written, else `null`. Reading the property alone may
 * throw (storage turned off), and a zero quota only shows on the first write.
 */
export function openLocalStorage(win: Window, probeKey: string): StorageLike | null {
  try {
    const storage = win.localStorage;
    storage.setItem(probeKey, '1');
    storage.removeItem(probeKey);
    return storage;
  } catch {
    return null;
  }
}

export class FeedbackStore {
  private storage: StorageLike | null;
  private warned = false;

  /**
   * @param storage browser storage, or `null` when there is none
   * @param prefix start of every key (`<prefix>.draft`, `<prefix>.outbox`, `<prefix>.lock`)
   * @param suffix end of every key: the site's storage namespace, as Docusaurus adds to its own keys
   */
  constructor(
    storage: StorageLike | null,
    private readonly prefix: string,
    private readonly suffix: string,
    private readonly options: OutboxOptions,
    private readonly now: () => number = Date.now,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.storage = storage;
    if (!storage) {
      this.fail();
    }
  }

  /** True while drafts and unsent feedback are kept in browser storage. */
  get persistent(): boolean {
    return this.storage !== null;
  }

  private fail(): void {
    this.storage = null;
    if (!this.warned) {
      this.warned = true;
      this.warn(
        'Browser storage is unavailable: feedback drafts and unsent feedback are kept only while the page is open.',
      );
    }
  }

  private key(name: string): string {
    return `${this.prefix}.${name}${this.suffix}`;
  }

  /** Reads one key; `null` when it is absent or storage fails. */
  get(name: string): string | null {
    try {
      return this.storage?.getItem(this.key(name)) ?? null;
    } catch {
      this.fail();
      return null;
    }
  }

  /** Writes one key (`null` removes it); false when storage is unavailable or the write failed. */
  set(name: string, value: string | null): boolean {
    try {
      if (!this.storage) {
        return false;
      }
      if (value === null) {
        this.storage.removeItem(this.key(name));
      } else {
        this.storage.setItem(this.key(name), value);
      }
      return true;
    } catch {
      this.fail();
      return false;
    }
  }

  readDraft(): FeedbackDraft | null {
    const value = parse(this.get('draft'));
    if (!isRecord(value)) {
      return null;
    }
    const rating = RATINGS.find((candidate) => candidate === value.rating) ?? null;
    const text = (field: unknown): string => (typeof field === 'string' ? field : '');
    return {rating, comment: text(value.comment), email: text(value.email)};
  }

  /** Keeps the draft; an empty one removes it. */
  writeDraft(draft: FeedbackDraft): void {
    const empty = draft.rating === null && draft.comment === '' && draft.email === '';
    this.set('draft', empty ? null : JSON.stringify(draft));
  }

  clearDraft(): void {
    this.writeDraft(EMPTY_DRAFT);
  }

  /**
   * The unsent submissions, oldest first, without those older than `maxAgeDays` or beyond the
   * newest `maxEntries`; storage is rewritten when any were dropped.
   */
  entries(): OutboxEntry[] {
    const stored = parse(this.get('outbox'));
    const all = Array.isArray(stored) ? stored.filter(isEntry) : [];
    const oldest = this.now() - this.options.maxAgeDays * DAY_MS;
    const kept = all
      .filter((entry) => entry.queuedAt >= oldest)
      .sort((a, b) => a.queuedAt - b.queuedAt)
      .slice(-this.options.maxEntries);
    if (Array.isArray(stored) && kept.length !== stored.length) {
      this.set('outbox', JSON.stringify(kept));
    }
    return kept;
  }

  /** Adds the entry or replaces the one with its key; false when it could not be stored. */
  put(entry: OutboxEntry): boolean {
    const others = this.entries().filter((other) => entryKey(other) !== entryKey(entry));
    const next = [...others, entry].sort((a, b) => a.queuedAt - b.queuedAt).slice(-this.options.maxEntries);
    return this.set('outbox', JSON.stringify(next));
  }

  remove(key: string): void {
    const entries = this.entries();
    const rest = entries.filter((entry) => entryKey(entry) !== key);
    if (rest.length !== entries.length) {
      this.set('outbox', rest.length > 0 ? JSON.stringify(rest) : null);
    }
  }

  /** The entry marked as being sent by this tab until `holdMs` from now. */
  hold(entry: OutboxEntry): OutboxEntry {
    return {...entry, heldUntil: this.now() + this.options.holdMs};
  }

  isHeld(entry: OutboxEntry): boolean {
    return entry.heldUntil !== undefined && entry.heldUntil > this.now();
  }
}

/** Runs `run` if this tab gets the lock, else resolves to `undefined` without waiting. */
export type FlushLock = <T>(run: () => Promise<T>) => Promise<T | undefined>;

/** A lock shared by the site's tabs through the Web Locks API. */
export function webLock(locks: LockManager, name: string): FlushLock {
  return async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    let result: T | undefined;
    // The lock is held until this callback's promise settles.
    await locks.request(name, {ifAvailable: true}, async (lock) => {
      if (lock) {
        result = await run();
      }
    });
    return result;
  };
}

/**
 * For browsers without Web Locks: a lease in storage (`<prefix>.lock`) naming its owner tab and
 * when it lapses, so a crashed tab cannot keep it. Two tabs may write at the same moment, so a
 * tab writes its lease, waits `settleMs` and goes ahead only if the lease is still its own.
 */
export function storageLease(
  store: FeedbackStore,
  owner: string,
  ttlMs: number,
  now: () => number = Date.now,
  settleMs = 50,
): FlushLock {
  const holder = (): string | null => {
    const lease = parse(store.get('lock'));
    return isRecord(lease) && typeof lease.owner === 'string' && typeof lease.until === 'number' && lease.until > now()
      ? lease.owner
      : null;
  };
  return async (run) => {
    const current = holder();
    if ((current !== null && current !== owner) || !store.set('lock', JSON.stringify({owner, until: now() + ttlMs}))) {
      return undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    if (holder() !== owner) {
      return undefined;
    }
    try {
      return await run();
    } finally {
      if (holder() === owner) {
        store.set('lock', null);
      }
    }
  };
}

export interface FlushResult {
  readonly entry: OutboxEntry;
  readonly outcome: SendOutcome;
}

/**
 * Sends the queued submissions, oldest first, if this tab gets the lock and the browser is online.
 * Each entry is read again from storage just before it is sent and skipped if it is gone or held by
 * another tab. It leaves storage on `sent` or `rejected`; on `retry` it stays, with one more
 * attempt counted, and the flush stops there (the service or the network is down).
 */
export async function flushOutbox(
  store: FeedbackStore,
  send: (payload: FeedbackPayload) => Promise<SendOutcome>,
  lock: FlushLock,
  online: () => boolean,
): Promise<FlushResult[]> {
  if (!store.persistent || !online() || store.entries().length === 0) {
    return [];
  }
  const results = await lock(async () => {
    const done: FlushResult[] = [];
    for (const key of store.entries().map(entryKey)) {
      const entry = store.entries().find((candidate) => entryKey(candidate) === key);
      if (!entry || store.isHeld(entry)) {
        continue;
      }
      if (!store.put(store.hold(entry))) {
        break;
      }
      const outcome = await send(entry.payload);
      if (outcome === 'retry') {
        store.put({...entry, attempts: entry.attempts + 1, heldUntil: undefined});
      } else {
        store.remove(key);
      }
      done.push({entry, outcome});
      if (outcome === 'retry') {
        break;
      }
    }
    return done;
  });
  return results ?? [];
}
