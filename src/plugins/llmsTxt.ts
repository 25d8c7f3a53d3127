/**
 * The reading order of the Markdown twins and the two index files built from it:
 *
 * - `llms.txt`: the site's title, a one-paragraph summary, then a section per top-level sidebar
 *   entry, in sidebar order, listing each page as `- [Title](twin URL): description`;
 * - `llms-full.txt`: every twin's body, in the same order, each under its title and page URL.
 *
 * The order is the docs plugin's own sidebar, read after the build, so it never needs keeping.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** What the index files need of a doc. */
export interface TwinPage {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The page's route, such as `/docs/android/`. */
  readonly permalink: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly pages: readonly TwinPage[];
}

/** The label of the section that lists the docs no sidebar entry reaches (none, when the sidebar check passes). */
export const UNLISTED_SECTION = 'Other pages';

/** Every doc id under a sidebar entry, in sidebar order: a category's own page, then its items. */
export function sidebarDocIds(item: SidebarItem): string[] {
  switch (item.type) {
    case 'doc':
    case 'ref':
      return [item.id];
    case 'category':
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...item.items.flatMap(sidebarDocIds)];
    default:
      return [];
  }
}

/**
 * One section per top-level sidebar entry: a category under its label, a page of its own under its
 * sidebar label (or its title). A doc is listed once, where the sidebar first reaches it; docs the
 * sidebar does not reach end up in `UNLISTED_SECTION`.
 */
export function llmsSections(sidebar: readonly SidebarItem[], docs: readonly TwinPage[]): LlmsSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const item of sidebar) {
    const pages = sidebarDocIds(item)
      .filter((id) => !listed.has(id))
      .flatMap((id) => {
        listed.add(id);
        const doc = byId.get(id);
        return doc ? [doc] : [];
      });
    if (pages.length === 0) {
      continue;
    }
    const label = item.type === 'category' || item.type === 'doc' || item.type === 'ref' ? item.label : undefined;
    sections.push({title: label ?? pages[0]?.title ?? '', pages});
  }
  const unlisted = docs.filter((doc) => !listed.has(doc.id));
  if (unlisted.length > 0) {
    sections.push({title: UNLISTED_SECTION, pages: unlisted});
  }
  return sections;
}

/** Link text and descriptions on one line: line breaks become spaces, brackets are escaped. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function linkText(value: string): string {
  return oneLine(value).replace(/([[\]\\])/g, '\\$1');
}

export interface LlmsTxtOptions {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly LlmsSection[];
  /** The absolute URL of a page's twin. */
  readonly twinUrl: (page: TwinPage) => string;
  /** The absolute URL of llms-full.txt. */
  readonly fullUrl: string;
}

/** The llms.txt of the site (see the module comment). */
export function llmsTxt({title, summary, sections, twinUrl, fullUrl}: LlmsTxtOptions): string {
  const lines = [
    `# ${oneLine(title)}`,
    '',
    `> ${oneLine(summary)}`,
    '',
    'Each link below is the Markdown version of a page; the HTML page has the same URL without `.md` ' +
      '(with a trailing slash), and `index.md` is the home page. Asking for a page with ' +
      '`Accept: text/markdown` returns the Markdown as well. ' +
      `Every page in one file, in this order: ${fullUrl}`,
  ];
  for (const section of sections) {
    lines.push('', `## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${twinUrl(page)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One page of llms-full.txt: its twin's body with the page URL under the title (the body opens
 * with the page's H1; one is added if it does not).
 */
export function llmsFullPage(page: TwinPage, pageUrl: string, body: string): string {
  const trimmed = body.trim();
  const match = /^# .*(\n|$)/.exec(trimmed);
  const heading = match ? match[0].trim() : `# ${oneLine(page.title)}`;
  const rest = match ? trimmed.slice(match[0].length).trim() : trimmed;
  return `${heading}\n\nSource: ${pageUrl}\n\n${rest}\n`;
}

/** llms-full.txt: the title and summary, then every page, separated by a rule. */
export function llmsFullTxt(title: string, summary: string, pages: readonly string[]): string {
  return `# ${oneLine(title)}\n\n> ${oneLine(summary)}\n\n---\n\n${pages.join('\n---\n\n')}`;
}
