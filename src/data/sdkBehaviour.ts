/**
 * How the SDKs package, send and keep data: the limits they enforce on the device, when they send,
 * how long data waits, and what happens when a limit is reached.
 *
 * PRODUCT.md is silent on these; they were decided once for the data-handling and legal pages, and
 * every page states them through `:fact[...]` (see src/data/facts.ts), so a change here changes
 * every page that states it. A policy is written as a sentence fragment a page can say in flow.
 */

export const DATA_HANDLING = {
  flushIntervalSeconds: 30,
  /** The ingest host answers `429` above this many batches a minute per App ID from one IP address. */
  ingestBatchesPerMinute: 300,
  retry: {firstDelaySeconds: 5, maxDelayMinutes: 5},
  offlineExpiryDays: 7,
  deviceQueueMiB: 10,
  telemetryRetentionDays: 90,
  breachNoticeHours: 48,
  /** What a typical session sends with default settings, after compression, in KB. */
  typicalSessionKB: {low: 5, high: 50},
  subprocessorNoticeDays: 30,
  limits: {
    logMessageCharacters: 4096,
    propertiesPerLog: 100,
    logAttachmentMiB: 1,
    attributesPerSpan: 50,
    eventsPerSpan: 10,
    /** Span names, view names, persona names, and the keys of properties and attributes. */
    nameCharacters: 128,
    /** Values of properties and attributes, and user identifiers, usernames and emails. */
    valueCharacters: 1024,
    sessionProperties: 100,
    breadcrumbsPerSession: 100,
    breadcrumbCharacters: 256,
    networkUrlCharacters: 2048,
    networkBodyKiB: 64,
    envelopeKiB: 512,
  },
  policies: {
    /** What happens to a breadcrumb added after `breadcrumbsPerSession`. */
    breadcrumbOverflow: 'the SDK drops new breadcrumbs for the rest of the session',
    /** What happens when the on-device queue is full. */
    queueFull: 'the SDK drops the oldest envelopes first but keeps crash reports',
  },
} as const;

/**
 * What the SDKs add to the app they ship in, as the FAQ and performance pages state it (what a
 * session sends is `DATA_HANDLING.typicalSessionKB`). Measured once on the default options; pages say
 * "about" and tell the reader how to measure their own build.
 */
export const FOOTPRINT = {
  /** What the Android SDK adds to a release APK after R8, with default options (no NDK capture). */
  androidReleaseKB: 600,
  /** The Web SDK with every automatic instrumentation, minified and gzip-compressed. */
  webBundleKB: 24,
  /** What the `@argus-io/web-sdk/react` entry point adds on top, minified and gzip-compressed. */
  webReactKB: 2,
} as const;

/**
 * How span attribute keys are written. `pattern` and `style` cover the keys you add (in samples:
 * the keys passed to `addAttribute` or in an `attributes` object). Custom metrics turn a key into a
 * PromQL label name, which allows only `[a-zA-Z0-9_]`; a snake case key stays the same there. The
 * attributes the SDKs record by themselves use OpenTelemetry's dotted names instead (`automatic`).
 */
export const ATTRIBUTE_KEYS = {
  pattern: /^[a-z][a-z0-9_]*$/,
  style: 'lowercase snake case for the keys you add, such as `item_count` or `payment_method`, with no dots',
  automatic:
    "OpenTelemetry's dotted names, such as `url.full`, which become label names with underscores in metrics, such as `url_full`",
} as const;

/** How the Android Gradle plugin and SDK read `argus-config.json` (Flutter apps share it on Android). */
export const ANDROID_CONFIG = {
  policies: {
    /** What the Gradle plugin needs in the file, and when. */
    configFileKeys:
      'the Gradle plugin stops the build when `app_id` is missing from the file, and needs `api_token` only to upload mapping files and symbols for release builds that R8 minifies, so debug builds build without a token',
    /** Where Gradle finds the Argus Gradle plugin. */
    pluginRepository:
      'the Argus Gradle plugin is published to Maven Central, so list `mavenCentral()` in `pluginManagement { repositories { ... } }` of the settings file; the repositories of `dependencyResolutionManagement` do not apply to plugins',
    /** Which App ID the SDK uses at run time. */
    appIdSource: "the SDK uses `ArgusOptions.appId` when you set it, and otherwise the file's `app_id`",
  },
} as const;

/**
 * The name of the root span of the Android SDK's automatic app startup trace
 * (`appStartupTracingEnabled`), in the lowercase snake case of `ATTRIBUTE_KEYS`.
 */
export const APP_STARTUP_SPAN = 'app_start';

/**
 * What only the iOS SDK does, and how its build steps look. The 6.x package ships its dSYM upload
 * script; the 5.x pod shipped the `argus_upload` tool instead (PACKAGES.iosLegacyUploadCli).
 */
export const IOS = {
  /** Default of `ArgusOptions.hangThreshold`: how long the main thread may stay blocked before a hang starts. */
  hangThresholdSeconds: 0.25,
  /** How Objective-C code reaches the 6.x API (5.x was an Objective-C class with `sharedInstance`). */
  objectiveC:
    'the 6.x API is Swift only: `Argus` is a Swift enum, which Objective-C cannot see, so Objective-C code calls the SDK through a small `@objc` Swift class of your own',
  platforms: {
    supported:
      'iOS and iPadOS apps, on devices and in the Simulator, including iPad apps that run on Mac computers with Apple silicon',
    unsupported: 'tvOS, watchOS, visionOS, Mac Catalyst and native macOS apps',
    appExtensions:
      '`Argus.start(options:)` does nothing inside an app extension, such as a widget, a share extension or a notification service extension, and prints a warning to the console; the containing app reports its own sessions and crashes',
  },
  dsymUpload: {
    /** The script the Swift package and the pod ship, run from a Run Script build phase or CI. */
    script: 'argus-upload-dsyms',
    /** Its path in a Run Script build phase when the app adds the SDK with Swift Package Manager. */
    spmPath: '${BUILD_DIR%/Build/*}/SourcePackages/checkouts/argus-apple-sdk/Scripts/argus-upload-dsyms',
    /** Its path when the app adds the SDK with CocoaPods. */
    cocoapodsPath: '${PODS_ROOT}/ArgusIO/Scripts/argus-upload-dsyms',
    /** The environment variable the script reads the API token from. */
    tokenVariable: 'ARGUS_API_TOKEN',
    /**
     * The Run Script phase's input files. With user script sandboxing on (the default for projects
     * created in Xcode 15 or later) a script may read only the files it declares.
     */
    sandboxInputFiles: [
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}',
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}/Contents/Resources/DWARF/${TARGET_NAME}',
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}/Contents/Info.plist',
    ],
    policy:
      'the script uploads the dSYM files of Release builds and skips Debug builds and builds for the Simulator; a failed upload prints a warning and never fails the build',
  },
} as const;

/**
 * The legacy iOS 5.x SDK (pod `Argus`): how it is installed, the keys of its `Argus-Info.plist`
 * and its dSYM upload tool. Read by the 5.x integration pages and the 5.x configuration-file page.
 */
export const IOS5 = {
  /** How an app adds the 5.x SDK. */
  installation: 'the 5.x SDK ships only as the `Argus` CocoaPods pod; there is no Swift package for 5.x',
  /** Every key of `Argus-Info.plist` that the 5.x SDK reads, in the order a reader meets them. */
  plistKeys: [
    {
      key: 'APP_ID',
      type: 'String',
      required: true,
      default: null,
      description: 'The 5-character App ID from the dashboard, such as `aB3x9`. There is no `API_KEY` key.',
    },
    {
      key: 'BACKGROUND_SESSIONS_ENABLED',
      type: 'Boolean',
      required: false,
      default: 'NO',
      description: 'Also records sessions while the app runs in the background.',
    },
    {
      key: 'CAPTURE_PUSH_NOTIFICATIONS',
      type: 'Boolean',
      required: false,
      default: 'NO',
      description: 'Records received push notifications on the session without code.',
    },
    {
      key: 'WEBVIEW_ENABLE',
      type: 'Boolean',
      required: false,
      default: 'NO',
      description: 'Records the page loads of `WKWebView` instances.',
    },
    {
      key: 'NETWORK',
      type: 'Dictionary',
      required: false,
      default: null,
      description:
        'Network capture settings. Its `CAPTURE_PUBLIC_KEY` entry holds the PEM public key that encrypts captured bodies.',
    },
  ],
  /** The dSYM upload tool the pod ships. */
  uploadCli: {
    name: 'argus_upload',
    /** Its path in the project once `pod install` has run. */
    podsPath: '${PODS_ROOT}/Argus/argus_upload',
    /** The command shape: App ID, API token, then one dSYM bundle, a folder of them or a zip. */
    command: '"${PODS_ROOT}/Argus/argus_upload" --app <APP_ID> --token <API_TOKEN> <path>',
    policy:
      'the tool accepts a `.dSYM` bundle, a folder that holds dSYM bundles or a zip of them, uploads each dSYM it finds and exits with a non-zero status when the App ID or token is missing or the upload fails',
  },
} as const;

/** What only the Flutter SDK does, because Dart errors do not reach the native crash handlers. */
export const FLUTTER = {
  policies: {
    /** Unhandled Dart errors: who installs Flutter's error handlers. */
    errorCapture:
      '`Argus.start` installs the handlers for Flutter framework and platform errors, as its `captureFlutterErrors` option is on by default',
    /** How network body capture is turned on in a Flutter app: `ArgusOptions` has no flag for it. */
    networkBodyCapture:
      '`ArgusOptions` has no flag for it: uploading your public key and adding rules in the dashboard turns it on for the requests the rules match',
    /** What the Gradle plugin does with the 3.x `sdk_config` object of `argus-config.json`. */
    sdkConfigIgnored: 'the Gradle plugin ignores the `sdk_config` object and prints a build warning',
    /** What "native crash" covers in a Flutter app. */
    nativeCrashes:
      'native crashes are those of the JVM (Java and Kotlin) on Android and of the iOS app; the Flutter SDK has no option to capture NDK (C and C++) crashes and uploads no NDK symbols',
    /**
     * How iOS debug symbols reach the dashboard for a Flutter app. The iOS 6.x SDK data names no
     * upload command, so the dashboard upload is the one way the docs describe.
     */
    dsymUpload:
      'compress the `dSYMs` folder of the release archive into a zip file and upload it in the dashboard under Settings, dSYM symbols, once for each release build you ship',
  },
} as const;

/** What only the Web SDK does, because a browser tab is not an app process. */
const KEEPALIVE_CAP_KIB = 64;

export const BROWSER = {
  /** A web session ends when the tab stays hidden this long. */
  sessionHiddenMinutes: 5,
  /** A web session ends when the visible tab gets no input this long. */
  sessionIdleMinutes: 30,
  /** Browsers cap the bodies of `keepalive` requests in flight from one page at this size. */
  keepaliveCapKiB: KEEPALIVE_CAP_KIB,
  /** The OpenTelemetry exporter's batches: sent at this interval or at this many items. */
  otlpExport: {
    intervalSeconds: 5,
    maxBatchItems: 512,
    /** The resource attribute `service.name` on what `otlpExport` sends, as a noun phrase. */
    serviceName: 'the App ID, such as `aB3x9`',
  },
  policies: {
    /** What the SDK does with pending Argus data when the page becomes hidden or closes. */
    pageHide: `the SDK sends pending data with \`fetch\` and \`keepalive\`, up to the browser's ${KEEPALIVE_CAP_KIB} KiB cap, and keeps the rest in IndexedDB for the next page load`,
    /** The OpenTelemetry exporter has no disk queue: what does not fit the `keepalive` cap is lost. */
    otlpExportPageHide: `the SDK sends pending export batches with \`fetch\` and \`keepalive\`, up to the browser's ${KEEPALIVE_CAP_KIB} KiB cap, and drops what does not fit`,
    /** Traffic the automatic network capture cannot see, and how it is recorded instead. */
    otherTransports:
      'the SDK does not see WebSocket messages, `navigator.sendBeacon` calls, `EventSource` streams or requests from Web Workers, so record them with `Argus.recordNetworkRequest`',
  },
} as const;
