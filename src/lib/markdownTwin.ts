/**
 * Where a page's Markdown twin is served: next to the page, its route without the trailing slash
 * plus `.md` (`/docs/android/overview/` → `/docs/android/overview.md`). The docs home has no
 * name of its own, so its twin is `/docs/index.md`.
 *
 * The twin generator, the nginx `Accept: text/markdown` rule, the `<link rel="alternate">` of each
 * page, the "Copy page" menu and llms.txt all read this one function.
 */
import {BASE_URL} from '../constants';

export const MARKDOWN_TWIN_TYPE = 'text/markdown';

export function markdownTwinPath(permalink: string, baseUrl: string = BASE_URL): string {
  const path = permalink.replace(/[?#].*$/, '');
  if (!path.startsWith(baseUrl)) {
    throw new Error(`"${permalink}" is not a page below ${baseUrl}.`);
  }
  if (path === baseUrl) {
    return `${baseUrl}index.md`;
  }
  return `${path.replace(/\/+$/, '')}.md`;
}
