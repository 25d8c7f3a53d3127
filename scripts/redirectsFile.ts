/**
 * Generates `_redirects`, the redirect rules file of static hosts such as Netlify and Cloudflare
 * Pages: one `<from> <to> 301` line per redirect, with the full paths (base URL included). Each
 * source is listed with and without its trailing slash, as the nginx rules are: Netlify matches
 * either form from one line, but a host that matches paths exactly needs both. The build writes it
 * into build/ (src/plugins/redirects.ts); a host reads it from the root of the folder it publishes.
 */
import type {RedirectRule} from '../redirects';
import {redirectUrls, STATIC_HOST_RULES_FILE} from './nginxConfig';

export {STATIC_HOST_RULES_FILE};

export const REDIRECTS_FILE_HEADER =
  '# Generated from redirects.ts by the build; do not edit by hand (a unit test fails on drift).';

export function generateRedirectsFile(redirects: readonly RedirectRule[], baseUrl: string): string {
  const lines = redirectUrls(redirects, baseUrl).map(({source, target}) => `${source} ${target} 301`);
  return `${REDIRECTS_FILE_HEADER}\n${lines.join('\n')}\n`;
}

/** The redirects a `_redirects` file holds, trailing-slash sources only, without the base URL. */
export function parseRedirectsFile(text: string, baseUrl: string): {from: string; to: string}[] {
  const base = baseUrl.replace(/\/$/, '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
    .filter(([source]) => source?.endsWith('/'))
    .map(([source = '', target = '']) => ({from: source.slice(base.length), to: target.slice(base.length)}));
}
