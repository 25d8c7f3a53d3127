import {describe, expect, it} from 'vitest';
import {checkApiSymbols, closestName, entryPointMembers, platformOf} from '../../../scripts/content/apiSymbols';
import {API_BY_ID} from '../../../src/data/api';
import {LINES} from '../../../src/data/lines';
import {FIXTURE_APIS, fixture, lines} from './helpers';

describe('api-symbols gate', () => {
  it('maps a page path to the API of the line whose folder holds it', () => {
    expect(platformOf('android/features/traces.md')).toBe('android');
    expect(platformOf('ios/5x/features/logs.md')).toBe('ios5');
    expect(platformOf('ios/6x/manual-instrumentation/custom-logging.md')).toBe('ios');
    expect(platformOf('ios/faq.md')).toBe('ios');
    expect(platformOf('react-native/index.md')).toBe('react-native');
    expect(platformOf('react-native/5x/features/traces.md')).toBe('react-native5');
    expect(platformOf('react-native/4x/index.md')).toBe('react-native4');
    expect(platformOf('react-native-extras/index.md')).toBeNull();
    expect(platformOf('product/sessions.md')).toBeNull();
    for (const line of LINES) {
      expect(platformOf(`${line.prefix}/features/some-page.mdx`), line.label).toBe(line.id);
    }
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
      `34: unknown api=desktop in the fence meta; use one of: ${LINES.map((line) => line.id).join(', ')}`,
    ]);
  });

  it('checks iOS 5.x pages against the ios5 API', () => {
    expect(lines(checkApiSymbols(fixture('ios/5x/legacy.md'), FIXTURE_APIS))).toEqual([
      '20: Argus.start is not in the ios5 API (src/data/api/ios5.ts)',
    ]);
  });

  it('checks an iOS 5.x page against the 5.x API data: a 6.x-only call fails, and so does a 6.x-style call', () => {
    expect(lines(checkApiSymbols(fixture('ios/5x/features/current-only-call.md'), API_BY_ID))).toEqual([
      '18: Argus.logInfo is not in the ios5 API (src/data/api/ios5.ts)',
      '19: Argus.sharedInstance().logInfo is not in the ios5 API (src/data/api/ios5.ts)',
      '20: Argus.logMessage is an instance member in the ios5 API: call Argus.sharedInstance().logMessage',
    ]);
  });

  it('refuses Objective-C calls of the Swift-only 6.x entry point, but not of a wrapper', () => {
    expect(lines(checkApiSymbols(fixture('ios/6x/features/objc-call.md'), API_BY_ID))).toEqual([
      '21: [Argus logInfo]: the ios API has no Objective-C interface; call it from a Swift wrapper marked @objc',
    ]);
  });

  it('checks an iOS 6.x page against the 6.x API data: a 5.x-only call fails', () => {
    expect(lines(checkApiSymbols(fixture('ios/6x/features/legacy-only-call.md'), API_BY_ID))).toEqual([
      '18: Argus.sharedInstance is not in the ios API (src/data/api/ios.ts)',
    ]);
  });

  it('checks a React Native 4.x page against the 4.x API data, not 5.x or 6.x', () => {
    const page = fixture('react-native/4x/features/later-call.md');
    expect(lines(checkApiSymbols(page, API_BY_ID))).toEqual([
      '18: Argus.generateW3cTraceparent is not in the react-native4 API (src/data/api/reactNative4.ts)',
    ]);
    // The same sample on a current page fails on the member 6.x removed instead.
    const current = {...page, path: 'react-native/features/later-call.md'};
    expect(lines(checkApiSymbols(current, API_BY_ID))).toEqual([
      '17: Argus.getDeviceId is not in the react-native API (src/data/api/reactNative.ts)',
    ]);
  });

  it('suggests a close name, including a difference in case only', () => {
    expect(closestName('addBreadcrumbs', ['addBreadcrumb', 'start'])).toBe('addBreadcrumb');
    expect(closestName('addBreadcrumb', ['AddBreadcrumb', 'Start'])).toBe('AddBreadcrumb');
    expect(closestName('configure', ['addBreadcrumb', 'start'])).toBeNull();
  });
});
