/**
 * The site's identity and every external address, in one place.
 *
 * Pages, components, the navbar, the footer and the config read these; no URL is typed twice.
 * This file is imported by docusaurus.config.ts (Node) and by the browser bundle, so it holds
 * plain data only.
 */

export const PRODUCT_NAME = 'Argus';
export const PRODUCT_SLUG = 'argus';
export const COMPANY_NAME = 'Argus Labs';
export const COPYRIGHT_YEAR = 2025;

/** Where the site is served, below the origin. */
export const BASE_URL = '/docs/';

/** The public origin used for canonical URLs and the sitemap when no environment variable sets it. */
export const DEFAULT_SITE_URL = 'https://argus.example.com';

export const URLS = {
  marketing: 'https://argus.example.com',
  product: 'https://argus.example.com/product/',
  pricing: 'https://argus.example.com/pricing/',
  dashboard: 'https://dash.argus.example.com',
  trustCenter: 'https://trust.argus.example.com',
  status: 'https://status.argus.example.com',
  docsRepository: 'https://github.com/argus-example/argus-docs',
  /** Base of "Edit this page" links; the docs plugin appends the file path. */
  editBase: 'https://github.com/argus-example/argus-docs/edit/main/',
} as const;

export const SUPPORT_EMAIL = 'support@argus.example.com';

/** Marketing dropdowns in the navbar: label and path on the marketing site. */
export const SOLUTIONS_LINKS = [
  {label: 'Mobile app performance', href: `${URLS.marketing}/solutions/mobile-performance/`},
  {label: 'Crash and error monitoring', href: `${URLS.marketing}/solutions/crash-monitoring/`},
  {label: 'Web observability', href: `${URLS.marketing}/solutions/web/`},
  {label: 'OpenTelemetry for mobile', href: `${URLS.marketing}/solutions/opentelemetry/`},
] as const;

export const LEARN_LINKS = [
  {label: 'Blog', href: `${URLS.marketing}/blog/`},
  {label: 'Webinars', href: `${URLS.marketing}/webinars/`},
  {label: 'Customer stories', href: `${URLS.marketing}/customers/`},
  {label: 'System status', href: URLS.status},
] as const;

/** The closeable announcement bar. Change `id` to show a new announcement to readers who closed the old one. */
export const ANNOUNCEMENT = {
  id: 'webinar-2026-12-otel-mobile',
  text: 'Live webinar, 10 December: tracing mobile apps end to end with OpenTelemetry.',
  linkLabel: 'Save your seat',
  href: `${URLS.marketing}/webinars/opentelemetry-mobile/`,
} as const;

/** Google Analytics 4 measurement id for page views (IP anonymisation is on in the config). */
export const ANALYTICS_ID = 'G-ARGUS00DOC';

/**
 * Serves gtag.js; the gtag plugin builds the script's URL from `ANALYTICS_ID`. Google serves that file
 * dynamically (its bytes change without notice), so it can be pinned by id but not by integrity.
 */
export const ANALYTICS_SCRIPT_HOST = 'www.googletagmanager.com';

/**
 * Where gtag.js sends page views (as requests and as image pixels). Google Analytics 4 picks a
 * regional host under these domains at run time, so the Content-Security-Policy allows the domains
 * Google documents for it rather than one host.
 */
export const ANALYTICS_COLLECT_HOSTS = [
  '*.google-analytics.com',
  '*.analytics.google.com',
  '*.googletagmanager.com',
] as const;

export interface FeedbackWidgetSettings {
  /** Identifies this site to the feedback service. */
  readonly projectId: string;
  /** Receives the JSON POST; it should deduplicate on the `Idempotency-Key` header (also in the body). */
  readonly endpoint: string;
  readonly title: string;
  /** Start of the browser storage keys for the draft, the unsent submissions and the sending lock. */
  readonly storageKey: string;
  /** Unsent submissions kept in this browser: how many at most, and for how many days. */
  readonly outbox: {readonly maxEntries: number; readonly maxAgeDays: number};
  /** Longest wait for the feedback service's answer, in milliseconds; then the send counts as failed. */
  readonly sendTimeoutMs: number;
}

/**
 * A vendor's script pinned to one version: the URL names the version, and `integrity` is the
 * Subresource Integrity hash (sha384) of that file, so the browser refuses any other bytes. The
 * vendor must serve the file with `Access-Control-Allow-Origin`, as the check needs a CORS request.
 */
export interface PinnedScript {
  readonly url: string;
  /** `sha384-` and the base64 SHA-384 of the file; the tests keep a copy of the file in tests/fixtures/vendor/. */
  readonly integrity: string;
}

export interface AssistantWidgetSettings {
  /** Hosted assistant script; `null` means none is configured and the launcher offers docs search. */
  readonly script: PinnedScript | null;
  readonly shortcutKey: string;
}

export interface SalesChatWidgetSettings {
  readonly script: PinnedScript;
  /** Longest wait for an idle moment before the script loads anyway, in milliseconds. */
  readonly idleTimeoutMs: number;
}

export const WIDGETS = {
  feedback: {
    projectId: 'argus-docs',
    endpoint: 'https://feedback.argus.example.com/api/v1/submissions',
    title: 'Share your thoughts',
    storageKey: 'argus.feedback',
    outbox: {maxEntries: 20, maxAgeDays: 7},
    sendTimeoutMs: 15_000,
  } satisfies FeedbackWidgetSettings,
  assistant: {
    script: {
      url: 'https://assistant.argus.example.com/widget/v1.4.2/embed.js',
      integrity: 'sha384-mSxJlpjqk1tqmyTDFbKbhpmo3z+/utWXNoP7KrOIJ44ux8DfvW6Be+jFvFIUPMfQ',
    },
    shortcutKey: 'j',
  } satisfies AssistantWidgetSettings,
  salesChat: {
    script: {
      url: 'https://chat.argus.example.com/widget/v2.3.0/loader.js',
      integrity: 'sha384-vIMD436TWWRfrht8glubxBZ8SKDIJ9LarEloJfDsS3r3nQz4cb3Yi9TV7b8o/Ey0',
    },
    idleTimeoutMs: 8000,
  } satisfies SalesChatWidgetSettings,
} as const;

/** Hosts of third-party scripts the site may load; tests block them to prove the site works without. */
export const THIRD_PARTY_HOSTS = [
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'feedback.argus.example.com',
  'assistant.argus.example.com',
  'chat.argus.example.com',
] as const;
