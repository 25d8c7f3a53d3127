import {describe, expect, it} from 'vitest';
import {checkGradleDsl, fenceTitle, looksLikeGradle} from '../../../scripts/content/gradleDsl';
import {TAB_SETS} from '../../../src/data/tabs';
import {fixture, lines} from './helpers';

describe('gradle-dsl gate', () => {
  it('offers the Kotlin DSL first and the Groovy DSL second', () => {
    expect(TAB_SETS['gradle-dsl'].values.map((tab) => tab.value)).toEqual(['kotlin', 'groovy']);
    expect(TAB_SETS['gradle-dsl'].defaultValue).toBe('kotlin');
  });

  it('reads the file a fence names', () => {
    expect(fenceTitle('title="app/build.gradle.kts" partial')).toBe('app/build.gradle.kts');
    expect(fenceTitle("partial title='settings.gradle'")).toBe('settings.gradle');
    expect(fenceTitle('api=android')).toBeNull();
  });

  it('flags a build.gradle.kts sample alone, in another tab set, or without its Groovy file', () => {
    const problems = checkGradleDsl(fixture('gradle/no-twin.mdx'));
    expect(problems.every((problem) => problem.gate === 'gradle-dsl')).toBe(true);
    expect(lines(problems)).toEqual([
      '12: app/build.gradle.kts sample is not in the "kotlin" tab of <CodeTabs set="gradle-dsl">: show it with its Groovy twin (app/build.gradle)',
      '23: settings.gradle.kts sample is not in the "kotlin" tab of <CodeTabs set="gradle-dsl">: show it with its Groovy twin (settings.gradle)',
      '35: app/build.gradle.kts sample has no Groovy twin: add a groovy fence titled "app/build.gradle" in the "groovy" tab of the same set',
      '55: kotlin sample looks like a Gradle build script: title it with its file (title="app/build.gradle.kts") and give it a Groovy twin',
    ]);
  });

  it('tells a build script from Kotlin source', () => {
    expect(looksLikeGradle('plugins {\n    id("com.android.application")\n}')).toBe(true);
    expect(looksLikeGradle('class App {\n    fun id() = 1\n}')).toBe(false);
  });

  it('passes twins in the gradle-dsl set, inside a list item too', () => {
    expect(checkGradleDsl(fixture('gradle/twins.mdx'))).toEqual([]);
  });
});
