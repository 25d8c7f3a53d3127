/**
 * Runs `callback` once the page has loaded and the browser is idle, or after `timeoutMs` at the
 * latest. Returns a function that cancels the call if it has not happened yet.
 */
export function whenIdle(callback: () => void, timeoutMs: number, win: Window = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timerHandle: number | undefined;

  const schedule = (): void => {
    if (cancelled) {
      return;
    }
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => callback(), {timeout: timeoutMs});
    } else {
      timerHandle = win.setTimeout(callback, Math.min(timeoutMs, 2000));
    }
  };

  const onLoad = (): void => schedule();
  if (win.document.readyState === 'complete') {
    schedule();
  } else {
    win.addEventListener('load', onLoad, {once: true});
  }

  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined && typeof win.cancelIdleCallback === 'function') {
      win.cancelIdleCallback(idleHandle);
    }
    if (timerHandle !== undefined) {
      win.clearTimeout(timerHandle);
    }
  };
}
