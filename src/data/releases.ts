/**
 * Release notes that more than one page states: the changelog lists them under the release, and the
 * upgrade guide lists the same items so the reader knows what to replace. Pages render a list with
 * `::release-notes{id="android-7.0.0-removed"}` (src/remark/releaseNotes.ts), so the two cannot
 * drift apart.
 *
 * Items are Markdown inline text: backticks mark code.
 */
import {reactNativeApi} from './api/reactNative';
import type {SdkApi} from './api/types';

/** The React Native release that added a member, from its API data (src/data/api/reactNative.ts). */
function reactNativeSince(name: string): string {
  const api: SdkApi = reactNativeApi;
  const member = api.groups
    .flatMap((group) => group.symbols)
    .flatMap((symbol) => symbol.members)
    .find((candidate) => candidate.name === name);
  if (member === undefined) throw new Error(`The React Native API has no member ${name}.`);
  return member.since;
}

export interface Removal {
  /** What the release removes. */
  readonly removed: string;
  /** What to use instead, as an imperative sentence fragment. */
  readonly instead: string;
}

export const RELEASE_NOTES = {
  /** What Android 7.0.0 removed from 6.x; docs/android/upgrading.mdx shows the code for each. */
  'android-7.0.0-removed': [
    {
      removed: '`Argus.getInstance()` and the instance members of the 6.x `Argus` class, such as `isStarted()`',
      instead: 'call the static members of `Argus`, started with `Argus.start`',
    },
    {
      removed: '`logInfoMessage`, `logWarningMessage` and `logErrorMessage`',
      instead: 'call `Argus.logInfo`, `Argus.logWarning` and `Argus.logError`',
    },
    {
      removed:
        'the `sdk_config` object of `argus-config.json`, which the Gradle plugin now ignores with a build warning',
      instead: 'pass those settings to `ArgusOptions`',
    },
    {
      removed: 'support for `minSdk` 19 and 20, Android Gradle plugin 7, and Gradle run on JDK 11',
      instead: 'build with `minSdk` 21, Android Gradle plugin 8.0 or later, and Gradle run on JDK 17',
    },
  ],
  /** What React Native 6.0.0 removed from 5.x; docs/react-native/upgrading.mdx shows the code for each. */
  'react-native-6.0.0-removed': [
    {
      removed: '`Argus.getDeviceId`',
      instead:
        "find a user's sessions by the identifier you pass to `Argus.setUserIdentifier`, and one session by `Argus.getCurrentSessionId`",
    },
    {
      removed: '`Argus.stopSpan`, `Argus.addSpanAttributeToSpan` and `Argus.addSpanEventToSpan`, which took a span ID',
      instead: 'call `stop`, `addAttribute` and `addEvent` on the `Span` that `Argus.startSpan` returns',
    },
    {
      removed: 'the `errorCode` and `parentSpanId` parameters of `Argus.recordCompletedSpan`',
      instead:
        'pass the parent `Span` as its last parameter, and for an operation that can fail, start a span with `Argus.startSpan` and give the error code to `Span.stop`',
    },
    {
      removed: `\`ArgusOptions.networkSpansForwardingEnabled\`, \`Argus.generateW3cTraceparent\` and \`NetworkRequest.traceparent\`, until ${reactNativeSince('networkSpansForwardingEnabled')} brought them back`,
      instead: `upgrade to ${reactNativeSince('networkSpansForwardingEnabled')} or later to keep network spans forwarding`,
    },
  ],
} as const satisfies Readonly<Record<string, readonly Removal[]>>;

export type ReleaseNotesId = keyof typeof RELEASE_NOTES;
