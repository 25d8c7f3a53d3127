/**
 * The product guide's troubleshooting data. First: how a mobile app's run can end when it does not end cleanly, as the Crashes area and the
 * `exit_type` label of `argus_app_exits_total` (src/data/metrics.ts) name each kind, and how the
 * native SDKs tell them apart. The product guide's troubleshooting pages (docs/product/troubleshooting/)
 * state these through `:fact[exits.*]`; Flutter, React Native and Unity apps inherit the detection of
 * the native Android and iOS SDKs they ship.
 *
 * PRODUCT.md names the kinds; the detection rules were decided here once, next to what the SDK pages
 * already say (Android `anrCaptureEnabled`, iOS `oomDetection` and `hangThreshold`).
 */

/** The Android release from which the system keeps a record of why each process ended (`ApplicationExitInfo`). */
export const EXIT_INFO_ANDROID = {apiLevel: 30, release: '11'} as const;
const EXIT_INFO = `Android ${EXIT_INFO_ANDROID.release} (API level ${EXIT_INFO_ANDROID.apiLevel})`;

const IOS_OOM_RULE =
  'a run ends in the foreground with no crash report and without the user or the system closing the app in an ordinary way';

export const EXITS = {
  /** How long the Android main thread may stay blocked before the SDK records an ANR. */
  anrThresholdSeconds: 5,
  /**
   * The kinds of abnormal run end, in the order the Crashes area's **Type** filter lists them: `value` is
   * the `exit_type` label of `argus_app_exits_total` and a `session.end` value of the session filter,
   * `label` is how the dashboard names the kind. The one list the Crashes area, the session filter and
   * the troubleshooting pages read.
   */
  exitKinds: [
    {value: 'crash', label: 'Crash'},
    {value: 'anr', label: 'ANR'},
    {value: 'hang', label: 'Hang'},
    {value: 'oom', label: 'OOM'},
    {value: 'uncategorized_exit', label: 'Uncategorized exit'},
    {value: 'user_termination', label: 'User termination'},
  ],
  policies: {
    /** How the Android SDK finds an ANR. */
    anrDetection:
      'a watchdog thread of the Android SDK checks the main thread all the time; when the main thread has not answered for the ANR threshold, the SDK samples its stack until it answers again or the process dies',
    /** When an ANR report is sent. */
    anrDelivery:
      'an ANR the app recovers from is sent with its session; an ANR that ends with the system or the user closing the app is sent with the previous session at the next launch',
    /** When the iOS SDK counts a run as an OOM (`ArgusOptions.oomDetection`, src/data/api/ios.ts). */
    iosOomRule: IOS_OOM_RULE,
    /** How a run that ended in an OOM is recognized on each platform. */
    oomDetection: `on iOS, the SDK reports an OOM when ${IOS_OOM_RULE}; on ${EXIT_INFO} and later, the SDK reads the system record of why the process ended and reports an OOM when the system gave low memory as the reason`,
    /** What counts as a user termination. */
    userTerminationDetection: `on ${EXIT_INFO} and later, the system record says the user ended the process, such as a swipe away in the recent apps screen or a force stop in the system settings; on iOS, the app received the notice that it is about to terminate while it was not suspended`,
    /** What is left over: an uncategorized exit. */
    uncategorizedDetection: `the previous session ended without a clean exit, a crash report or any other known cause, so the SDK knows the app stopped but not why, as when the device shut down, the battery ran out, or the process ended on an Android release older than ${EXIT_INFO_ANDROID.release}`,
    /** When a run end that no handler sees reaches the dashboard. */
    exitDelivery:
      'the SDK works out how the previous run ended when the app launches again, and sends that exit with the previous session, so it appears once the user opens the app again',
  },
} as const;

/** The `exit_type` label values, in the Crashes area's order. */
export const EXIT_TYPES = EXITS.exitKinds.map((kind) => kind.value);

/**
 * Compare: two groups of sessions side by side (docs/product/troubleshooting/compare.mdx). The
 * dimensions are the attributes every session carries, in the order the comparison table lists them.
 */
export const COMPARE = {
  /** How many groups one comparison holds. */
  groups: 2,
  dimensions: [
    'app version',
    'OS version',
    'device model',
    'country',
    'network connection type',
    'session properties',
    'personas',
  ],
  /** How the table orders the values of a dimension. */
  ordering:
    'the values whose share of sessions differs most between the two groups come first, so the attribute that sets a failing group apart is usually in the first rows',
} as const;
