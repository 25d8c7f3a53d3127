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
 * The contexts, with every context whose pages hold more than `maxWords` split into one context per
 * folder below it (`ios/6x` -> `ios/6x/getting-started`, `ios/6x/manual-instrumentation` ...), again
 * and again while a part is still too large. A folder becomes a context only with two pages or more;
 * single pages (a changelog, a FAQ) stay with the context above. Nested contexts come before their
 * parents (see `nestedBeforeParents`).
 */
export function splitOversizedContexts(
  contexts: readonly LabelledContext[],
  pages: readonly PageWords[],
  maxWords: number,
  labelOf: (path: string, parent: LabelledContext) => string,
): LabelledContext[] {
  const result: LabelledContext[] = [...contexts];
  const queue: LabelledContext[] = [...contexts];
  for (let context = queue.shift(); context; context = queue.shift()) {
    const parent = context;
    const owned = pages.filter(({uri}) => owningContextOf(uri, '', result) === parent.path);
    if (owned.reduce((total, {words}) => total + words, 0) <= maxWords) {
      continue;
    }
    const folders = new Map<string, number>();
    for (const {uri} of owned) {
      const folder = uri.slice(parent.path.length + 1).split('/')[0];
      if (folder) {
        folders.set(folder, (folders.get(folder) ?? 0) + 1);
      }
    }
    for (const [folder, count] of folders) {
      if (count >= 2) {
        const path = `${parent.path}/${folder}`;
        const part = {path, label: labelOf(path, parent)};
        result.push(part);
        queue.push(part);
      }
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
