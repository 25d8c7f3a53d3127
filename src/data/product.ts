/**
 * The product's SDKs as pages read them (derived from the SDK lines) and package coordinates.
 * Toolchain minimums live in ./requirements.ts, limits and behaviour policies in ./sdkBehaviour.ts.
 *
 * Every page and component that names a version or a package reads it from here or from the SDK
 * lines it derives from (src/data/lines.ts), so a release changes one line. Facts follow
 * ../shared/PRODUCT.md.
 */
import {NAV, navPath} from './dashboard';
import {CURRENT_LINES, LINE_BY_ID, legacyLinesOf, type CurrentLineEntry, type PlatformId} from './lines';

export type {PlatformId} from './lines';

interface LegacyLine {
  /** Major line, e.g. `5.x`. */
  readonly line: string;
  /** Last release of that line. */
  readonly version: string;
  /** Route of its docs, below the base URL. */
  readonly path: string;
}

export interface Sdk {
  readonly id: PlatformId;
  readonly name: string;
  /** Route of the section landing page, below the base URL. */
  readonly path: string;
  readonly version: string;
  /** The main package as a reader installs it. */
  readonly package: string;
  readonly language: string;
  readonly summary: string;
  readonly legacy: readonly LegacyLine[];
}

function sdkOf(entry: CurrentLineEntry & {readonly id: PlatformId}): Sdk {
  return {
    id: entry.id,
    name: entry.name,
    path: LINE_BY_ID[entry.id].path,
    version: entry.version,
    package: entry.package,
    language: entry.language,
    summary: entry.summary,
    legacy: legacyLinesOf(entry.id).map((line) => ({line: line.major, version: line.version, path: line.path})),
  };
}

/** Each platform's SDK as its current line states it (src/data/lines.ts), with its legacy lines. */
export const SDKS = /* @__PURE__ */ Object.fromEntries(
  CURRENT_LINES.map((entry) => [entry.id, sdkOf(entry)]),
) as Readonly<Record<PlatformId, Sdk>>;

export {PLATFORM_ORDER} from './lines';

/**
 * Public source repositories of the SDKs (PRODUCT.md names only the Apple one; the others follow
 * its pattern). All are Apache-2.0 licensed and take issues and pull requests.
 */
export const SDK_REPOSITORIES = /* @__PURE__ */ Object.fromEntries(
  CURRENT_LINES.map((entry) => [entry.id, entry.repository]),
) as Readonly<Record<PlatformId, string>>;

/** Package coordinates beyond the main package of each SDK. */
export const PACKAGES = {
  androidGradlePlugin: 'io.argus.gradle',
  androidConfigFile: 'app/src/main/argus-config.json',
  iosSwiftPackageUrl: SDK_REPOSITORIES.ios,
  iosLegacyPod: LINE_BY_ID.ios5.package,
  iosLegacyPlist: 'Argus-Info.plist',
  iosLegacyUploadCli: 'argus_upload',
  reactNativeCompanionPrefix: '@argus-io/react-native-',
  webCli: '@argus-io/web-cli',
  /** The executable `@argus-io/web-cli` installs. */
  webCliBin: 'argus-web',
  /** The Web SDK as one script for pages without a bundler; it defines the global `Argus`. */
  webScriptUrl: `https://cdn.argus.example.com/web-sdk/${SDKS.web.version}/argus.min.js`,
} as const;

/**
 * The source map upload command of `@argus-io/web-cli`. PRODUCT.md names only the package; the
 * command and its flags were decided here and every Web page uses them.
 */
export const WEB_CLI = {
  command: 'argus-web sourcemaps upload',
  flags: [
    {flag: '--app-id', env: 'ARGUS_APP_ID', required: true, description: 'The App ID of the web app.'},
    {
      flag: '--api-token',
      env: 'ARGUS_API_TOKEN',
      required: true,
      description: 'An API token; read from the environment in CI.',
    },
    {
      flag: '--app-version',
      env: 'ARGUS_APP_VERSION',
      required: true,
      description: 'Must equal the `appVersion` passed to `Argus.start`.',
    },
    {
      flag: '--path',
      env: undefined,
      required: false,
      description: 'The build output folder to scan for `.js` and `.js.map` files; defaults to `dist`.',
    },
    {
      flag: '--url-prefix',
      env: undefined,
      required: false,
      description: 'The URL path the files are served from, such as `/assets/`; defaults to `/`.',
    },
    {
      flag: '--delete-after-upload',
      env: undefined,
      required: false,
      description: 'Deletes the `.map` files after upload so they are not deployed.',
    },
  ],
  maxUploadMiB: 50,
} as const;

export const SDK_LICENSE = 'Apache-2.0';

/** Dashboard places that several pages send the reader to, named as the dashboard's menus name them. */
export const DASHBOARD = {
  /** Where the public key and the rules of network body capture live. */
  networkBodyCapture: navPath('appNetwork'),
  /** Where API tokens are created and listed. */
  apiTokens: navPath('apiTokens'),
  /** Where the uploaded dSYM files of an app are listed, and uploaded by hand. */
  dsymSymbols: navPath('dsymSymbols'),
  /** The item of the app switcher that creates a dashboard app. */
  createApp: NAV.createApp.label,
} as const;

/**
 * How the SDKs relate to OpenTelemetry. PRODUCT.md says only the iOS SDK is built on it. The other
 * SDKs follow OpenTelemetry semantics and export OTLP to endpoints you add (Android through
 * opentelemetry-java exporters, the Web SDK with its own OTLP/HTTP JSON export in the `otlpExport`
 * option, React Native with a companion package, Flutter and Unity through their native layers).
 */
export const OPENTELEMETRY = {
  builtOn: ['ios'],
} as const satisfies {builtOn: readonly PlatformId[]};

/** The values of the last run end state, as PRODUCT.md names them. */
export const LAST_RUN_END_STATES = ['crash', 'clean exit', 'invalid'] as const;

export type RegionId = 'us' | 'eu';

export interface Region {
  readonly id: RegionId;
  readonly name: string;
  /** Where the region's data is stored. */
  readonly location: string;
  readonly isDefault: boolean;
  /** Ingest host template; `<app-id>` is the App ID. */
  readonly ingestHost: string;
}

export const REGIONS: readonly Region[] = [
  {
    id: 'us',
    name: 'United States',
    location: 'Virginia, United States',
    isDefault: true,
    ingestHost: 'https://<app-id>.data.argus.example.com',
  },
  {
    id: 'eu',
    name: 'European Union',
    location: 'Frankfurt, Germany',
    isDefault: false,
    ingestHost: 'https://<app-id>.data.eu.argus.example.com',
  },
];

/** Identifier formats readers meet in samples. */
export const IDENTIFIERS = {
  appIdPattern: /^[a-zA-Z0-9]{5}$/,
  exampleAppId: 'aB3x9',
  apiTokenPattern: /^[0-9a-f]{32}$/,
  apiTokenPlaceholder: 'YOUR_API_TOKEN',
  metricsTokenPlaceholder: 'YOUR_METRICS_API_TOKEN',
} as const;
