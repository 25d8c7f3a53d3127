/**
 * When the code highlighter chunk (and other enhancements of server-rendered content) may load.
 * The server ships highlighted code, with its colours for both modes in CSS classes, and its copy
 * button works before the chunk (src/theme/CodeBlock); so on the page a reader opened, the chunk
 * waits until the reader needs it: a pointer or the focus on a code block. Loading it at start-up
 * would block a phone's main thread for a third of a second for no visible change. After a
 * client-side navigation a plain stand-in shows instead of the server's HTML, and it asks for the
 * chunk at the next idle moment (requestHighlighting), except on a constrained connection (Save-Data,
 * or a 2g effective type), where it too waits for the reader.
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

/** Waiters of whenReaderNeedsHighlighting, each called once when the reader first needs it. */
const waiters: (() => void)[] = [];
/** True once the reader has needed highlighting: from then on, every waiter runs at once. */
let needed = false;
/** The document whose pointer and focus events are watched for the waiters, while there are some. */
let watched: Document | undefined;
const READER_EVENTS = ['pointerover', 'focusin'] as const;

function onReaderEvent(event: Event): void {
  const target = event.target as Element | null;
  if (target && typeof target.closest === 'function' && target.closest(CODE_BLOCK_SELECTOR)) {
    requestHighlighting();
  }
}

/**
 * Calls `callback` once the reader needs highlighting: at once if they have already, otherwise
 * the first time a pointer or the focus enters a code block, or the page asks for it
 * (requestHighlighting). The colour mode plays no part: the server's HTML carries the code colours
 * of both modes.
 */
export function whenReaderNeedsHighlighting(callback: () => void, doc: Document = document): void {
  if (needed) {
    callback();
    return;
  }
  waiters.push(callback);
  if (!watched) {
    watched = doc;
    for (const type of READER_EVENTS) {
      doc.addEventListener(type, onReaderEvent, true);
    }
  }
}

/**
 * Tells every waiter of whenReaderNeedsHighlighting, present and future, that the page needs the
 * highlighter now: the reader pointed at or focused a code block, or a plain stand-in is showing
 * code (src/components/PlainCode).
 */
export function requestHighlighting(): void {
  needed = true;
  if (watched) {
    for (const type of READER_EVENTS) {
      watched.removeEventListener(type, onReaderEvent, true);
    }
    watched = undefined;
  }
  for (const waiter of waiters.splice(0)) {
    waiter();
  }
}

/** Resolves when enhancements may load: after hydration, once the reader needs them. */
export function enhancementsMayLoad(): Promise<void> {
  return new Promise((resolve) => {
    afterHydration(() => whenReaderNeedsHighlighting(resolve));
  });
}
