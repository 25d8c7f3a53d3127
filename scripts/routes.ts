/** Compares the routes a build serves with the route manifest (tests/routes.txt). */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export function parseManifest(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Client-redirect pages are static files with a meta refresh; they are redirects, not routes. */
export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

/** Every `index.html` under the build, as its route (`build/a/b/index.html` -> `/docs/a/b/`). */
export function builtRoutes(buildDir: string, baseUrl: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'assets') {
          walk(path);
        }
      } else if (name === 'index.html' && !isRedirectPage(readFileSync(path, 'utf8'))) {
        const folder = relative(buildDir, dir).split(sep).join('/');
        routes.push(folder === '' ? baseUrl : `${baseUrl}${folder}/`);
      }
    }
  };
  walk(buildDir);
  return routes.sort();
}

export interface RouteDiff {
  /** In the manifest, not built. */
  readonly missing: string[];
  /** Built, not in the manifest. */
  readonly unexpected: string[];
}

export function compareRoutes(manifest: readonly string[], built: readonly string[]): RouteDiff {
  const builtSet = new Set(built);
  const manifestSet = new Set(manifest);
  return {
    missing: manifest.filter((route) => !builtSet.has(route)),
    unexpected: built.filter((route) => !manifestSet.has(route)),
  };
}

/** Routes of the manifest that the site's specification (../shared/routes.txt) does not list. */
export function outsideSpecification(manifest: readonly string[], specification: readonly string[]): string[] {
  const spec = new Set(specification);
  return manifest.filter((route) => !spec.has(route));
}

export function readManifestFile(path: string): string[] {
  return existsSync(path) ? parseManifest(readFileSync(path, 'utf8')) : [];
}
