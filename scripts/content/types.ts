/** Shared types of the content gates: a parsed page, a code fence and a problem. */
import type {Root} from 'mdast';

/** Every gate, as printed in `path:line: [gate] message`. */
export type GateName =
  | 'mdx'
  | 'front-matter'
  | 'placeholders'
  | 'substance'
  | 'fence-language'
  | 'code-parses'
  | 'api-symbols'
  | 'objc-selectors'
  | 'metric-names'
  | 'product-facts'
  | 'faq-answers'
  | 'android-api-level'
  | 'ios-availability'
  | 'changelog-since'
  | 'native-releases'
  | 'gradle-dsl'
  | 'init-arguments'
  | 'upgrade-coverage'
  | 'legacy-notice'
  | 'unity-bootstrap'
  | 'unity-build'
  | 'sidebar'
  | 'colon-chain'
  | 'lower-case-start'
  | 'repeated-sentence'
  | 'repeated-passage'
  | 'typescript-samples'
  | 'csharp-samples';

export interface Problem {
  /** Path as printed, relative to the repository (`docs/android/index.md`). */
  readonly file: string;
  /** 1-based line in the file. */
  readonly line: number;
  readonly gate: GateName;
  readonly message: string;
}

export interface FrontMatter {
  readonly data: Readonly<Record<string, unknown>>;
  /** Line of each top-level key. */
  readonly lines: ReadonlyMap<string, number>;
  /** Line of the opening `---`. */
  readonly line: number;
}

export interface Page {
  /** Path below docs/, with `/` separators (`android/features/traces.md`). */
  readonly path: string;
  /** Path as printed in problems. */
  readonly file: string;
  readonly source: string;
  readonly tree: Root;
  /** Null when the page has no front matter. */
  readonly frontMatter: FrontMatter | null;
  /** A partial (`_name.mdx`, or any file under a `_folder/`): imported by pages, not a page itself. */
  readonly partial: boolean;
}

export interface Fence {
  /** Language as written after the backticks, or '' when there is none. */
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
  /** Line of the opening backticks. */
  readonly line: number;
  /** The meta marks it as a fragment (`partial`): checked leniently instead of by the grammar. */
  readonly partial: boolean;
  /** API id from an `api=<id>` meta, overriding the page's platform. */
  readonly api: string | null;
  /**
   * The meta says `removed-api`: the sample shows calls an older major version had (the "before"
   * side of an upgrade guide), so it is parsed but not checked against the current API.
   */
  readonly removedApi: boolean;
}

/** Line in the file of a 0-based line inside a fence's code. */
export function fenceLine(fence: Fence, codeLine: number): number {
  return fence.line + 1 + codeLine;
}
