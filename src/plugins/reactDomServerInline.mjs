/**
 * `react-dom/server` for the server build (see inlineSsr.ts): the same API, with
 * `renderToPipeableStream` writing completed Suspense boundaries in place.
 */
import * as server from 'react-dom/server.node';

export * from 'react-dom/server.node';

/** @type {typeof server.renderToPipeableStream} */
export function renderToPipeableStream(children, options) {
  return server.renderToPipeableStream(children, {progressiveChunkSize: Number.POSITIVE_INFINITY, ...options});
}
