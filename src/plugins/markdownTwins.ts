/**
 * Writes a Markdown twin of every doc page after the build, next to the page
 * (`build/android/overview.md` for `/docs/android/overview/`, `build/index.md` for the home page;
 * src/lib/markdownTwin.ts names the path), and the two index files `build/llms.txt` and
 * `build/llms-full.txt` (src/plugins/llmsTxt.ts).
 *
 * Each twin is converted from the page's built HTML (src/plugins/htmlToMarkdown.ts), so it says
 * exactly what the page says, and opens with YAML front matter: the title and description from
 * the docs metadata and the page's canonical URL. The search page is not a doc and has no twin.
 *
 * nginx answers a page URL asked for with `Accept: text/markdown` with its twin
 * (scripts/nginxConfig.ts), and every doc page links its twin (src/theme/DocItem/Metadata).
 */
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {markdownTwinPath} from '../lib/markdownTwin';
import {pageToMarkdown, twinDocument} from './htmlToMarkdown';
import {llmsFullPage, llmsFullTxt, llmsSections, llmsTxt, type TwinPage} from './llmsTxt';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The one docs version of the site, from the docs plugin's loaded content. */
export function docsVersion(plugins: readonly LoadedPlugin[]): LoadedVersion {
  const docsPlugin = plugins.find((plugin) => plugin.name === DOCS_PLUGIN);
  const versions = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions ?? [];
  const [version, ...others] = versions;
  if (!version || others.length > 0) {
    throw new Error(`markdownTwins: expected one docs version, found ${versions.length}.`);
  }
  return version;
}

/** The build file of a route below the base URL (`/docs/a/b.md` -> `<outDir>/a/b.md`). */
function buildFile(outDir: string, path: string, baseUrl: string): string {
  return join(outDir, ...path.slice(baseUrl.length).split('/'));
}

/**
 * A doc's route as the site serves it: the docs plugin's permalinks do not have the trailing slash
 * that `trailingSlash: true` adds to the routes (and the canonical links) later.
 */
export function servedRoute(permalink: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === true && !permalink.endsWith('/')) {
    return `${permalink}/`;
  }
  if (trailingSlash === false && permalink.endsWith('/') && permalink.length > 1) {
    return permalink.replace(/\/+$/, '');
  }
  return permalink;
}

export interface TwinStats {
  readonly count: number;
  readonly bytes: number;
  /** Wall time. */
  readonly ms: number;
  /** CPU time of this process meanwhile (other plugins' postBuild work runs alongside). */
  readonly cpuMs: number;
}

/** Writes every twin and both index files; returns what it wrote. */
export function writeMarkdownTwins(options: {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  trailingSlash: boolean | undefined;
  title: string;
  summary: string;
  version: LoadedVersion;
}): TwinStats {
  const {outDir, baseUrl, siteUrl, trailingSlash, title, summary, version} = options;
  const start = Date.now();
  const cpuStart = process.cpuUsage();
  const origin = siteUrl.replace(/\/$/, '');
  const docs: TwinPage[] = version.docs
    .filter((doc) => !doc.unlisted)
    .map(({id, title: docTitle, description, permalink}) => ({
      id,
      title: docTitle,
      description,
      permalink: servedRoute(permalink, trailingSlash),
    }));
  const sidebar = Object.values(version.sidebars).flat();
  const sections = llmsSections(sidebar, docs);
  const twinUrl = (page: TwinPage): string => `${origin}${markdownTwinPath(page.permalink, baseUrl)}`;

  let bytes = 0;
  const fullPages: string[] = [];
  for (const page of sections.flatMap((section) => section.pages)) {
    const pageUrl = `${origin}${page.permalink}`;
    const html = readFileSync(join(buildFile(outDir, page.permalink, baseUrl), 'index.html'), 'utf8');
    const body = pageToMarkdown(html, pageUrl);
    const twin = twinDocument({title: page.title, description: page.description, url: pageUrl}, body);
    const file = buildFile(outDir, markdownTwinPath(page.permalink, baseUrl), baseUrl);
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, twin);
    bytes += Buffer.byteLength(twin);
    fullPages.push(llmsFullPage(page, pageUrl, body));
  }
  writeFileSync(
    join(outDir, LLMS_TXT),
    llmsTxt({title, summary, sections, twinUrl, fullUrl: `${origin}${baseUrl}${LLMS_FULL_TXT}`}),
  );
  writeFileSync(join(outDir, LLMS_FULL_TXT), llmsFullTxt(title, summary, fullPages));
  const cpu = process.cpuUsage(cpuStart);
  return {count: fullPages.length, bytes, ms: Date.now() - start, cpuMs: (cpu.user + cpu.system) / 1000};
}

/** Where the plugin records how long the twins took, below the site's .tmp/. */
export const TWINS_TIME_FILE = 'twins-time.json';

export default function markdownTwinsPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'argus-markdown-twins',
    postBuild({outDir, baseUrl, siteConfig, plugins}) {
      const version = docsVersion(plugins);
      // The summary is the site's tagline and what the home page says it covers.
      const home = version.docs.find((doc) => servedRoute(doc.permalink, siteConfig.trailingSlash) === baseUrl);
      const {count, bytes, ms, cpuMs} = writeMarkdownTwins({
        outDir,
        baseUrl,
        siteUrl: siteConfig.url,
        trailingSlash: siteConfig.trailingSlash,
        title: siteConfig.title,
        summary: [siteConfig.tagline, home?.description].filter(Boolean).join(' '),
        version,
      });
      console.log(
        `Wrote ${count} Markdown twins (${(bytes / 1024).toFixed(0)} KB), ${LLMS_TXT} and ${LLMS_FULL_TXT} in ${(ms / 1000).toFixed(1)}s (CPU ${(cpuMs / 1000).toFixed(1)}s)`,
      );
      // Its share of the build, for `npm run bench` (scripts/build.sh records the other stages).
      mkdirSync(join(siteDir, '.tmp'), {recursive: true});
      writeFileSync(join(siteDir, '.tmp', TWINS_TIME_FILE), `${JSON.stringify({ms, cpuMs})}\n`);
    },
  };
}
