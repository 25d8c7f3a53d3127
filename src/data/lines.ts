/**
 * Every SDK line the docs cover: a platform at one major version, such as iOS 6.x or React Native 4.x.
 *
 * This is the one place a line is declared. The product data (`SDKS`), the API data each line's
 * samples are checked against, the content gates, the search contexts, the version tokens, the
 * legacy notice and the SDK cards all read it, so adding a line is one entry here, its API data in
 * src/data/api/ and its pages. Facts follow ../shared/PRODUCT.md.
 *
 * The module ships to the browser with the SDK cards (home and 404) and the legacy notice: keep it
 * to plain data, never import the API data from here, and mark derived values `@__PURE__` so the
 * bundler drops what a component does not read.
 */

/** Fence languages of scripts checked against a TypeScript API. */
const SCRIPT = ['typescript', 'tsx', 'javascript', 'jsx'] as const;

/** What every line states. */
interface LineEntryBase {
  /** Unique id; also the id of its API data, `api=<id>` in a fence's meta and `::api-reference{id}`. */
  readonly id: string;
  /** Last release of the line. */
  readonly version: string;
  /**
   * The folder below docs/ that holds the line's pages, which is also its route below the base URL
   * and its search context. A page belongs to the line with the longest prefix that contains it, so
   * `ios/changelog.md` belongs to iOS 6.x and `ios/5x/index.md` to iOS 5.x.
   */
  readonly prefix: string;
}

/** A platform's current line, which also carries the platform's own facts. */
export interface CurrentLineEntry extends LineEntryBase {
  readonly status: 'current';
  /** The platform's name, e.g. `iOS`. */
  readonly name: string;
  /** The main package as a reader installs it. */
  readonly package: string;
  /** The languages of its samples, as a reader would say them. */
  readonly language: string;
  /** Fence languages whose samples on the line's pages are checked against its API data. */
  readonly fenceLanguages: readonly string[];
  /** One sentence for the SDK cards. */
  readonly summary: string;
  /** The public source repository. */
  readonly repository: string;
}

/** An older major line kept for apps that still ship it; its pages point to the current line. */
export interface LegacyLineEntry extends LineEntryBase {
  readonly status: 'legacy';
  /** Id of the platform's current line, which its pages point to. */
  readonly current: string;
  /** The main package when it differs from the current line's. */
  readonly package?: string;
}

export type LineEntry = CurrentLineEntry | LegacyLineEntry;

/** Every line, in the order the site lists them: each platform's current line, then its legacy lines. */
const ENTRIES = [
  {
    id: 'android',
    status: 'current',
    name: 'Android',
    version: '7.8.0',
    prefix: 'android',
    package: 'io.argus:argus-android-sdk',
    language: 'Kotlin and Java',
    fenceLanguages: ['kotlin', 'java'],
    summary: 'Sessions, crashes, ANRs, network requests and traces for Kotlin and Java apps.',
    repository: 'https://github.com/argus-example/argus-android-sdk',
  },
  {
    id: 'ios',
    status: 'current',
    name: 'iOS',
    version: '6.14.0',
    prefix: 'ios',
    package: 'ArgusIO',
    language: 'Swift',
    fenceLanguages: ['swift', 'objectivec'],
    summary: 'Sessions, crashes, hangs and traces on an OpenTelemetry core, for Swift apps.',
    repository: 'https://github.com/argus-example/argus-apple-sdk',
  },
  {
    id: 'ios5',
    status: 'legacy',
    current: 'ios',
    version: '5.25.3',
    prefix: 'ios/5x',
    package: 'Argus',
  },
  {
    id: 'flutter',
    status: 'current',
    name: 'Flutter',
    version: '4.2.0',
    prefix: 'flutter',
    package: 'argus_flutter',
    language: 'Dart',
    fenceLanguages: ['dart'],
    summary: 'Dart errors, network requests and traces, on top of the native Android and iOS SDKs.',
    repository: 'https://github.com/argus-example/argus-flutter-sdk',
  },
  {
    id: 'react-native',
    status: 'current',
    name: 'React Native',
    version: '6.3.0',
    prefix: 'react-native',
    package: '@argus-io/react-native',
    language: 'TypeScript',
    fenceLanguages: SCRIPT,
    summary: 'JavaScript errors, navigation, Redux actions and traces, with native crash capture.',
    repository: 'https://github.com/argus-example/argus-react-native-sdk',
  },
  {
    id: 'react-native5',
    status: 'legacy',
    current: 'react-native',
    version: '5.4.1',
    prefix: 'react-native/5x',
  },
  {
    id: 'react-native4',
    status: 'legacy',
    current: 'react-native',
    version: '4.9.0',
    prefix: 'react-native/4x',
  },
  {
    id: 'unity',
    status: 'current',
    name: 'Unity',
    version: '2.6.0',
    prefix: 'unity',
    package: 'io.argus.unity',
    language: 'C#',
    fenceLanguages: ['csharp'],
    summary: 'C# exceptions, native crashes, frame rate and scene-load spans for Unity games.',
    repository: 'https://github.com/argus-example/argus-unity-sdk',
  },
  {
    id: 'web',
    status: 'current',
    name: 'Web',
    version: '1.9.0',
    prefix: 'web',
    package: '@argus-io/web-sdk',
    language: 'TypeScript',
    fenceLanguages: SCRIPT,
    summary: 'Page loads, Web Vitals, exceptions, network requests and traces in the browser.',
    repository: 'https://github.com/argus-example/argus-web-sdk',
  },
] as const satisfies readonly LineEntry[];

type Entry = (typeof ENTRIES)[number];
type CurrentEntry = Extract<Entry, {status: 'current'}>;

/** Id of a line: `ios`, `ios5`, `react-native4` ... */
export type LineId = Entry['id'];

/** Id of a platform: the id of its current line. */
export type PlatformId = CurrentEntry['id'];

/** A line with the facts derived from its entry. */
export interface SdkLine {
  readonly id: LineId;
  readonly platform: PlatformId;
  readonly status: 'current' | 'legacy';
  /** The platform's name, e.g. `iOS`. */
  readonly name: string;
  /** Major line, e.g. `5.x`. */
  readonly major: string;
  /** e.g. `iOS 5.x`. */
  readonly label: string;
  readonly version: string;
  /** Folder below docs/ and route below the base URL, without slashes, e.g. `ios/5x`. */
  readonly prefix: string;
  /** Route of the line's landing page below the base URL, e.g. `/ios/5x/`. */
  readonly path: string;
  readonly package: string;
  readonly language: string;
  readonly fenceLanguages: readonly string[];
  /**
   * The module of the API data the line's samples are checked against, from the repository root:
   * src/data/api/ and the id in camel case (`react-native5` -> `reactNative5.ts`).
   */
  readonly apiModule: string;
  /** The search context that indexes the line's pages: its prefix. */
  readonly searchContext: string;
  /** The current line of the platform: the line itself, or the one a legacy line's pages point to. */
  readonly current: PlatformId;
}

function majorOf(version: string): string {
  return `${version.split('.')[0] ?? ''}.x`;
}

function currentEntry(id: string): CurrentEntry {
  const entry = ENTRIES.find((candidate) => candidate.id === id);
  if (entry === undefined || entry.status !== 'current') {
    throw new Error(`SDK lines: "${id}" is not a current line.`);
  }
  return entry;
}

function toLine(entry: Entry): SdkLine {
  const current = entry.status === 'current' ? entry : currentEntry(entry.current);
  const major = majorOf(entry.version);
  return {
    id: entry.id,
    platform: current.id,
    status: entry.status,
    name: current.name,
    major,
    label: `${current.name} ${major}`,
    version: entry.version,
    prefix: entry.prefix,
    path: `/${entry.prefix}/`,
    package: ('package' in entry ? entry.package : undefined) ?? current.package,
    language: current.language,
    fenceLanguages: current.fenceLanguages,
    apiModule: `src/data/api/${entry.id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}.ts`,
    searchContext: entry.prefix,
    current: current.id,
  };
}

/** Every line, in the order the site lists them. */
export const LINES: readonly SdkLine[] = /* @__PURE__ */ ENTRIES.map(toLine);

/** Every line by id. */
export const LINE_BY_ID = /* @__PURE__ */ Object.fromEntries(LINES.map((line) => [line.id, line])) as Readonly<
  Record<LineId, SdkLine>
>;

export const LINE_IDS: readonly LineId[] = /* @__PURE__ */ LINES.map((line) => line.id);

export function isLineId(id: string): id is LineId {
  return (LINE_IDS as readonly string[]).includes(id);
}

/** The current line of each platform, with the platform's own facts, in the order the site lists them. */
export const CURRENT_LINES = /* @__PURE__ */ ENTRIES.filter(
  (entry): entry is CurrentEntry => entry.status === 'current',
);

/** Platforms in the order the site lists them. */
export const PLATFORM_ORDER: readonly PlatformId[] = /* @__PURE__ */ CURRENT_LINES.map((entry) => entry.id);

/** The legacy lines of a platform, newest first. */
export function legacyLinesOf(platform: PlatformId): readonly SdkLine[] {
  return LINES.filter((line) => line.platform === platform && line.status === 'legacy');
}

/**
 * The line a path belongs to: the line with the longest prefix that contains it. `path` is below
 * docs/ (`ios/5x/features/traces.md`) or below the base URL (`ios/5x/features/traces/`), with or
 * without a leading slash. Pages outside every SDK folder belong to no line.
 */
export function lineOfPath(path: string): SdkLine | null {
  const clean = path.replace(/^\/+/, '');
  let best: SdkLine | null = null;
  for (const line of LINES) {
    const inside = clean === line.prefix || clean.startsWith(`${line.prefix}/`);
    if (inside && (best === null || line.prefix.length > best.prefix.length)) {
      best = line;
    }
  }
  return best;
}
