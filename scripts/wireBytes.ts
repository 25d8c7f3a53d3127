/**
 * Bytes on the wire, gzip against Brotli: a page loaded in Chromium over HTTP offering gzip only (as
 * browsers do over HTTP, but for localhost) and over HTTPS offering Brotli too, from the same build
 * served by nginx, until the network is idle. `npm run bench` prints them side by side for a few pages; the file figures beside them
 * come from the `.gz` and `.br` files on disk.
 */
import type {Browser} from '@playwright/test';

export interface WireBytes {
  readonly route: string;
  /** Response bodies as sent, over HTTP (gzip). */
  readonly gzip: number;
  /** Response bodies as sent, over HTTPS (Brotli where the build has a .br). */
  readonly brotli: number;
  /** Same-origin responses over HTTPS that came as Brotli, of all that were compressed. */
  readonly brotliResponses: number;
  readonly compressedResponses: number;
}

async function load(
  browser: Browser,
  origin: string,
  route: string,
  acceptEncoding?: string,
): Promise<{bytes: number; brotli: number; compressed: number}> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    ...(acceptEncoding ? {extraHTTPHeaders: {'Accept-Encoding': acceptEncoding}} : {}),
  });
  // Third-party scripts are not the site's bytes; answer them empty so the page settles offline.
  await context.route(
    (url) => url.origin !== origin,
    (call) => call.fulfill({status: 200, contentType: 'application/javascript', body: ''}),
  );
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  let bytes = 0;
  let brotli = 0;
  let compressed = 0;
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(origin)) {
      return;
    }
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        bytes += sizes.responseBodySize;
        const encoding = response ? ((await response.allHeaders())['content-encoding'] ?? '') : '';
        if (encoding !== '') {
          compressed += 1;
          brotli += encoding === 'br' ? 1 : 0;
        }
      })(),
    );
  });
  try {
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return {bytes, brotli, compressed};
}

/** Loads each route over HTTP and over HTTPS, one after the other. */
export async function measureWireBytes(
  browser: Browser,
  httpOrigin: string,
  httpsOrigin: string,
  routes: readonly string[],
): Promise<WireBytes[]> {
  const figures: WireBytes[] = [];
  for (const route of routes) {
    // Chromium offers Brotli on localhost over HTTP too; a browser elsewhere offers it over HTTPS
    // only, so the HTTP load offers gzip alone, as a browser would there.
    const plain = await load(browser, httpOrigin, route, 'gzip, deflate');
    if (plain.brotli > 0) {
      throw new Error(`Over HTTP, ${route} got Brotli though the browser offered gzip only.`);
    }
    const secure = await load(browser, httpsOrigin, route);
    figures.push({
      route,
      gzip: plain.bytes,
      brotli: secure.bytes,
      brotliResponses: secure.brotli,
      compressedResponses: secure.compressed,
    });
  }
  return figures;
}
