/**
 * sidebar (after a build): every doc is reachable from the one sidebar. Reads the docs plugin's
 * version data (`.docusaurus/docusaurus-plugin-content-docs/default/p/docs-*.json`).
 */

/** One doc as the version data or the per-doc metadata (`site-docs-*.json`) lists it. */
export interface DocEntry {
  readonly id: string;
  /** Route of the doc, when the data has it (`path` in the version data, `permalink` in the metadata). */
  readonly path?: string;
  readonly permalink?: string;
  /** `@site/docs/...` in the per-doc metadata. */
  readonly source?: string;
}

export interface DocsVersionData {
  readonly docsSidebars: Readonly<Record<string, readonly unknown[]>>;
  /** A list, or a record by id, depending on the Docusaurus version. */
  readonly docs: readonly DocEntry[] | Readonly<Record<string, DocEntry>>;
}

export const SIDEBAR_ID = 'docs';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(value: Record<string, unknown>, key: string): string | undefined {
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

/** Doc ids and routes the sidebar's items reach, walking categories. */
function reached(items: readonly unknown[], ids: Set<string>, hrefs: Set<string>): void {
  for (const item of items) {
    if (!isRecord(item)) {
      continue;
    }
    const id = stringField(item, 'docId') ?? stringField(item, 'id');
    if (id !== undefined && item.type !== 'category') {
      ids.add(id);
    }
    const href = stringField(item, 'href');
    if (href !== undefined) {
      hrefs.add(href);
    }
    if (Array.isArray(item.items)) {
      reached(item.items, ids, hrefs);
    }
  }
}

/**
 * Docs of the version that the sidebar does not reach. A category's link reaches the doc whose
 * route is its `href`; routes come from the docs themselves or from `metadata` (`site-docs-*.json`).
 */
export function unreachableDocs(
  version: DocsVersionData,
  metadata: readonly DocEntry[] = [],
  sidebarId = SIDEBAR_ID,
): DocEntry[] {
  const docs = Array.isArray(version.docs) ? version.docs : Object.values(version.docs);
  const ids = new Set<string>();
  const hrefs = new Set<string>();
  reached(version.docsSidebars[sidebarId] ?? [], ids, hrefs);
  const byId = new Map(metadata.map((entry) => [entry.id, entry]));
  return docs
    .map((doc) => ({...byId.get(doc.id), ...doc}))
    .filter((doc) => {
      const route = doc.permalink ?? doc.path;
      return !ids.has(doc.id) && (route === undefined || !hrefs.has(route));
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The docs file of an entry, for messages (`docs/legal/dpa/index.md`), or its id. */
export function docFile(doc: DocEntry): string {
  return doc.source?.replace(/^@site\//, '') ?? doc.id;
}

/** Checks the version data's shape enough to walk it. */
export function isDocsVersionData(value: unknown): value is DocsVersionData {
  return isRecord(value) && isRecord(value.docsSidebars) && (Array.isArray(value.docs) || isRecord(value.docs));
}
