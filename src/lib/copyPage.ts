/**
 * Copies a page's Markdown twin (src/lib/markdownTwin.ts) to the clipboard for the "Copy page"
 * menu, and says in one sentence how it went. Nothing here throws: every failure is an outcome
 * the menu shows to the reader.
 *
 * The twin is fetched from the page's own origin (a strict Content-Security-Policy allows that
 * with `connect-src 'self'`), once per page while it succeeds: the menu starts the fetch when it
 * opens, so the text is usually there by the time the reader picks "Copy", and the clipboard is
 * written while the click still counts as the reader's own action (Safari refuses the clipboard
 * to a script that waited too long after it).
 */
import {MARKDOWN_TWIN_TYPE} from './markdownTwin';

export type CopyOutcome = 'copied' | 'unavailable' | 'fetch-failed' | 'clipboard-failed';

/** What the reader reads (and a screen reader announces) after a copy. */
export const COPY_MESSAGES: Readonly<Record<CopyOutcome, string>> = {
  copied: 'Page copied as Markdown.',
  unavailable: 'This browser does not allow copying from this page. Use View as Markdown instead.',
  'fetch-failed': 'Could not load the page’s Markdown. Try again, or use View as Markdown.',
  'clipboard-failed': 'The browser did not allow copying. Use View as Markdown and copy the text there.',
};

/** The part of `fetch` the twin needs, so tests can pass a fake. */
export type FetchLike = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'headers' | 'text'>>;

/** The part of the Clipboard API the copy needs. */
export type ClipboardLike = Pick<Clipboard, 'writeText'>;

/**
 * The twin's text. Rejects on a network error, an error status, or an HTML answer (a host that
 * answers unknown paths with a page instead of a 404).
 */
export async function fetchTwin(url: string, fetchImpl: FetchLike): Promise<string> {
  const response = await fetchImpl(url, {credentials: 'same-origin', headers: {Accept: MARKDOWN_TWIN_TYPE}});
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  if (/text\/html/i.test(response.headers.get('content-type') ?? '')) {
    throw new Error(`${url} answered with an HTML page`);
  }
  return response.text();
}

/**
 * A loader that fetches each twin once and keeps the text; a failed fetch is forgotten, so the
 * next call tries again.
 */
export function twinLoader(fetchImpl: FetchLike): (url: string) => Promise<string> {
  const texts = new Map<string, Promise<string>>();
  return (url) => {
    const known = texts.get(url);
    if (known) {
      return known;
    }
    const pending = fetchTwin(url, fetchImpl);
    texts.set(url, pending);
    pending.catch(() => texts.delete(url));
    return pending;
  };
}

/** Writes the text `load` resolves to into the clipboard; resolves to what happened. */
export async function copyTwin(
  load: () => Promise<string>,
  clipboard: ClipboardLike | undefined,
): Promise<CopyOutcome> {
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    return 'unavailable';
  }
  let text: string;
  try {
    text = await load();
  } catch {
    return 'fetch-failed';
  }
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'clipboard-failed';
  }
}
