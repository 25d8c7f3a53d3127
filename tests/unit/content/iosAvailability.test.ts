import {describe, expect, it} from 'vitest';
import {MINIMUMS} from '../../../src/data/requirements';
import {
  checkIosAvailability,
  guardedIos,
  LATER_IOS_APIS,
  LATER_SWIFT,
  versionAfter,
} from '../../../scripts/content/iosAvailability';
import {fixture} from './helpers';

const lines = (problems: {line: number; message: string}[]) =>
  problems.map((problem) => `${problem.line}: ${problem.message}`);

describe('ios-availability gate', () => {
  it('flags Swift samples that use iOS APIs or Swift syntax above the minimums, unless guarded', () => {
    const problems = checkIosAvailability(fixture('ios-availability/later-apis.md'));
    expect(problems.every((problem) => problem.gate === 'ios-availability')).toBe(true);
    expect(lines(problems)).toEqual([
      '15: swift sample uses `os.Logger`, added in iOS 14, above the minimum deployment target iOS 13: guard it with `@available(iOS 14, *)` or `if #available(iOS 14, *)`, or use `os_log` with an `OSLog`',
      '18: swift sample uses async `URLSession` methods (`data(for:)`, `data(from:)`, `upload(for:)`, `bytes(for:)`), added in iOS 15, above the minimum deployment target iOS 13: guard it with `@available(iOS 15, *)` or `if #available(iOS 15, *)`, or use `dataTask(with:completionHandler:)`, wrapped in `withCheckedThrowingContinuation` for async code',
      '32: swift sample uses `nonisolated(unsafe)`, added in Swift 5.10, above the minimum Swift 5.9: use a lock or an actor around the shared state',
      '61: swift sample uses the SwiftUI app lifecycle (`App`, `WindowGroup`, `Scene`), added in iOS 14, above the minimum deployment target iOS 13; `@available` cannot guard it: use a UIKit app delegate with `UIHostingController`, or a comment that the app needs a deployment target of iOS 14 or later',
    ]);
  });

  it('reads guards and stated deployment targets', () => {
    expect(guardedIos('@available(iOS 16, *)\nfunc f() {}')).toBe(16);
    expect(guardedIos('if #available(iOS 15.0, *) {}')).toBe(15);
    expect(guardedIos('// Needs a deployment target of iOS 14 or later.')).toBe(14);
    expect(guardedIos('let x = 1')).toBe(0);
  });

  it('checks against the minimums in the data, and nothing at or below them', () => {
    expect(Number(MINIMUMS.ios.deploymentTarget)).toBeGreaterThan(0);
    expect(
      checkIosAvailability(fixture('ios-availability/later-apis.md'), {deploymentTarget: '17', swift: '6.0'}),
    ).toEqual([]);
  });

  it('compares Swift versions as numbers', () => {
    expect(versionAfter('5.10', '5.9')).toBe(true);
    expect(versionAfter('5.9', '5.9')).toBe(false);
    expect(versionAfter('6.0', '5.10')).toBe(true);
  });

  it('keeps one row per API, each with a version and a replacement', () => {
    const names = [...LATER_IOS_APIS, ...LATER_SWIFT].map((api) => api.name);
    expect(new Set(names).size).toBe(names.length);
    for (const api of LATER_IOS_APIS) {
      expect(api.ios).toBeGreaterThan(Number(MINIMUMS.ios.deploymentTarget));
      expect(api.instead).not.toBe('');
    }
  });
});
