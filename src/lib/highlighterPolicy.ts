import {whenIdle} from './idle';

/**
 * When the code highlighter chunk (and other enhancements of server-rendered content) may load. The server already ships highlighted code in light
 * colours, so in the browser the highlighter is an enhancement: it adds the copy button, dark
 * colours and highlighting after a client-side navigation. It never competes with the page's own
 * hydration, and on a constrained connection (Save-Data, or a 2g effective type) it waits until
 * the reader needs it: a dark colour mode, or a pointer or focus on a code block.
 */

interface NetworkInformationLike {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** True when the reader asked to save data or the connection is 2g or slower. */
export function isConstrainedConnection(nav: Navigator | undefined): boolean {
  const connection = (nav as (Navigator & {connection?: NetworkInformationLike}) | undefined)?.connection;
  if (!connection) {
    return false;
  }
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** True once Docusaurus has set `<html data-has-hydrated="true">`, after hydration. */
export function isHydrated(doc: Document = document): boolean {
  return doc.documentElement.dataset.hasHydrated === 'true';
}

/** Calls `callback` once the page has hydrated (at once if it has). */
export function afterHydration(callback: () => void, doc: Document = document): void {
  if (isHydrated(doc)) {
    callback();
    return;
  }
  const root = doc.documentElement;
  const observer = new MutationObserver(() => {
    if (isHydrated(doc)) {
      observer.disconnect();
      callback();
    }
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

/** Selector of the code blocks that the highlighter enhances. */
export const CODE_BLOCK_SELECTOR = '.theme-code-block';

/**
 * Calls `callback` once, the first time the reader needs highlighting: the colour mode is or
 * becomes dark, or a pointer or the focus enters a code block.
 */
export function whenReaderNeedsHighlighting(callback: () => void, doc: Document = document): void {
  const root = doc.documentElement;
  let done = false;
  const events = ['pointerover', 'focusin'] as const;
  const finish = (): void => {
    if (done) {
      return;
    }
    done = true;
    observer.disconnect();
    for (const type of events) {
      doc.removeEventListener(type, onEvent, true);
    }
    callback();
  };
  const onEvent = (event: Event): void => {
    const target = event.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest(CODE_BLOCK_SELECTOR)) {
      finish();
    }
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.theme === 'dark') {
      finish();
    }
  });
  if (root.dataset.theme === 'dark') {
    finish();
    return;
  }
  observer.observe(root, {attributes: true, attributeFilter: ['data-theme']});
  for (const type of events) {
    doc.addEventListener(type, onEvent, true);
  }
}

/**
 * Resolves when enhancements may load: after hydration, then after an idle moment, or on a
 * constrained connection once the reader needs them.
 */
export function enhancementsMayLoad(): Promise<void> {
  return new Promise((resolve) => {
    afterHydration(() => {
      if (isConstrainedConnection(navigator)) {
        whenReaderNeedsHighlighting(resolve);
      } else {
        whenIdle(resolve, 1500);
      }
    });
  });
}
