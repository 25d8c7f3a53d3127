/**
 * Generates the production nginx rules from redirects.ts: real 301s for every redirect, `.html`
 * and `index.html` suffixes normalised to the trailing-slash route, a real 404 status with the
 * site's 404 page (also for `_redirects`, the static-host rules file the build writes), immutable
 * caching for content-hashed files, gzip, and the security headers.
 *
 * The output is a snippet to include in a `server` block whose `root` holds the build under
 * `docs/` (so `<root>/docs/index.html` is the home page).
 *
 * The security headers are not in this file: their Content-Security-Policy holds the hashes of the
 * built pages' inline scripts, so the build writes them (config/security.ts,
 * scripts/securityHeaders.ts) and this file includes them by name. nginx resolves the name next to
 * its main configuration file; scripts/nginx.sh links it to the build's copy.
 */
import {NGINX_HEADERS_FILE, NGINX_HEADERS_INCLUDE, STATIC_HOST_HEADERS_FILE} from '../config/security';
import type {RedirectRule} from '../redirects';

/** The static-host rules file the build writes beside the pages (scripts/redirectsFile.ts). */
export const STATIC_HOST_RULES_FILE = '_redirects';

export const GENERATED_HEADER =
  '# Generated from redirects.ts by `npm run gen:nginx`; do not edit by hand (a unit test fails on drift).';

/** Paths in redirects.ts are below the base URL; nginx sees the full path. */
export function withBase(path: string, baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path}`;
}

/**
 * Every URL a redirect answers, full path to full path: its source with and without the trailing
 * slash, both to the same target. The nginx rules and the static hosts' `_redirects` list these
 * pairs. Validates the list first.
 */
export function redirectUrls(redirects: readonly RedirectRule[], baseUrl: string): {source: string; target: string}[] {
  validateRedirects(redirects);
  return redirects.flatMap(({from, to}) => {
    const source = withBase(from, baseUrl);
    const target = withBase(to, baseUrl);
    return [
      {source, target},
      {source: source.replace(/\/$/, ''), target},
    ];
  });
}

export function assertValidRedirect({from, to}: RedirectRule): void {
  if (!/^\/([a-z0-9._-]+\/)*$/i.test(from)) {
    throw new Error(`Redirect source "${from}" must be a path that starts and ends with "/".`);
  }
  if (!/^\/([a-z0-9._-]+\/)*(#[a-z0-9_-]+)?$/i.test(to)) {
    throw new Error(`Redirect target "${to}" must be a path that starts and ends with "/", optionally with a #hash.`);
  }
  if (from === to.replace(/#.*$/, '')) {
    throw new Error(`Redirect "${from}" points to itself.`);
  }
}

/** Throws on a malformed entry, a duplicated source, or a chain (a target that is itself redirected). */
export function validateRedirects(redirects: readonly RedirectRule[]): void {
  const sources = new Set<string>();
  for (const redirect of redirects) {
    assertValidRedirect(redirect);
    if (sources.has(redirect.from)) {
      throw new Error(`Redirect source "${redirect.from}" is listed twice.`);
    }
    sources.add(redirect.from);
  }
  for (const {from, to} of redirects) {
    const target = to.replace(/#.*$/, '');
    if (sources.has(target)) {
      throw new Error(`Redirect "${from}" -> "${to}" leads to another redirect; point it at the final page.`);
    }
  }
}

/**
 * Markdown twins (src/plugins/markdownTwins.ts), in a block of their own: a twin is sent as
 * `text/markdown; charset=utf-8`, and a page URL asked for with `Accept: text/markdown` is
 * answered with its twin, at the same URL, with `Vary: Accept` so a cache keeps both. The twin's
 * path follows src/lib/markdownTwin.ts: `/docs/a/b/` -> `/docs/a/b.md`, `/docs/` -> `/docs/index.md`.
 *
 * The include sits inside a `server` block, where `map` is not allowed, so the twin's path is set
 * in the server's rewrite phase: `$argus_twin` is empty unless the request asks for Markdown. A
 * page without a twin (the search page) falls back to its HTML. Page URLs get their own location
 * so that the HTML is served from it directly (`index.html`, no internal redirect) and carries
 * its `Vary` header.
 */
export function markdownTwinRules(base: string, securityHeaders: string): string {
  return `# Markdown twins: Accept: text/markdown on a page URL answers with the page's twin (see
# scripts/nginxConfig.ts, markdownTwinRules).
set $argus_twin "";
set $argus_twin_request "$http_accept|$uri";
if ($argus_twin_request ~* "^[^|]*text/markdown[^|]*\\|(${base}/.+)/$") { set $argus_twin $1.md; }
if ($argus_twin_request ~* "^[^|]*text/markdown[^|]*\\|${base}/$") { set $argus_twin ${base}/index.md; }

# Page URLs: the HTML page, or its twin for Accept: text/markdown.
location ~ ^${base}/(?:.+/)?$ {
  add_header Cache-Control "public, max-age=0, must-revalidate";
  add_header Vary Accept;
  ${securityHeaders}
  types { text/html html; text/markdown md; }
  charset_types text/markdown;
  try_files $argus_twin \${uri}index.html =404;
}

# Twins at their own URL.
location ~ ^${base}/.+\\.md$ {
  add_header Cache-Control "public, max-age=0, must-revalidate";
  ${securityHeaders}
  types { text/markdown md; }
  charset_types text/markdown;
  try_files $uri =404;
}
# End of the Markdown twins.`;
}

export function generateNginxConfig(redirects: readonly RedirectRule[], baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const redirectLines = redirectUrls(redirects, baseUrl).map(
    ({source, target}) => `location = ${source} { return 301 ${target}; }`,
  );

  // nginx drops the server's add_header lines in a location that has its own, so each such location
  // includes the security headers again.
  const securityHeaders = `include ${NGINX_HEADERS_INCLUDE};`;
  return `${GENERATED_HEADER}
# Include inside a server block whose root holds the build under ${base}/.

# Security headers (Content-Security-Policy and others) on every response, written by the build as
# ${base}/${NGINX_HEADERS_FILE}: link that file as ${NGINX_HEADERS_INCLUDE} next to nginx.conf and
# reload nginx after each deploy.
${securityHeaders}

absolute_redirect off;
server_tokens off;
charset utf-8;

# Precompressed files from scripts/precompress.sh first: .br to browsers that accept Brotli (they ask
# for it over HTTPS only; the module is Debian's libnginx-mod-http-brotli-static, loaded with
# load_module), else .gz; anything else is gzipped on the fly.
brotli_static on;
gzip_static on;
gzip on;
gzip_vary on;
gzip_comp_level 6;
gzip_min_length 512;
gzip_types text/css text/plain text/xml text/markdown application/javascript application/json application/xml image/svg+xml;

error_page 404 ${base}/404.html;

location = / { return 302 ${base}/; }
location = ${base} { return 301 ${base}/; }

# Redirects: one pair per entry in redirects.ts (with and without the trailing slash).
${redirectLines.join('\n')}

# The 404 page is served only as the body of a 404; the static-host rules file and the build's
# headers files are for the host, not readers.
location = ${base}/404.html { internal; }
location = ${base}/${STATIC_HOST_RULES_FILE} { return 404; }
location = ${base}/${NGINX_HEADERS_FILE} { return 404; }
location = ${base}/${STATIC_HOST_HEADERS_FILE} { return 404; }

# .html normalisation: /docs/a/index.html and /docs/a.html both become /docs/a/. Matched on the
# request line, so the internal index.html lookup of a directory is not redirected back.
if ($request_uri ~ "^(${base}/(?:[^?]*/)?)index\\.html(\\?.*)?$") { return 301 $1$2; }
if ($request_uri ~ "^(${base}/[^?]+)\\.html(\\?.*)?$") { return 301 $1/$2; }

# Content-hashed files never change: cache them for a year.
location ^~ ${base}/assets/ {
  add_header Cache-Control "public, max-age=31536000, immutable";
  ${securityHeaders}
  try_files $uri =404;
}
location ~ ^${base}/search-(?:index|directory)-.+\\.json$ {
  add_header Cache-Control "public, max-age=31536000, immutable";
  ${securityHeaders}
  try_files $uri =404;
}

${markdownTwinRules(base, securityHeaders)}

# Everything else: HTML and unhashed files, revalidated on every visit.
location ${base}/ {
  add_header Cache-Control "public, max-age=0, must-revalidate";
  ${securityHeaders}
  try_files $uri $uri/ =404;
}
`;
}
