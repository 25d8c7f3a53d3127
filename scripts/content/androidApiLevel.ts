/**
 * android-api-level: a Java or Kotlin sample may use only what Android offers at the SDKs' minimum
 * (`MINIMUMS.android.minSdk`), since it runs on the devices the SDK supports. A class, package or
 * method added in a later API level fails the sample, unless the same page shows the core library
 * desugaring step and desugaring provides it. Gradle scripts (`*.gradle.kts`) run on the build
 * machine and are not checked.
 */
import {MINIMUMS} from '../../src/data/requirements';
import {fencesOf} from './parse';
import {fenceLine, type Page, type Problem} from './types';

export interface LaterApi {
  /** What the reader sees in the message. */
  readonly name: string;
  /** Matches a use in one line of code. */
  readonly pattern: RegExp;
  /** The Android API level that added it. */
  readonly apiLevel: number;
  /** Core library desugaring (`desugar_jdk_libs`) makes it available on older devices. */
  readonly desugared: boolean;
  /** The fence languages where the pattern means that API (Kotlin has its own `forEach`, for one). */
  readonly languages: readonly ('java' | 'kotlin')[];
  /** What to write instead, on the minimum SDK. */
  readonly instead: string;
}

const JVM = ['java', 'kotlin'] as const;

/** The one table of Java APIs newer than some Android devices: package or class, API level, fix. */
export const LATER_APIS: readonly LaterApi[] = [
  {
    name: 'java.util.function',
    pattern: /\bjava\.util\.function\b/,
    apiLevel: 24,
    desugared: true,
    languages: JVM,
    instead: 'an interface of your own, or a Kotlin function type',
  },
  {
    name: 'java.util.stream',
    pattern: /\bjava\.util\.stream\b/,
    apiLevel: 24,
    desugared: true,
    languages: JVM,
    instead: 'a loop, or Kotlin collection functions',
  },
  {
    name: 'Collection.stream()',
    pattern: /\.(?:parallelS|s)tream\(\)/,
    apiLevel: 24,
    desugared: true,
    languages: ['java'],
    instead: 'a loop',
  },
  {
    name: 'Iterable.forEach, Collection.removeIf and the default Map methods',
    pattern: /\.(?:forEach|removeIf|getOrDefault|putIfAbsent|computeIfAbsent|computeIfPresent|merge)\(/,
    apiLevel: 24,
    desugared: true,
    languages: ['java'],
    instead: 'a loop, or `get` with a null check',
  },
  {
    name: 'Map.getOrDefault and Map.putIfAbsent',
    pattern: /\.(?:getOrDefault|putIfAbsent)\(/,
    apiLevel: 24,
    desugared: true,
    languages: ['kotlin'],
    instead: '`getOrElse` or `getOrPut`',
  },
  {
    name: 'java.util.Optional',
    pattern: /\bOptional(?:Int|Long|Double)?\s*(?:<|\.)|\bjava\.util\.Optional\b/,
    apiLevel: 24,
    desugared: true,
    languages: JVM,
    instead: 'a nullable value',
  },
  {
    name: 'java.util.concurrent.CompletableFuture',
    pattern: /\bCompletableFuture\b/,
    apiLevel: 24,
    desugared: false,
    languages: JVM,
    instead: 'a callback, an Executor, or Kotlin coroutines',
  },
  {
    name: 'java.time',
    pattern: /\bjava\.time\b/,
    apiLevel: 26,
    desugared: true,
    languages: JVM,
    instead: '`System.currentTimeMillis()` and `java.util.concurrent.TimeUnit`',
  },
  {
    name: 'java.nio.file',
    pattern: /\bjava\.nio\.file\b/,
    apiLevel: 26,
    desugared: false,
    languages: JVM,
    instead: '`java.io.File`',
  },
  {
    name: 'java.util.Base64',
    pattern: /\bjava\.util\.Base64\b/,
    apiLevel: 26,
    desugared: false,
    languages: JVM,
    instead: '`android.util.Base64`',
  },
  {
    name: 'List.of, Set.of and Map.of',
    pattern: /\b(?:List|Set|Map)\.(?:of|copyOf|ofEntries|entry)\(/,
    apiLevel: 30,
    desugared: true,
    languages: ['java'],
    instead: '`Collections.singletonList`, `Arrays.asList` or `Collections.singletonMap`',
  },
];

/** The page shows core library desugaring: the compile option and the dependency. */
export function showsDesugaring(page: Page): boolean {
  return /coreLibraryDesugaringEnabled/i.test(page.source) && /coreLibraryDesugaring[\s(]/.test(page.source);
}

/** A line that is only a comment: its words are not code. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

export function checkAndroidApiLevel(page: Page, minSdk = Number(MINIMUMS.android.minSdk)): Problem[] {
  const problems: Problem[] = [];
  const desugaring = showsDesugaring(page);
  for (const fence of fencesOf(page)) {
    if (fence.lang !== 'java' && fence.lang !== 'kotlin') {
      continue;
    }
    if (/title=["']?[^"'\s]*\.gradle\.kts/.test(fence.meta)) {
      continue;
    }
    const lang = fence.lang;
    const codeLines = fence.code.split('\n');
    for (const api of LATER_APIS) {
      if (api.apiLevel <= minSdk || !api.languages.includes(lang) || (api.desugared && desugaring)) {
        continue;
      }
      const index = codeLines.findIndex((text) => !COMMENT_LINE.test(text) && api.pattern.test(text));
      if (index === -1) {
        continue;
      }
      const remedy = api.desugared
        ? `use ${api.instead}, or show the core library desugaring step on this page`
        : `use ${api.instead} (core library desugaring does not provide it)`;
      problems.push({
        file: page.file,
        line: fenceLine(fence, index),
        gate: 'android-api-level',
        message: `${lang} sample uses ${api.name}, added in Android API ${api.apiLevel}, above the minimum SDK ${minSdk}: ${remedy}`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}
