import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  addSizes,
  brotliOf,
  assetKind,
  BUDGETS,
  firstLoadBudget,
  largestFirstSearchByKind,
  OUTSIDE_KIND,
  pageKind,
  SEARCH_PAGE_KIND,
  searchContextOf,
  servedSizeOf,
  sizeOf,
} from '../../scripts/measure';
import {builtRoutes, compareRoutes, isRedirectPage, outsideSpecification, parseManifest} from '../../scripts/routes';

describe('route manifest', () => {
  it('parses one route a line, skipping blanks and comments', () => {
    expect(parseManifest('/docs/\n\n# a note\n/docs/region/\n')).toEqual(['/docs/', '/docs/region/']);
  });

  it('tells client-redirect pages from real pages', () => {
    expect(isRedirectPage('<meta http-equiv="refresh" content="0; url=/docs/region/">')).toBe(true);
    expect(isRedirectPage('<html><body><h1>Data regions</h1></body></html>')).toBe(false);
  });

  it('lists the routes of a build, without redirect pages or assets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-build-'));
    const page = (path: string, html: string): void => {
      mkdirSync(join(dir, path), {recursive: true});
      writeFileSync(join(dir, path, 'index.html'), html);
    };
    page('', '<h1>Home</h1>');
    page('region', '<h1>Regions</h1>');
    page('dpa/subprocessors', '<h1>Subprocessors</h1>');
    page('data-residency', '<meta http-equiv="refresh" content="0; url=/docs/region/">');
    page('assets/js', 'not a page');
    expect(builtRoutes(dir, '/docs/')).toEqual(['/docs/', '/docs/dpa/subprocessors/', '/docs/region/']);
  });

  it('reports routes missing from the build and routes the manifest lacks', () => {
    expect(compareRoutes(['/docs/', '/docs/a/'], ['/docs/', '/docs/b/'])).toEqual({
      missing: ['/docs/a/'],
      unexpected: ['/docs/b/'],
    });
    expect(compareRoutes(['/docs/'], ['/docs/'])).toEqual({missing: [], unexpected: []});
  });

  it('flags manifest routes that the specification does not list', () => {
    expect(outsideSpecification(['/docs/', '/docs/extra/'], ['/docs/', '/docs/region/'])).toEqual(['/docs/extra/']);
  });
});

describe('bench arithmetic', () => {
  it('measures raw and gzip sizes and adds them, Brotli counted as gzip where a file has no .br', () => {
    const size = sizeOf('a'.repeat(10_000));
    expect(size.raw).toBe(10_000);
    expect(size.gzip).toBeLessThan(200);
    expect(brotliOf(size)).toBe(size.gzip);
    expect(addSizes([size, {raw: 5, gzip: 3, brotli: 2}])).toEqual({
      raw: 10_005,
      gzip: size.gzip + 3,
      brotli: size.gzip + 2,
    });
  });

  it('counts a file as nginx serves it: its precompressed .gz and .br when there are, else gzip on the fly', () => {
    const dir = mkdtempSync(join(tmpdir(), 'served-'));
    const text = 'served '.repeat(2_000);
    writeFileSync(join(dir, 'a.js'), text);
    writeFileSync(join(dir, 'b.js'), text);
    writeFileSync(join(dir, 'b.js.gz'), Buffer.alloc(42));
    writeFileSync(join(dir, 'b.js.br'), Buffer.alloc(37));
    expect(servedSizeOf(join(dir, 'a.js'))).toEqual(sizeOf(text));
    expect(servedSizeOf(join(dir, 'b.js'))).toEqual({raw: text.length, gzip: 42, brotli: 37});
  });

  it('classifies assets and search indexes', () => {
    expect(assetKind('/docs/region/')).toBe('html');
    expect(assetKind('/docs/assets/css/styles.1a2b.css')).toBe('css');
    expect(assetKind('/docs/assets/js/main.1a2b.js')).toBe('js');
    expect(assetKind('/docs/img/logo.svg')).toBeNull();
    expect(searchContextOf('search-index-react-native-b5fe5c4e.json')).toBe('react-native');
    expect(searchContextOf('search-index-b5fe5c4e.json')).toBe('(root)');
    expect(searchContextOf('sitemap.xml')).toBeNull();
  });

  it('holds the home page and every doc page to their first-load budgets, and not the search page', () => {
    expect(firstLoadBudget('/docs/', '/docs/')).toBe(BUDGETS.homeGzip);
    expect(firstLoadBudget('/docs/android/', '/docs/')).toBe(BUDGETS.docPageGzip);
    expect(firstLoadBudget('/docs/api/unity/', '/docs/')).toBe(BUDGETS.docPageGzip);
    expect(firstLoadBudget('/docs/search/', '/docs/')).toBeNull();
  });
});

describe('first-search downloads', () => {
  const contexts = [
    {path: 'ios/5x', label: 'iOS 5.x'},
    {path: 'ios', label: 'iOS'},
    {path: 'web', label: 'Web'},
  ];
  const gzip: Record<string, number> = {'(root)': 150, 'ios/5x': 40, ios: 90, web: 240};
  const indexSize = (context: string | null): {raw: number; gzip: number} => {
    const bytes = gzip[context ?? '(root)'] ?? 0;
    return {raw: bytes * 4, gzip: bytes};
  };

  it('tells the kinds of page apart', () => {
    expect(pageKind('/docs/', '/docs/', contexts)).toBe('home');
    expect(pageKind('/docs/search/', '/docs/', contexts)).toBe(SEARCH_PAGE_KIND);
    expect(pageKind('/docs/privacy-policy/', '/docs/', contexts)).toBe(OUTSIDE_KIND);
    expect(pageKind('/docs/ios/5x/features/', '/docs/', contexts)).toBe('section: iOS 5.x');
    expect(pageKind('/docs/ios/faq/', '/docs/', contexts)).toBe('section: iOS');
  });

  it('charges each kind its largest download, and the search page the largest of its ctx choices', () => {
    const routes = ['/docs/', '/docs/search/', '/docs/region/', '/docs/ios/', '/docs/ios/5x/', '/docs/web/'];
    const byKind = Object.fromEntries(
      largestFirstSearchByKind(routes, '/docs/', contexts, indexSize).map(({kind, context, size}) => [
        kind,
        [context, size.gzip],
      ]),
    );
    expect(byKind).toEqual({
      home: [null, 150],
      [SEARCH_PAGE_KIND]: ['web', 240],
      [OUTSIDE_KIND]: [null, 150],
      'section: iOS': ['ios', 90],
      'section: iOS 5.x': ['ios/5x', 40],
      'section: Web': ['web', 240],
    });
  });

  it('lists the largest first', () => {
    const [first] = largestFirstSearchByKind(['/docs/', '/docs/web/'], '/docs/', contexts, indexSize);
    expect(first?.kind).toBe('section: Web');
  });
});
