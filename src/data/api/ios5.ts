/**
 * The public API of the legacy Argus iOS SDK 5.x (pod `Argus`, `import Argus`), written as what
 * differs from 6.x (ios.ts). Objective-C era: every member is an instance method of the client that
 * `Argus.sharedInstance()` returns, and settings come from `Argus-Info.plist` rather than options.
 */
import {LINE_BY_ID} from '../lines';
import {deriveApi, REMOVED} from './derive';
import {iosApi} from './ios';
import type {ApiMember} from './types';

const LINE = LINE_BY_ID.ios5;
const PROPERTIES = '[String: String]?';

/** 6.x calls its members on the type (`Argus.logInfo`); 5.x calls them on the shared client. */
function instanceMember(member: ApiMember): ApiMember {
  return {...member, signature: member.signature.replace('public static ', 'public ')};
}

const handledErrorParameters = (error: {name: string; type: string; description: string}) =>
  [
    error,
    {name: 'severity', type: 'LogSeverity', description: 'How serious it is.', default: '.error'},
    {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: 'nil'},
  ] as const;

export const ios5Api = deriveApi(iosApi, {
  id: 'ios5',
  title: `iOS SDK ${LINE.version} (legacy ${LINE.major})`,
  version: LINE.version,
  since: '5.0.0',
  importStatement: 'import Argus',
  instanceAccessor: 'sharedInstance',
  eachSymbol: (symbol) => (symbol.name === 'Argus' ? {kind: 'class'} : {}),
  eachMember: (member, symbol) => (symbol.name === 'Argus' ? instanceMember(member) : member),
  groups: {
    setup: {
      description:
        'The 5.x SDK reads its settings from `Argus-Info.plist` in the app bundle: `APP_ID` (required, such as `aB3x9`; there is no `API_KEY` key), plus optional keys such as `BACKGROUND_SESSIONS_ENABLED`, `WEBVIEW_ENABLE` and a `NETWORK` dictionary. Start it in `application(_:didFinishLaunchingWithOptions:)`; 6.x replaces the plist and `start(launchOptions:)` with `Argus.start(options:)`.',
      symbols: {
        Argus: {
          description:
            'The 5.x client. Get the shared instance with `Argus.sharedInstance()` and call its instance methods.',
          members: {
            start: {
              signature: 'public func start(launchOptions: [UIApplication.LaunchOptionsKey: Any]?)',
              description:
                'Starts the SDK with the settings in `Argus-Info.plist`. Replaced in 6.x by `Argus.start(options:)`.',
              parameters: [
                {
                  name: 'launchOptions',
                  type: '[UIApplication.LaunchOptionsKey: Any]?',
                  description: 'The launch options your app delegate received.',
                },
              ],
            },
            isStarted: {returns: {type: 'Bool', description: '`true` after `start(launchOptions:)`.'}},
            version: REMOVED,
          },
          added: [
            {
              name: 'sharedInstance',
              kind: 'method',
              signature: 'public class func sharedInstance() -> Argus',
              description: 'Returns the single client instance; every other member is called on it.',
              returns: {type: 'Argus', description: 'The shared client.'},
              since: '5.0.0',
            },
            {
              name: 'sdkVersion',
              kind: 'method',
              signature: 'public func sdkVersion() -> String',
              description: 'The version of the linked SDK. Replaced in 6.x by the `Argus.version` property.',
              returns: {type: 'String', description: 'The version, such as `5.25.3`.'},
              since: '5.0.0',
            },
          ],
        },
        ArgusOptions: REMOVED,
        CaptureServiceOptions: REMOVED,
      },
      example: {
        title: 'Start the 5.x SDK',
        code: `import Argus
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        Argus.sharedInstance().start(launchOptions: launchOptions)
        print("Argus", Argus.sharedInstance().sdkVersion())
        return true
    }
}
`,
      },
    },
    sessions: {
      description:
        'A session is one period of app use. Background sessions are off unless `Argus-Info.plist` holds `BACKGROUND_SESSIONS_ENABLED` as a Boolean set to YES (`<true/>`); 6.x replaces that key with the `backgroundSessionsEnabled` option.',
      symbols: {
        Argus: {
          members: {
            currentSessionId: {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: 'public func getCurrentSessionId() -> String?',
              description: 'The ID of the session in progress. Replaced in 6.x by `Argus.currentSessionId`.',
              since: '5.6.0',
            },
            endSession: {
              signature: 'public func endSession(clearUserInfo: Bool = false)',
              parameters: [
                {
                  name: 'clearUserInfo',
                  type: 'Bool',
                  description: 'Also clears the user identifier, name, email and personas.',
                  default: 'false',
                },
              ],
            },
            lastRunEndState: {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: 'public func getLastRunEndState() -> LastRunEndState',
              description: 'How the previous run ended. Replaced in 6.x by `Argus.lastRunEndState`.',
              since: '5.12.0',
            },
          },
        },
        LastRunEndState: {since: '5.12.0'},
      },
      example: {
        title: 'Read session state',
        code: `import Argus

func logSessionState() {
    let client = Argus.sharedInstance()
    if client.getLastRunEndState() == .crash {
        print("The app crashed last time.")
    }
    print("Session:", client.getCurrentSessionId() ?? "none")
    client.endSession(clearUserInfo: true)
}
`,
      },
    },
    users: {
      example: {
        title: 'Identify a user',
        code: `import Argus

func userDidLogIn(id: String) {
    let client = Argus.sharedInstance()
    client.setUserIdentifier(id)
    client.setUsername("jane")
    client.addUserPersona("beta")
}
`,
      },
    },
    'session-properties': {
      description:
        'Key-value pairs attached to the session, optionally permanent for later sessions. 6.x keeps the concept with labelled parameters.',
      symbols: {
        Argus: {
          members: {
            addSessionProperty: {
              signature:
                'public func addSessionProperty(_ value: String, withKey key: String, permanent: Bool) -> Bool',
              parameters: [
                {name: 'value', type: 'String', description: 'The value, at most 1024 characters.'},
                {name: 'key', type: 'String', description: 'The property name, at most 128 characters.'},
                {name: 'permanent', type: 'Bool', description: 'Also adds it to later sessions.'},
              ],
              returns: {type: 'Bool', description: '`false` when the session already holds 100 properties.'},
            },
            removeSessionProperty: {
              signature: 'public func removeSessionProperty(_ key: String)',
            },
            sessionProperties: {
              name: 'getSessionProperties',
              kind: 'method',
              signature: 'public func getSessionProperties() -> [String: String]',
              description: 'The properties of the current session. Replaced in 6.x by `Argus.sessionProperties`.',
              returns: {type: '[String: String]', description: 'A copy of the properties.'},
            },
          },
        },
      },
      example: {
        title: 'Add a permanent property',
        code: `import Argus

func tagStore(id: String) {
    let client = Argus.sharedInstance()
    _ = client.addSessionProperty(id, withKey: "store_id", permanent: true)
    print(client.getSessionProperties())
}
`,
      },
    },
    logs: {
      description:
        'Send messages with a severity and properties. 5.x has a single `logMessage` method; 6.x adds `logInfo`, `logWarning`, `logError` and log attachments.',
      symbols: {
        Argus: {
          members: {
            logInfo: REMOVED,
            logWarning: REMOVED,
            logError: REMOVED,
            logMessage: {
              signature: 'public func logMessage(_ message: String, severity: LogSeverity)',
              description: 'Sends a log with the given severity.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
              ],
            },
          },
          added: [
            {
              name: 'logMessage',
              kind: 'method',
              signature: `public func logMessage(_ message: String, severity: LogSeverity, properties: ${PROPERTIES})`,
              description: 'Sends a log with properties.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.'},
              ],
              since: '5.0.0',
            },
          ],
        },
      },
      example: {
        title: 'Send a log',
        code: `import Argus

func paymentFailed(orderId: String) {
    Argus.sharedInstance().logMessage("Payment failed", severity: .error, properties: ["order_id": orderId])
}
`,
      },
    },
    breadcrumbs: {
      example: {
        title: 'Add a breadcrumb',
        code: `import Argus

func openedSettings() {
    Argus.sharedInstance().addBreadcrumb("Opened settings")
}
`,
      },
    },
    exceptions: {
      description:
        'Report handled errors; the dashboard gives each a severity score. Replaced in 6.x by `Argus.logException`.',
      symbols: {
        Argus: {
          members: {
            logException: {
              name: 'logHandledError',
              signature: `public func logHandledError(_ error: Error, severity: LogSeverity = .error, properties: ${PROPERTIES} = nil)`,
              description: 'Records a Swift `Error` you caught. Replaced in 6.x by `Argus.logException`.',
              parameters: handledErrorParameters({name: 'error', type: 'Error', description: 'The error.'}),
              since: '5.8.0',
            },
          },
          added: [
            {
              name: 'logHandledException',
              kind: 'method',
              signature: `public func logHandledException(_ exception: NSException, severity: LogSeverity = .error, properties: ${PROPERTIES} = nil)`,
              description: 'Records an Objective-C `NSException` you caught. Replaced in 6.x by `Argus.logException`.',
              parameters: handledErrorParameters({
                name: 'exception',
                type: 'NSException',
                description: 'The exception.',
              }),
              since: '5.0.0',
            },
          ],
        },
      },
      example: {
        title: 'Report a handled error',
        code: `import Argus
import Foundation

func readConfig(at url: URL) -> Data? {
    do {
        return try Data(contentsOf: url)
    } catch {
        Argus.sharedInstance().logHandledError(error, severity: .warning, properties: ["file": "config"])
        return nil
    }
}
`,
      },
    },
    traces: {
      description:
        'In 5.x a span is identified by the span ID string that `startSpan` returns, and the other span methods take that ID. 6.x replaces this with `Span` objects built on OpenTelemetry.',
      symbols: {
        Argus: {
          since: '5.14.0',
          members: {
            startSpan: {
              signature: 'public func startSpan(name: String, parentSpanId: String? = nil) -> String?',
              description: 'Starts a span and returns its ID.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name, at most 128 characters.'},
                {name: 'parentSpanId', type: 'String?', description: 'The parent span ID.', default: 'nil'},
              ],
              returns: {type: 'String?', description: 'The span ID, or `nil` if the SDK has not started.'},
            },
            recordSpan: REMOVED,
            recordCompletedSpan: {
              signature:
                'public func recordCompletedSpan(name: String, startTimeMs: Int64, endTimeMs: Int64, errorCode: SpanErrorCode? = nil, parentSpanId: String? = nil, attributes: [String: String]? = nil) -> Bool',
              description: 'Records a finished operation from epoch millisecond times.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name.'},
                {name: 'startTimeMs', type: 'Int64', description: 'Start time in milliseconds since the epoch.'},
                {name: 'endTimeMs', type: 'Int64', description: 'End time in milliseconds since the epoch.'},
                {name: 'errorCode', type: 'SpanErrorCode?', description: 'Why it failed.', default: 'nil'},
                {name: 'parentSpanId', type: 'String?', description: 'The parent span ID.', default: 'nil'},
                {name: 'attributes', type: '[String: String]?', description: 'Up to 50 attributes.', default: 'nil'},
              ],
              returns: {type: 'Bool', description: '`false` if the span was rejected.'},
            },
          },
          added: [
            {
              name: 'stopSpan',
              kind: 'method',
              signature: 'public func stopSpan(spanId: String, errorCode: SpanErrorCode? = nil) -> Bool',
              description: 'Stops a span started with `startSpan(name:parentSpanId:)`.',
              parameters: [
                {name: 'spanId', type: 'String', description: 'The span ID.'},
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `nil` means success.',
                  default: 'nil',
                },
              ],
              returns: {type: 'Bool', description: '`false` if no running span has this ID.'},
              since: '5.14.0',
            },
            {
              name: 'addSpanAttribute',
              kind: 'method',
              signature: 'public func addSpanAttribute(spanId: String, key: String, value: String) -> Bool',
              description: 'Adds an attribute to a running span.',
              parameters: [
                {name: 'spanId', type: 'String', description: 'The span ID.'},
                {name: 'key', type: 'String', description: 'The attribute name.'},
                {name: 'value', type: 'String', description: 'The value.'},
              ],
              returns: {type: 'Bool', description: '`false` if no running span has this ID.'},
              since: '5.14.0',
            },
          ],
        },
        Span: REMOVED,
        SpanEvent: REMOVED,
        SpanErrorCode: {since: '5.14.0'},
      },
      example: {
        title: 'Trace an operation',
        code: `import Argus

func syncContacts() {
    let client = Argus.sharedInstance()
    guard let spanId = client.startSpan(name: "sync-contacts") else {
        return
    }
    _ = client.addSpanAttribute(spanId: spanId, key: "source", value: "address-book")
    _ = client.stopSpan(spanId: spanId)
}
`,
      },
    },
    network: {
      description:
        'The 5.x SDK captures `URLSession` requests; log others with `logNetworkRequest`. Network body capture uses the `CAPTURE_PUBLIC_KEY` in the `NETWORK` dictionary of `Argus-Info.plist` plus rules set in the dashboard; 6.x moves the key to the dashboard only.',
      symbols: {
        Argus: {
          members: {
            recordNetworkRequest: {
              name: 'logNetworkRequest',
              signature: 'public func logNetworkRequest(_ request: ArgusNetworkRequest)',
              description:
                'Records a request made by a client the SDK does not capture. Replaced in 6.x by `Argus.recordNetworkRequest`.',
              parameters: [{name: 'request', type: 'ArgusNetworkRequest', description: 'The finished request.'}],
            },
            generateW3cTraceparent: {since: '5.22.0'},
          },
        },
        NetworkRequest: {
          name: 'ArgusNetworkRequest',
          kind: 'class',
          description: 'A finished request for `logNetworkRequest`.',
          members: {
            init: {
              signature:
                'public init(url: URL, method: String, startTime: Date, endTime: Date, bytesIn: Int, bytesOut: Int, responseCode: Int, error: Error?, traceparent: String?)',
              description: 'Describes one request.',
              parameters: [
                {name: 'url', type: 'URL', description: 'The request URL.'},
                {name: 'method', type: 'String', description: 'The HTTP method.'},
                {name: 'startTime', type: 'Date', description: 'When it started.'},
                {name: 'endTime', type: 'Date', description: 'When it ended.'},
                {name: 'bytesIn', type: 'Int', description: 'Bytes received.'},
                {name: 'bytesOut', type: 'Int', description: 'Bytes sent.'},
                {name: 'responseCode', type: 'Int', description: 'The HTTP status code, or 0 on error.'},
                {name: 'error', type: 'Error?', description: 'The client error, if any.'},
                {name: 'traceparent', type: 'String?', description: 'The `traceparent` header sent.'},
              ],
            },
          },
        },
      },
      example: {
        title: 'Log a request',
        code: `import Argus
import Foundation

func logDownload(url: URL, start: Date) {
    let client = Argus.sharedInstance()
    let request = ArgusNetworkRequest(
        url: url,
        method: "GET",
        startTime: start,
        endTime: Date(),
        bytesIn: 2048,
        bytesOut: 0,
        responseCode: 200,
        error: nil,
        traceparent: client.generateW3cTraceparent()
    )
    client.logNetworkRequest(request)
}
`,
      },
    },
    moments: {
      description:
        'The older timing API. Use spans for new timing code; keep `endAppStartup` until you move to 6.x, which measures startup by itself.',
      symbols: {
        Argus: {
          members: {
            startMoment: {
              signature: `public func startMoment(withName name: String, properties: ${PROPERTIES} = nil)`,
              parameters: [
                {name: 'name', type: 'String', description: 'The moment name.'},
                {name: 'properties', type: PROPERTIES, description: 'Moment properties.', default: 'nil'},
              ],
              deprecated: {since: '5.14.0', replacement: 'Argus.startSpan'},
            },
            endMoment: {
              signature: 'public func endMoment(withName name: String)',
              deprecated: {since: '5.14.0', replacement: 'Argus.stopSpan'},
            },
            // Not deprecated in 5.x: no 5.x span measures startup; 6.x measures it by itself.
            endAppStartup: {
              description:
                'Ends the startup moment, which the SDK starts at launch. 5.x has no span that replaces it; 6.x measures startup by itself.',
            },
          },
        },
      },
      example: {
        title: 'Time startup with moments',
        code: `import Argus

func firstScreenReady() {
    let client = Argus.sharedInstance()
    client.endAppStartup()
    client.startMoment(withName: "load-feed")
    client.endMoment(withName: "load-feed")
}
`,
      },
    },
    'push-notifications': {
      description:
        'Record received push notifications on the session. Automatic capture is on when `Argus-Info.plist` holds `CAPTURE_PUSH_NOTIFICATIONS` as a Boolean set to YES (`<true/>`); 6.x replaces the key with `PushNotificationOptions`.',
      symbols: {
        Argus: {since: '5.10.0'},
        PushNotificationOptions: REMOVED,
      },
      example: {
        title: 'Record a notification',
        code: `import Argus
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        Argus.sharedInstance().logPushNotification(userInfo)
        completionHandler(.noData)
    }
}
`,
      },
    },
    'web-view': REMOVED,
    views: REMOVED,
    'opentelemetry-export': REMOVED,
  },
  added: [
    {
      id: 'web-thread-monitoring',
      title: 'Web thread monitoring',
      description:
        'With `WEBVIEW_ENABLE` set to YES (`<true/>`) in `Argus-Info.plist`, the SDK records `WKWebView` page loads. To also record Web Vitals from the page, forward the messages your web page posts to `trackWebViewPerformance`; 6.x replaces this with `WebViewOptions`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Web view member of the 5.x client.',
          since: '5.16.0',
          members: [
            {
              name: 'trackWebViewPerformance',
              kind: 'method',
              signature: 'public func trackWebViewPerformance(_ tag: String, message: String)',
              description: 'Records a performance message posted by a web page, tagged with a name for the web view.',
              parameters: [
                {name: 'tag', type: 'String', description: 'A name for the web view, such as `help-center`.'},
                {name: 'message', type: 'String', description: 'The JSON message the page posted.'},
              ],
              since: '5.16.0',
            },
          ],
        },
      ],
      example: {
        title: 'Forward web view performance messages',
        code: `import Argus
import WebKit

final class HelpCenterHandler: NSObject, WKScriptMessageHandler {
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) {
        if let body = message.body as? String {
            Argus.sharedInstance().trackWebViewPerformance("help-center", message: body)
        }
    }
}
`,
      },
    },
  ],
});

export default ios5Api;
