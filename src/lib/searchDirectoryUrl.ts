/**
 * Where the section directory (src/lib/searchDirectory.ts) lies: beside the index files, with their
 * hash (`search-directory-<hash>.json`). Kept apart from the directory's reader, which loads only when
 * the search page needs it, while the page knows the URL from the start.
 */

/** The directory's file name, as the build writes it. */
export function directoryFileName(hash: string): string {
  return `search-directory-${hash}.json`;
}

/** The directory's URL, from the plugin's index file name template (`search-index{dir}-<hash>.json`). */
export function directoryUrl(baseUrl: string, indexUrlTemplate: string): string {
  const hash = /-([0-9a-f]+)\.json$/.exec(indexUrlTemplate)?.[1];
  if (hash === undefined) {
    throw new Error(`No hash in the search index file name ${indexUrlTemplate}.`);
  }
  return `${baseUrl}${directoryFileName(hash)}`;
}
