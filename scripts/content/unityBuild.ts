/**
 * unity-build: a Unity page sends the reader only to what a Unity build has. A Unity build does not
 * use the Argus Gradle plugin and has no automatic native network capture and no body capture
 * (`unity.androidBuild`, `unity.networkCapture` in src/data/sdkBehaviour.ts), so a page under
 * docs/unity/ must not:
 *
 * - state the Android Gradle plugin's repository (`:fact[android.pluginRepository]` or its token);
 * - link to the Android Gradle plugin page, or to a native network capture or body capture page.
 */
import type {Page, Problem} from './types';

/** Native pages whose setup a Unity build cannot follow, as the end of a link target. */
const NATIVE_ONLY = [
  /android\/features\/argus-gradle-plugin(?:\.mdx?)?(?:#|$|\/)/,
  /\/network-body-capture(?:\.mdx?)?(?:#|$|\/)/,
  /\/network-monitoring(?:\.mdx?)?(?:#|$|\/)/,
];

const PLUGIN_REPOSITORY = /:fact\[android\.pluginRepository\]|\{\{\s*android\.pluginRepository\s*\}\}/;
const LINK = /\]\(([^)\s]+)\)/g;

export function checkUnityBuild(page: Page): Problem[] {
  if (!page.path.startsWith('unity/')) {
    return [];
  }
  const problems: Problem[] = [];
  const report = (line: number, message: string): void => {
    problems.push({file: page.file, line, gate: 'unity-build', message});
  };
  page.source.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (PLUGIN_REPOSITORY.test(text)) {
      report(
        line,
        'a Unity build does not use the Argus Gradle plugin (unity.androidBuild): do not state android.pluginRepository',
      );
    }
    for (const match of text.matchAll(LINK)) {
      const target = match[1] ?? '';
      if (NATIVE_ONLY.some((pattern) => pattern.test(target))) {
        report(
          line,
          `links to ${target}, a native setup a Unity build cannot follow (unity.androidBuild, unity.networkCapture)`,
        );
      }
    }
  });
  return problems;
}
