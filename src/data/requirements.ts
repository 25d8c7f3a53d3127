/**
 * The oldest toolchains and platforms the current SDKs support, as the landing and integration
 * pages state them (`:fact[android.minSdk]`). Facts follow ../shared/PRODUCT.md; the Android and
 * iOS minimums also bind the Flutter, React Native and Unity SDKs, which run on the native ones.
 */

export const MINIMUMS = {
  android: {minSdk: '21', androidGradlePlugin: '8.0', kotlin: '1.9'},
  /** Swift 5.9 first shipped with Xcode 15.0, so that is the oldest Xcode that builds the SDK. */
  ios: {deploymentTarget: '13', swift: '5.9', xcode: '15.0'},
  /**
   * Flutter 3.16 is the first release whose app template applies the Android Gradle plugins in the
   * declarative `plugins` block of `android/settings.gradle`, which the Argus Gradle plugin setup uses.
   */
  flutter: {flutter: '3.16'},
  'react-native': {reactNative: '0.73'},
  /**
   * The lowest **Minimum API Level** each supported Editor offers in its Android Player settings:
   * above the Android SDK's own `minSdk`, so a Unity game never reaches the SDK's floor.
   */
  unity: {editor: '2021.3 LTS', androidMinApiLevel: {lts2021: '22', lts2022: '22', unity6: '23'}},
  /** The oldest Web SDK release the pages cover; options added later name their version. */
  web: {sdk: '1.0.0'},
} as const;
