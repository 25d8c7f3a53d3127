/**
 * ios-availability: a Swift sample must build for the iOS SDK's minimums (`MINIMUMS.ios`), since the
 * apps that copy it do. An iOS API newer than the minimum deployment target fails the sample unless
 * the sample guards it with `@available(iOS N, *)` or `#available(iOS N, *)` at that version or
 * later, or says in a comment that it needs a deployment target of iOS N or later (the SwiftUI app
 * lifecycle cannot be guarded: an `@main` `App` needs its deployment target). Syntax newer than the
 * minimum Swift version fails with no way out. The check runs on every page, since the Flutter,
 * React Native and Unity SDKs run on the same iOS minimums.
 */
import {MINIMUMS} from '../../src/data/requirements';
import {fencesOf} from './parse';
import {fenceLine, type Page, type Problem} from './types';

export interface LaterIosApi {
  /** What the reader sees in the message. */
  readonly name: string;
  /** Matches a use in one line of code. */
  readonly pattern: RegExp;
  /** The iOS version that added it. */
  readonly ios: number;
  /** What to write instead, on the minimum deployment target. */
  readonly instead: string;
  /**
   * `@available` cannot guard it: an `@main` SwiftUI `App` needs its deployment target, so only
   * a comment stating that target passes.
   */
  readonly needsDeploymentTarget?: boolean;
}

export interface LaterSwift {
  readonly name: string;
  readonly pattern: RegExp;
  /** The Swift version that added it, e.g. `5.10`. */
  readonly swift: string;
  readonly instead: string;
}

const SWIFTUI_13 = 'a UIKit app delegate, or a guard with `if #available`';

/** The one table of iOS APIs newer than the minimum deployment target: API, version, fix. */
export const LATER_IOS_APIS: readonly LaterIosApi[] = [
  {
    name: 'the SwiftUI app lifecycle (`App`, `WindowGroup`, `Scene`)',
    pattern: /^\s*(?:@main\s+)?struct\s+\w+\s*:\s*App\b|\bWindowGroup\b|\bsome Scene\b|@UIApplicationDelegateAdaptor\b/,
    ios: 14,
    instead:
      'a UIKit app delegate with `UIHostingController`, or a comment that the app needs a deployment target of iOS 14 or later',
    needsDeploymentTarget: true,
  },
  {
    name: 'SwiftUI property wrappers `@StateObject`, `@AppStorage` and `@SceneStorage`',
    pattern: /@(?:StateObject|AppStorage|SceneStorage)\b/,
    ios: 14,
    instead: '`@ObservedObject` and `UserDefaults`',
  },
  {
    name: 'SwiftUI views and modifiers of iOS 14 (`onChange`, `navigationTitle`, `toolbar`, `onOpenURL`, `ProgressView`, lazy stacks)',
    pattern:
      /\.(?:onChange\(of:|navigationTitle\(|toolbar\s*[({]|onOpenURL\s*[({]|fullScreenCover\()|\b(?:ProgressView|Lazy[VH](?:Stack|Grid))\b/,
    ios: 14,
    instead: SWIFTUI_13,
  },
  {
    name: '`os.Logger`',
    pattern: /\bLogger\(\s*subsystem:/,
    ios: 14,
    instead: '`os_log` with an `OSLog`',
  },
  {
    name: 'MetricKit diagnostics (`MXDiagnosticPayload`)',
    pattern: /\bMXDiagnosticPayload\b|\bdidReceive\(_ payloads: \[MXDiagnosticPayload\]/,
    ios: 14,
    instead: 'the crashes and hangs the SDK reports',
  },
  {
    name: 'async `URLSession` methods (`data(for:)`, `data(from:)`, `upload(for:)`, `bytes(for:)`)',
    pattern: /\.(?:data|bytes)\((?:for|from):|\.(?:upload|download)\(for:/,
    ios: 15,
    instead: '`dataTask(with:completionHandler:)`, wrapped in `withCheckedThrowingContinuation` for async code',
  },
  {
    name: 'SwiftUI modifiers and views of iOS 15 (`task`, `refreshable`, `searchable`, `AsyncImage`)',
    pattern: /\.(?:task|refreshable|searchable)\s*[({]|\bAsyncImage\b/,
    ios: 15,
    instead: '`onAppear` with a `Task`, guarded by `if #available` where you need the iOS 15 behaviour',
  },
  {
    name: 'Foundation formatting of iOS 15 (`formatted()`, `AttributedString`)',
    pattern: /\.formatted\(|\bAttributedString\b/,
    ios: 15,
    instead: 'a `DateFormatter` or `NumberFormatter`',
  },
  {
    name: 'iOS 16 navigation and clocks (`NavigationStack`, `Task.sleep(for:)`, `ContinuousClock`, `URL(filePath:)`)',
    pattern:
      /\bNavigation(?:Stack|SplitView)\b|\bTask\.sleep\(for:|\b(?:Continuous|Suspending)Clock\b|\bURL\(filePath:|\.appending\(path:/,
    ios: 16,
    instead: '`NavigationView`, `Task.sleep(nanoseconds:)`, `DispatchTime` and `URL(fileURLWithPath:)`',
  },
  {
    name: 'the Observation framework (`@Observable`)',
    pattern: /@Observable\b|\bimport Observation\b/,
    ios: 17,
    instead: '`ObservableObject` with `@Published`',
  },
];

/** Swift syntax newer than the minimum Swift version. */
export const LATER_SWIFT: readonly LaterSwift[] = [
  {
    name: '`nonisolated(unsafe)`',
    pattern: /\bnonisolated\(unsafe\)/,
    swift: '5.10',
    instead: 'a lock or an actor around the shared state',
  },
  {name: 'typed throws', pattern: /\bthrows\s*\(\s*\w/, swift: '6.0', instead: '`throws`'},
  {name: 'the `sending` parameter modifier', pattern: /:\s*sending\s+\w/, swift: '6.0', instead: 'a `Sendable` type'},
  {name: 'Swift Testing (`import Testing`)', pattern: /^\s*import Testing\b/, swift: '6.0', instead: 'XCTest'},
];

/** Compares dotted versions: `5.10` is later than `5.9`. */
export function versionAfter(version: string, minimum: string): boolean {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) {
      return difference > 0;
    }
  }
  return false;
}

/** A line that is only a comment: its words are not code. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** The highest iOS version a sample guards with `@available`/`#available` or states as its deployment target. */
export function guardedIos(code: string): number {
  const versions = [
    ...[...code.matchAll(/[@#]available\(\s*iOS\s+(\d+)/g)].map((match) => Number(match[1])),
    statedDeploymentTarget(code),
  ];
  return Math.max(0, ...versions);
}

/** The deployment target a sample states in a comment ("needs a deployment target of iOS 14"), or 0. */
export function statedDeploymentTarget(code: string): number {
  const versions = [...code.matchAll(/^\s*\/\/.*\bdeployment target of iOS (\d+)\b/gim)].map((match) =>
    Number(match[1]),
  );
  return Math.max(0, ...versions);
}

export function checkIosAvailability(
  page: Page,
  minimums: {readonly deploymentTarget: string; readonly swift: string} = MINIMUMS.ios,
): Problem[] {
  const problems: Problem[] = [];
  const minIos = Number(minimums.deploymentTarget);
  for (const fence of fencesOf(page)) {
    if (fence.lang !== 'swift') {
      continue;
    }
    // A Package.swift manifest runs on the build machine, not on the device.
    if (/title=["']?(?:[^"'\s]*\/)?Package\.swift/.test(fence.meta)) {
      continue;
    }
    const codeLines = fence.code.split('\n');
    const guarded = guardedIos(fence.code);
    const target = statedDeploymentTarget(fence.code);
    const find = (pattern: RegExp) => codeLines.findIndex((text) => !COMMENT_LINE.test(text) && pattern.test(text));
    for (const api of LATER_IOS_APIS) {
      if (api.ios <= minIos || (api.needsDeploymentTarget ? target : guarded) >= api.ios) {
        continue;
      }
      const index = find(api.pattern);
      if (index !== -1) {
        problems.push({
          file: page.file,
          line: fenceLine(fence, index),
          gate: 'ios-availability',
          message: api.needsDeploymentTarget
            ? `swift sample uses ${api.name}, added in iOS ${api.ios}, above the minimum deployment target iOS ${minIos}; \`@available\` cannot guard it: use ${api.instead}`
            : `swift sample uses ${api.name}, added in iOS ${api.ios}, above the minimum deployment target iOS ${minIos}: guard it with \`@available(iOS ${api.ios}, *)\` or \`if #available(iOS ${api.ios}, *)\`, or use ${api.instead}`,
        });
      }
    }
    for (const syntax of LATER_SWIFT) {
      if (!versionAfter(syntax.swift, minimums.swift)) {
        continue;
      }
      const index = find(syntax.pattern);
      if (index !== -1) {
        problems.push({
          file: page.file,
          line: fenceLine(fence, index),
          gate: 'ios-availability',
          message: `swift sample uses ${syntax.name}, added in Swift ${syntax.swift}, above the minimum Swift ${minimums.swift}: use ${syntax.instead}`,
        });
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}
