/**
 * The code highlighter chunk (src/components/HighlightedCode: Prism and the site's languages),
 * loaded once for the whole page under src/lib/highlighterPolicy.ts. Once it has loaded, new code
 * blocks render highlighted at once, with no plain stand-in.
 */
import type * as HighlightedCodeModule from '@site/src/components/HighlightedCode';
import {enhancementsMayLoad} from './highlighterPolicy';

export type HighlightedModule = typeof HighlightedCodeModule;

let loaded: HighlightedModule | undefined;
let loading: Promise<HighlightedModule> | undefined;

/** The highlighter if it has loaded in this page, for a synchronous render. */
export function loadedHighlighter(): HighlightedModule | undefined {
  return loaded;
}

/** Loads the highlighter when the policy allows (at once on the server). */
export function loadHighlighter(): Promise<HighlightedModule> {
  loading ??= (typeof window === 'undefined' ? Promise.resolve() : enhancementsMayLoad())
    .then(() => import('@site/src/components/HighlightedCode'))
    .then((module) => {
      loaded = module;
      return module;
    });
  return loading;
}
