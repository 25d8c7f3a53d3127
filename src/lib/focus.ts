/**
 * Keeps Tab and Shift+Tab cycling inside an open modal. A modal <dialog> already makes the rest of
 * the page inert; this only wraps focus from the last control to the first and back, instead of
 * letting it leave for the browser's own UI.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]') && (element.checkVisibility?.() ?? true),
  );
}

/** Handles a keydown inside `container`; returns true when it moved focus itself. */
export function wrapTabFocus(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
  active: Element | null,
): boolean {
  if (event.key !== 'Tab') {
    return false;
  }
  const elements = focusableIn(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    return false;
  }
  const outside = !active || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
