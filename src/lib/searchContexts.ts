/**
 * Which search index a page reads, as @easyops-cn/docusaurus-search-local decides it. Shared by the
 * build step that splits the indexes (src/plugins/searchIndexes.ts), the bench and the tests.
 */

export interface SearchContextPath {
  readonly path: string;
}

/** Whether `uri` (a route below the base URL, no leading slash) lies in the context `path`. */
export function inContext(uri: string, path: string): boolean {
  const bare = uri.replace(/\/$/, '');
  return bare === path || bare.startsWith(`${path}/`);
}

/**
 * The contexts with every nested path (`ios/5x`) moved just before its parent (`ios`), the order
 * otherwise kept. The plugin's search bar takes the FIRST context in the list that holds the page,
 * so a parent listed first would hand its index to the nested line's readers.
 */
export function nestedBeforeParents<T extends SearchContextPath>(contexts: readonly T[]): T[] {
  const ordered: T[] = [];
  for (const context of contexts) {
    const parent = ordered.findIndex((earlier) => inContext(context.path, earlier.path));
    if (parent >= 0) {
      ordered.splice(parent, 0, context);
    } else {
      ordered.push(context);
    }
  }
  return ordered;
}

/** The context whose index the search bar fetches on a route, as the plugin's client picks it; null for none. */
export function clientContextOf(route: string, baseUrl: string, contexts: readonly SearchContextPath[]): string | null {
  if (!route.startsWith(baseUrl)) {
    return null;
  }
  const uri = route.slice(baseUrl.length);
  return contexts.find(({path}) => inContext(uri, path))?.path ?? null;
}

/**
 * The context that owns a page in the indexes written by the build: the most specific one that holds
 * it (`ios/5x` rather than `ios`), or null when the page is outside every context.
 */
export function owningContextOf(url: string, baseUrl: string, contexts: readonly SearchContextPath[]): string | null {
  if (!url.startsWith(baseUrl)) {
    return null;
  }
  const uri = url.slice(baseUrl.length);
  let owner: string | null = null;
  for (const {path} of contexts) {
    if (inContext(uri, path) && (owner === null || path.length > owner.length)) {
      owner = path;
    }
  }
  return owner;
}

/** The index file name for a context (null: the root index), as the plugin writes it with `hashed: 'filename'`. */
export function searchIndexFileName(context: string | null, hash: string): string {
  return `search-index${context === null ? '' : `-${context.replace(/\//g, '-')}`}-${hash}.json`;
}

export interface LabelledContext extends SearchContextPath {
  readonly label: string;
}

/** A doc page and the words its index entry will hold (route below the base URL, no leading slash). */
export interface PageWords {
  readonly uri: string;
  readonly words: number;
}

/**
 * The contexts, with every context whose pages hold more than `maxWords` made smaller: its largest
 * folder (`ios/6x`, then `ios/6x/manual-instrumentation` ...) becomes a context of its own, then the
 * next largest, until the rest fits; a part still too large is split the same way. A folder becomes a
 * context only with two pages or more: single pages (a changelog, a FAQ) stay with the context above.
 * Nested contexts come before their parents (see `nestedBeforeParents`).
 */
export function splitOversizedContexts(
  contexts: readonly LabelledContext[],
  pages: readonly PageWords[],
  maxWords: number,
  labelOf: (path: string, parent: LabelledContext) => string,
): LabelledContext[] {
  const result: LabelledContext[] = [...contexts];
  const queue: LabelledContext[] = [...contexts];
  const wordsOf = (list: readonly PageWords[]): number => list.reduce((total, {words}) => total + words, 0);
  for (let context = queue.shift(); context; context = queue.shift()) {
    const parent = context;
    const owned = (): PageWords[] => pages.filter(({uri}) => owningContextOf(uri, '', result) === parent.path);
    while (wordsOf(owned()) > maxWords) {
      const folders = new Map<string, PageWords[]>();
      for (const page of owned()) {
        const folder = page.uri.slice(parent.path.length + 1).split('/')[0];
        if (folder) {
          folders.set(folder, [...(folders.get(folder) ?? []), page]);
        }
      }
      const largest = [...folders]
        .filter(([, folderPages]) => folderPages.length >= 2)
        .sort(([a, x], [b, y]) => wordsOf(y) - wordsOf(x) || a.localeCompare(b))[0];
      if (!largest) {
        break;
      }
      const path = `${parent.path}/${largest[0]}`;
      const part = {path, label: labelOf(path, parent)};
      result.push(part);
      queue.push(part);
    }
  }
  return nestedBeforeParents(result);
}

/**
 * The line a context belongs to: the most specific of `lines` (the contexts as configured, before any
 * split) that holds it.
 */
export function lineOf(context: string, lines: readonly SearchContextPath[]): string | null {
  return owningContextOf(context, '', lines);
}
