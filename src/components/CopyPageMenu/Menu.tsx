/**
 * The open "Copy page" menu, loaded in a chunk of its own by ./index.tsx. Keys follow the ARIA menu
 * pattern (src/lib/menuKeys.ts): arrows, Home and End move the focus, a letter jumps to the item it
 * starts, Escape closes the menu and returns the focus to the button, and Tab leaves the menu,
 * which closes once the focus is elsewhere. A press outside the menu closes it too.
 *
 * "View as Markdown" is a plain link to the twin, so the browser treats it as any link (a middle
 * click opens a tab); it is not a client-side route.
 */
import React, {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {COPY_MESSAGES, copyTwin, twinLoader} from '@site/src/lib/copyPage';
import {MARKDOWN_TWIN_TYPE, markdownTwinPath} from '@site/src/lib/markdownTwin';
import {menuKeyAction} from '@site/src/lib/menuKeys';
import styles from './styles.module.css';

const loadTwin = twinLoader((url, init) => fetch(url, init));

const ITEMS = [
  {label: 'Copy page as Markdown', hint: 'Paste it into an AI assistant'},
  {label: 'View as Markdown', hint: 'Open this page as plain text'},
] as const;

const LABELS = ITEMS.map((item) => item.label);

export interface MenuProps {
  readonly id: string;
  readonly labelledBy: string;
  /** The page's permalink; the twin is found from it. */
  readonly permalink: string;
  readonly focusOnOpen: 'first' | 'last';
  /** The menu button, which handles presses on itself. */
  readonly button: RefObject<HTMLButtonElement | null>;
  readonly onClose: (returnFocus: boolean) => void;
  readonly onStatus: (message: string) => void;
}

export default function Menu({
  id,
  labelledBy,
  permalink,
  focusOnOpen,
  button,
  onClose,
  onStatus,
}: MenuProps): ReactNode {
  const href = markdownTwinPath(permalink);
  const menu = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    items.current[focusOnOpen === 'first' ? 0 : ITEMS.length - 1]?.focus();
  }, [focusOnOpen]);

  // Most readers who open the menu copy: fetch the text now so the copy is instant.
  useEffect(() => {
    loadTwin(href).catch(() => undefined);
  }, [href]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target instanceof Node ? event.target : null;
      if (!target || !(menu.current?.contains(target) || button.current?.contains(target))) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const current = items.current.findIndex((item) => item === document.activeElement);
    const action = menuKeyAction(event.key, current, LABELS);
    if (action.kind === 'focus') {
      event.preventDefault();
      items.current[action.index]?.focus();
    } else if (action.kind === 'close') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a menu item; a link only answers Enter by itself.
      event.preventDefault();
      event.target.click();
    }
  };

  const copy = (): void => {
    // Write the clipboard within the reader's click, then report.
    const done = copyTwin(() => loadTwin(href), navigator.clipboard);
    onClose(true);
    void done.then((outcome) => onStatus(COPY_MESSAGES[outcome]));
  };

  const itemProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    role: 'menuitem',
    tabIndex: -1,
    className: styles.item,
    'aria-labelledby': `${id}-label${index}`,
    'aria-describedby': `${id}-hint${index}`,
  });
  const itemText = (index: number): ReactNode => (
    <>
      <span id={`${id}-label${index}`} className={styles.label}>
        {ITEMS[index]?.label}
      </span>
      <span id={`${id}-hint${index}`} className={styles.hint}>
        {ITEMS[index]?.hint}
      </span>
    </>
  );

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !menu.current?.contains(next)) {
          onClose(false);
        }
      }}>
      <button type="button" {...itemProps(0)} onClick={copy}>
        {itemText(0)}
      </button>
      <a href={href} type={MARKDOWN_TWIN_TYPE} {...itemProps(1)}>
        {itemText(1)}
      </a>
    </div>
  );
}
