/**
 * The feedback tab at the centre of the right edge. It opens a side panel (a modal <dialog>, so
 * focus stays inside and Escape closes it) and POSTs the reader's rating, comment and optional
 * email as JSON. The component lives as long as the page (the Root wrapper never unmounts it), and
 * where browser storage works (src/lib/feedbackOutbox.ts) the draft and any submission that could
 * not be sent are kept there too: a reload, a closed tab or a crash loses nothing, and what is
 * queued is sent after the next page load, when the browser comes back online, when the panel
 * opens or after a successful send. Without storage a failed send keeps the text for another try.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import SiteStorage from '@generated/site-storage';
import {WIDGETS} from '@site/src/constants';
import {
  buildFeedbackPayload,
  EMPTY_DRAFT,
  MAX_COMMENT_LENGTH,
  newIdempotencyKey,
  RATING_LABELS,
  RATINGS,
  sendFeedback,
  validateFeedback,
  type FeedbackDraft,
  type FeedbackPayload,
  type Rating,
} from '@site/src/lib/feedback';
import {
  FeedbackStore,
  flushOutbox,
  openLocalStorage,
  storageLease,
  webLock,
  type FlushLock,
  type OutboxEntry,
} from '@site/src/lib/feedbackOutbox';
import {wrapTabFocus} from '@site/src/lib/focus';
import {whenIdle} from '@site/src/lib/idle';
import styles from './styles.module.css';

type Status = 'editing' | 'sending' | 'sent' | 'queued' | 'failed' | 'rejected';

const {projectId, endpoint, title, storageKey, outbox, sendTimeoutMs} = WIDGETS.feedback;
// A tab sending an entry holds it this long: past the send timeout, so a crashed tab's hold lapses.
const HOLD_MS = 2 * sendTimeoutMs;
// Typing is saved this long after the last keystroke (and at once when the page is hidden).
const DRAFT_SAVE_DELAY_MS = 400;
// Longest wait for an idle moment after the page load before queued feedback is sent.
const FLUSH_IDLE_TIMEOUT_MS = 5000;

const send = (payload: FeedbackPayload) => sendFeedback(endpoint, payload, sendTimeoutMs);
const isEmpty = (draft: FeedbackDraft): boolean => draft.rating === null && draft.comment === '' && draft.email === '';
const pendingText = (count: number): string =>
  `${count === 1 ? 'One earlier message' : `${count} earlier messages`} will be sent automatically once the feedback service can be reached.`;

interface Outbox {
  readonly store: FeedbackStore;
  readonly lock: FlushLock;
}

function openOutbox(): Outbox {
  const {namespace} = SiteStorage;
  const store = new FeedbackStore(openLocalStorage(window, `${storageKey}.probe${namespace}`), storageKey, namespace, {
    ...outbox,
    holdMs: HOLD_MS,
  });
  const lock =
    'locks' in navigator
      ? webLock(navigator.locks, `${storageKey}${namespace}`)
      : storageLease(store, newIdempotencyKey(), HOLD_MS);
  return {store, lock};
}

export default function FeedbackWidget(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const outboxRef = useRef<Outbox | null>(null);
  const flushing = useRef(false);
  const unsaved = useRef<FeedbackDraft | null>(null);
  const saveTimer = useRef<number | undefined>(undefined);
  // Without storage, a retry of an unchanged draft keeps the failed send's key.
  const failedSend = useRef<{draft: FeedbackDraft; key: string} | null>(null);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState<Status>('editing');
  const [showErrors, setShowErrors] = useState(false);
  const [persistent, setPersistent] = useState(false);
  const [pending, setPending] = useState(0);
  // What a send in the background did: shown in the form until the reader edits.
  const [note, setNote] = useState<{text: string; alert: boolean} | null>(null);
  const ids = useId();
  const errors = validateFeedback(draft);

  /** Writes the draft the reader typed, if a write is still waiting. */
  const saveDraftNow = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    if (unsaved.current) {
      outboxRef.current?.store.writeDraft(unsaved.current);
      unsaved.current = null;
    }
  }, []);

  const keepDraft = (next: FeedbackDraft): void => {
    setDraft(next);
    if (outboxRef.current?.store.persistent) {
      unsaved.current = next;
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(saveDraftNow, DRAFT_SAVE_DELAY_MS);
    }
  };

  const clearDraft = (): void => {
    window.clearTimeout(saveTimer.current);
    unsaved.current = null;
    outboxRef.current?.store.clearDraft();
    setDraft(EMPTY_DRAFT);
    setShowErrors(false);
  };

  const flush = useCallback(async (): Promise<void> => {
    const box = outboxRef.current;
    if (!box || flushing.current) {
      return;
    }
    flushing.current = true;
    try {
      const results = await flushOutbox(box.store, send, box.lock, () => navigator.onLine);
      const left = box.store.entries().length;
      setPending(left);
      const refused = results.find((result) => result.outcome === 'rejected');
      if (refused) {
        const {rating, comment, email} = refused.entry.payload;
        setDraft((current) => (isEmpty(current) ? {rating, comment, email: email ?? ''} : current));
        setNote({
          text: 'The feedback service refused a message saved earlier, so it was removed. If the form was empty, its text is back in it.',
          alert: true,
        });
      } else if (left === 0 && results.some((result) => result.outcome === 'sent')) {
        setStatus((current) => (current === 'queued' ? 'sent' : current));
        setNote({text: 'Your saved feedback has been sent.', alert: false});
      }
    } finally {
      flushing.current = false;
    }
  }, []);

  useEffect(() => {
    const box = openOutbox();
    outboxRef.current = box;
    setPersistent(box.store.persistent);
    setPending(box.store.entries().length);
    const run = (): void => void flush();
    const cancel = whenIdle(run, FLUSH_IDLE_TIMEOUT_MS);
    window.addEventListener('online', run);
    window.addEventListener('pagehide', saveDraftNow);
    return () => {
      cancel();
      window.removeEventListener('online', run);
      window.removeEventListener('pagehide', saveDraftNow);
    };
  }, [flush, saveDraftNow]);

  const open = useCallback(() => {
    if (status === 'sent' || status === 'queued') {
      setStatus('editing');
    }
    const store = outboxRef.current?.store;
    if (store) {
      // Another tab or an earlier visit may have left a newer draft.
      saveDraftNow();
      const saved = store.readDraft();
      if (saved) {
        setDraft(saved);
      }
      setPending(store.entries().length);
    }
    dialogRef.current?.showModal();
    void flush();
  }, [status, flush, saveDraftNow]);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return undefined;
    }
    const onClose = (): void => tabRef.current?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  const update = (change: Partial<FeedbackDraft>): void => {
    keepDraft({...draft, ...change});
    setNote(null);
    if (status === 'failed' || status === 'rejected') {
      setStatus('editing');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setShowErrors(true);
    const box = outboxRef.current;
    if (!box || draft.rating === null || Object.keys(errors).length > 0) {
      return;
    }
    const {store} = box;
    setStatus('sending');
    setNote(null);
    const payload = buildFeedbackPayload(
      {...draft, rating: draft.rating},
      projectId,
      window.location.href,
      new Date(),
      failedSend.current?.draft === draft ? failedSend.current.key : newIdempotencyKey(),
    );
    failedSend.current = null;
    const entry: OutboxEntry = {payload, queuedAt: Date.now(), attempts: 0};
    const online = navigator.onLine;
    // Stored before it is sent, held so that no other tab sends it meanwhile. From here the entry
    // holds the text, so a stored draft would only invite sending it twice.
    if (store.put(online ? store.hold(entry) : entry)) {
      window.clearTimeout(saveTimer.current);
      unsaved.current = null;
      store.clearDraft();
    }
    const outcome = online ? await send(payload) : 'retry';
    if (outcome === 'sent') {
      store.remove(payload.idempotencyKey);
      clearDraft();
      setStatus('sent');
      void flush();
    } else if (outcome === 'retry' && store.put({...entry, attempts: online ? 1 : 0})) {
      clearDraft();
      setPending(store.entries().length);
      setStatus('queued');
    } else {
      store.remove(payload.idempotencyKey);
      store.writeDraft(draft);
      if (outcome === 'retry') {
        failedSend.current = {draft, key: payload.idempotencyKey};
      }
      setStatus(outcome === 'retry' ? 'failed' : 'rejected');
    }
  };

  return (
    <>
      <button ref={tabRef} type="button" className={styles.tab} onClick={open} aria-haspopup="dialog">
        Feedback
      </button>
      <dialog
        ref={dialogRef}
        className={styles.panel}
        aria-labelledby={`${ids}-title`}
        onKeyDown={(event) => dialogRef.current && wrapTabFocus(event, dialogRef.current, document.activeElement)}>
        <div className={styles.header}>
          <h2 id={`${ids}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close feedback">
            ×
          </button>
        </div>
        {status === 'sent' || status === 'queued' ? (
          <div className={styles.body} role="status">
            <p>
              {status === 'sent'
                ? 'Thank you. Your feedback reached the docs team.'
                : 'Saved in this browser. It could not be sent just now and will be sent automatically once the feedback service can be reached, even if you leave this page.'}
            </p>
            <button type="button" className="button button--primary" onClick={close}>
              Close
            </button>
          </div>
        ) : (
          <form className={styles.body} onSubmit={(event) => void onSubmit(event)} noValidate>
            <fieldset
              className={styles.rating}
              aria-describedby={showErrors && errors.rating ? `${ids}-rating-error` : undefined}>
              <legend>How useful is this page?</legend>
              <div className={styles.ratingOptions}>
                {RATINGS.map((value: Rating) => (
                  <label key={value} className={styles.ratingOption} title={RATING_LABELS[value]}>
                    <input
                      type="radio"
                      name={`${ids}-rating`}
                      value={value}
                      checked={draft.rating === value}
                      onChange={() => update({rating: value})}
                      aria-label={`${value} of 5: ${RATING_LABELS[value]}`}
                    />
                    <span aria-hidden="true">{value}</span>
                  </label>
                ))}
              </div>
              {showErrors && errors.rating && (
                <p id={`${ids}-rating-error`} className={styles.fieldError}>
                  {errors.rating}
                </p>
              )}
            </fieldset>
            <label className={styles.field} htmlFor={`${ids}-comment`}>
              What could be better? <span className={styles.optional}>(optional)</span>
            </label>
            <textarea
              id={`${ids}-comment`}
              className={styles.input}
              rows={5}
              maxLength={MAX_COMMENT_LENGTH}
              value={draft.comment}
              onChange={(event) => update({comment: event.target.value})}
            />
            <label className={styles.field} htmlFor={`${ids}-email`}>
              Email, if we may reply <span className={styles.optional}>(optional)</span>
            </label>
            <input
              id={`${ids}-email`}
              className={styles.input}
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => update({email: event.target.value})}
              aria-invalid={showErrors && errors.email ? true : undefined}
              aria-describedby={showErrors && errors.email ? `${ids}-email-error` : undefined}
            />
            {showErrors && errors.email && (
              <p id={`${ids}-email-error`} className={styles.fieldError}>
                {errors.email}
              </p>
            )}
            {status === 'failed' && (
              <p className={styles.failure} role="alert">
                Your feedback could not be sent. Nothing you wrote is lost: check your connection and try again.
              </p>
            )}
            {status === 'rejected' && (
              <p className={styles.failure} role="alert">
                The feedback service did not accept this message, so it was not kept for another try. Your text is still
                here.
              </p>
            )}
            {note?.alert && (
              <p className={styles.failure} role="alert">
                {note.text}
              </p>
            )}
            <div className={styles.actions}>
              <button type="submit" className="button button--primary" disabled={status === 'sending'}>
                {status === 'sending' ? 'Sending…' : status === 'failed' ? 'Try again' : 'Send feedback'}
              </button>
              {!isEmpty(draft) && status !== 'sending' && (
                <button type="button" className="button button--secondary" onClick={clearDraft}>
                  Discard draft
                </button>
              )}
            </div>
            <p className={styles.note} role="status">
              {pending > 0 ? pendingText(pending) : note && !note.alert ? note.text : ''}
            </p>
            {persistent && (
              <p className={styles.note}>
                Your draft and any feedback not yet sent are kept in this browser until they are sent, for at most{' '}
                {outbox.maxAgeDays} days.
              </p>
            )}
          </form>
        )}
      </dialog>
    </>
  );
}
