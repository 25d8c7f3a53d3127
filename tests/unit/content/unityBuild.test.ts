import {describe, expect, it} from 'vitest';
import type {Page} from '../../../scripts/content/types';
import {checkUnityBuild} from '../../../scripts/content/unityBuild';
import {gateFixture, lines} from './helpers';

/** A fixture of this gate parsed as if it lived at `path` below docs/. */
function page(name: string, path: string): Page {
  return gateFixture('unity-build', name, path);
}

describe('unity-build gate', () => {
  it('passes a Unity page that links Unity setup', () => {
    expect(checkUnityBuild(page('good.mdx', 'unity/features/user-opt-out.mdx'))).toEqual([]);
  });

  it('ignores pages outside the Unity section', () => {
    expect(checkUnityBuild(page('bad.mdx', 'flutter/features/traces.mdx'))).toEqual([]);
  });

  it('flags links to native-only setup', () => {
    const problems = checkUnityBuild(page('bad.mdx', 'unity/features/traces.mdx'));
    expect(problems.every((problem) => problem.gate === 'unity-build')).toBe(true);
    expect(lines(problems)).toEqual([
      '10: links to ../../android/features/network-body-capture.mdx, a native setup a Unity build cannot follow (a Unity build applies no Argus Gradle plugin and has no native network capture)',
      '10: links to ../../android/features/argus-gradle-plugin.mdx#setup, a native setup a Unity build cannot follow (a Unity build applies no Argus Gradle plugin and has no native network capture)',
    ]);
  });
});
