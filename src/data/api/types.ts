/**
 * The shape of each SDK's public API description. One module per SDK (android.ts, ios.ts, ...)
 * exports an `SdkApi`; the API reference pages are rendered from it, and the content gates check
 * every `Argus.<member>` call in a code sample against it.
 */
import type {LineId} from '../lines';

/** Fence language of signatures and examples. */
export type ApiLanguage = 'kotlin' | 'java' | 'swift' | 'objectivec' | 'dart' | 'csharp' | 'typescript';

/** Which API description a page's samples are checked against: one per SDK line (src/data/lines.ts). */
export type ApiId = LineId;

export interface ApiParameter {
  readonly name: string;
  /** Type as written in the platform's language, e.g. `Map<String, String>?`. */
  readonly type: string;
  readonly description: string;
  /** Default value as code, when the parameter is optional. */
  readonly default?: string;
  /** SDK version that added the parameter, when later than its member's `since`. */
  readonly since?: string;
}

export interface ApiDeprecation {
  /** SDK version that deprecated it. */
  readonly since: string;
  /** What to use instead, as `Symbol.member`. */
  readonly replacement: string;
}

export interface ApiMember {
  /** Name as called, e.g. `addBreadcrumb`. Unique within its symbol, except overloads. */
  readonly name: string;
  readonly kind: 'method' | 'property' | 'constructor' | 'case' | 'field';
  /** Full declaration in the platform's language, e.g. `fun addBreadcrumb(message: String)`. */
  readonly signature: string;
  /** One line: what it does. */
  readonly description: string;
  readonly parameters?: readonly ApiParameter[];
  readonly returns?: {readonly type: string; readonly description: string};
  /** SDK version that introduced it. */
  readonly since: string;
  readonly deprecated?: ApiDeprecation;
}

export interface ApiSymbol {
  /** e.g. `Argus`, `Span`, `LogSeverity`. */
  readonly name: string;
  readonly kind: 'class' | 'object' | 'interface' | 'protocol' | 'struct' | 'enum' | 'namespace' | 'type';
  readonly description: string;
  readonly since: string;
  readonly members: readonly ApiMember[];
  /**
   * For a component (`class`), the props of another component it also accepts and passes on, as
   * that package names them: `ViewProps` for a React Native `View`.
   */
  readonly acceptsPropsOf?: 'ViewProps';
  /** The namespace that holds it, when not the one of the SDK's import statement (`ArgusIO.Unity.Editor`). */
  readonly namespace?: string;
}

export interface ApiExample {
  readonly title: string;
  readonly code: string;
}

export interface ApiGroup {
  /** Anchor-friendly id, e.g. `sessions`. */
  readonly id: string;
  /** e.g. `Sessions`, `Logs`, `Traces`. */
  readonly title: string;
  readonly description: string;
  readonly symbols: readonly ApiSymbol[];
  /** A short, complete example of the group in use (imports included). */
  readonly example: ApiExample;
}

/**
 * One page of a reference split over several pages (`::api-reference{id="ios" page="configuration"}`):
 * the symbols it documents, under their groups. The pages of a line hold every symbol exactly once.
 */
export interface ApiReferencePage {
  /** The page's slug and the `page` attribute of its directive, e.g. `argus-client`. */
  readonly id: string;
  readonly title: string;
  /** Symbol names, e.g. `ArgusOptions`: every member of the symbol, in every group, is on this page. */
  readonly symbols: readonly string[];
}

export interface SdkApi {
  readonly id: ApiId;
  /** e.g. `Android SDK 7.8.0`. */
  readonly title: string;
  /** SDK version this description matches. */
  readonly version: string;
  /** Language of signatures and examples. */
  readonly language: ApiLanguage;
  /** Second language whose samples are also checked against this API (Java on Android). */
  readonly alsoCheckedIn?: readonly ApiLanguage[];
  /** The object samples call, e.g. `Argus` in `Argus.addBreadcrumb(...)`. */
  readonly entryPoint: string;
  /**
   * When the entry point's members are instance members reached through one accessor, its name:
   * `sharedInstance` for iOS 5.x, whose samples call `Argus.sharedInstance().logMessage(...)`. The
   * content gate then accepts only the accessor and nested types right after `Argus.`, and checks
   * the member after `Argus.sharedInstance().`.
   */
  readonly instanceAccessor?: string;
  /** The import line a sample starts with. */
  readonly importStatement: string;
  readonly groups: readonly ApiGroup[];
  /** When the line's reference is also split over pages of its own section, those pages. */
  readonly referencePages?: readonly ApiReferencePage[];
}
