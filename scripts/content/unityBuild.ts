/**
 * unity-build: a Unity page sends the reader only to what a Unity build has. A Unity build does not
 * use the Argus Gradle plugin and has no automatic native network capture and no body capture (the
 * Unity pages explain both at their homes: `unity/integration/configure-argus-android.mdx` and
 * `unity/features/log-network-requests.mdx`), so a page under docs/unity/ must not link to the
 * Argus Gradle plugin page (where its repository is explained), or to a native network capture or
 * body capture page.
 */
import type {Page, Problem} from './types';

/** Native pages whose setup a Unity build cannot follow, as the end of a link target. */
const NATIVE_ONLY = [
  /android\/features\/argus-gradle-plugin(?:\.mdx?)?(?:#|$|\/)/,
  /\/network-body-capture(?:\.mdx?)?(?:#|$|\/)/,
  /\/network-monitoring(?:\.mdx?)?(?:#|$|\/)/,
];

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
    for (const match of text.matchAll(LINK)) {
      const target = match[1] ?? '';
      if (NATIVE_ONLY.some((pattern) => pattern.test(target))) {
        report(
          line,
          `links to ${target}, a native setup a Unity build cannot follow (a Unity build applies no Argus Gradle plugin and has no native network capture)`,
        );
      }
    }
  });
  return problems;
}
