/**
 * The assistant launcher at the bottom right, also opened with Mod+J. On first open it loads the
 * configured hosted assistant script and hands over to it (`window.ArgusAssistant.open()`). When no
 * script is configured, or it cannot load, the launcher opens a panel that takes the reader's
 * question to the docs search instead of showing an empty box.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {WIDGETS} from '@site/src/constants';
import {currentPlatform, isModShortcut, shortcutLabel} from '@site/src/lib/keyboard';
import {loadScript} from '@site/src/lib/loadScript';
import {searchPagePath} from '@site/src/lib/search';
import {wrapTabFocus} from '@site/src/lib/focus';
import styles from './styles.module.css';

declare global {
  interface Window {
    /** Set by the hosted assistant script once it has loaded. */
    ArgusAssistant?: {open: () => void};
  }
}

type Mode = 'hosted' | 'search';

export default function AssistantWidget(): ReactNode {
  const {script, shortcutKey} = WIDGETS.assistant;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>(script ? 'hosted' : 'search');
  const [loading, setLoading] = useState(false);
  const [question, setQuestion] = useState('');
  const [label, setLabel] = useState(() => shortcutLabel(shortcutKey, ''));
  const history = useHistory();
  const ids = useId();
  const searchBase = useBaseUrl('/');

  const openSearchPanel = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
    }
    inputRef.current?.focus();
  }, []);

  const open = useCallback(async () => {
    if (mode === 'search' || !script) {
      openSearchPanel();
      return;
    }
    setLoading(true);
    try {
      await loadScript(script.url, {integrity: script.integrity});
      if (!window.ArgusAssistant) {
        throw new Error('The assistant script did not register itself.');
      }
      window.ArgusAssistant.open();
    } catch (error) {
      console.warn('Assistant unavailable; offering docs search instead.', error);
      setMode('search');
      openSearchPanel();
    } finally {
      setLoading(false);
    }
  }, [mode, script, openSearchPanel]);

  useEffect(() => {
    const platform = currentPlatform();
    setLabel(shortcutLabel(shortcutKey, platform));
    const onKeyDown = (event: KeyboardEvent): void => {
      if (isModShortcut(event, shortcutKey, platform)) {
        event.preventDefault();
        const dialog = dialogRef.current;
        if (dialog?.open) {
          dialog.close();
        } else {
          void open();
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, shortcutKey]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return undefined;
    }
    const onClose = (): void => launcherRef.current?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    dialogRef.current?.close();
    history.push(`${searchBase.replace(/\/$/, '')}${searchPagePath(question)}`);
  };

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        onClick={() => void open()}
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcutKey === 'j' ? 'Control+J Meta+J' : undefined}
        aria-busy={loading || undefined}>
        <span>Ask Argus</span>
        <kbd className={styles.kbd}>{label}</kbd>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.panel}
        aria-labelledby={`${ids}-title`}
        onKeyDown={(event) => dialogRef.current && wrapTabFocus(event, dialogRef.current, document.activeElement)}>
        <form onSubmit={onSubmit} className={styles.form}>
          <div className={styles.header}>
            <h2 id={`${ids}-title`} className={styles.title}>
              Ask the docs
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => dialogRef.current?.close()}
              aria-label="Close">
              ×
            </button>
          </div>
          <p className={styles.hint}>
            {script
              ? 'The assistant is unavailable right now. Search the docs for your question instead.'
              : 'Type your question and search every page of the docs.'}
          </p>
          <label htmlFor={`${ids}-question`} className={styles.label}>
            Your question
          </label>
          <input
            ref={inputRef}
            id={`${ids}-question`}
            className={styles.input}
            type="search"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="For example: upload dSYM files"
          />
          <button type="submit" className="button button--primary">
            Search the docs
          </button>
        </form>
      </dialog>
    </>
  );
}
