/**
 * The security headers every response of the site carries, and the Content-Security-Policy among
 * them. Hosts come from src/constants.ts; the hashes of the inline scripts come from the built HTML
 * (scripts/securityHeaders.ts), so the policy always matches the pages it is sent with.
 *
 * The build writes the headers twice, in two formats, from the same list:
 * - `NGINX_HEADERS_FILE`: `add_header` lines that nginx/argus-docs.conf includes (as
 *   `NGINX_HEADERS_INCLUDE`, a name beside nginx's own configuration file);
 * - `_headers`: the same headers for static hosts and CDNs that read that file (Netlify,
 *   Cloudflare Pages).
 */
import {ANALYTICS_COLLECT_HOSTS, ANALYTICS_SCRIPT_HOST, WIDGETS} from '../src/constants';

/** Written into the build by scripts/write-security-headers.ts; nginx reads it, readers never get it. */
export const NGINX_HEADERS_FILE = 'security-headers.nginx.conf';
/** The name nginx/argus-docs.conf includes, relative to the folder of nginx's main configuration file. */
export const NGINX_HEADERS_INCLUDE = 'argus-docs-security-headers.conf';
/** The static hosts' headers file, written into the build; its paths start at the site's origin. */
export const STATIC_HOST_HEADERS_FILE = '_headers';

export type Directive = readonly [name: string, sources: readonly string[]];
export type Header = readonly [name: string, value: string];

/**
 * Browser features the site never uses, denied to it and to every frame it could hold. Only names
 * Chromium knows: it logs an error for an unknown one (`interest-cohort`, the withdrawn FLoC trial,
 * is one; `browsing-topics` is its successor). The clipboard stays allowed: code blocks copy.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The origins of the widgets' scripts: the hosted assistant and the sales chat (when configured). */
export function widgetScriptOrigins(): string[] {
  const scripts = [WIDGETS.assistant.script, WIDGETS.salesChat.script];
  return unique(scripts.flatMap((script) => (script ? [originOf(script.url)] : [])));
}

/** The `'sha256-...'` sources of the inline styles the build writes (scripts/securityHeaders.ts). */
export interface StyleHashes {
  /** `<style>` elements (the redirect pages' few rules). */
  readonly elements: readonly string[];
  /** `style` attributes, allowed by hash with 'unsafe-hashes' (the theme's hidden SVG sprite). */
  readonly attributes: readonly string[];
}

const NO_STYLES: StyleHashes = {elements: [], attributes: []};

/**
 * The Content-Security-Policy's directives. `scriptHashes` are the `'sha256-...'` sources of every
 * inline script the build writes (the colour-mode script, the gtag bootstrap, the redirect pages');
 * `styles` those of its inline styles.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], styles: StyleHashes = NO_STYLES): Directive[] {
  const analytics = ANALYTICS_COLLECT_HOSTS.map((host) => `https://${host}`);
  const widgets = widgetScriptOrigins();
  return [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline': an inline script runs only if the build wrote it (its hash is listed).
    ['script-src', unique(["'self'", ...[...scriptHashes].sort(), `https://${ANALYTICS_SCRIPT_HOST}`, ...widgets])],
    // No 'unsafe-inline' either: the code colours are classes (src/css/prism-theme.css), and the few
    // inline styles the build writes are allowed by hash. Styles set from script (CSSOM) need none.
    [
      'style-src',
      unique([
        "'self'",
        ...[...styles.elements].sort(),
        ...(styles.attributes.length > 0 ? ["'unsafe-hashes'", ...[...styles.attributes].sort()] : []),
      ]),
    ],
    // data: for the theme's inline SVG icons in CSS; analytics sends page views as pixels too.
    ['img-src', unique(["'self'", 'data:', ...analytics])],
    // Search indexes are same-origin; page views, feedback and the widgets talk to their hosts.
    ['connect-src', unique(["'self'", ...analytics, originOf(WIDGETS.feedback.endpoint), ...widgets])],
    // The search plugin's worker is a same-origin file in assets/js/, not a blob: URL.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The search forms submit to /docs/search/ with GET.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // No upgrade-insecure-requests: it would send the local http://127.0.0.1 server's own assets to
    // https and break the tests and `npm run serve`. Production is served over https anyway.
  ];
}

export function serializePolicy(directives: readonly Directive[]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** Every security header, in the order they are sent. */
export function securityHeaders(scriptHashes: readonly string[], styles: StyleHashes = NO_STYLES): Header[] {
  return [
    ['Content-Security-Policy', serializePolicy(contentSecurityPolicy(scriptHashes, styles))],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
  ];
}

function assertPlainValue([name, value]: Header): void {
  if (/["\\\r\n]/.test(value)) {
    throw new Error(`Header ${name} holds a quote, a backslash or a line break: "${value}".`);
  }
}

/**
 * `add_header` lines for nginx, with `always` so 404s and redirects carry them too. nginx/argus-docs.conf
 * includes them at server level and again in every location that sets headers of its own (nginx drops
 * the server's `add_header` lines in such a location).
 */
export function nginxHeaders(headers: readonly Header[]): string {
  const lines = headers.map((header) => {
    assertPlainValue(header);
    return `add_header ${header[0]} "${header[1]}" always;`;
  });
  return `# Written by the build (scripts/write-security-headers.ts) from config/security.ts and the built HTML.\n${lines.join('\n')}\n`;
}

/** The `_headers` file: every path below the base URL gets the headers (Netlify and Cloudflare Pages format). */
export function staticHostHeaders(headers: readonly Header[], baseUrl: string): string {
  const lines = headers.map((header) => {
    assertPlainValue(header);
    return `  ${header[0]}: ${header[1]}`;
  });
  return `# Written by the build from config/security.ts and the built HTML.\n${baseUrl}*\n${lines.join('\n')}\n`;
}
