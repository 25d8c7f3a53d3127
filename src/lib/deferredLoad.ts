/**
 * Loads the code of server-rendered content that readers mostly read and rarely use (an API
 * reference's body): at once after a client-side navigation (the page has no HTML for it);
 * otherwise only once the reader needs it (a pointer or the focus on a code block, see
 * src/lib/highlighterPolicy.ts), together with the highlighter so its code
 * blocks render highlighted at once. Until then the server's HTML stands in, links and copy
 * buttons included (src/components/SnapshotBoundary): rendering thousands of elements at start-up
 * would block the main thread for no visible change. On the server, `load` runs at once.
 */
import {enhancementsMayLoad, isHydrated} from './highlighterPolicy';
import {loadHighlighter} from './highlighter';

/** `load` under the rule above, called once: every call returns the same promise. */
export function deferredLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const start = (): Promise<T> => {
    if (typeof window === 'undefined' || isHydrated()) {
      return load();
    }
    return enhancementsMayLoad().then(() => Promise.all([load(), loadHighlighter()]).then(([module]) => module));
  };
  return () => (loading ??= start());
}
