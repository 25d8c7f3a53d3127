/**
 * Keeps each page's HTML whole and in order. Docusaurus renders every page with React's
 * `renderToPipeableStream` and waits for `onAllReady`, but React 19.2+ still "outlines" any
 * Suspense boundary over 500 bytes once 12.8 KB of HTML has been written (its progressive chunk
 * size): the boundary's fallback goes in place, and the finished content follows at the end of the
 * body in a hidden div with a script that swaps it in. For a static page that only adds bytes: on
 * a long page every code block (a Suspense boundary, see src/theme/CodeBlock) stood twice in the
 * HTML, with a script each. This plugin points `react-dom/server` in the server build at a module
 * that passes an unlimited progressive chunk size, so completed boundaries are written in place.
 *
 * Checked against @docusaurus/core 3.10 (lib/client/renderToHtml.js) and react-dom 19.3.
 */
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus aliases `react-dom` to the site's copy first, so the request arrives as that folder's path. */
const REACT_DOM_SERVER = join(dirname(require.resolve('react-dom/package.json')), 'server');

export default function inlineSsrPlugin(): Plugin {
  return {
    name: 'argus-inline-ssr',
    configureWebpack(_config, isServer) {
      if (!isServer) {
        return {};
      }
      return {resolve: {alias: {[`${REACT_DOM_SERVER}$`]: require.resolve('./reactDomServerInline.mjs')}}};
    },
  };
}
