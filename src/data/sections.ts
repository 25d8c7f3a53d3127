/**
 * The docs sections that are not an SDK line (those are in src/data/lines.ts): one entry per
 * top-level folder of docs/. The search contexts and the metric-names gate read it, so adding a
 * section is one entry here plus its pages; a unit test fails when a folder has no entry.
 */

export interface DocsSection {
  /** Folder below docs/ (or a page at its top); also its route below the base URL, unless its pages set a `slug`. */
  readonly folder: string;
  /** Name of the section, as the search page's section selector shows it. */
  readonly label: string;
  /** Whether the section has a search index of its own; readers elsewhere search every section. */
  readonly searchContext: boolean;
  /** Whether its pages query metrics in every kind of fence (curl, Python, vendor queries), not only PromQL. */
  readonly queriesMetrics: boolean;
}

/** In the order the search page lists them, after the SDK lines. */
export const SECTIONS: readonly DocsSection[] = [
  {folder: 'product', label: 'Product guide', searchContext: true, queriesMetrics: false},
  {folder: 'api', label: 'API reference', searchContext: true, queriesMetrics: false},
  {folder: 'open-telemetry', label: 'OpenTelemetry', searchContext: true, queriesMetrics: false},
  {folder: 'best-practices', label: 'Best practices', searchContext: true, queriesMetrics: false},
  {folder: 'data-destinations', label: 'Data destinations', searchContext: true, queriesMetrics: true},
  {folder: 'custom-metrics-api', label: 'Custom metrics API', searchContext: true, queriesMetrics: true},
  {folder: 'argus-api', label: 'Argus metrics API', searchContext: true, queriesMetrics: true},
  {folder: 'partners', label: 'Partners', searchContext: true, queriesMetrics: true},
  // One page, written for contributors: its own index keeps its full text out of the root index, which
  // the home page searches, where its examples ("SAML SSO", "dark mode") outranked the pages they name.
  {folder: 'argus-docs-style-guide', label: 'Docs style guide', searchContext: true, queriesMetrics: false},
  // Their pages set slugs at the root (`/region/`, `/privacy-policy/`), outside any folder route.
  {folder: 'data', label: 'Data handling', searchContext: false, queriesMetrics: false},
  {folder: 'legal', label: 'Legal', searchContext: false, queriesMetrics: false},
];

/** The section a path below docs/ belongs to, by its first folder. */
export function sectionOfPath(path: string): DocsSection | null {
  const folder = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return SECTIONS.find((section) => section.folder === folder) ?? null;
}
