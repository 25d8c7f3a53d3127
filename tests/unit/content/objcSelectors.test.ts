import {describe, expect, it} from 'vitest';
import {
  blankLiterals,
  checkObjcSelectors,
  messageSelector,
  selectorOf,
  selectorsOf,
} from '../../../scripts/content/objcSelectors';
import {API_BY_ID} from '../../../src/data/api';
import {fixture, lines} from './helpers';

describe('objc-selectors gate', () => {
  it('bridges Swift signatures to Objective-C selectors as Swift does', () => {
    const method = (signature: string, name = 'x') => selectorOf({name, kind: 'method', signature});
    expect(method('public func start(launchOptions: [UIApplication.LaunchOptionsKey: Any]?)')).toBe(
      'startWithLaunchOptions:',
    );
    expect(
      method('public func logMessage(_ message: String, severity: LogSeverity, properties: [String: String]?)'),
    ).toBe('logMessage:severity:properties:');
    expect(method('public func startMoment(withName name: String, properties: [String: String]? = nil)')).toBe(
      'startMomentWithName:properties:',
    );
    expect(method('public func stopSpan(spanId: String, errorCode: SpanErrorCode? = nil) -> Bool')).toBe(
      'stopSpanWithSpanId:errorCode:',
    );
    expect(method('public class func sharedInstance() -> Argus')).toBe('sharedInstance');
    expect(selectorOf({name: 'isStarted', kind: 'property', signature: 'public var isStarted: Bool { get }'})).toBe(
      'isStarted',
    );
    expect(selectorOf({name: 'init', kind: 'constructor', signature: 'public init(url: URL, method: String)'})).toBe(
      'initWithUrl:method:',
    );
  });

  it('reads the iOS 5.x API data into class, instance and initializer selectors', () => {
    const selectors = selectorsOf(API_BY_ID.ios5);
    expect([...selectors.type]).toEqual(['sharedInstance']);
    expect(selectors.instance.has('endSessionWithClearUserInfo:')).toBe(true);
    expect(selectors.instance.has('addSessionProperty:withKey:permanent:')).toBe(true);
    expect(selectors.instance.has('trackWebViewPerformance:message:')).toBe(true);
    expect(selectors.instance.has('logInfo:')).toBe(false);
    expect(
      selectors.initializers
        .get('ArgusNetworkRequest')
        ?.has('initWithUrl:method:startTime:endTime:bytesIn:bytesOut:responseCode:error:traceparent:'),
    ).toBe(true);
  });

  it('reads the selector of a message, skipping nested expressions, blocks and the colons of ?:', () => {
    expect(messageSelector('getCurrentSessionId')).toBe('getCurrentSessionId');
    expect(messageSelector('stopSpanWithSpanId:spanId errorCode:ok ? nil : @(SpanErrorCodeFailure)')).toBe(
      'stopSpanWithSpanId:errorCode:',
    );
    expect(messageSelector('run:^(BOOL done) { [x y:1]; } after:(a ? b : c)')).toBe('run:after:');
    expect(blankLiterals('[x log:@"a: [b]"] // c: d')).toBe(`[x log:${' '.repeat(9)}]${' '.repeat(8)}`);
  });

  it('flags selectors the 5.x API does not have, with a suggestion, and an instance method sent to the class', () => {
    const problems = checkObjcSelectors(fixture('ios/5x/features/objc-selectors.md'), API_BY_ID);
    expect(problems.every((problem) => problem.gate === 'objc-selectors')).toBe(true);
    expect(lines(problems)).toEqual([
      '39: start: is not a method of the Argus client in the ios5 API (src/data/api/ios5.ts), as Swift bridges it to Objective-C',
      '40: startSpanWithName: is not a method of the Argus client in the ios5 API (src/data/api/ios5.ts), as Swift bridges it to Objective-C',
      '41: logInfo: is not a method of the Argus client in the ios5 API (src/data/api/ios5.ts), as Swift bridges it to Objective-C',
      '42: addBreadcrumb: is an instance method in the ios5 API: send it to [Argus sharedInstance]',
      '43: initWithURL: is not an initializer of ArgusNetworkRequest in the ios5 API (src/data/api/ios5.ts), as Swift bridges it to Objective-C',
    ]);
  });

  it('passes the iOS 6.x pages and other platforms, whose API has no instance accessor', () => {
    expect(checkObjcSelectors(fixture('ios/6x/features/legacy-only-call.md'), API_BY_ID)).toEqual([]);
  });
});
