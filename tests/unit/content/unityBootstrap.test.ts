import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Page} from '../../../scripts/content/types';
import {bootstrapFences, canonicalBootstrap, checkUnityBootstrap} from '../../../scripts/content/unityBootstrap';
import {ROOT, gateFixture, lines} from './helpers';

/** A fixture of this gate parsed as if it lived at `path` below docs/. */
function page(name: string, path: string): Page {
  return gateFixture('unity-bootstrap', name, path);
}

const canonical = bootstrapFences(page('canonical.mdx', 'unity/integration/linking-argus.mdx'))[0]?.code ?? null;

describe('unity-bootstrap gate', () => {
  it('passes a canonical script with the guard, DontDestroyOnLoad, Awake and the App ID choice', () => {
    expect(checkUnityBootstrap(page('canonical.mdx', 'unity/integration/linking-argus.mdx'), canonical)).toEqual([]);
  });

  it('flags a canonical script that hard-codes the release App ID', () => {
    const problems = checkUnityBootstrap(page('weak-canonical.mdx', 'unity/integration/linking-argus.mdx'), null);
    expect(problems.every((problem) => problem.gate === 'unity-bootstrap')).toBe(true);
    expect(lines(problems)).toEqual([
      '8: the canonical Assets/Scripts/ArgusBootstrap.cs lacks the App ID choice `AppId = Debug.isDebugBuild ? <development App ID> : null`',
    ]);
  });

  it('passes an unchanged copy in the integration guide and flags a changed one', () => {
    expect(checkUnityBootstrap(page('copy.mdx', 'unity/integration/integration-steps.mdx'), canonical)).toEqual([]);
    expect(
      lines(checkUnityBootstrap(page('changed.mdx', 'unity/integration/integration-steps.mdx'), canonical)),
    ).toEqual([
      '8: this Assets/Scripts/ArgusBootstrap.cs differs from the canonical one on unity/integration/linking-argus.mdx: show it unchanged, or link to it and show only what this page adds in another file',
    ]);
  });

  it('holds feature pages and the upgrade guide to the canonical script too', () => {
    expect(lines(checkUnityBootstrap(page('changed.mdx', 'unity/features/fps-capture.mdx'), canonical))).toHaveLength(
      1,
    );
    expect(lines(checkUnityBootstrap(page('changed.mdx', 'unity/upgrade-guide.mdx'), canonical))).toHaveLength(1);
  });

  it('flags a whole bootstrap script on a feature page, under its own title or another', () => {
    const differs =
      'differs from the canonical one on unity/integration/linking-argus.mdx: show it unchanged, or link to it and show only what this page adds in another file';
    expect(
      lines(checkUnityBootstrap(page('feature-copy.mdx', 'unity/features/memory-pressure.mdx'), canonical)),
    ).toEqual([
      `8: this Assets/Scripts/ArgusBootstrap.cs ${differs}`,
      `27: this Assets/Scripts/ArgusBootstrap.cs ${differs}`,
    ]);
  });

  it('passes a feature page that links the script and shows a partial Start call or a component of its own', () => {
    expect(checkUnityBootstrap(page('feature-partial.mdx', 'unity/features/memory-pressure.mdx'), canonical)).toEqual(
      [],
    );
  });

  it('flags a part of the script that is not marked partial', () => {
    expect(lines(checkUnityBootstrap(page('unmarked-part.mdx', 'unity/features/tap-capture.mdx'), canonical))).toEqual([
      '8: this part of Assets/Scripts/ArgusBootstrap.cs is not marked `partial`: mark it, so readers see it is not the whole script',
    ]);
  });

  it('leaves pages outside the Unity section to their own samples', () => {
    expect(checkUnityBootstrap(page('changed.mdx', 'android/getting-started.mdx'), canonical)).toEqual([]);
  });

  it('reads the canonical sample of the real docs folder', () => {
    expect(canonicalBootstrap(join(ROOT, 'docs'))).toContain('DontDestroyOnLoad(gameObject);');
  });
});
