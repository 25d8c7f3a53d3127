/**
 * Loads the code of server-rendered content that does not need to be interactive at once (an API
 * reference's body): at once after a client-side navigation (the page has no HTML for it),
 * otherwise when src/lib/highlighterPolicy.ts lets enhancements load, together with the
 * highlighter so the content's code blocks render highlighted at once. On the server, `load`
 * runs at once so the HTML holds the content.
 */
import {enhancementsMayLoad} from './highlighterPolicy';
import {loadHighlighter} from './highlighter';

export function isHydrated(doc: Document = document): boolean {
  return doc.documentElement.dataset.hasHydrated === 'true';
}

export function deferredLoad<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    if (typeof window === 'undefined' || isHydrated()) {
      return load();
    }
    return enhancementsMayLoad().then(() => Promise.all([load(), loadHighlighter()]).then(([module]) => module));
  };
}
