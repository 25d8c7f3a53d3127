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
import {IDENTIFIERS} from './product';

/** The Android release from which the system keeps a record of why each process ended (`ApplicationExitInfo`). */
export const EXIT_INFO_ANDROID = {apiLevel: 30, release: '11'} as const;
const EXIT_INFO = `Android ${EXIT_INFO_ANDROID.release} (API level ${EXIT_INFO_ANDROID.apiLevel})`;

/**
 * The iOS OOM rule works by elimination: iOS keeps no record of why a process ended, so a foreground
 * run end is an OOM only when every other cause the SDK can see is ruled out. The iOS
 * out-of-memory page says what each excluded case becomes instead.
 */
const IOS_OOM_RULE =
  'a run ends in the foreground and the SDK rules out every other cause it can see: no crash report, no hang in progress, no notice that the app was about to terminate, no app or OS update and no device restart since the run began, and no debugger attached';

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
    /** When the iOS SDK counts a run as an OOM (`ArgusOptions.oomDetection`, src/data/api/ios.ts). */
    iosOomRule: IOS_OOM_RULE,
    /** How a run that ended in an OOM is recognized on each platform. */
    oomDetection: `on iOS, the SDK reports an OOM when ${IOS_OOM_RULE}; on ${EXIT_INFO} and later, the SDK reads the system record of why the process ended and reports an OOM when the system gave low memory as the reason while the app was in the foreground`,
    /** How a run that ends while the app is in the background is classified, by platform. */
    backgroundEnds: `a run that ends while the app is in the background counts as a clean exit, since both systems end background apps routinely to free memory. Two background ends are exceptions: a run the SDK holds a crash or ANR report for, and, on ${EXIT_INFO} and later, a run the system record says the user ended, which is a user termination. A background memory kill is therefore never an OOM, on either platform`,
    /**
     * The dashboard's `clean_exit` (a `session.end` value, src/data/sessions.ts) against the SDKs' last
     * run end state API (LAST_RUN_END_STATES, src/data/product.ts), which reports crashes only.
     */
    cleanExit:
      "the dashboard's clean exit (`session.end = clean_exit`) is its own classification, a run that ended with none of the abnormal kinds, such as in the background; the last run end state your code reads at launch is narrower and reports a crash only for a crash, so an OOM, a user termination, an uncategorized exit, or an ANR or a hang that ended with the app closed reads there as a clean exit",
  },
} as const;

/** The `exit_type` label values, in the Crashes area's order. */
export const EXIT_TYPES = EXITS.exitKinds.map((kind) => kind.value);

/**
 * The troubleshooting overview's sample: reports of each exit kind over the last day for one release of
 * the example app. A release with no exit has no series, so `or vector(0)` answers a single zero.
 */
export const EXITS_BY_KIND_QUERY = `sum by (exit_type) (increase(argus_app_exits_total{app_id="${IDENTIFIERS.exampleAppId}", app_version="3.8.0"}[1d])) or vector(0)`;

/**
 * Compare: two groups of sessions side by side (docs/product/troubleshooting/compare.mdx). The
 * dimensions are the attributes every session carries, in the order the comparison table lists them.
 */
export const COMPARE = {
  /** How many groups one comparison holds. */
  groups: 2,
  dimensions: ['app version', 'OS version', 'device model', 'country', 'session properties', 'personas'],
  /** How the table orders the values of a dimension. */
  ordering:
    'the values whose share of sessions differs most between the two groups come first, so the attribute that sets a failing group apart is usually in the first rows',
} as const;
