import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {codeLanguages, colourlessCodeTheme} from './config/prism';
import {ROOT_INDEX_SITE_WIDE_PARTS, SEARCH_CONTEXTS, searchOptions} from './config/search';
import {redirectsPluginConfig} from './config/redirects';
import {SSR_TEMPLATE} from './config/pageScripts';
import deferPrismPlugin from './src/plugins/deferPrism';
import routePrefetchPlugin from './src/plugins/routePrefetch';
import searchRelevancePlugin from './src/plugins/searchRelevance';
import inlineSsrPlugin from './src/plugins/inlineSsr';
import trimClientDataPlugin from './src/plugins/trimClientData';
import purgeCssPlugin from './src/plugins/purgeCss';
import markdownTwinsPlugin from './src/plugins/markdownTwins';
import {searchWithScalableIndexes} from './src/plugins/searchIndexes';
import {beforeDefaultRemarkPlugins} from './src/remark';
import {ANALYTICS_ID, ANNOUNCEMENT, BASE_URL, DEFAULT_SITE_URL, PRODUCT_NAME, URLS} from './src/constants';

// The public origin for canonical links and the sitemap; hosting platforms set the generic URL for other reasons.
const siteUrl = process.env.ARGUS_DOCS_SITE_URL ?? DEFAULT_SITE_URL;

const config = {
  title: `${PRODUCT_NAME} Documentation`,
  tagline: 'Sessions, crashes, logs, traces and network monitoring for mobile and web apps.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: BASE_URL,
  trailingSlash: true,
  organizationName: 'argus-example',
  projectName: 'argus-docs',

  onBrokenLinks: 'throw',
  // The banner for a misconfigured base URL is an inline script that writes inline styles; the
  // e2e suite checks the base URL instead, and the policy allows no inline style.
  baseUrlIssueBanner: false,
  // Scripts load after the first paint (config/pageScripts.ts).
  ssrTemplate: SSR_TEMPLATE,
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: URLS.editBase,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          showLastUpdateTime: false,
          beforeDefaultRemarkPlugins,
        },
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/prism-theme.css'],
        },
        sitemap: {
          changefreq: 'daily',
          priority: 0.5,
          ignorePatterns: ['/docs/tags/**', '/docs/search/'],
          filename: 'sitemap.xml',
        },
        gtag: {
          trackingID: ANALYTICS_ID,
          anonymizeIP: true,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    deferPrismPlugin,
    routePrefetchPlugin,
    searchRelevancePlugin,
    inlineSsrPlugin,
    trimClientDataPlugin,
    purgeCssPlugin,
    // @docusaurus/plugin-client-redirects, with accessible redirect pages and a `_redirects` file.
    redirectsPluginConfig,
    markdownTwinsPlugin,
  ],

  // @easyops-cn/docusaurus-search-local, with its root index cut down after the build.
  themes: [
    [searchWithScalableIndexes({siteWideParts: ROOT_INDEX_SITE_WIDE_PARTS, lines: SEARCH_CONTEXTS}), searchOptions],
  ],

  themeConfig: {
    metadata: [{name: 'keywords', content: 'Argus, observability, mobile, crash reporting, OpenTelemetry'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: `${ANNOUNCEMENT.text} <a href="${ANNOUNCEMENT.href}">${ANNOUNCEMENT.linkLabel}</a>`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    navbar,
    footer,
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // Colours come from src/css/prism-theme.css (generated from config/prism.ts), not inline styles.
      theme: colourlessCodeTheme,
      darkTheme: colourlessCodeTheme,
      additionalLanguages: codeLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
