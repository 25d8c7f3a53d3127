/**
 * The product's SDKs: current versions and package coordinates. Toolchain minimums live in
 * ./requirements.ts, limits and behaviour policies in ./sdkBehaviour.ts.
 *
 * Every page and component that names a version or a package reads it from here, so a release
 * changes one line. Facts follow ../shared/PRODUCT.md.
 */

export type PlatformId = 'android' | 'ios' | 'flutter' | 'react-native' | 'unity' | 'web';

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

export const SDKS = {
  android: {
    id: 'android',
    name: 'Android',
    path: '/android/',
    version: '7.8.0',
    package: 'io.argus:argus-android-sdk',
    language: 'Kotlin and Java',
    summary: 'Sessions, crashes, ANRs, network requests and traces for Kotlin and Java apps.',
    legacy: [],
  },
  ios: {
    id: 'ios',
    name: 'iOS',
    path: '/ios/',
    version: '6.14.0',
    package: 'ArgusIO',
    language: 'Swift',
    summary: 'Sessions, crashes, hangs and traces on an OpenTelemetry core, for Swift apps.',
    legacy: [{line: '5.x', version: '5.25.3', path: '/ios/5x/'}],
  },
  flutter: {
    id: 'flutter',
    name: 'Flutter',
    path: '/flutter/',
    version: '4.2.0',
    package: 'argus_flutter',
    language: 'Dart',
    summary: 'Dart errors, network requests and traces, on top of the native Android and iOS SDKs.',
    legacy: [],
  },
  'react-native': {
    id: 'react-native',
    name: 'React Native',
    path: '/react-native/',
    version: '6.3.0',
    package: '@argus-io/react-native',
    language: 'TypeScript',
    summary: 'JavaScript errors, navigation, Redux actions and traces, with native crash capture.',
    legacy: [
      {line: '5.x', version: '5.4.1', path: '/react-native/5x/'},
      {line: '4.x', version: '4.9.0', path: '/react-native/4x/'},
    ],
  },
  unity: {
    id: 'unity',
    name: 'Unity',
    path: '/unity/',
    version: '2.6.0',
    package: 'io.argus.unity',
    language: 'C#',
    summary: 'C# exceptions, native crashes, frame rate and scene-load spans for Unity games.',
    legacy: [],
  },
  web: {
    id: 'web',
    name: 'Web',
    path: '/web/',
    version: '1.9.0',
    package: '@argus-io/web-sdk',
    language: 'TypeScript',
    summary: 'Page loads, Web Vitals, exceptions, network requests and traces in the browser.',
    legacy: [],
  },
} as const satisfies Record<PlatformId, Sdk>;

/** Platforms in the order the site lists them. */
export const PLATFORM_ORDER: readonly PlatformId[] = ['android', 'ios', 'flutter', 'react-native', 'unity', 'web'];

/** Package coordinates beyond the main package of each SDK. */
export const PACKAGES = {
  androidGradlePlugin: 'io.argus.gradle',
  androidConfigFile: 'app/src/main/argus-config.json',
  iosSwiftPackageUrl: 'https://github.com/argus-example/argus-apple-sdk',
  iosLegacyPod: 'Argus',
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

/**
 * Public source repositories of the SDKs (PRODUCT.md names only the Apple one; the others follow
 * its pattern). All are Apache-2.0 licensed and take issues and pull requests.
 */
export const SDK_REPOSITORIES = {
  android: 'https://github.com/argus-example/argus-android-sdk',
  ios: PACKAGES.iosSwiftPackageUrl,
  flutter: 'https://github.com/argus-example/argus-flutter-sdk',
  'react-native': 'https://github.com/argus-example/argus-react-native-sdk',
  unity: 'https://github.com/argus-example/argus-unity-sdk',
  web: 'https://github.com/argus-example/argus-web-sdk',
} as const satisfies Record<PlatformId, string>;

export const SDK_LICENSE = 'Apache-2.0';

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
