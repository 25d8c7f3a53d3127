/**
 * What the legal and data pages say about where data goes: the page-view analytics this docs site
 * loads, and the subprocessors that handle data outside an app's data region.
 *
 * The analytics entries describe what the site really does: `docusaurus.config.ts` loads Google
 * Analytics 4 through `@docusaurus/plugin-google-gtag` with `ANALYTICS_ID` (src/constants.ts) on
 * every page of the production build. The site has no consent banner and no Do Not Track or Global
 * Privacy Control handling; it keeps working when the script is blocked (the e2e tests block it).
 * Pages state these through `:fact[...]` (src/data/facts.ts), so the privacy policy, the
 * subprocessors list and the data regions page cannot drift apart.
 */
import {ANALYTICS_ID} from '../constants';

export interface AnalyticsCookie {
  readonly name: string;
  /** What the cookie is for, as a sentence fragment. */
  readonly purpose: string;
  /** How long the cookie lasts after it is set or last refreshed. */
  readonly lifetime: string;
}

/** GA4 names its session cookie after the measurement ID without the `G-` prefix. */
const containerId = ANALYTICS_ID.replace(/^G-/, '');

export const SITE_ANALYTICS = {
  provider: 'Google Analytics 4',
  /** The company that runs it and receives the page views. */
  company: 'Google',
  /** Where the provider may process the page views. */
  location: 'United States',
  /** First-party cookies that the Google tag sets on this site; none is an advertising cookie. */
  cookies: [
    {
      name: '_ga',
      purpose: 'holds a random client ID, so one browser counts as one visitor',
      lifetime: '2 years',
    },
    {
      name: `_ga_${containerId}`,
      purpose: "keeps the current visit's state, such as its start and page count",
      lifetime: '2 years',
    },
  ] satisfies readonly AnalyticsCookie[],
  /** How long the analytics property keeps event-level data; reports keep aggregated totals. */
  retentionMonths: 14,
  /** Google's browser add-on that stops the Google Analytics tag from sending data on any site. */
  optOutAddOn: 'https://tools.google.com/dlpage/gaoptout',
} as const;

export interface Subprocessor {
  readonly name: string;
  /** The country where it processes the data. */
  readonly location: string;
}

/** The subprocessor that delivers every email Argus sends, from every region. */
export const MAIL_PROVIDER: Subprocessor = {
  name: 'Amazon Simple Email Service',
  location: 'United States',
};

/**
 * Where an `eu` app's telemetry can leave its region. Sentence fragments, read in flow.
 *
 * `alertEmail` is the one thing Argus itself sends out of the region, read after "the one part of an
 * `eu` app's telemetry that Argus itself sends out of its region is". `customerRoutes` are the routes
 * you choose or start, read after "telemetry also leaves the region on routes you choose or start:".
 */
export const OUT_OF_REGION = {
  alertEmail: `the summary in alert and notification emails, such as a crash title or an affected user count, which ${MAIL_PROVIDER.name} delivers from the ${MAIL_PROVIDER.location} whatever the app's region`,
  customerRoutes:
    'exports to the data destinations you connect, alerts you send to a chat channel or a webhook, what you put in a support ticket, and what the support team views when you grant it access to an app',
} as const;
