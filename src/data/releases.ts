/**
 * Release notes that more than one page states: the changelog lists them under the release, and the
 * upgrade guide lists the same items so the reader knows what to replace. Pages render a list with
 * `::release-notes{id="android-7.0.0-removed"}` (src/remark/releaseNotes.ts), so the two cannot
 * drift apart.
 *
 * Items are Markdown inline text: backticks mark code.
 */

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
} as const satisfies Readonly<Record<string, readonly Removal[]>>;

export type ReleaseNotesId = keyof typeof RELEASE_NOTES;
