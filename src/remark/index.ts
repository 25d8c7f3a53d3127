/**
 * The site's remark plugins, in the order they run before Docusaurus's own (so directives are
 * expanded before the admonition plugin sees them). Registered once in docusaurus.config.ts.
 */
import remarkApiCalls from './apiCalls';
import remarkApiReference from './apiReference';
import remarkProductFacts from './productFacts';
import remarkProductTokens from './productTokens';
import remarkReleaseNotes from './releaseNotes';

export const beforeDefaultRemarkPlugins = [
  remarkApiReference,
  remarkApiCalls,
  remarkReleaseNotes,
  remarkProductFacts,
  remarkProductTokens,
];
