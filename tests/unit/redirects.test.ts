import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {REDIRECT_CATEGORIES, redirects, type RedirectCategory} from '../../redirects';
import config from '../../docusaurus.config';
import {BASE_URL} from '../../src/constants';
import redirectsPlugin, {pageTitle, redirectPageHtml} from '../../src/plugins/redirects';
import {generateNginxConfig, validateRedirects} from '../../scripts/nginxConfig';
import {generateRedirectsFile, parseRedirectsFile, STATIC_HOST_RULES_FILE} from '../../scripts/redirectsFile';
import {isRedirectPage, parseManifest} from '../../scripts/routes';

const root = join(__dirname, '..', '..');
const manifest = new Set(parseManifest(readFileSync(join(root, 'tests', 'routes.txt'), 'utf8')));
const rules = redirects.map(({from, to}) => ({from, to}));

function inCategory(category: RedirectCategory) {
  return redirects.filter((redirect) => redirect.category === category);
}

describe('redirects.ts', () => {
  it('is well formed: slashes, no duplicates, no chains', () => {
    expect(() => validateRedirects(redirects)).not.toThrow();
  });

  it('holds at least 100 redirects, with entries in every category', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(100);
    for (const category of REDIRECT_CATEGORIES) {
      expect(inCategory(category).length, category).toBeGreaterThanOrEqual(10);
    }
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

  it('sends each category where the specification says', () => {
    const rule: Record<RedirectCategory, {from: RegExp; to: RegExp}> = {
      'ios-open-source': {from: /^\/ios\/open-source\//, to: /^\/ios\/6x\//},
      'ios-legacy': {from: /^\/ios\/(?!open-source\/|5x\/|6x\/)/, to: /^\/ios\/5x\//},
      product: {from: /^\/(?!product\/)/, to: /^\/product\//},
      'sdk-tracing': {
        from: /^\/(android|flutter|react-native|unity)\//,
        to: /^\/(android|flutter|react-native(\/[45]x)?|unity)\/features\/traces\/$/,
      },
      'destination-code': {from: /^\/(code|data-destinations)\//, to: /^\/data-destinations\/[a-z-]+\/$/},
      'region-dpa-transmission': {
        from: /^\/(?!region\/|dpa\/)/,
        to: /^\/(region|dpa|dpa\/subprocessors|data-marshaling-and-transmission)\/$/,
      },
    };
    for (const {from, to, category} of redirects) {
      expect(from, `${from} (${category})`).toMatch(rule[category].from);
      expect(to, `${from} (${category})`).toMatch(rule[category].to);
    }
  });

  it('moves old paths to all nine product areas', () => {
    const areas = new Set(inCategory('product').map(({to}) => to.split('/')[2]));
    expect(areas).toEqual(
      new Set([
        'crashes',
        'logs',
        'network',
        'traces',
        'sessions',
        'boards',
        'settings',
        'alerting',
        'troubleshooting',
      ]),
    );
  });

  it('moves old tracing paths to the traces page of every SDK and of each legacy React Native line', () => {
    expect(new Set(inCategory('sdk-tracing').map(({to}) => to))).toEqual(
      new Set([
        '/android/features/traces/',
        '/flutter/features/traces/',
        '/react-native/features/traces/',
        '/react-native/5x/features/traces/',
        '/react-native/4x/features/traces/',
        '/unity/features/traces/',
      ]),
    );
  });

  it('moves old code pages to the setup page of all five destinations', () => {
    expect(new Set(inCategory('destination-code').map(({to}) => to))).toEqual(
      new Set([
        '/data-destinations/chronosphere-setup/',
        '/data-destinations/elastic-setup/',
        '/data-destinations/grafana-cloud-setup/',
        '/data-destinations/observe-setup/',
        '/data-destinations/splunk/',
      ]),
    );
    expect(inCategory('destination-code').some(({from}) => from.startsWith('/code/'))).toBe(true);
  });

  it('covers the region, DPA and data transmission moves', () => {
    expect(new Set(inCategory('region-dpa-transmission').map(({to}) => to))).toEqual(
      new Set(['/region/', '/dpa/', '/dpa/subprocessors/', '/data-marshaling-and-transmission/']),
    );
  });
});

describe('the three outputs carry exactly the list of redirects.ts', () => {
  it('the site config gives the client-redirects plugin the list, once', () => {
    const entries = config.plugins.filter(
      (plugin) =>
        plugin === '@docusaurus/plugin-client-redirects' || (Array.isArray(plugin) && plugin[0] === redirectsPlugin),
    );
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(Array.isArray(entry) && entry[1]).toEqual({redirects: rules});
  });

  it('the committed nginx/argus-docs.conf is generated from it (run npm run gen:nginx after editing redirects.ts)', () => {
    const committed = readFileSync(join(root, 'nginx', 'argus-docs.conf'), 'utf8');
    expect(committed).toBe(generateNginxConfig(redirects, BASE_URL));
    const slashRules = [...committed.matchAll(/^location = \/docs(\/\S*\/) \{ return 301 \/docs(\/\S*); \}$/gm)];
    expect(slashRules.map(([, from, to]) => ({from, to}))).toEqual(rules);
  });

  it('the _redirects file holds every redirect as a 301, with and without the trailing slash', () => {
    const file = generateRedirectsFile(redirects, BASE_URL);
    expect(parseRedirectsFile(file, BASE_URL)).toEqual(rules);
    const lines = file.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toHaveLength(2 * redirects.length);
    expect(lines).toContain('/docs/data-residency/ /docs/region/ 301');
    expect(lines).toContain('/docs/data-residency /docs/region/ 301');
    expect(lines.every((line) => / 301$/.test(line))).toBe(true);
  });
});

describe("the maintainers' guide", () => {
  it('gives the count of every category and the total as the list has them', () => {
    const readme = readFileSync(join(root, 'MAINTAINING.md'), 'utf8');
    for (const category of REDIRECT_CATEGORIES) {
      const row = new RegExp(`^\\| \`${category}\` .*\\| (\\d+) +\\|$`, 'm').exec(readme);
      expect(Number(row?.[1]), category).toBe(inCategory(category).length);
    }
    expect(Number(/^\| total .*\| (\d+) +\|$/m.exec(readme)?.[1])).toBe(redirects.length);
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

  it('never serve the static-host rules file', () => {
    expect(generateNginxConfig([], '/docs/')).toContain(`location = /docs/${STATIC_HOST_RULES_FILE} { return 404; }`);
  });

  it('refuse to generate from a broken redirect list', () => {
    expect(() => generateNginxConfig([{from: '/x/', to: '/x/'}], '/docs/')).toThrow();
  });
});

describe('_redirects generation', () => {
  it('refuses a broken redirect list', () => {
    expect(() => generateRedirectsFile([{from: '/x/', to: '/x/'}], '/docs/')).toThrow();
  });
});

/** Runs a redirect page's script with a fake document and location; returns where it sends the reader. */
function followRedirectPage(html: string, search: string, hash: string): string | undefined {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const content = /<meta http-equiv="refresh" content="([^"]*)">/.exec(html)?.[1] ?? '';
  let replacedWith: string | undefined;
  const fakeDocument = {querySelector: () => ({content})};
  const fakeLocation = {search, hash, replace: (url: string) => (replacedWith = url)};
  const runNow = (callback: () => void) => callback();
  new Function('document', 'location', 'setTimeout', script)(fakeDocument, fakeLocation, runNow);
  return replacedWith;
}

describe('redirect pages', () => {
  const page = redirectPageHtml({
    toUrl: '/docs/region/',
    title: 'Data regions &amp; residency',
    lang: 'en',
    siteUrl: 'https://docs.example.com',
    faviconUrl: '/docs/img/favicon.svg',
  });

  it('name their language and the new page, and link it', () => {
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Moved to Data regions &amp; residency</title>');
    expect(page).toContain('<h1>This page has moved</h1>');
    expect(page).toContain('<a href="/docs/region/">Data regions &amp; residency</a>');
    expect(page).toContain('<link rel="canonical" href="https://docs.example.com/docs/region/">');
  });

  it('still redirect at once, so the route check counts them as redirects', () => {
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/region/">');
    expect(isRedirectPage(page)).toBe(true);
    expect(followRedirectPage(page, '?q=1', '#eu')).toBe('/docs/region/?q=1#eu');
  });

  it('share one script, so the Content-Security-Policy allows every redirect page by one hash', () => {
    const other = redirectPageHtml({
      toUrl: '/docs/dpa/',
      title: 'DPA',
      lang: 'en',
      siteUrl: 'https://docs.example.com',
      faviconUrl: '/docs/img/favicon.svg',
    });
    const scriptOf = (html: string) => /<script>[\s\S]*?<\/script>/.exec(html)?.[0];
    expect(scriptOf(other)).toBeDefined();
    expect(scriptOf(other)).toBe(scriptOf(page));
  });

  it('forward no query or hash to a target that has its own', () => {
    const withHash = redirectPageHtml({
      toUrl: '/docs/region/#available-regions',
      title: 'Data regions',
      lang: 'en',
      siteUrl: 'https://docs.example.com/',
      faviconUrl: '/docs/img/favicon.svg',
    });
    expect(followRedirectPage(withHash, '?q=1', '#eu')).toBe('/docs/region/#available-regions');
    expect(withHash).toContain('href="https://docs.example.com/docs/region/#available-regions"');
  });

  it('take the title of the new page without the site title', () => {
    const html = '<head><title data-rh=true>Data regions | Argus Documentation</title></head>';
    expect(pageTitle(html, 'Argus Documentation')).toBe('Data regions');
    expect(pageTitle('<title>Argus Documentation</title>', 'Argus Documentation')).toBe('Argus Documentation');
    expect(() => pageTitle('<head></head>', 'Argus Documentation')).toThrow(/no <title>/);
  });
});
