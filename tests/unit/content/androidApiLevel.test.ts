import {describe, expect, it} from 'vitest';
import {checkAndroidApiLevel, LATER_APIS, showsDesugaring} from '../../../scripts/content/androidApiLevel';
import {MINIMUMS} from '../../../src/data/requirements';
import {fixture, lines} from './helpers';

describe('android-api-level gate', () => {
  it('flags Java and Kotlin samples that use APIs above the minimum SDK', () => {
    const problems = checkAndroidApiLevel(fixture('api-level/later-apis.md'));
    expect(problems.every((problem) => problem.gate === 'android-api-level')).toBe(true);
    expect(lines(problems)).toEqual([
      '13: java sample uses java.util.function, added in Android API 24, above the minimum SDK 21: use an interface of your own, or a Kotlin function type, or show the core library desugaring step on this page',
      '18: java sample uses List.of, Set.of and Map.of, added in Android API 30, above the minimum SDK 21: use `Collections.singletonList`, `Arrays.asList` or `Collections.singletonMap`, or show the core library desugaring step on this page',
      '19: java sample uses Collection.stream(), added in Android API 24, above the minimum SDK 21: use a loop, or show the core library desugaring step on this page',
      '27: kotlin sample uses java.time, added in Android API 26, above the minimum SDK 21: use `System.currentTimeMillis()` and `java.util.concurrent.TimeUnit`, or show the core library desugaring step on this page',
      '28: kotlin sample uses java.util.concurrent.CompletableFuture, added in Android API 24, above the minimum SDK 21: use a callback, an Executor, or Kotlin coroutines (core library desugaring does not provide it)',
    ]);
  });

  it('passes what desugaring provides when the page shows the desugaring step', () => {
    const page = fixture('api-level/desugared.md');
    expect(showsDesugaring(page)).toBe(true);
    expect(checkAndroidApiLevel(page)).toEqual([]);
  });

  it('checks against the minimum SDK in the data, and nothing at or below it', () => {
    expect(Number(MINIMUMS.android.minSdk)).toBeGreaterThan(0);
    expect(checkAndroidApiLevel(fixture('api-level/later-apis.md'), 30)).toEqual([]);
  });

  it('keeps one row per API, each with a level and a replacement', () => {
    const names = LATER_APIS.map((api) => api.name);
    expect(new Set(names).size).toBe(names.length);
    for (const api of LATER_APIS) {
      expect(api.apiLevel).toBeGreaterThan(0);
      expect(api.instead).not.toBe('');
    }
  });
});
