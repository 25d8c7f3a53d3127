/**
 * The redirects of redirects.ts in the build: @docusaurus/plugin-client-redirects with two things
 * added after it has written its pages.
 *
 * 1. Accessible redirect pages. The plugin writes `<from>/index.html`, the page a host without
 *    redirect rules serves for an old path: a meta refresh and a script, with no language, no
 *    title and nothing to read or follow should the refresh not happen. The plugin has no option
 *    for its template (its options are `fromExtensions`, `toExtensions`, `redirects` and
 *    `createRedirects`), so each page is replaced by `redirectPageHtml`: the same refresh and
 *    script, plus a language, a title naming the new page, and a heading and a link to it. Every
 *    redirect page comes from that one function.
 * 2. `_redirects`, the rules file of static hosts such as Netlify and Cloudflare Pages
 *    (scripts/redirectsFile.ts), at the root of the build.
 *
 * Use it in `plugins` in place of '@docusaurus/plugin-client-redirects', with the same options.
 * Checked against @docusaurus/plugin-client-redirects 3.10 (lib/writeRedirectFiles.js: a `from` of
 * `/a/b/` is written to `<outDir>/a/b/index.html`; lib/index.js: the pages are written in postBuild).
 */
import clientRedirects, {validateOptions, type PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {generateRedirectsFile, STATIC_HOST_RULES_FILE} from '../../scripts/redirectsFile';

export interface RedirectPage {
  /** The new page's URL, base URL included (`/docs/region/`). */
  readonly toUrl: string;
  /** The new page's title, HTML-escaped as it is in the new page's `<title>`. */
  readonly title: string;
  /** The `lang` of the site's pages. */
  readonly lang: string;
  /** The site's origin, for the canonical link (`https://example.com`). */
  readonly siteUrl: string;
  /** The site icon's URL, base URL included. */
  readonly faviconUrl: string;
}

/**
 * A redirect page. The refresh delay (0 s) and the new page's URL are written once, in the meta
 * refresh; the script reads both from there, so a test can hold the page on screen by changing that
 * one number, and the script is the same on every redirect page: the Content-Security-Policy allows
 * it by one hash (config/security.ts), not one per target. The script carries the old URL's query
 * and hash over to the new page (as the plugin's own page does when the target has neither) and
 * replaces the history entry, so Back does not return to the redirect.
 */
export function redirectPageHtml({toUrl, title, lang, siteUrl, faviconUrl}: RedirectPage): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0; url=${toUrl}">
<meta name="robots" content="noindex">
<title>Moved to ${title}</title>
<link rel="canonical" href="${siteUrl.replace(/\/$/, '')}${toUrl}">
<link rel="icon" href="${faviconUrl}">
<style>body{margin:2rem auto;max-width:40rem;padding:0 1rem;font:1.125rem/1.6 system-ui,sans-serif}</style>
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>It is now <a href="${toUrl}">${title}</a>. Your browser opens it at once; if it does not, follow the link.</p>
</main>
<script>
(function () {
  var refresh = document.querySelector('meta[http-equiv="refresh"]');
  var content = refresh ? refresh.content : '';
  var seconds = parseFloat(content) || 0;
  var match = /url=(.*)$/i.exec(content);
  if (!match) return;
  var target = match[1];
  if (!/[?#]/.test(target)) target += location.search + location.hash;
  setTimeout(function () {
    location.replace(target);
  }, seconds * 1000);
})();
</script>
</body>
</html>
`;
}

/** The text of a built page's `<title>`, without the site title the theme appends. */
export function pageTitle(html: string, siteTitle: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) {
    throw new Error('redirects: the target page has no <title>.');
  }
  const suffix = ` | ${siteTitle}`;
  return match[1].endsWith(suffix) ? match[1].slice(0, -suffix.length) : match[1];
}

/** Where a route's HTML file is in the build (`/docs/a/` -> `<outDir>/a/index.html`). */
function builtFile(outDir: string, baseUrl: string, url: string): string {
  return join(outDir, url.replace(/#.*$/, '').slice(baseUrl.length), 'index.html');
}

const redirectsPlugin: PluginModule = (context: LoadContext, validatedOptions: unknown): Plugin | null => {
  // Validated by the plugin's own validateOptions (below).
  const options = validatedOptions as PluginOptions;
  const plugin = clientRedirects(context, options);
  if (!plugin) {
    return null;
  }
  const writePages = plugin.postBuild;
  // The plugin has a name and a postBuild and nothing else (lib/index.js); anything new would be lost here.
  const unexpected = Object.keys(plugin).filter((key) => key !== 'name' && key !== 'postBuild');
  if (unexpected.length > 0) {
    throw new Error(`@docusaurus/plugin-client-redirects now has ${unexpected.join(', ')}: wrap it too.`);
  }
  return {
    name: plugin.name,
    async postBuild(props) {
      if (!writePages) {
        throw new Error('@docusaurus/plugin-client-redirects no longer writes its pages in postBuild.');
      }
      // The plugin loads no content.
      await writePages.call(plugin, {...props, content: undefined});
      const {outDir, baseUrl, siteConfig, i18n} = props;
      const rules = options.redirects.flatMap(({from, to}) => [from].flat().map((source) => ({from: source, to})));
      const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      for (const {from, to} of rules) {
        const file = builtFile(outDir, '/', from);
        if (!readFileSync(file, 'utf8').includes('http-equiv="refresh"')) {
          throw new Error(`redirects: ${file} is not the redirect page the plugin writes.`);
        }
        const toUrl = `${baseUrl}${to.replace(/^\//, '')}`;
        const html = redirectPageHtml({
          toUrl,
          title: pageTitle(readFileSync(builtFile(outDir, baseUrl, toUrl), 'utf8'), siteConfig.title),
          lang,
          siteUrl: siteConfig.url,
          faviconUrl: `${baseUrl}${siteConfig.favicon ?? ''}`,
        });
        // Other plugins read the built HTML in their postBuild too: replace the file, never rewrite it.
        writeFileSync(`${file}.redirect-tmp`, html);
        renameSync(`${file}.redirect-tmp`, file);
      }
      writeFileSync(join(outDir, STATIC_HOST_RULES_FILE), generateRedirectsFile(rules, baseUrl));
    },
  };
};

// The plugin's own validation (and defaults); typed for any options, as PluginModule declares it.
redirectsPlugin.validateOptions = validateOptions as unknown as PluginModule['validateOptions'];

export default redirectsPlugin;
