/**
 * The "Copy page" menu button at the top of every doc page (placed by src/theme/DocItem/Content),
 * after the ARIA menu button pattern: a button with `aria-haspopup="menu"` that opens a menu of
 * two items, "Copy page as Markdown" and "View as Markdown", both reading the page's Markdown twin.
 *
 * Only this button is part of a page's first load. The menu itself (its items, keys and the copy)
 * is a chunk of its own (./Menu), fetched at an idle moment once the whole page has hydrated, or
 * as soon as the reader points at or focuses the button, and rendered when the menu first opens.
 * The button's box never changes size, and the menu and the copy's status float over the content,
 * so nothing on the page moves.
 *
 * The status line (`role="status"`) is always in the page, empty until a copy ends, so screen
 * readers announce the outcome politely.
 */
import React, {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {afterHydration, isConstrainedConnection} from '@site/src/lib/highlighterPolicy';
import {whenIdle} from '@site/src/lib/idle';
import styles from './styles.module.css';

const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/** How long the status line shows a copy's outcome. */
const STATUS_MS = 8000;

function preloadMenu(): void {
  loadMenu().catch(() => undefined);
}

export default function CopyPageMenu({permalink}: {readonly permalink: string}): ReactNode {
  // Which item takes the focus when the menu opens; null while it is closed.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  // After the whole page has hydrated (a page with parts that load later hydrates in steps, and
  // this effect can run before the last one), at an idle moment; never on a constrained connection.
  useEffect(() => {
    let live = true;
    let cancel: (() => void) | undefined;
    afterHydration(() => {
      if (live && !isConstrainedConnection(navigator)) {
        cancel = whenIdle(preloadMenu, 4000);
      }
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, []);

  useEffect(() => {
    if (!status) {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus(''), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const open = (at: 'first' | 'last'): void => {
    setStatus('');
    setOpenAt(at);
  };
  const close = useCallback((returnFocus: boolean): void => {
    setOpenAt(null);
    if (returnFocus) {
      button.current?.focus();
    }
  }, []);

  return (
    <div className={styles.copyPage}>
      <button
        ref={button}
        type="button"
        id={`${id}button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt ? `${id}menu` : undefined}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        // While the menu is open, a press on the button closes it; keeping the focus where it is
        // until the click stops the menu from closing on blur and the click reopening it.
        onMouseDown={(event) => openAt && event.preventDefault()}
        onClick={() => (openAt ? close(true) : open('first'))}
        onKeyDown={(event) => {
          // ArrowDown and ArrowUp open the menu at its first and its last item (Enter and Space
          // click the button). The menu's own keys are in the menu's chunk (src/lib/menuKeys.ts).
          const at = event.key === 'ArrowDown' ? 'first' : event.key === 'ArrowUp' ? 'last' : null;
          if (at && !openAt) {
            event.preventDefault();
            open(at);
          } else if (event.key === 'Escape' && openAt) {
            close(true);
          }
        }}>
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.text}>Copy page</span>
      </button>
      {openAt && (
        <Suspense fallback={null}>
          <Menu
            id={`${id}menu`}
            labelledBy={`${id}button`}
            permalink={permalink}
            focusOnOpen={openAt}
            button={button}
            onClose={close}
            onStatus={setStatus}
          />
        </Suspense>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
