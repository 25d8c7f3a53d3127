/**
 * Drops the CSS rules that no page can use, after the build. Every page downloads the one
 * stylesheet before it renders, and most of it is Infima, the theme's CSS framework: grid columns,
 * avatars, pills, hero banners and spacing helpers this site never shows.
 *
 * PurgeCSS (the standard tool for the job) keeps a selector when its class names appear in the
 * built HTML or JavaScript, so a class that React adds later (a menu opening, a tab selected) is
 * kept because its name is in the bundle. `SAFELIST` keeps what PurgeCSS misjudges.
 *
 * The stylesheet gets a new name from its new content, and every HTML file that links it is
 * updated, so a browser never keeps a stale copy under the old name.
 */
import type {Plugin} from '@docusaurus/types';
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {PurgeCSS} from 'purgecss';

/**
 * Selectors kept whatever the content says: PurgeCSS 7 drops `:where(.used):hover` and
 * `:where(.used):not(.other)` even when the class is used (Infima's hover colours of filled
 * buttons are written so), so every `:where(` rule stays; there are a handful.
 */
export const SAFELIST = {greedy: [/:where/]};

/** Every file below `dir` whose name ends with `suffix`. */
function filesBelow(dir: string, suffix: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...filesBelow(path, suffix));
    } else if (entry.name.endsWith(suffix)) {
      found.push(path);
    }
  }
  return found;
}

/** `styles.<8 hex>.css` renamed for new content. */
export function renamedStylesheet(name: string, css: string): string {
  const hash = createHash('md5').update(css).digest('hex').slice(0, 8);
  if (!/\.[0-9a-f]{8}\.css$/.test(name)) {
    throw new Error(`purgeCss: ${name} has no content hash in its name`);
  }
  return name.replace(/\.[0-9a-f]{8}\.css$/, `.${hash}.css`);
}

/** Purges the stylesheets of a built site in place; returns [old, new] names (relative to outDir). */
export async function purgeBuiltCss(outDir: string): Promise<[string, string][]> {
  const cssFiles = filesBelow(join(outDir, 'assets', 'css'), '.css');
  const htmlFiles = filesBelow(outDir, '.html').filter((file) => !file.endsWith('.purge-tmp'));
  const jsFiles = filesBelow(join(outDir, 'assets', 'js'), '.js');
  const results = await new PurgeCSS().purge({
    css: cssFiles,
    content: [...htmlFiles, ...jsFiles],
    safelist: SAFELIST,
  });
  const renames: [string, string][] = [];
  for (const {css, file} of results) {
    if (file === undefined) {
      continue;
    }
    const oldName = relative(outDir, file).split(sep).join('/');
    const newName = renamedStylesheet(oldName, css);
    writeFileSync(join(outDir, newName), css);
    if (newName !== oldName) {
      unlinkSync(file);
    }
    renames.push([oldName, newName]);
  }
  for (const html of htmlFiles) {
    const text = readFileSync(html, 'utf8');
    let updated = text;
    for (const [oldName, newName] of renames) {
      updated = updated.split(oldName).join(newName);
    }
    if (updated !== text) {
      // Other plugins read the HTML in their postBuild too (search indexing): replace, never rewrite.
      writeFileSync(`${html}.purge-tmp`, updated);
      renameSync(`${html}.purge-tmp`, html);
    }
  }
  return renames;
}

export default function purgeCssPlugin(): Plugin {
  return {
    name: 'argus-purge-css',
    async postBuild({outDir}) {
      await purgeBuiltCss(outDir);
    },
  };
}
