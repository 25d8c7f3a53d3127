/**
 * The search page's URL parameters, checked before the search plugin reads them. The plugin builds
 * the index URL from `version` as given (`${baseUrl}${version}search-index….json`), so a value such as
 * `../../x/` or `next` makes it fetch a file that is not an index, or one from another path of the
 * origin. Only the versions the docs plugin declares and the contexts the search plugin declares pass;
 * anything else is dropped, and the page says what it ignored.
 */

export interface DocsVersion {
  /** The docs plugin's version name (`current` for the unreleased docs). */
  readonly name: string;
  /** Its label (`Next`). */
  readonly label: string;
  /** Its route (`/docs/`). */
  readonly path: string;
}

export interface CheckedSearchParams {
  /** The query string to use: `q` and the accepted `ctx` and `version`, in their original order. */
  readonly search: string;
  /** The index folder of the version below the base URL: '' for the version served at the base. */
  readonly versionPrefix: string;
  /** Values that were dropped, to tell the reader. */
  readonly ignored: {readonly version?: string; readonly ctx?: string};
}

/**
 * The index folder of a version below the base URL (`''` for `/docs/`, `1.0/` for `/docs/1.0/`), or
 * null when the version is not served below it.
 */
export function versionPrefix(version: DocsVersion, baseUrl: string): string | null {
  if (!version.path.startsWith(baseUrl)) {
    return null;
  }
  const rest = version.path.slice(baseUrl.length).replace(/^\/+/, '');
  return rest === '' ? '' : `${rest.replace(/\/+$/, '')}/`;
}

/** The declared version a `version` value names: by name, label or folder, in any letter case. */
export function findVersion(value: string, versions: readonly DocsVersion[], baseUrl: string): DocsVersion | null {
  const wanted = value.trim().toLowerCase().replace(/\/+$/, '');
  return (
    versions.find((version) => {
      const prefix = versionPrefix(version, baseUrl)?.replace(/\/$/, '');
      return (
        version.name.toLowerCase() === wanted ||
        version.label.toLowerCase() === wanted ||
        (prefix !== undefined && prefix !== '' && prefix.toLowerCase() === wanted)
      );
    }) ?? null
  );
}

/**
 * Checks `version` and `ctx` of a search page URL. A declared version stays as its index folder (the
 * one served at the base URL needs no parameter, so it is removed); an unknown version or context is
 * removed and reported.
 */
export function checkSearchParams(
  search: string,
  versions: readonly DocsVersion[],
  contexts: readonly string[],
  baseUrl: string,
): CheckedSearchParams {
  const params = new URLSearchParams(search);
  const ignored: {version?: string; ctx?: string} = {};
  let prefix = '';
  const version = params.get('version');
  if (version !== null) {
    const found = findVersion(version, versions, baseUrl);
    const folder = found ? versionPrefix(found, baseUrl) : null;
    if (found && folder !== null) {
      prefix = folder;
      if (folder === '') {
        params.delete('version');
      } else {
        params.set('version', folder);
      }
    } else {
      ignored.version = version;
      params.delete('version');
    }
  }
  const context = params.get('ctx');
  if (context !== null && context !== '' && !contexts.includes(context)) {
    ignored.ctx = context;
    params.delete('ctx');
  }
  const text = params.toString();
  return {search: text === '' ? '' : `?${text}`, versionPrefix: prefix, ignored};
}
