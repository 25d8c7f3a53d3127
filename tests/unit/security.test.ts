import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {
  NGINX_HEADERS_FILE,
  NGINX_HEADERS_INCLUDE,
  contentSecurityPolicy,
  nginxHeaders,
  securityHeaders,
  serializePolicy,
  staticHostHeaders,
  type Directive,
} from '../../config/security';
import {redirects} from '../../redirects';
import {generateNginxConfig} from '../../scripts/nginxConfig';
import {
  inlineCode,
  inlineScriptHashes,
  inlineStyleHashes,
  MAX_STYLE_ATTRIBUTES,
  scriptHash,
  writeSecurityHeaders,
} from '../../scripts/securityHeaders';
import {
  ANALYTICS_COLLECT_HOSTS,
  ANALYTICS_SCRIPT_HOST,
  BASE_URL,
  WIDGETS,
  type PinnedScript,
} from '../../src/constants';

const root = join(__dirname, '..', '..');
const HASH_A = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

function directive(directives: readonly Directive[], name: string): readonly string[] {
  const found = directives.find(([directiveName]) => directiveName === name);
  if (!found) {
    throw new Error(`No ${name} directive.`);
  }
  return found[1];
}

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'"]);

  it('allows scripts from this site, the listed hashes and the configured script hosts only', () => {
    const scripts = directive(policy, 'script-src');
    expect(scripts).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      `https://${ANALYTICS_SCRIPT_HOST}`,
      new URL(WIDGETS.assistant.script?.url ?? '').origin,
      new URL(WIDGETS.salesChat.script.url).origin,
    ]);
    expect(scripts.join(' ')).not.toMatch(/unsafe|\*|https?:(\s|$)/);
  });

  it('allows styles from this site and inline styles by hash only, never unsafe-inline', () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    const styled = contentSecurityPolicy([], {elements: ["'sha256-e'"], attributes: ["'sha256-z'", "'sha256-y'"]});
    expect(directive(styled, 'style-src')).toEqual([
      "'self'",
      "'sha256-e'",
      "'unsafe-hashes'",
      "'sha256-y'",
      "'sha256-z'",
    ]);
    expect(directive(styled, 'style-src')).not.toContain("'unsafe-inline'");
  });

  it('lets analytics, feedback and the widgets connect, and nothing else off the site', () => {
    const connect = directive(policy, 'connect-src');
    expect(connect).toContain("'self'");
    expect(connect).toContain(new URL(WIDGETS.feedback.endpoint).origin);
    for (const host of ANALYTICS_COLLECT_HOSTS) {
      expect(connect).toContain(`https://${host}`);
      expect(directive(policy, 'img-src')).toContain(`https://${host}`);
    }
    expect(connect.filter((source) => source !== "'self'").every((source) => source.startsWith('https://'))).toBe(true);
  });

  it('locks down plugins, base URLs, forms and framing', () => {
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(policy.map(([name]) => name)).not.toContain('upgrade-insecure-requests');
  });

  it('serialises as directives separated by semicolons', () => {
    expect(
      serializePolicy([
        ['default-src', ["'self'"]],
        ['img-src', ["'self'", 'data:']],
      ]),
    ).toBe("default-src 'self'; img-src 'self' data:");
  });

  it('comes with the other security headers', () => {
    const headers = Object.fromEntries(securityHeaders([HASH_A]));
    expect(headers['Content-Security-Policy']).toContain(HASH_A);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['Permissions-Policy']).not.toContain('clipboard');
  });
});

describe('header files', () => {
  const headers = securityHeaders([HASH_A]);

  it('for nginx: one add_header line each, sent with every status', () => {
    const text = nginxHeaders(headers);
    const lines = text.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toHaveLength(headers.length);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(text).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self' ${HASH_A} `);
  });

  it('for static hosts: the headers under the base URL, in the _headers format', () => {
    const text = staticHostHeaders(headers, '/docs/');
    const lines = text.split('\n').filter((line) => !line.startsWith('#') && line !== '');
    expect(lines[0]).toBe('/docs/*');
    expect(lines.slice(1)).toEqual(headers.map(([name, value]) => `  ${name}: ${value}`));
  });

  it('refuse a value that would break out of the nginx string', () => {
    expect(() => nginxHeaders([['X-Test', 'a"b']])).toThrow(/quote/);
    expect(() => staticHostHeaders([['X-Test', 'a\nb']], '/docs/')).toThrow(/line break/);
  });
});

describe('inline scripts in the built HTML', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) {
      rmSync(dir, {recursive: true, force: true});
    }
    dir = undefined;
  });

  it('hashes a script as the browser does: SHA-256 of its UTF-8 text, base64', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(HASH_A);
    expect(scriptHash("window.x = 'é';")).toBe("'sha256-6i8XS2Pf6AgsuhcDU2V4qZNIfwIyGPSfhpbveWvSzPQ='");
  });

  it('finds inline scripts in minified HTML, skipping script files and data blocks', () => {
    const html =
      '<!doctype html><html><head><script src=/docs/assets/js/main.js></script>' +
      '<script>var a = "</p>";</script><script type=application/ld+json>{"a":1}</script>' +
      '<script type=module>import "x";</script></head><body><a href=/docs/a/>A</a><script>\n  b()\n</script></body></html>';
    expect(inlineCode(html)).toEqual({
      scripts: ['var a = "</p>";', 'import "x";', '\n  b()\n'],
      handlers: [],
      styles: [],
      styleAttributes: [],
    });
  });

  it('reports inline event handlers and javascript: URLs, which no hash allows', () => {
    const {handlers} = inlineCode('<body><button onclick=go()>Go</button><a href="javascript:void 0">x</a></body>');
    expect(handlers).toEqual(['<button onclick>', '<a href="javascript:void 0">']);
  });

  it('collects one hash per distinct script across every page, and writes both files', () => {
    dir = mkdtempSync(join(tmpdir(), 'argus-csp-'));
    mkdirSync(join(dir, 'old-page'));
    writeFileSync(join(dir, 'index.html'), "<script>alert('Hello, world.');</script><script>b()</script>");
    writeFileSync(join(dir, '404.html'), "<script>alert('Hello, world.');</script>");
    writeFileSync(join(dir, 'old-page', 'index.html'), "<script>window.x = 'é';</script>");
    expect(inlineScriptHashes(dir)).toEqual([scriptHash('b()'), scriptHash("window.x = 'é';"), HASH_A].sort());

    writeSecurityHeaders(dir, '/docs/');
    expect(readFileSync(join(dir, NGINX_HEADERS_FILE), 'utf8')).toContain(HASH_A);
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain(scriptHash("window.x = 'é';"));
  });

  it('hashes style elements and style attributes as written, and fails on too many distinct attributes', () => {
    dir = mkdtempSync(join(tmpdir(), 'argus-csp-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<head><style>body{margin:0}</style></head><body><svg style="display: none;"></svg><p style=color:red>x</p></body>',
    );
    writeFileSync(join(dir, '404.html'), '<svg style="display: none;"></svg>');
    expect(inlineStyleHashes(dir)).toEqual({
      elements: [scriptHash('body{margin:0}')],
      attributes: [scriptHash('display: none;'), scriptHash('color:red')].sort(),
    });
    writeFileSync(
      join(dir, 'many.html'),
      Array.from({length: MAX_STYLE_ATTRIBUTES}, (_, n) => `<p style="width:${n}%">${n}</p>`).join(''),
    );
    expect(() => inlineStyleHashes(dir as string)).toThrow(/give the elements a class instead/);
  });

  it('fails the build on an inline event handler', () => {
    dir = mkdtempSync(join(tmpdir(), 'argus-csp-'));
    writeFileSync(join(dir, 'index.html'), '<img src=a.png onerror=alert(1)>');
    expect(() => inlineScriptHashes(dir as string)).toThrow(/index\.html: <img onerror>/);
  });
});

describe('nginx serves the security headers', () => {
  const config = generateNginxConfig(redirects, BASE_URL);
  const include = `include ${NGINX_HEADERS_INCLUDE};`;

  it('at server level and in every location that sets headers of its own', () => {
    expect(config.split('\n')).toContain(include);
    const blocks = config.match(/^location [^{]+\{\n[\s\S]*?\n\}/gm) ?? [];
    const withHeaders = blocks.filter((block) => block.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThanOrEqual(3);
    for (const block of withHeaders) {
      expect(block, block.split('\n')[0]).toContain(include);
    }
    // The security headers come from the include alone, never typed into a location.
    const typedSecurityHeaders = config
      .split('\n')
      .filter((line) =>
        /add_header\s+(content-security-policy|x-content-type-options|referrer-policy|permissions-policy)/i.test(line),
      );
    expect(typedSecurityHeaders).toEqual([]);
  });

  it('from the file the build writes, linked by scripts/nginx.sh', () => {
    const script = readFileSync(join(root, 'scripts', 'nginx.sh'), 'utf8');
    expect(script).toContain(`build/${NGINX_HEADERS_FILE}`);
    expect(script).toContain(`"$prefix/${NGINX_HEADERS_INCLUDE}"`);
  });

  it('and never serves the headers files themselves', () => {
    expect(config).toContain(`location = /docs/${NGINX_HEADERS_FILE} { return 404; }`);
    expect(config).toContain('location = /docs/_headers { return 404; }');
  });
});

describe('pinned third-party scripts', () => {
  const pinned: PinnedScript[] = [
    WIDGETS.salesChat.script,
    ...(WIDGETS.assistant.script ? [WIDGETS.assistant.script] : []),
  ];

  it('name an exact version in the path', () => {
    for (const {url} of pinned) {
      expect(new URL(url).pathname, url).toMatch(/\/v\d+\.\d+\.\d+\//);
    }
  });

  it('carry the SHA-384 of the vendor file kept in tests/fixtures/vendor/', () => {
    for (const {url, integrity} of pinned) {
      const {host, pathname} = new URL(url);
      const bytes = readFileSync(join(root, 'tests', 'fixtures', 'vendor', host, pathname));
      expect(integrity, url).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);
    }
  });
});
