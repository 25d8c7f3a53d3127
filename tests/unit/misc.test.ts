import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeLanguages, colourlessCodeTheme, darkCodeTheme, lightCodeTheme, prismThemeCss} from '../../config/prism';
import {PRISM_CSS_FILE} from '../../scripts/gen-prism-css';
import {GUIDE_CODE_BLOCKS, SEARCH_CONTEXTS, holdsPages, lineSearchContexts, searchOptions} from '../../config/search';
import {LINES} from '../../src/data/lines';
import {contrastRatio} from '../../src/lib/contrast';
import {searchPagePath} from '../../src/lib/search';

describe('searchPagePath', () => {
  it('encodes the query', () => {
    expect(searchPagePath('data region')).toBe('/search/?q=data%20region');
    expect(searchPagePath('<b>&q=1')).toBe('/search/?q=%3Cb%3E%26q%3D1');
  });

  it('opens the empty search page for a blank question', () => {
    expect(searchPagePath('   ')).toBe('/search/');
  });
});

describe('contrastRatio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgb(118, 118, 118)', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Unsupported colour/);
  });
});

describe('code themes', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`give every ${name} token at least 4.5:1 contrast on the code background, unfaded`, () => {
      const background = theme.plain.backgroundColor ?? '#fff';
      expect(contrastRatio(theme.plain.color ?? '#000', background)).toBeGreaterThanOrEqual(4.5);
      for (const entry of theme.styles) {
        // An opacity blends the colour into the background, below the ratio checked here.
        expect(entry.style.opacity ?? 1, entry.types.join(',')).toBe(1);
        if (entry.style.color) {
          expect(contrastRatio(entry.style.color, background), entry.types.join(',')).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }

  it('reach the page as the committed stylesheet, classes keyed on the colour mode, none inline', () => {
    const css = prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme});
    expect(readFileSync(PRISM_CSS_FILE, 'utf8'), 'run npm run gen:prism-css after editing config/prism.ts').toBe(css);
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      expect(css).toContain(`[data-theme='${mode}'] {\n  --prism-color: ${theme.plain.color?.toLowerCase()};`);
      for (const entry of theme.styles) {
        for (const type of entry.types) expect(css).toContain(`[data-theme='${mode}'] .token.${type}`);
      }
    }
    // Docusaurus gets no colour to write into the markup.
    expect(colourlessCodeTheme).toEqual({plain: {}, styles: []});
  });

  it('add the languages the docs use beyond the bundled set', () => {
    expect(codeLanguages).toEqual(
      expect.arrayContaining(['java', 'csharp', 'groovy', 'shell-session', 'dart', 'promql']),
    );
  });
});

describe('search options', () => {
  it('count a line folder as having pages only when a page sits somewhere below it', () => {
    const root = mkdtempSync(join(tmpdir(), 'holds-pages-'));
    try {
      mkdirSync(join(root, 'skeleton', 'features'), {recursive: true});
      writeFileSync(join(root, 'skeleton', '_category_.json'), '{}');
      writeFileSync(join(root, 'skeleton', 'features', '_category_.json'), '{}');
      writeFileSync(join(root, 'skeleton', '_partial.mdx'), 'A partial is not a page.');
      expect(holdsPages(join(root, 'skeleton'))).toBe(false);
      expect(holdsPages(join(root, 'missing'))).toBe(false);
      writeFileSync(join(root, 'skeleton', 'features', 'traces.mdx'), '# Traces');
      expect(holdsPages(join(root, 'skeleton'))).toBe(true);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });

  it('give each SDK line with pages and each guide section a context, and search everything elsewhere', () => {
    expect(SEARCH_CONTEXTS.map(({path}) => path)).toEqual([
      // The legacy lines with pages come first, so their pages are not searched with the current line's.
      'ios/5x',
      'react-native/5x',
      'react-native/4x',
      'android',
      'ios',
      'flutter',
      'react-native',
      'unity',
      'web',
      'product',
      'api',
      'open-telemetry',
      'best-practices',
      'data-destinations',
      'custom-metrics-api',
      'argus-api',
      'partners',
      'argus-docs-style-guide',
    ]);
    // Once legacy pages exist, each legacy line comes first: the search bar takes the first context
    // that holds the page, so a legacy reader gets the legacy index.
    const contexts = lineSearchContexts(LINES, () => true);
    expect(contexts.slice(0, 3)).toEqual([
      {path: 'ios/5x', label: 'iOS 5.x'},
      {path: 'react-native/5x', label: 'React Native 5.x'},
      {path: 'react-native/4x', label: 'React Native 4.x'},
    ]);
    const contextOf = (route: string) =>
      contexts.find(({path}) => route === path || route.startsWith(`${path}/`))?.path;
    expect(contextOf('ios/5x/features/traces')).toBe('ios/5x');
    expect(contextOf('ios/6x/getting-started/installation')).toBe('ios');
    expect(contextOf('react-native/4x/integration/breadcrumbs')).toBe('react-native/4x');
    expect(contextOf('react-native/features/traces')).toBe('react-native');
    expect(searchOptions.useAllContextsWithNoSearchContext).toBe(true);
    expect(searchOptions.hashed).toBe('filename');
    expect(searchOptions.searchResultLimits).toBe(8);
    expect(searchOptions.searchResultContextMaxLength).toBe(50);
    expect(searchOptions.searchBarShortcutKeymap).toBe('mod+k');
  });

  it('leave guide code blocks out of the index but keep the API reference code', () => {
    expect(searchOptions.ignoreCssSelectors).toEqual([GUIDE_CODE_BLOCKS]);
    expect(GUIDE_CODE_BLOCKS).toContain('.theme-code-block');
    expect(GUIDE_CODE_BLOCKS).toContain(':not([class*="docs-doc-id-api/"])');
  });
});
