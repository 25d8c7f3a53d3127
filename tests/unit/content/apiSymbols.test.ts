import {describe, expect, it} from 'vitest';
import {checkApiSymbols, closestName, entryPointMembers, platformOf} from '../../../scripts/content/apiSymbols';
import {FIXTURE_APIS, fixture, lines} from './helpers';

describe('api-symbols gate', () => {
  it('maps a page path to its API', () => {
    expect(platformOf('android/features/traces.md')).toBe('android');
    expect(platformOf('ios/5x/features/logs.md')).toBe('ios5');
    expect(platformOf('ios/features/logs.md')).toBe('ios');
    expect(platformOf('react-native/index.md')).toBe('react-native');
    expect(platformOf('product/sessions.md')).toBeNull();
  });

  it('passes samples that call members of the entry point only', () => {
    expect(checkApiSymbols(fixture('good.md'), FIXTURE_APIS)).toEqual([]);
    expect([...entryPointMembers(FIXTURE_APIS.android)].sort()).toEqual(['addBreadcrumb', 'logInfo', 'start']);
  });

  it('flags unknown members in Kotlin and Java samples of an Android page, with a suggestion, but not in a removed-api fence', () => {
    const problems = checkApiSymbols(fixture('android/features/unknown-member.md'), FIXTURE_APIS);
    expect(problems.every((problem) => problem.gate === 'api-symbols')).toBe(true);
    expect(lines(problems)).toEqual([
      '20: Argus.addBredcrumb is not in the android API (src/data/api/android.ts); did you mean Argus.addBreadcrumb?',
      '29: Argus.launch is not in the android API (src/data/api/android.ts)',
    ]);
  });

  it('checks a fence with api=<id> against that API, and rejects an unknown id', () => {
    expect(lines(checkApiSymbols(fixture('flutter/features/override.md'), FIXTURE_APIS))).toEqual([
      '34: unknown api=desktop in the fence meta; use one of: android, ios, ios5, flutter, react-native, unity, web',
    ]);
  });

  it('checks iOS 5.x pages against the ios5 API', () => {
    expect(lines(checkApiSymbols(fixture('ios/5x/legacy.md'), FIXTURE_APIS))).toEqual([
      '20: Argus.start is not in the ios5 API (src/data/api/ios5.ts)',
    ]);
  });

  it('suggests a close name, including a difference in case only', () => {
    expect(closestName('addBreadcrumbs', ['addBreadcrumb', 'start'])).toBe('addBreadcrumb');
    expect(closestName('addBreadcrumb', ['AddBreadcrumb', 'Start'])).toBe('AddBreadcrumb');
    expect(closestName('configure', ['addBreadcrumb', 'start'])).toBeNull();
  });
});
