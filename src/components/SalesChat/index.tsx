/**
 * The sales-chat script, loaded only once the page is idle, or at once when the reader uses the
 * footer's chat link. If the script cannot load, the link says so and offers email instead; the
 * page itself is never affected.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {SUPPORT_EMAIL, WIDGETS} from '@site/src/constants';
import {CHAT_LINK_ATTRIBUTE} from '@site/config/footer';
import {whenIdle} from '@site/src/lib/idle';
import {loadScript} from '@site/src/lib/loadScript';
import styles from './styles.module.css';

declare global {
  interface Window {
    /** Set by the chat script once it has loaded. */
    ArgusChat?: {open: () => void};
  }
}

async function loadChat(): Promise<void> {
  const {url, integrity} = WIDGETS.salesChat.script;
  await loadScript(url, {integrity});
  if (!window.ArgusChat) {
    throw new Error('The chat script did not register itself.');
  }
}

export default function SalesChat(): ReactNode {
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const cancelIdle = whenIdle(() => {
      loadChat().catch((error: unknown) => console.warn('Sales chat did not load.', error));
    }, WIDGETS.salesChat.idleTimeoutMs);

    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target.closest(`[${CHAT_LINK_ATTRIBUTE}]`) : null;
      if (!target) {
        return;
      }
      event.preventDefault();
      cancelIdle();
      loadChat()
        .then(() => window.ArgusChat?.open())
        .catch((error: unknown) => {
          console.warn('Sales chat did not load.', error);
          setUnavailable(true);
        });
    };
    document.addEventListener('click', onClick);
    return () => {
      cancelIdle();
      document.removeEventListener('click', onClick);
    };
  }, []);

  if (!unavailable) {
    return null;
  }
  return (
    <div className={styles.notice} role="alert">
      <p>
        Chat is unavailable right now. Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and the team will
        answer.
      </p>
      <button type="button" className={styles.dismiss} onClick={() => setUnavailable(false)} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
