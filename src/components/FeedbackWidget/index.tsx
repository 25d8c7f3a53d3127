/**
 * The feedback tab at the centre of the right edge. It opens a side panel (a modal <dialog>, so
 * focus stays inside and Escape closes it) and POSTs the reader's rating, comment and optional
 * email as JSON. The draft lives in this component, which the Root wrapper never unmounts: closing
 * the panel, navigating or a failed send keeps what the reader typed.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {WIDGETS} from '@site/src/constants';
import {
  buildFeedbackPayload,
  EMPTY_DRAFT,
  MAX_COMMENT_LENGTH,
  RATING_LABELS,
  RATINGS,
  sendFeedback,
  validateFeedback,
  type FeedbackDraft,
  type Rating,
} from '@site/src/lib/feedback';
import {wrapTabFocus} from '@site/src/lib/focus';
import styles from './styles.module.css';

type Status = 'editing' | 'sending' | 'sent' | 'failed';

export default function FeedbackWidget(): ReactNode {
  const {projectId, endpoint, title} = WIDGETS.feedback;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState<Status>('editing');
  const [showErrors, setShowErrors] = useState(false);
  const ids = useId();
  const errors = validateFeedback(draft);

  const open = useCallback(() => {
    if (status === 'sent') {
      setStatus('editing');
    }
    dialogRef.current?.showModal();
  }, [status]);

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
    setDraft((current) => ({...current, ...change}));
    if (status === 'failed') {
      setStatus('editing');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setShowErrors(true);
    if (draft.rating === null || Object.keys(errors).length > 0) {
      return;
    }
    setStatus('sending');
    try {
      const payload = buildFeedbackPayload(
        {...draft, rating: draft.rating},
        projectId,
        window.location.href,
        new Date(),
      );
      await sendFeedback(endpoint, payload);
      setDraft(EMPTY_DRAFT);
      setShowErrors(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
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
        {status === 'sent' ? (
          <div className={styles.body} role="status">
            <p>Thank you. Your feedback reached the docs team.</p>
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
            <button type="submit" className="button button--primary" disabled={status === 'sending'}>
              {status === 'sending' ? 'Sending…' : status === 'failed' ? 'Try again' : 'Send feedback'}
            </button>
          </form>
        )}
      </dialog>
    </>
  );
}
