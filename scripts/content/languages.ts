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
  'typescript',
  'tsx',
  'javascript',
  'jsx',
  'bash',
  'shell-session',
  'promql',
  'python',
  'diff',
  'text',
] as const;

export type FenceLanguage = (typeof FENCE_LANGUAGES)[number];

export function isFenceLanguage(lang: string): lang is FenceLanguage {
  return (FENCE_LANGUAGES as readonly string[]).includes(lang);
}

/** Languages with no grammar here: checked leniently (balanced brackets, quotes or tags). */
export const LENIENT_LANGUAGES: readonly FenceLanguage[] = ['groovy', 'xml'];

/** Languages that are shown as written and never parsed. */
export const UNPARSED_LANGUAGES: readonly FenceLanguage[] = ['diff', 'text'];

/** A fence in one of these, not marked `partial`, counts as a complete code sample. */
export function isParsedLanguage(lang: string): boolean {
  return isFenceLanguage(lang) && !LENIENT_LANGUAGES.includes(lang) && !UNPARSED_LANGUAGES.includes(lang);
}
