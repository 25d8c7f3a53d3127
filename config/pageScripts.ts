/**
 * How a page loads its scripts: after its first paint, not beside its stylesheet.
 *
 * Docusaurus's own HTML template asks for the runtime, main.js and the page's chunks as `defer`
 * scripts in the head. On a phone on a slow connection those downloads share the link with the
 * stylesheet the first paint waits for, and on a fast one the browser may run them before it
 * paints at all: either way the reader waits for code to see text that is already in the HTML.
 * This template lists the same scripts, in the same order, as JSON, and one inline loader adds them
 * (in that order: `async = false`) once the page has painted, or after `LOADER_DEADLINE_MS` in a
 * background tab, which never paints.
 *
 * The loader's text is the same on every page, so the Content-Security-Policy allows it by one hash
 * (scripts/securityHeaders.ts reads it from the built pages like every inline script).
 */

/** The id of the JSON list of a page's scripts. */
export const PAGE_SCRIPTS_ID = 'argus-scripts';

/** A hidden tab runs no animation frame: the scripts load after this long at the latest. */
export const LOADER_DEADLINE_MS = 1000;

/**
 * The inline loader. It reads the list, then on the first animation frame (just before the first
 * paint) schedules a task, which runs after that paint, and adds the scripts from there.
 */
export const PAGE_SCRIPT_LOADER = `(function () {
  var list = document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)});
  var done = false;
  function load() {
    if (done) return;
    done = true;
    JSON.parse(list.textContent).forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(load, 0); });
  setTimeout(load, ${LOADER_DEADLINE_MS});
})();`;

/**
 * The page template (Docusaurus's `ssrTemplate`, an Eta template with the same data as the default
 * one: https://docusaurus.io/docs/api/docusaurus-config#ssrTemplate), with the scripts as above.
 * A script URL never holds `<`, so the JSON cannot close its element early.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${PAGE_SCRIPT_LOADER}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
