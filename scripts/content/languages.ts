/** The languages a code fence may carry, and how each is checked. */

/** Every language a fence may name. Prism highlights each; the code-parses gate checks each. */
export const FENCE_LANGUAGES = [
  'kotlin',
  'java',
  'swift',
  'objectivec',
  'dart',
  'csharp',
  'groovy',
  'json',
  'yaml',
  'xml',
  'html',
  'dotenv',
  'graphql',
  'typescript',
  'tsx',
  'javascript',
  'jsx',
  'bash',
  'shell-session',
  'promql',
  'traceql',
  'esql',
  'kql',
  'nrql',
  'opal',
  'signalflow',
  'datadog',
  'python',
  'ruby',
  'diff',
  'text',
] as const;

export type FenceLanguage = (typeof FENCE_LANGUAGES)[number];

export function isFenceLanguage(lang: string): lang is FenceLanguage {
  return (FENCE_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * Query languages of the data destinations' vendors, and who defines each. PromQL, which has a
 * grammar here, is checked in full; these have none installed and are checked leniently
 * (scripts/content/queries.ts), with rules for mistakes a bracket count cannot see. `grammar`
 * names the npm package that would parse the language in full, where one is maintained.
 */
export const QUERY_LANGUAGES = {
  traceql: {name: 'TraceQL', vendor: 'Grafana Tempo', grammar: '@grafana/lezer-traceql'},
  esql: {name: 'ES|QL', vendor: 'Elastic', grammar: null},
  kql: {name: 'KQL (Kibana Query Language)', vendor: 'Elastic', grammar: null},
  nrql: {name: 'NRQL', vendor: 'New Relic', grammar: null},
  opal: {name: 'OPAL', vendor: 'Observe', grammar: null},
  signalflow: {name: 'SignalFlow', vendor: 'Splunk Observability', grammar: null},
  datadog: {name: 'Datadog query syntax', vendor: 'Datadog', grammar: null},
} as const satisfies Partial<Record<FenceLanguage, {name: string; vendor: string; grammar: string | null}>>;

export type QueryLanguage = keyof typeof QUERY_LANGUAGES;

export function isQueryLanguage(lang: string): lang is QueryLanguage {
  return lang in QUERY_LANGUAGES;
}

/**
 * Languages with no full grammar here: checked leniently (balanced brackets, quotes or tags;
 * `KEY=value` lines for dotenv; the rules in queries.ts for vendor queries). TraceQL is also parsed
 * with `@grafana/lezer-traceql` and GraphQL with `graphql` (syntax.ts); the other query languages
 * have no maintained grammar package.
 */
export const LENIENT_LANGUAGES: readonly FenceLanguage[] = [
  'groovy',
  // fastlane's Fastfile and CocoaPods' Podfile are Ruby: no grammar package is installed for it.
  'ruby',
  'xml',
  'dotenv',
  ...(Object.keys(QUERY_LANGUAGES) as QueryLanguage[]),
];

/** Languages that are shown as written and never parsed. */
export const UNPARSED_LANGUAGES: readonly FenceLanguage[] = ['diff', 'text'];

/** A fence in one of these, not marked `partial`, counts as a complete code sample. */
export function isParsedLanguage(lang: string): boolean {
  return isFenceLanguage(lang) && !LENIENT_LANGUAGES.includes(lang) && !UNPARSED_LANGUAGES.includes(lang);
}
