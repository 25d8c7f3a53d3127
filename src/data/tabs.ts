/**
 * Tab sets used across pages. A reader's choice in one set (say Java over Kotlin) is remembered
 * (`groupId`, in local storage) and shareable (`queryString`, e.g. `?android-language=java`), and
 * follows them to every page that uses the same set.
 */

export interface TabSet {
  readonly groupId: string;
  readonly values: readonly {readonly value: string; readonly label: string}[];
  readonly defaultValue: string;
}

export const TAB_SETS = {
  /** Kotlin and Java samples on Android pages; Kotlin first. */
  android: {
    groupId: 'android-language',
    values: [
      {value: 'kotlin', label: 'Kotlin'},
      {value: 'java', label: 'Java'},
    ],
    defaultValue: 'kotlin',
  },
  /**
   * Gradle build scripts: the Kotlin DSL (`build.gradle.kts`) first, then the Groovy DSL
   * (`build.gradle`) that many Android projects still use. The gradle-dsl content gate asks every
   * `*.gradle.kts` sample for its Groovy twin in this set.
   */
  'gradle-dsl': {
    groupId: 'gradle-dsl',
    values: [
      {value: 'kotlin', label: 'Kotlin DSL'},
      {value: 'groovy', label: 'Groovy DSL'},
    ],
    defaultValue: 'kotlin',
  },
  /** Swift and Objective-C samples on iOS pages; Swift first. */
  ios: {
    groupId: 'ios-language',
    values: [
      {value: 'swift', label: 'Swift'},
      {value: 'objectivec', label: 'Objective-C'},
    ],
    defaultValue: 'swift',
  },
  /** How an iOS app adds the SDK. */
  'ios-install': {
    groupId: 'ios-install',
    values: [
      {value: 'spm', label: 'Swift Package Manager'},
      {value: 'cocoapods', label: 'CocoaPods'},
    ],
    defaultValue: 'spm',
  },
  /** JavaScript package managers on React Native and Web pages. */
  'package-manager': {
    groupId: 'package-manager',
    values: [
      {value: 'npm', label: 'npm'},
      {value: 'yarn', label: 'Yarn'},
      {value: 'pnpm', label: 'pnpm'},
    ],
    defaultValue: 'npm',
  },
  /** Expo and bare React Native, where the setup differs; Expo first. */
  'react-native-setup': {
    groupId: 'react-native-setup',
    values: [
      {value: 'expo', label: 'Expo'},
      {value: 'bare', label: 'Bare React Native'},
    ],
    defaultValue: 'expo',
  },
  /** The two ways the Unity Package Manager installs `io.argus.unity`. */
  'unity-install': {
    groupId: 'unity-install',
    values: [
      {value: 'git', label: 'Git URL'},
      {value: 'registry', label: 'Scoped registry'},
    ],
    defaultValue: 'git',
  },
  /** Unity Editor releases, where a menu or a Gradle template differs. */
  'unity-editor': {
    groupId: 'unity-editor',
    values: [
      {value: '2021', label: 'Unity 2021.3 and 2022.3'},
      {value: '6', label: 'Unity 6'},
    ],
    defaultValue: '6',
  },
} as const satisfies Record<string, TabSet>;

export type TabSetName = keyof typeof TAB_SETS;
