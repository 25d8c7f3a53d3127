/**
 * Loads a third-party script once. Concurrent callers share one request; a failed load is
 * forgotten so a later call can try again (the reader may have been offline for a moment).
 */

const pending = new Map<string, Promise<void>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  const existing = pending.get(src);
  if (existing) {
    return existing;
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Forgets every load; for tests. */
export function resetLoadedScripts(): void {
  pending.clear();
}
