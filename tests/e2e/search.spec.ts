import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {SEARCH_CONTEXTS, searchOptions} from '../../config/search';
import {parseManifest} from '../../scripts/routes';
import {clientContextOf, lineOf} from '../../src/lib/searchContexts';
import {test, expect, waitForHydration} from './fixtures';

const INDEX_REQUEST = /\/docs\/search-index[^/]*\.json/;
/** The root index (pages outside every context): `search-index-<hash>.json`. */
const ROOT_INDEX = /^\/docs\/search-index-[0-9a-f]{8}\.json$/;
const CONTEXTS = searchOptions.searchContextByPaths;
const ROUTES = parseManifest(readFileSync(join(__dirname, '..', 'routes.txt'), 'utf8'));
/** A term found in an Android page title, and in no title, description or text the home page's index holds otherwise. */
const ANDROID_TITLE_TERM = 'jetpack';
const ANDROID_TITLE_PAGE = '/docs/android/features/jetpack-compose/';
const ANDROID_TITLE_OPTION = /^Jetpack Compose Android › Features$/;

/** Records the path of every search index the page requests. */
function recordIndexRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (INDEX_REQUEST.test(request.url())) {
      fetched.push(new URL(request.url()).pathname);
    }
  });
  return fetched;
}

async function searchFromNavbar(page: Page, query: string): Promise<void> {
  const input = page.locator('input.navbar__search-input');
  await input.focus();
  await input.pressSequentially(query);
}

test.describe('search', () => {
  test('the index is fetched only on first focus, and only for the section the reader is in', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) {
        fetched.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/docs/android/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.locator('input.navbar__search-input').focus();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => path.startsWith('/docs/search-index-android-'))).toBe(true);
  });

  test('Mod+K focuses the search box and suggestions highlight the match', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('input.navbar__search-input');
    await expect(input).toBeFocused();
    await input.pressSequentially('region');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(8);
    await expect(options.locator('mark').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'See all results'})).toBeVisible();

    await options.first().click();
    await expect(page).toHaveURL(/\/docs\//);
  });

  test('inside a section, results stay in it, with links to search within or outside it', async ({page}) => {
    await page.goto('/docs/android/');
    await waitForHydration(page);
    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('gradle');
    await expect(page.getByRole('option').first()).toBeVisible();
    const within = page.getByRole('link', {name: 'See all results within "Android"'});
    await expect(within).toHaveAttribute('href', '/docs/search/?q=gradle&ctx=android');

    await input.fill('');
    await input.pressSequentially('subprocessors');
    await expect(page.getByText('No results in Android.')).toBeVisible();
    // The count comes from the whole-site index, and says results exist before the reader follows the link.
    await expect(page.getByRole('status').filter({hasText: 'in the rest of the docs match'})).toHaveText(
      /^\d+\+? pages? in the rest of the docs match:$/,
    );
    await expect(page.getByRole('link', {name: 'See all results outside "Android"'})).toHaveAttribute(
      'href',
      '/docs/search/?q=subprocessors',
    );
  });

  test('the search page reads q and ctx', async ({page}) => {
    await page.goto('/docs/search/?q=region');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible();
    await expect(results.getByRole('link', {name: /Data regions/}).first()).toHaveAttribute(
      'href',
      /^\/docs\/region\//,
    );

    await page.goto('/docs/search/?q=gradle&ctx=android');
    await expect(page.locator('#context-selector')).toHaveValue('android');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/docs/android/'))).toBe(true);
  });

  test('a hostile query is shown as text, never run', async ({page, consoleLog}) => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await page.goto(`/docs/search/?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(hostile);
    await expect(page.getByRole('heading', {level: 1})).toContainText(hostile);
    await page.waitForTimeout(500);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();

    const input = page.locator('input.navbar__search-input');
    await input.focus();
    await input.pressSequentially('<b onmouseover=alert(1)>x');
    await page.waitForTimeout(500);
    expect(await page.locator('.navbar b[onmouseover]').count()).toBe(0);
    expect(consoleLog.errors).toEqual([]);
  });

  for (const route of ['/docs/', '/docs/region/']) {
    test(`from ${route}, a term of an Android page title finds that page`, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await searchFromNavbar(page, ANDROID_TITLE_TERM);
      // Suggestions carry no link: the option shows the title and the page's path in the sidebar.
      const option = page.getByRole('option', {name: ANDROID_TITLE_OPTION});
      await expect(option.first()).toBeVisible();
      await option.first().click();
      await expect(page).toHaveURL(new RegExp(`${ANDROID_TITLE_PAGE}$`));
    });
  }

  test('a first search from the home page fetches one index, the root one, which is not the whole site', async ({
    page,
  }) => {
    const fetched = recordIndexRequests(page);
    const rootResponse = page.waitForResponse((response) => ROOT_INDEX.test(new URL(response.url()).pathname));
    await page.goto('/docs/');
    await waitForHydration(page);
    await searchFromNavbar(page, 'region');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(ROOT_INDEX);

    // The plugin's file shape: [titles, headings, descriptions, keywords, content], each {documents, index}.
    const parts = (await (await rootResponse).json()) as {documents: {u: string}[]}[];
    expect(parts).toHaveLength(5);
    const pagesOf = (part: number): string[] => [...new Set(parts[part]?.documents.map(({u}) => u))];
    const insideSections = (urls: string[]): string[] =>
      urls.filter((url) => clientContextOf(url, '/docs/', CONTEXTS) !== null);
    // Every page of the site can be found by its title...
    expect(pagesOf(0)).toContain(ANDROID_TITLE_PAGE);
    expect(insideSections(pagesOf(0)).length).toBeGreaterThan(ROUTES.length / 2);
    // ...but the text of the sections' pages stays in the sections' own indexes.
    expect(pagesOf(4)).toContain('/docs/region/');
    expect(insideSections(pagesOf(4))).toEqual([]);
  });

  test('the search page searches everywhere by default and finds a section page by its title', async ({page}) => {
    await page.goto(`/docs/search/?q=${ANDROID_TITLE_TERM}`);
    await expect(page.locator('#context-selector')).toHaveValue('');
    await expect(page.locator(`article a[href="${ANDROID_TITLE_PAGE}"]`).first()).toBeVisible();
  });

  // Every context with a live page: its readers fetch their own index and no other.
  for (const {path, label} of CONTEXTS) {
    const route = ROUTES.find((candidate) => clientContextOf(candidate, '/docs/', CONTEXTS) === path);
    if (!route) {
      continue;
    }
    test(`on ${route}, a first search fetches the ${label} index only`, async ({page}) => {
      const fetched = recordIndexRequests(page);
      await page.goto(route);
      await waitForHydration(page);
      await searchFromNavbar(page, 'argus');
      await expect(page.getByRole('option').first().or(page.getByText('No results'))).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([
        expect.stringMatching(new RegExp(`^/docs/search-index-${path.replace(/\//g, '-')}-[0-9a-f]{8}\\.json$`)),
      ]);
    });
  }

  // A line too large for one index is split by folder (config/search.ts): each part holds the full text
  // of its pages and the titles of the whole line. Defined once a line is that large; until then the
  // split is covered by tests/unit/searchIndexes.test.ts.
  const part = CONTEXTS.find(({path}) => !SEARCH_CONTEXTS.some((line) => line.path === path));
  if (part) {
    test('a reader in one part of a split line finds a page of another part by its title', async ({page}) => {
      const line = lineOf(part?.path ?? '', SEARCH_CONTEXTS);
      const from = ROUTES.find((route) => clientContextOf(route, '/docs/', CONTEXTS) === part?.path);
      const other = ROUTES.find((route) => {
        const context = clientContextOf(route, '/docs/', CONTEXTS);
        return context !== null && context !== part?.path && lineOf(context, SEARCH_CONTEXTS) === line;
      });
      expect(from && other).toBeTruthy();
      await page.goto(other ?? '');
      const title = (await page.locator('article h1').first().innerText()).trim();
      await page.goto(from ?? '');
      await waitForHydration(page);
      await searchFromNavbar(page, title);
      await expect(page.getByRole('option').filter({hasText: title}).first()).toBeVisible();
    });
  }
});

test.describe('the search page takes only what the site declares', () => {
  for (const hostile of ['../../x/', '/other.host/', 'https://other.example/', 'nope']) {
    test(`version=${hostile} is ignored with a note, and no index is fetched from anywhere else`, async ({
      page,
      consoleLog,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`/docs/search/?q=session&version=${encodeURIComponent(hostile)}`);
      await waitForHydration(page);
      await expect(page.getByRole('note')).toContainText(`There is no docs version called ${hostile}`);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page).not.toHaveURL(/version=/);
      const indexes = requested.filter((url) => /search-index/.test(url));
      expect(indexes.length).toBeGreaterThan(0);
      expect(
        indexes.every(
          (url) => ROOT_INDEX.test(new URL(url).pathname) || /^\/docs\/search-index-/.test(new URL(url).pathname),
        ),
      ).toBe(true);
      expect(indexes.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
      expect(consoleLog.errors).toEqual([]);
    });
  }

  test('the version the docs are served as (next) finds results without a note', async ({page}) => {
    await page.goto('/docs/search/?q=session&version=next');
    await waitForHydration(page);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('an undeclared ctx is ignored with a note, and the search runs everywhere', async ({page}) => {
    await page.goto('/docs/search/?q=session&ctx=..%2Fsecret');
    await waitForHydration(page);
    await expect(page.getByRole('note')).toContainText('There is no section called ../secret');
    await expect(page.locator('#context-selector')).toHaveValue('');
    await expect(page.locator('article').first()).toBeVisible();
  });

  test('while the index loads the page says so, and a failed load offers Retry', async ({page}) => {
    let fail = true;
    await page.route(INDEX_REQUEST, async (route) => {
      if (fail) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.fulfill({status: 503, body: 'unavailable'});
      } else {
        await route.continue();
      }
    });
    await page.goto('/docs/search/?q=session');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText('Loading the search index');
    await expect(page.getByRole('alert')).toContainText('The search index could not be loaded');
    fail = false;
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a query whose words no page holds together lists the pages that match most of them, and says so', async ({
    page,
  }) => {
    await page.goto('/docs/search/?q=datadog+wombat');
    await waitForHydration(page);
    await expect(page.getByText('No page holds every word of your search')).toBeVisible();
    await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /datadog|data-dog|data-destinations/);
    // Every word found: no such note.
    await page.goto('/docs/search/?q=datadog+site');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByText('No page holds every word of your search')).toHaveCount(0);
  });

  test('inside a section, a term found only elsewhere shows how many results lie outside, one click away', async ({
    page,
  }) => {
    // A vendor no Android page names, long enough that typo tolerance finds no near word there.
    await page.goto('/docs/search/?q=chronosphere&ctx=android');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText('No documents were found in Android');
    const outside = page.getByRole('link', {name: /^\d+ pages? outside Android match$/});
    await expect(outside).toBeVisible();
    await outside.click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=chronosphere$/);
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('search that answers questions', () => {
  test('a question finds the heading that answers it, and its link opens that section', async ({page}) => {
    await page.goto(`/docs/search/?q=${encodeURIComponent('can I use argus with another crash reporter')}`);
    await waitForHydration(page);
    const first = page.locator('article').first();
    await expect(first.locator('h2 a')).toHaveText('iOS FAQ');
    const answer = first.getByRole('link', {name: 'Can I use Argus with another crash reporter?'});
    await expect(answer).toHaveAttribute('href', '/docs/ios/faq/#can-i-use-argus-with-another-crash-reporter');
    await answer.click();
    await expect(page).toHaveURL(/\/docs\/ios\/faq\/#can-i-use-argus-with-another-crash-reporter$/);
    await expect(page.getByRole('heading', {name: 'Can I use Argus with another crash reporter?'})).toBeInViewport();
  });

  test('a slip in a word of five letters or more still finds the page, from the navbar', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await searchFromNavbar(page, 'breadcrums');
    await expect(page.getByRole('option').first()).toContainText('Breadcrumbs');
  });

  test('everywhere, a word that only the text of a section holds is handed off to that section with a count, one click away', async ({
    page,
  }) => {
    const directory: string[] = [];
    page.on('request', (request) => {
      if (/\/docs\/search-directory-[0-9a-f]{8}\.json$/.test(request.url())) {
        directory.push(request.url());
      }
    });
    // A strong answer everywhere: no hand-off, and the directory is not fetched.
    await page.goto('/docs/search/?q=breadcrumbs');
    await waitForHydration(page);
    await expect(page.locator('article').first()).toBeVisible();
    expect(directory).toEqual([]);

    // "prefab" stands in the text of two Unity feature pages and in no title, heading or description.
    await page.goto('/docs/search/?q=prefab');
    await expect(page.getByRole('status')).toContainText('No documents were found');
    const section = page.getByRole('listitem').filter({has: page.getByRole('link', {name: 'Unity › Features'})});
    await expect(section).toHaveText('Unity › Features: 2 pages');
    expect(directory).toHaveLength(1);
    await section.getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=prefab&ctx=unity%2Ffeatures$/);
    await expect(page.getByRole('status')).toContainText('2 pages found in Unity › Features');
    await expect(page.locator('article')).toHaveCount(2);
  });

  test('everywhere, weak matches fold away below the sections that hold every word', async ({page}) => {
    // "keychain" stands in the text of iOS 5.x pages only; pages titled "API tokens" match the other word.
    await page.goto('/docs/search/?q=keychain+token');
    await waitForHydration(page);
    await expect(page.getByRole('listitem').filter({has: page.getByRole('link', {name: 'iOS 5.x'})})).toHaveText(
      'iOS 5.x: 2 pages',
    );
    const weak = page.locator('details').filter({hasText: /weaker match/});
    await expect(weak).toBeVisible();
    await expect(weak.locator('article').first()).toBeHidden();
    await weak.locator('summary').click();
    await expect(weak.locator('article').first()).toBeVisible();
  });
});
