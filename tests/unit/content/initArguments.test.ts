import {describe, expect, it} from 'vitest';
import {
  checkArguments,
  checkInitArguments,
  initParameters,
  initializers,
  splitTopLevel,
} from '../../../scripts/content/initArguments';
import {API_BY_ID} from '../../../src/data/api';
import {fixture, lines} from './helpers';

describe('init-arguments gate', () => {
  it('reads the labels and defaults of an initializer from its Swift signature', () => {
    expect(initParameters('public init(url: URL, method: String = "GET", _ body: [String: Int] = [:])')).toEqual([
      {label: 'url', hasDefault: false},
      {label: 'method', hasDefault: true},
      {label: null, hasDefault: true},
    ]);
    expect(initParameters('public init()')).toEqual([]);
  });

  it('splits arguments at top-level commas only', () => {
    expect(splitTopLevel('a: f(1, 2), b: ["x,y": [1, 2]], c: "d,e"', false).map((part) => part.trim())).toEqual([
      'a: f(1, 2)',
      'b: ["x,y": [1, 2]]',
      'c: "d,e"',
    ]);
  });

  it('knows every iOS 6.x type with one initializer, and not the entry point', () => {
    const types = initializers(API_BY_ID.ios);
    expect(types.has('ArgusOptions')).toBe(true);
    expect(types.has('CaptureServiceOptions')).toBe(true);
    expect(types.has('NetworkRequest')).toBe(true);
    expect(types.has('Argus')).toBe(false);
  });

  it('passes labels in order, with defaults left out', () => {
    const parameters = initParameters('init(a: Int, b: Int = 1, c: Int = 2)') ?? [];
    expect(checkArguments('T', 'a: 1, c: 3', parameters)).toEqual([]);
    expect(checkArguments('T', 'c: 3, a: 1', parameters)).toEqual(['T(...) passes a: out of order; T.init(a:b:c:)']);
    expect(checkArguments('T', '1', parameters)).toEqual([
      'T(...) passes an argument without a label; T.init(a:b:c:) labels every argument',
      'T(...) leaves out a:, which has no default; T.init(a:b:c:)',
    ]);
  });

  it('passes the correct sample and reports each wrong label of an iOS 6.x page', () => {
    expect(lines(checkInitArguments(fixture('ios/6x/features/init-arguments.md'), API_BY_ID))).toEqual([
      '34: ArgusOptions(...) passes captureServices: out of order; ArgusOptions.init(appId:captureServices:backgroundSessionsEnabled:crashReporting:hangThreshold:oomDetection:export:)',
      '35: CaptureServiceOptions(...) has no parameter bodyCapture:; CaptureServiceOptions.init(urlSession:networkSpansForwardingEnabled:disabledUrlPatterns:networkBodyCaptureEnabled:tap:viewControllers:webView:pushNotifications:)',
      '36: NetworkRequest(...) leaves out method:, which has no default; NetworkRequest.init(url:method:startTime:endTime:statusCode:bytesSent:bytesReceived:error:traceparent:)',
    ]);
  });

  it('leaves pages of other lines alone', () => {
    const page = {...fixture('ios/6x/features/init-arguments.md'), path: 'product/options.md'};
    expect(checkInitArguments(page, API_BY_ID)).toEqual([]);
  });
});
