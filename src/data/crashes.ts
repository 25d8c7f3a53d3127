/**
 * The Crashes area (docs/product/crashes/): how crash reports become crash groups, what a group
 * shows, and crash tags (the key and value rules a tag must follow, and where tags come from).
 * The exit types come from PRODUCT.md; what each SDK captures stays with the SDK data.
 */
import {DATA_HANDLING} from './sdkBehaviour';
import {EXITS} from './troubleshooting';

/** How many of the top frames that belong to your app decide a group, as prose spells the count. */
const GROUPING_FRAMES = {count: 3, word: 'three'} as const;

export const CRASH_GROUPING = {
  /** The top frames of your app's code that decide a crash, ANR, hang or exception group. */
  frames: GROUPING_FRAMES,
  /** How reports join one group. */
  rule: `the Crashes area groups reports by the exception or signal type and the top ${GROUPING_FRAMES.word} frames of the crashed thread that belong to your app, after symbolication`,
  /** Exceptions (the Exceptions area): the same rule, over the stack trace the exception carries. */
  exceptions: `the Exceptions area groups exceptions by their type and the top ${GROUPING_FRAMES.word} frames of their stack trace that belong to your app, after symbolication`,
  /** The kinds of app exit the Crashes area lists, in the order of its type filter (src/data/troubleshooting.ts). */
  exitTypes: EXITS.exitKinds.map((kind) => kind.label),
} as const;

/** Keys Argus sets itself on every report; a session property with one of these keys is copied as `custom.<key>` instead. */
const RESERVED_KEYS = ['app.version', 'os.name', 'os.version', 'device.model', 'exit.type', 'symbolicated'] as const;

/** Tags one crash report may carry, automatic tags and SDK tags together. */
const MAX_PER_REPORT = 20;

export const CRASH_TAGS = {
  maxPerReport: MAX_PER_REPORT,
  /**
   * Session properties that can become SDK tags on one report: the automatic tags come first, so
   * what is left of the per-report limit after them. A session may hold more properties
   * (`DATA_HANDLING.limits.sessionProperties`); the later ones are not copied.
   */
  propertiesPerReport: MAX_PER_REPORT - RESERVED_KEYS.length,
  /**
   * Tag keys and values follow the limits of session property keys and values
   * (`DATA_HANDLING.limits.nameCharacters` and `valueCharacters`), since SDK tags are copied from them.
   */
  maxKeyCharacters: DATA_HANDLING.limits.nameCharacters,
  maxValueCharacters: DATA_HANDLING.limits.valueCharacters,
  /** Where the tags of a report come from. */
  sources: [
    {
      name: 'SDK tags',
      detail: 'the session properties the app set before the crash, copied to the report when the app dies',
    },
    {
      name: 'Automatic tags',
      detail: `added by Argus from the report, under the keys ${RESERVED_KEYS.map((key) => `\`${key}\``).join(', ')}`,
    },
    {
      name: 'Dashboard tags',
      detail: 'set by hand on a crash group by a member of the team, and shown on every report of the group',
    },
  ],
  reservedKeys: RESERVED_KEYS,
} as const;
