/**
 * Writes the site's security headers into the build once every page is written (`npm run build`
 * runs it right after `docusaurus build`): the nginx `add_header` lines (`NGINX_HEADERS_FILE`,
 * included by nginx/argus-docs.conf) and the static hosts' `_headers` file. The
 * Content-Security-Policy allows inline scripts by hash only, and the hashes are read here from the
 * built HTML of every page (the 404 page, the search page and the client-side redirect pages
 * included), so the policy cannot fall behind the pages it protects.
 *
 * Not a Docusaurus `postBuild`: plugins run their postBuild side by side, and
 * plugin-client-redirects writes its redirect pages in its own, so a postBuild here could read the
 * build before they exist.
 *
 * Why the build and not the committed nginx config: the inline scripts change with Docusaurus, the
 * theme, the gtag options and redirects.ts (each redirect target has a page with its own script),
 * and a policy committed by hand would go stale after any of those. The policy travels with the
 * HTML it was computed from; nginx/argus-docs.conf only names the file.
 *
 * The build fails on what a hash cannot allow: an inline event handler (`onclick=`) or a
 * `javascript:` URL would need 'unsafe-inline' or 'unsafe-hashes'.
 *
 * Styles likewise: `<style>` elements by hash, and `style` attributes by hash with 'unsafe-hashes',
 * of which the build may hold only `MAX_STYLE_ATTRIBUTES` distinct values (the theme's hidden SVG
 * sprite has one); 'unsafe-inline' is not in the policy.
 */
import type {Element, Root} from 'hast';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {
  NGINX_HEADERS_FILE,
  STATIC_HOST_HEADERS_FILE,
  nginxHeaders,
  securityHeaders,
  staticHostHeaders,
  type StyleHashes,
} from '../config/security';

/** `type` values that make a script element run JavaScript; any other type (JSON-LD...) is data, which CSP ignores. */
const SCRIPT_TYPES = /^$|^module$|^(text|application)\/(x-)?(java|ecma)script$/i;

/** The `'sha256-...'` source that allows an inline script with this exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function attribute(element: Element, name: string): string | undefined {
  const value = element.properties[name];
  return value === undefined || value === null ? undefined : String(value);
}

export interface InlineCode {
  /** The text of each inline script that runs, as the browser hashes it. */
  readonly scripts: string[];
  /** Inline event handlers and `javascript:` URLs, which a hash cannot allow. */
  readonly handlers: string[];
  /** The text of each `<style>` element. */
  readonly styles: string[];
  /** The value of each `style` attribute, as written. */
  readonly styleAttributes: string[];
}

/** The inline code of one HTML document, read with a spec-compliant parser (minified HTML has unquoted attributes). */
export function inlineCode(html: string): InlineCode {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const scripts: string[] = [];
  const handlers: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];
  visit(tree, 'element', (element: Element) => {
    if (element.tagName === 'style') {
      styles.push(element.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
    }
    const style = attribute(element, 'style');
    if (style !== undefined) {
      styleAttributes.push(style);
    }
    if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
      if (SCRIPT_TYPES.test((attribute(element, 'type') ?? '').trim())) {
        scripts.push(element.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
      }
    }
    for (const [name, value] of Object.entries(element.properties)) {
      // hast names event handler properties `onClick`, `onLoad`...
      if (/^on[A-Z]/.test(name)) {
        handlers.push(`<${element.tagName} ${name.toLowerCase()}>`);
      } else if (typeof value === 'string' && /^\s*javascript:/i.test(value)) {
        handlers.push(`<${element.tagName} ${name}="${value.slice(0, 40)}">`);
      }
    }
  });
  return {scripts, handlers, styles, styleAttributes};
}

function htmlFilesBelow(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The inline code of every HTML file of a build, each file read and parsed once. */
function buildInlineCode(outDir: string): {file: string; code: InlineCode}[] {
  return htmlFilesBelow(outDir).map((file) => ({
    file: relative(outDir, file),
    code: inlineCode(readFileSync(file, 'utf8')),
  }));
}

/** The hash of every distinct inline script, sorted; throws on inline code a hash cannot allow. */
function scriptHashesOf(pages: readonly {file: string; code: InlineCode}[]): string[] {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const {file, code} of pages) {
    for (const script of code.scripts) {
      hashes.add(scriptHash(script));
    }
    problems.push(...code.handlers.map((handler) => `${file}: ${handler}`));
  }
  if (problems.length > 0) {
    throw new Error(
      `Inline event handlers or javascript: URLs cannot be allowed by the Content-Security-Policy; use a script file:\n${problems.join('\n')}`,
    );
  }
  return [...hashes].sort();
}

/** The hash of every distinct inline script in the build, sorted; throws on inline code a hash cannot allow. */
export function inlineScriptHashes(outDir: string): string[] {
  return scriptHashesOf(buildInlineCode(outDir));
}

/**
 * The most distinct `style` attribute values the build may hold. Each is allowed by its hash with
 * 'unsafe-hashes' and lengthens the policy every response carries: a component that needs a style
 * gives its element a class instead.
 */
export const MAX_STYLE_ATTRIBUTES = 3;

/** The hashes of every distinct inline style; throws on more style attributes than `MAX_STYLE_ATTRIBUTES`. */
function styleHashesOf(pages: readonly {file: string; code: InlineCode}[]): StyleHashes {
  const elements = new Set<string>();
  const attributes = new Map<string, string>();
  for (const {file, code} of pages) {
    for (const style of code.styles) {
      elements.add(scriptHash(style));
    }
    for (const style of code.styleAttributes) {
      if (!attributes.has(style)) {
        attributes.set(style, file);
      }
    }
  }
  if (attributes.size > MAX_STYLE_ATTRIBUTES) {
    const found = [...attributes].map(([style, file]) => `${file}: style="${style.slice(0, 60)}"`);
    throw new Error(
      `The build writes ${attributes.size} distinct style attributes (at most ${MAX_STYLE_ATTRIBUTES}); ` +
        `give the elements a class instead:\n${found.join('\n')}`,
    );
  }
  return {elements: [...elements].sort(), attributes: [...attributes.keys()].map(scriptHash).sort()};
}

/** The hashes of every distinct inline style in the build; throws on more style attributes than `MAX_STYLE_ATTRIBUTES`. */
export function inlineStyleHashes(outDir: string): StyleHashes {
  return styleHashesOf(buildInlineCode(outDir));
}

/** Writes both headers files into the build; returns the script hashes the policy allows. */
export function writeSecurityHeaders(outDir: string, baseUrl: string): string[] {
  const pages = buildInlineCode(outDir);
  const hashes = scriptHashesOf(pages);
  const headers = securityHeaders(hashes, styleHashesOf(pages));
  writeFileSync(join(outDir, NGINX_HEADERS_FILE), nginxHeaders(headers));
  writeFileSync(join(outDir, STATIC_HOST_HEADERS_FILE), staticHostHeaders(headers, baseUrl));
  return hashes;
}
