/**
 * The redirects plugin entry of the site config: the list of redirects.ts, as the client-redirects
 * options (`{from, to}`, without the category), for src/plugins/redirects.ts.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginConfig} from '@docusaurus/types';
import {redirects} from '../redirects';
import redirectsPlugin from '../src/plugins/redirects';

export const redirectsOptions = {
  redirects: redirects.map(({from, to}) => ({from, to})),
} satisfies ClientRedirectsOptions;

export const redirectsPluginConfig: PluginConfig = [redirectsPlugin, redirectsOptions];
