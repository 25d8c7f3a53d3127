/**
 * How the SDKs package, send and keep data: the limits they enforce on the device, when they send,
 * how long data waits, and what happens when a limit is reached.
 *
 * PRODUCT.md is silent on these; they were decided once for the data-handling and legal pages, and
 * every page states them through `:fact[...]` (see src/data/facts.ts), so a change here changes
 * every page that states it. A policy is written as a sentence fragment a page can say in flow.
 */
import {navPath} from './dashboard';
import {CURRENT_LINES} from './lines';
import {MINIMUMS} from './requirements';

/** The Unity line, whose repository and version make the Package Manager's git URL. */
function unityLine(): (typeof CURRENT_LINES)[number] {
  const line = CURRENT_LINES.find((entry) => entry.id === 'unity');
  if (line === undefined) {
    throw new Error('src/data/lines.ts has no unity line');
  }
  return line;
}
const UNITY_LINE = unityLine();
const UNITY_DSYM_PHASE = 'Upload Argus dSYMs';

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
    /** A property or attribute value, or a user identifier, longer than `limits.valueCharacters`. */
    valueOverflow: 'the SDK cuts the value to the limit and keeps the item',
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
    /** Where Gradle finds the Argus Gradle plugin. */
    pluginRepository:
      'the Argus Gradle plugin is published to Maven Central, so list `mavenCentral()` in `pluginManagement { repositories { ... } }` of the settings file; the repositories of `dependencyResolutionManagement` do not apply to plugins',
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
  /**
   * The SwiftUI `App` life cycle (`@main` on a type that conforms to `App`, with `Scene` and
   * `WindowGroup`) came with iOS 14, one release above the SDK's minimum deployment target.
   */
  swiftUiLifecycle:
    'the SwiftUI `App` life cycle needs iOS 14 or later, so an app that still supports an earlier iOS release starts the SDK in a UIKit app delegate and shows its SwiftUI views in a `UIHostingController`',
  /** The iOS release that introduced the SwiftUI `App` life cycle, as `swiftUiLifecycle` states it. */
  swiftUiLifecycleMinIos: '14',
  platforms: {
    supported:
      'iOS and iPadOS apps, on devices and in the Simulator, including iPad apps that run on Mac computers with Apple silicon',
    unsupported: 'tvOS, watchOS, visionOS, Mac Catalyst and native macOS apps',
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
     * Bitcode: the Xcode release that deprecated it. From then on App Store Connect no longer
     * recompiles apps, so the archive's dSYM files are the ones to upload.
     */
    bitcodeDeprecatedXcode: '14',
    /** The Xcode release whose new projects turn on user script sandboxing (`ENABLE_USER_SCRIPT_SANDBOXING`). */
    sandboxingSinceXcode: '15',
    /**
     * The Run Script phase's input files. With user script sandboxing on (the default for projects
     * created in Xcode 15 or later) a script may read only the files it declares.
     */
    sandboxInputFiles: [
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}',
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}/Contents/Resources/DWARF/${EXECUTABLE_NAME}',
      '${DWARF_DSYM_FOLDER_PATH}/${DWARF_DSYM_FILE_NAME}/Contents/Info.plist',
    ],
    policy:
      'the script uploads the dSYM files of Release builds and skips Debug builds and builds for the Simulator; a failed upload prints a warning and never fails the build',
    /** What the phase does when the token variable is not set, such as in a local build that Xcode started from the Dock. */
    missingToken:
      'when the token variable is not set, the phase prints a build warning that names the variable, uploads nothing and lets the build succeed',
  },
  /**
   * The privacy manifest (`PrivacyInfo.xcprivacy`) the Swift package and the pod bundle
   * (docs/ios/privacy.mdx). Apple's keys and reason codes, as the manifest holds them.
   */
  privacyManifest: {
    file: 'PrivacyInfo.xcprivacy',
    /** `NSPrivacyTracking` is false and `NSPrivacyTrackingDomains` is empty. */
    tracking:
      'the manifest sets `NSPrivacyTracking` to false and lists no tracking domains: the SDK does not track users across apps or websites owned by other companies',
    /** `NSPrivacyCollectedDataTypes`: none linked to the user, none used for tracking, all for app functionality. */
    collectedDataTypes: [
      {id: 'crashData', type: 'NSPrivacyCollectedDataTypeCrashData'},
      {id: 'performanceData', type: 'NSPrivacyCollectedDataTypePerformanceData'},
      {id: 'otherDiagnosticData', type: 'NSPrivacyCollectedDataTypeOtherDiagnosticData'},
    ],
    /** `NSPrivacyAccessedAPITypes`: each required-reason API category the SDK calls, with its reason code. */
    requiredReasonApis: [
      {id: 'userDefaults', category: 'NSPrivacyAccessedAPICategoryUserDefaults', reason: 'CA92.1'},
      {id: 'systemBootTime', category: 'NSPrivacyAccessedAPICategorySystemBootTime', reason: '35F9.1'},
      {id: 'fileTimestamp', category: 'NSPrivacyAccessedAPICategoryFileTimestamp', reason: 'C617.1'},
      {id: 'diskSpace', category: 'NSPrivacyAccessedAPICategoryDiskSpace', reason: 'E174.1'},
    ],
  },
  /*
   * Manual instrumentation and advanced features pages (docs/ios/6x/manual-instrumentation/crash-reporting,
   * performance-monitoring and docs/ios/6x/advanced-features/startup-instrumentation).
   */
  crashReporting: {
    /** What the 6.x crash reporter (`ArgusOptions.crashReporting`) catches. */
    captured:
      'fatal Unix signals (`SIGABRT`, `SIGBUS`, `SIGFPE`, `SIGILL`, `SIGSEGV` and `SIGTRAP`), Mach exceptions, uncaught Objective-C exceptions and Swift runtime traps such as a forced unwrap of `nil`',
    /** What a crash report holds. */
    contents:
      'the stack trace of every thread with the crashed thread marked, the signal or exception type and code, the binary images needed to symbolicate, the device, OS and app version, and the session it ended with its breadcrumbs, logs and user identity',
    /** When a report leaves the device. */
    delivery:
      'the SDK writes the report to disk as the app dies and sends it on the next launch, once `Argus.start(options:)` has run',
    /** The one policy on other crash reporters in the same app. */
    otherReporters:
      'keep one crash reporter per app: with `crashReporting` on (the default), turn off crash capture in any other SDK; to keep another reporter, pass `crashReporting: false`, and Argus still records sessions, hangs, logs and spans but no crashes',
  },
  /** The root span of the automatic app startup measurement: the same name as on Android. */
  appStartupSpan: APP_STARTUP_SPAN,
  /** What 6.x records at launch, with no code. */
  startup:
    'the SDK records each cold launch as one span from the process start to the first frame the app draws; when iOS prewarmed the process, the span starts when `main` runs, and launches that resume a suspended app are not measured',
  /**
   * Automatic instrumentation and core concepts of 6.x (pages docs/ios/6x/core-concepts/ and
   * docs/ios/6x/automatic-instrumentation/): what the capture services record, as policies.
   */
  capture: {
    /** Why pausing in the debugger does not flood the Crashes area with hangs. */
    hangDebugger:
      'the SDK records no hangs while a debugger is attached, because a breakpoint or a pause in Xcode stops the main thread on purpose',
    /** How network body capture is turned on in a 6.x app: the flag is on by default, the dashboard decides. */
    networkBodyCapture:
      '`CaptureServiceOptions.networkBodyCaptureEnabled` is on by default, so uploading your public key and adding rules in the dashboard turns body capture on for the `URLSession` requests the rules match; set it to `false` to keep bodies out of a build whatever the rules say',
    /** When an iOS session ends and the next one starts. */
    sessionLifecycle:
      'a session ends when the app moves to the background or closes; with `backgroundSessionsEnabled`, the time the app then runs in the background is a background session of its own, which ends when the app returns to the foreground',
  },
} as const;

/**
 * The legacy iOS 5.x SDK (line `ios5`): the keys of `Argus-Info.plist`, which 5.x reads at
 * `start(launchOptions:)` instead of taking options in code, and how its Objective-C callers pass
 * what Swift writes as an optional. Read by ios/5x/features/configuration-file and the other 5.x
 * feature pages; the keys are those named in the 5.x API data (src/data/api/ios5.ts).
 */
export const IOS5 = {
  /**
   * Every key of `Argus-Info.plist`, in the order a page lists them; `parent` nests a key in a
   * dictionary, and `since` is the first 5.x release that reads the key.
   */
  plistKeys: [
    {
      key: 'APP_ID',
      since: '5.0.0',
      type: 'String',
      default: 'none: required',
      description: 'The 5-character App ID from the dashboard, such as aB3x9. Its region follows from it.',
      replacedBy: 'ArgusOptions(appId:)',
    },
    {
      key: 'BACKGROUND_SESSIONS_ENABLED',
      since: '5.0.0',
      type: 'Boolean',
      default: 'NO',
      description: 'Records sessions while the app runs in the background, such as a background fetch.',
      replacedBy: 'ArgusOptions.backgroundSessionsEnabled',
    },
    {
      key: 'WEBVIEW_ENABLE',
      since: '5.0.0',
      type: 'Boolean',
      default: 'NO',
      description: 'Records the pages WKWebView loads, with their URLs and load errors.',
      replacedBy: 'CaptureServiceOptions.webView',
    },
    {
      key: 'CAPTURE_PUSH_NOTIFICATIONS',
      since: '5.10.0',
      type: 'Boolean',
      default: 'NO',
      description: 'Records each push notification the app receives on the session.',
      replacedBy: 'CaptureServiceOptions.pushNotifications',
    },
    {
      key: 'NETWORK',
      since: '5.0.0',
      type: 'Dictionary',
      default: 'empty',
      description: 'Groups the network capture settings below.',
      replacedBy: 'CaptureServiceOptions',
    },
    {
      key: 'CAPTURE_PUBLIC_KEY',
      since: '5.0.0',
      parent: 'NETWORK',
      type: 'String',
      default: 'none: no bodies captured',
      description:
        'Your RSA public key in PEM format. Bodies of requests that match a dashboard rule are encrypted with it.',
      replacedBy: 'the public key uploaded in the dashboard',
    },
    {
      key: 'DISABLED_URL_PATTERNS',
      since: '5.0.0',
      parent: 'NETWORK',
      type: 'Array of String',
      default: 'empty',
      description: 'Regular expressions; requests whose URL matches one are not recorded.',
      replacedBy: 'CaptureServiceOptions.disabledUrlPatterns',
    },
  ],
  /** The lowest iOS release the last 5.x pod runs on, and the deployment target its Podfile samples use. */
  deploymentTarget: '13',
  /** What the 5.x crash reporter does; it starts with `start(launchOptions:)` and has no key to turn it off. */
  crashReporting: {
    captured: 'Swift runtime traps, uncaught Objective-C exceptions and fatal signals',
    delivery:
      'the SDK writes the report to disk as the app dies and sends it on the next launch, once `start(launchOptions:)` has run',
    otherReporters:
      'keep one crash reporter per app: the 5.x SDK has no key that turns its crash capture off, so turn off crash capture in the other SDK; an app that must keep another reporter moves to 6.x, where `crashReporting: false` leaves crashes to it',
  },
  /** How an app adds the 5.x SDK. */
  installation: 'the 5.x SDK ships only as the `Argus` CocoaPods pod; there is no Swift package for 5.x',
  /** The dSYM upload tool the pod ships. */
  uploadCli: {
    name: 'argus_upload',
    /** Its path in the project once `pod install` has run. */
    podsPath: '${PODS_ROOT}/Argus/argus_upload',
    /** The command shape: App ID, API token, then one dSYM bundle, a folder of them or a zip. */
    command: '"${PODS_ROOT}/Argus/argus_upload" --app <APP_ID> --token <API_TOKEN> <path>',
    policy:
      'the tool accepts a `.dSYM` bundle, a folder that holds dSYM bundles or a zip of them, uploads each dSYM it finds and exits with a non-zero status when the App ID or token is missing or the upload fails',
    /** The builds the documented Run Script phase uploads: its script checks `CONFIGURATION` and skips the rest. */
    phaseBuilds: 'Release builds only',
  },
} as const;

/**
 * What only the React Native SDK does, and how its build steps look: Expo, the architectures each
 * line supports, and the command-line tool that uploads JavaScript source maps. Native symbols go
 * through the native tools (the iOS dSYM script, the Argus Gradle plugin for R8 mapping files).
 */
export const REACT_NATIVE = {
  /** Network body capture: driven by the dashboard, for the requests the SDK captures on its own. */
  networkBodyCapture: `body capture stays off until the app has a public key and rules under **${navPath('appNetwork')}**, and covers only the requests the SDK captures automatically, not those recorded with \`recordNetworkRequest\``,
  expo: {
    /** The oldest Expo SDK the config plugin supports (its React Native is above the SDK's minimum). */
    minExpoSdk: '50',
    /** The config plugin, listed in `plugins` of the app config. */
    configPlugin: '@argus-io/react-native',
    policy:
      'the SDK ships native code, so an Expo app needs a development build (`npx expo run:ios`, `npx expo run:android` or EAS Build); Expo Go cannot load it and the SDK stays off there, with a warning in the Metro log',
  },
  /** What each line supports of the New Architecture (Fabric, TurboModules, bridgeless mode). */
  architectures: {
    current:
      'the New Architecture (Fabric, TurboModules and bridgeless mode) and the old architecture, with the same JavaScript API',
    '5x': 'the old architecture, and the New Architecture through the interoperability layer, without bridgeless mode',
    '4x': 'the old architecture only',
  },
  /** The tool that uploads JavaScript source maps, from a shell, CI or EAS Build. */
  cli: {
    package: '@argus-io/react-native-cli',
    command: 'argus-react-native',
    uploadSourceMaps:
      'argus-react-native upload-sourcemaps --platform <ios|android> --bundle <bundle> --sourcemap <map>',
    tokenVariable: IOS.dsymUpload.tokenVariable,
    policy:
      'the tool matches a source map to its bundle by the bundle file and the app version and build number it reads from the native project; upload the map of every release build, Hermes or JSC, before that build reaches users',
  },
  /** The release bundle and its source map as React Native 0.73 and later write them. */
  bundles: {
    androidBundle: 'android/app/build/generated/assets/createBundleReleaseJsAndAssets/index.android.bundle',
    androidSourceMap: 'android/app/build/generated/sourcemaps/react/release/index.android.bundle.map',
    /** In the Xcode build phase: where React Native writes the bundle inside the app. */
    iosBundle: '$CONFIGURATION_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH/main.jsbundle',
    /** Set in the "Bundle React Native code and images" phase so the script keeps the map. */
    iosSourceMap: '$DERIVED_FILE_DIR/main.jsbundle.map',
    /** Debug builds. */
    debug:
      'a Debug build loads JavaScript from Metro and writes no bundle, so the upload step runs for Release builds only and skips Debug builds',
  },
  /** Who decides the App ID, and when the native SDKs start. */
  appId:
    'the native SDKs start when `Argus.start` runs and use the App ID it passes, so a native crash before the JavaScript bundle calls it is not recorded; the `app_id` of `argus-config.json` only tells the Argus Gradle plugin which dashboard app receives the R8 mapping files, so it holds the App ID of your release builds',
  /** Its one option. */
  configPluginOption: 'androidAppId',
  /** How each kind of JavaScript error is reported. */
  errors: {
    fatal:
      'an uncaught JavaScript error that React Native treats as fatal, including a render error that no error boundary catches, is reported as a crash with its JavaScript stack, and the app closes as it would without the SDK',
  },
  /**
   * The native SDKs the current release builds on (its changelog entry names the same releases). The
   * Argus Gradle plugin a bare app applies takes the Android SDK's version, as the plugin's version
   * always matches the Android SDK it ships with.
   */
  native: {android: '7.8.0', ios: '6.14.0'},
  /** The legacy lines: the React Native releases they support and the native SDKs they build on. */
  legacy: {
    '5x': {minReactNative: '0.68', lastReactNative: '0.75', ios: '5.25.3', android: '6.9.0'},
    '4x': {minReactNative: '0.64', lastReactNative: '0.72', ios: '5.14.0', android: '6.4.0'},
  },
  /**
   * The oldest Android Gradle plugin that the Argus Gradle plugin of the Android SDK 6.x applies to.
   * A legacy line uploads its R8 mapping files with the Argus Gradle plugin at the version of its
   * Android SDK (`legacy[line].android`); the current plugin needs `MINIMUMS.android.androidGradlePlugin`.
   */
  legacyMinAgp: '7.0',
} as const;

/**
 * What only the Unity SDK does, and the Unity Editor places the Unity pages send a reader to, each
 * named once here (docs/unity/). Menu paths are the Editor's own labels joined with " > ".
 */
export const UNITY = {
  /** Editor releases the pages name where the steps differ: the minimum, the next LTS and Unity 6. */
  editors: {lts2022: '2022.3 LTS', unity6: 'Unity 6 (6000.0 LTS)'},
  install: {
    /** The UPM git URL, pinned to the release tag. */
    gitUrl: `${UNITY_LINE.repository}.git#${UNITY_LINE.version}`,
    /** The scoped registry that serves `io.argus.unity`, one package that holds the C# layer, the editor part and the native SDKs. */
    registry: {name: 'Argus', url: 'https://upm.argus.example.com', scope: 'io.argus'},
  },
  menus: {
    packageManager: 'Window > Package Manager',
    /** The item of the Package Manager's + menu up to Unity 2022.3 LTS. */
    addFromGitUrl: 'Add package from git URL',
    /** The same item in Unity 6, renamed. */
    installFromGitUrl: 'Install package from git URL',
    scopedRegistries: 'Edit > Project Settings > Package Manager',
    argusSettings: 'Edit > Project Settings > Argus',
    player: 'Edit > Project Settings > Player',
    scriptingBackend: 'Player > Other Settings > Configuration > Scripting Backend',
    androidPublishing: 'Player > Android > Publishing Settings',
    minifyRelease: 'Publishing Settings > Minify > Release',
    /** Where the build target is chosen up to Unity 2022.3 LTS. */
    buildSettings: 'File > Build Settings',
    /** Its Unity 6 replacement. */
    buildProfiles: 'File > Build Profiles',
    /** Its Unity 6 replacement in the Android build profile, with a level and a format. */
    debugSymbols: 'Debug Symbols',
    /** The Android build option that writes the IL2CPP symbol files, up to Unity 2022.3 LTS (Build Settings). */
    createSymbolsZip: 'Create symbols.zip',
    /** The Argus settings page field that turns symbol uploads on (`ArgusBuildSettings.UploadSymbols`). */
    uploadSymbols: 'Upload Symbols',
    /** The checkbox of Build Settings and build profiles that makes a development build. */
    developmentBuild: 'Development Build',
    /** The Android checkbox that writes a Gradle project for Android Studio instead of building. */
    exportProject: 'Export Project',
  },
  /** The values of `menus.createSymbolsZip` that write symbols: names only, or names and native line information. */
  createSymbolsValues: {public: 'Public', debugging: 'Debugging'},
  /** Where the editor package keeps the build settings (`ArgusBuildSettings`). */
  settingsAsset: 'Assets/Argus/ArgusBuildSettings.asset',
  /** The Run Script phase the editor package adds to the `Unity-iPhone` target (`policies.iosBuild`). */
  dsymPhase: UNITY_DSYM_PHASE,
  /** The custom Gradle templates, as the Publishing Settings checkboxes write them. */
  gradleTemplates: {
    main: 'Assets/Plugins/Android/mainTemplate.gradle',
    launcher: 'Assets/Plugins/Android/launcherTemplate.gradle',
    baseProject: 'Assets/Plugins/Android/baseProjectTemplate.gradle',
    settings: 'Assets/Plugins/Android/settingsTemplate.gradle',
    proguard: 'Assets/Plugins/Android/proguard-user.txt',
    /** The Editor release from which the Gradle repositories live in the settings template. */
    settingsTemplateSince: '2022.2',
  },
  policies: {
    /** How the Android side of a Unity build gets the Android SDK and uploads its symbol files. */
    androidBuild: `after Unity generates the Gradle project, the editor package adds the Android SDK from Maven Central to the \`unityLibrary\` module, so custom Gradle templates need \`mavenCentral()\` in their repositories but no Argus lines of their own; a Unity build does not apply the Argus Gradle plugin, so that plugin's floor of Android Gradle plugin ${MINIMUMS.android.androidGradlePlugin} does not bind it: it builds with the Android Gradle plugin version its Editor writes, and the editor package uploads the R8 mapping file of a minified build itself when the build finishes`,
    /** How the iOS side of a Unity build gets the iOS SDK and uploads dSYMs. */
    iosBuild: `after Unity writes the Xcode project, the editor package links the iOS SDK framework into the \`UnityFramework\` target and adds an \`${UNITY_DSYM_PHASE}\` Run Script phase to the \`Unity-iPhone\` target; the phase runs when you archive and uploads the dSYM files of both targets`,
    /** What happens when the token variable is empty at build time (`ArgusBuildSettings.ApiTokenEnvironmentVariable`). */
    missingToken:
      'when the token variable is empty the build prints a warning that names the variable, uploads nothing and still succeeds',
    /** Whether an iOS build of a Unity game needs CocoaPods for Argus: it does not, as `iosBuild` links the framework. */
    iosCocoaPods:
      'the editor package links the iOS SDK framework into the Xcode project itself, so Argus needs no Podfile and no `pod install`; a project whose other plugins use CocoaPods keeps its Podfile and opens `Unity-iPhone.xcworkspace`, and Argus takes no part in it',
    /** C# stack traces by scripting backend. */
    mono: 'Mono builds capture C# stack traces with class and method names on the device; file names and line numbers appear only in development builds, which ship the debug symbols',
    il2cpp:
      'IL2CPP compiles C# to C++, so a C# stack trace from a release build needs the native symbols of the build (the `symbols.zip` of an Android build, the dSYM files of an iOS build) for method names, and the IL2CPP line mappings (`Il2CppLineMappingEnabled`) for file names and line numbers',
    /** Where Argus calls may run. */
    threads:
      '`Argus.Start` runs on the main thread, from `Awake`; every other `Argus` member may be called from any thread, while `LogNetworkRequest` reads a `UnityWebRequest`, which Unity allows only on the main thread',
    /** What the SDK takes from Unity's log. */
    unityLog:
      "the SDK records only unhandled exceptions from Unity's log (messages of type `LogType.Exception`); `Debug.Log`, `Debug.LogWarning` and `Debug.LogError` become Argus logs only when you forward them",
    /** The Editor and unsupported players. */
    editor:
      '`Argus.Start` does nothing in the Play mode of the Editor and on platforms other than Android and iOS, where it prints one warning to the Console, so the same scripts run everywhere',
    /** Network requests in a Unity game. */
    networkCapture:
      'a Unity game records the requests its C# code reports with `LogNetworkRequest` or `RecordNetworkRequest`; the automatic network capture of the native SDKs is off in a Unity build on both platforms, because on Android it needs the Argus Gradle plugin, which a Unity build does not use, and on iOS `UnityWebRequest` runs on `NSURLSession` and would be recorded twice; network body capture is not available',
    /** The Android symbols option of Unity 6. */
    unity6Symbols:
      'Unity 6 replaced that option with **Debug Symbols** in the Android build profile: set its level to Symbol Table or Full and its format to Zip',
    /** Which crashes the native layers capture in a Unity game. */
    nativeCrashes:
      'on Android the SDK captures crashes of the JVM and native crashes of the engine and of IL2CPP code; on iOS it captures every crash the iOS SDK captures; a native crash report holds the native stack, and a crash that began in C# also holds the C# stack when the runtime still had it; ANRs on Android and hangs on iOS are reported as the native SDKs report them',
    /** When a native crash report of a Unity game reaches the dashboard. */
    crashDelivery:
      'the native SDK writes the report to disk as the game dies and sends it at the next launch, once `Argus.Start` has run',
    /** One crash reporter per build. */
    oneReporter:
      'only one crash reporter can own the signal handlers of a process, so turn off the crash and exception reports of Unity Cloud Diagnostics and the native crash capture of any other crash reporter in a build that ships Argus; JVM crashes of Android plugins can be shared with a reporter that hands each crash on, as on Android',
    /** The startup trace (`ArgusOptions.StartupSpansEnabled`): its root span and what it covers. */
    startupTrace: `the SDK records each cold start as one trace whose root span, \`${APP_STARTUP_SPAN}\`, runs from the process start to the first frame of the first scene, with the child spans \`engine-init\` (until the first scene begins to load) and \`first-scene-load\`; a game that returns from the background is not measured`,
    /** The spans of `ArgusOptions.SceneLoadSpansEnabled`, and the attributes the SDK sets on them. */
    sceneLoadSpan:
      'each scene load after the first scene is one `scene-load` span, from the `SceneManager` call that starts the load to the moment Unity raises `SceneManager.sceneLoaded`, with the attributes `unity.scene.name` and `unity.scene.load_mode` (`Single` or `Additive`)',
    /** Unity Cloud Build, renamed Build Automation in Unity DevOps. */
    cloudBuild:
      'Unity Build Automation (formerly Unity Cloud Build) builds with the same editor package; the API token goes in an environment variable of the build configuration, and the pre-export and post-export methods run editor code before and after the export',
    /** What FPS capture (`ArgusOptions.FpsCaptureEnabled`) measures a frame against. */
    fpsTarget:
      'a frame counts as janky when it takes longer than one frame at the rate the game asks for with `Application.targetFrameRate`, read at each frame, so a menu capped at a lower rate is measured against its own rate; while the value is `-1`, its default, the SDK measures against the rate Unity then renders at, which is 30 frames per second on Android and iOS',
    /** What `Debug.LogException` becomes: Unity logs it as `LogType.Exception`, which `unityLog` records. */
    debugLogException:
      "an exception passed to `Debug.LogException` reaches Unity's log as `LogType.Exception`, so the SDK records it as an unhandled exception even when your code caught it; report a caught exception with `Argus.LogException` or `Debug.LogException`, not both",
    /** How `GetLastRunEndState` classifies the ways a run can end. */
    lastRunEndState:
      'only a crash that the native SDK reports makes the state `Crash`; every other end, from a quit in your menu or a swipe in the app switcher to a kill by the system for memory or by a watchdog, leaves no crash report and counts as `CleanExit`',
    /** The scripting backends Unity offers per platform, and why release games use IL2CPP. */
    scriptingBackends:
      'Android players build with IL2CPP or Mono, but Mono builds only 32-bit ARM code and Google Play requires 64-bit (ARM64) code, which Unity builds only with IL2CPP; iOS players always use IL2CPP',
    /** What reaches the dashboard when Unity exports a Gradle project that Android Studio then builds. */
    exportedProject:
      'when you export the Gradle project and build it in Android Studio, the editor package uploads the IL2CPP line mappings at export, since the IL2CPP conversion writes them; the `symbols.zip` of `libil2cpp` and the R8 mapping file are written later by the Gradle build in Android Studio, where no Unity build runs, so nothing uploads them and IL2CPP crashes of such a build show addresses; build release builds from Unity or from a build server that runs Unity',
    /** Symbol files that a build did not upload: only dSYMs have a way in after the fact. */
    lateSymbols:
      'the Android symbols, the R8 mapping file and the IL2CPP line mappings are uploaded only by the build that made them, so a release that shipped without them stays unreadable until the next build; the dSYM files of an iOS archive can still be uploaded by hand',
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
     * How iOS debug symbols reach the dashboard by hand, for a Flutter app and for a build that
     * shipped without the upload phase (docs/ios/6x/getting-started/dsym-upload.mdx). The iOS 6.x
     * Run Script phase (`IOS.dsymUpload`) uploads them automatically from a native iOS build.
     */
    dsymUpload: `compress the \`dSYMs\` folder of the release archive into a zip file and upload it in the dashboard under **${navPath('dsymSymbols')}**, once for each release build you ship`,
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
    /** Traffic the automatic network capture cannot see, and how it is recorded instead. */
    otherTransports:
      'the SDK does not see WebSocket messages, `navigator.sendBeacon` calls, `EventSource` streams or requests from Web Workers, so record them with `Argus.recordNetworkRequest`',
  },
} as const;
