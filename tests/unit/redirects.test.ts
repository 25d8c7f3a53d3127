import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {redirects} from '../../redirects';
import {BASE_URL} from '../../src/constants';
import {generateNginxConfig, validateRedirects} from '../../scripts/nginxConfig';
import {parseManifest} from '../../scripts/routes';

const root = join(__dirname, '..', '..');
const manifest = new Set(parseManifest(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')));

describe('redirects.ts', () => {
  it('is well formed: slashes, no duplicates, no chains', () => {
    expect(() => validateRedirects(redirects)).not.toThrow();
  });

  it('points every redirect at a route the site serves', () => {
    for (const {to} of redirects) {
      expect(manifest.has(`/docs${to.replace(/#.*$/, '')}`), to).toBe(true);
    }
  });

  it('never redirects away from a route the site serves', () => {
    for (const {from} of redirects) {
      expect(manifest.has(`/docs${from}`), from).toBe(false);
    }
  });

  it('covers the region, DPA and data transmission moves', () => {
    const targets = new Set(redirects.map(({to}) => to));
    expect(targets).toEqual(
      new Set(['/region/', '/dpa/', '/dpa/subprocessors/', '/data-marshaling-and-transmission/']),
    );
  });
});

describe('validateRedirects', () => {
  it.each([
    [[{from: 'no-leading-slash/', to: '/region/'}], /must be a path/],
    [[{from: '/no-trailing-slash', to: '/region/'}], /must be a path/],
    [[{from: '/old/', to: 'https://elsewhere.example.com/'}], /target/],
    [[{from: '/same/', to: '/same/'}], /points to itself/],
    [
      [
        {from: '/a/', to: '/b/'},
        {from: '/a/', to: '/c/'},
      ],
      /listed twice/,
    ],
    [
      [
        {from: '/a/', to: '/b/'},
        {from: '/b/', to: '/c/'},
      ],
      /leads to another redirect/,
    ],
  ])('rejects %j', (entries, message) => {
    expect(() => validateRedirects(entries)).toThrow(message);
  });

  it('accepts a target with a hash', () => {
    expect(() => validateRedirects([{from: '/old/', to: '/region/#available-regions'}])).not.toThrow();
  });
});

describe('nginx rules', () => {
  it('match the committed nginx/argus-docs.conf (run npm run gen:nginx after editing redirects.ts)', () => {
    const committed = readFileSync(join(root, 'nginx', 'argus-docs.conf'), 'utf8');
    expect(committed).toBe(generateNginxConfig(redirects, BASE_URL));
  });

  it('answer each redirect with a 301, with and without the trailing slash', () => {
    const config = generateNginxConfig([{from: '/old-page/', to: '/region/'}], '/docs/');
    expect(config).toContain('location = /docs/old-page/ { return 301 /docs/region/; }');
    expect(config).toContain('location = /docs/old-page { return 301 /docs/region/; }');
  });

  it('normalise .html suffixes, serve a real 404, cache hashed assets and compress', () => {
    const config = generateNginxConfig([], '/docs/');
    expect(config).toContain('error_page 404 /docs/404.html;');
    expect(config).toMatch(/index\\\.html.*return 301 \$1\$2;/);
    expect(config).toMatch(/\\\.html.*return 301 \$1\/\$2;/);
    expect(config).toContain('location ^~ /docs/assets/');
    expect(config).toContain('immutable');
    expect(config).toContain('gzip on;');
    expect(config).toContain('try_files $uri $uri/ =404;');
  });

  it('refuse to generate from a broken redirect list', () => {
    expect(() => generateNginxConfig([{from: '/x/', to: '/x/'}], '/docs/')).toThrow();
  });
});
