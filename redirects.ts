/**
 * Every redirect the site serves, old path to new path, below the base URL.
 *
 * The client-redirects plugin turns each into a static page, and `npm run gen:nginx` turns them into
 * real 301s for production (nginx/argus-docs.conf); a unit test fails when the two drift. Group new
 * entries under a comment that says why the old path moved.
 */

export interface Redirect {
  /** The old path, starting and ending with a slash. */
  readonly from: string;
  /** The page that replaced it, starting and ending with a slash (and optionally a #hash). */
  readonly to: string;
}

export const redirects: readonly Redirect[] = [
  // Data residency pages merged into the single region page.
  {from: '/data-residency/', to: '/region/'},
  {from: '/eu-data-region/', to: '/region/'},
  {from: '/faq/data-region/', to: '/region/'},

  // The DPA moved out of the legal folder to its own route.
  {from: '/legal/dpa/', to: '/dpa/'},
  {from: '/gdpr/', to: '/dpa/'},
  {from: '/legal/subprocessors/', to: '/dpa/subprocessors/'},

  // The SDK transport pages were joined into one page on marshaling and transmission.
  {from: '/data-transmission/', to: '/data-marshaling-and-transmission/'},
  {from: '/sdk-data-handling/', to: '/data-marshaling-and-transmission/'},
  {from: '/offline-caching/', to: '/data-marshaling-and-transmission/'},
];
