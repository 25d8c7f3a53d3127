/**
 * Loads a third-party script once. Concurrent callers share one request; a failed load is
 * forgotten so a later call can try again (the reader may have been offline for a moment).
 * With an `integrity` hash the script is fetched with CORS and runs only if its bytes match
 * (Subresource Integrity); otherwise it fails like a script that could not load.
 */

const pending = new Map<string, Promise<void>>();

export interface LoadScriptOptions {
  /** Subresource Integrity hash (`sha384-...`) of the exact file. */
  readonly integrity?: string;
}

export function loadScript(src: string, options: LoadScriptOptions = {}, doc: Document = document): Promise<void> {
  const existing = pending.get(src);
  if (existing) {
    return existing;
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (options.integrity) {
      // SRI on a cross-origin script needs a CORS request; no cookies are sent with it.
      script.setAttribute('integrity', options.integrity);
      script.setAttribute('crossorigin', 'anonymous');
    }
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
