/**
 * The public API of the legacy Argus iOS SDK 5.x (pod `Argus`, `import Argus`). Objective-C era:
 * members are instance methods reached through `Argus.sharedInstance()`. 6.x (`ArgusIO`) replaces it.
 */
import {SDKS} from '../product';
import type {SdkApi} from './types';

const IOS5 = SDKS.ios.legacy[0];
const PROPERTIES = '[String: String]?';

export const ios5Api = {
  id: 'ios5',
  title: `iOS SDK ${IOS5.version} (legacy 5.x)`,
  version: IOS5.version,
  language: 'swift',
  alsoCheckedIn: ['objectivec'],
  entryPoint: 'Argus',
  importStatement: 'import Argus',
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'The 5.x SDK reads its settings from `Argus-Info.plist` in the app bundle: `APP_ID` (required, such as `aB3x9`; there is no `API_KEY` key), plus optional keys such as `BACKGROUND_SESSIONS_ENABLED`, `WEBVIEW_ENABLE` and a `NETWORK` dictionary. Start it in `application(_:didFinishLaunchingWithOptions:)`; 6.x replaces the plist and `start(launchOptions:)` with `Argus.start(options:)`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description:
            'The 5.x client. Get the shared instance with `Argus.sharedInstance()` and call its instance methods.',
          since: '5.0.0',
          members: [
            {
              name: 'sharedInstance',
              kind: 'method',
              signature: 'public class func sharedInstance() -> Argus',
              description: 'Returns the single client instance; every other member is called on it.',
              returns: {type: 'Argus', description: 'The shared client.'},
              since: '5.0.0',
            },
            {
              name: 'start',
              kind: 'method',
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
              since: '5.0.0',
            },
            {
              name: 'isStarted',
              kind: 'property',
              signature: 'public var isStarted: Bool { get }',
              description: 'Whether the SDK has started.',
              returns: {type: 'Bool', description: '`true` after `start(launchOptions:)`.'},
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
      ],
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
    {
      id: 'sessions',
      title: 'Sessions',
      description:
        'A session is one period of app use. Background sessions are off unless `BACKGROUND_SESSIONS_ENABLED` is `true` in `Argus-Info.plist`; 6.x replaces that key with the `backgroundSessionsEnabled` option.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Session members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: 'public func getCurrentSessionId() -> String?',
              description: 'The ID of the session in progress. Replaced in 6.x by `Argus.currentSessionId`.',
              returns: {type: 'String?', description: 'The session ID, or `nil` before the SDK starts.'},
              since: '5.6.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: 'public func endSession(clearUserInfo: Bool = false)',
              description: 'Ends the current session and starts a new one.',
              parameters: [
                {
                  name: 'clearUserInfo',
                  type: 'Bool',
                  description: 'Also clears the user identifier, name, email and personas.',
                  default: 'false',
                },
              ],
              since: '5.0.0',
            },
            {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: 'public func getLastRunEndState() -> LastRunEndState',
              description: 'How the previous run ended. Replaced in 6.x by `Argus.lastRunEndState`.',
              returns: {type: 'LastRunEndState', description: 'The end state of the previous run.'},
              since: '5.12.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run of the app ended.',
          since: '5.12.0',
          members: [
            {
              name: 'crash',
              kind: 'case',
              signature: 'case crash',
              description: 'The previous run crashed.',
              since: '5.12.0',
            },
            {
              name: 'cleanExit',
              kind: 'case',
              signature: 'case cleanExit',
              description: 'The previous run ended without a crash.',
              since: '5.12.0',
            },
            {
              name: 'invalid',
              kind: 'case',
              signature: 'case invalid',
              description: 'Unknown, such as on the first run.',
              since: '5.12.0',
            },
          ],
        },
      ],
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
    {
      id: 'users',
      title: 'Users',
      description: 'Identify the user of a session. The names match 6.x, where they became static members of `Argus`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'User identity members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: 'public func setUserIdentifier(_ identifier: String)',
              description: 'Sets your internal ID for the user.',
              parameters: [{name: 'identifier', type: 'String', description: 'A stable, non-personal user ID.'}],
              since: '5.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: 'public func clearUserIdentifier()',
              description: 'Removes the user identifier.',
              since: '5.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: 'public func setUsername(_ username: String)',
              description: 'Sets the user name.',
              parameters: [{name: 'username', type: 'String', description: 'The user name.'}],
              since: '5.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: 'public func clearUsername()',
              description: 'Removes the user name.',
              since: '5.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: 'public func setUserEmail(_ email: String)',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'String', description: 'The email address.'}],
              since: '5.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: 'public func clearUserEmail()',
              description: 'Removes the user email address.',
              since: '5.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: 'public func addUserPersona(_ persona: String)',
              description: 'Adds a persona to the user.',
              parameters: [{name: 'persona', type: 'String', description: 'The persona name.'}],
              since: '5.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: 'public func removeUserPersona(_ persona: String)',
              description: 'Removes one persona.',
              parameters: [{name: 'persona', type: 'String', description: 'The persona name.'}],
              since: '5.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: 'public func clearAllUserPersonas()',
              description: 'Removes every persona.',
              since: '5.0.0',
            },
          ],
        },
      ],
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
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Key-value pairs attached to the session, optionally permanent for later sessions. 6.x keeps the concept with labelled parameters.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Session property members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature:
                'public func addSessionProperty(_ value: String, withKey key: String, permanent: Bool) -> Bool',
              description: 'Adds or replaces a session property.',
              parameters: [
                {name: 'value', type: 'String', description: 'The value, at most 1024 characters.'},
                {name: 'key', type: 'String', description: 'The property name, at most 128 characters.'},
                {name: 'permanent', type: 'Bool', description: 'Also adds it to later sessions.'},
              ],
              returns: {type: 'Bool', description: '`false` when the session already holds 100 properties.'},
              since: '5.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: 'public func removeSessionProperty(_ key: String)',
              description: 'Removes a session property.',
              parameters: [{name: 'key', type: 'String', description: 'The property name.'}],
              since: '5.0.0',
            },
            {
              name: 'getSessionProperties',
              kind: 'method',
              signature: 'public func getSessionProperties() -> [String: String]',
              description: 'The properties of the current session. Replaced in 6.x by `Argus.sessionProperties`.',
              returns: {type: '[String: String]', description: 'A copy of the properties.'},
              since: '5.0.0',
            },
          ],
        },
      ],
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
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Send messages with a severity and properties. 5.x has a single `logMessage` method; 6.x adds `logInfo`, `logWarning`, `logError` and log attachments.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Logging members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'logMessage',
              kind: 'method',
              signature: 'public func logMessage(_ message: String, severity: LogSeverity)',
              description: 'Sends a log with the given severity.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
              ],
              since: '5.0.0',
            },
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
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'The severity of a log.',
          since: '5.0.0',
          members: [
            {name: 'info', kind: 'case', signature: 'case info', description: 'Normal operation.', since: '5.0.0'},
            {
              name: 'warning',
              kind: 'case',
              signature: 'case warning',
              description: 'Something unexpected.',
              since: '5.0.0',
            },
            {name: 'error', kind: 'case', signature: 'case error', description: 'A failure.', since: '5.0.0'},
          ],
        },
      ],
      example: {
        title: 'Send a log',
        code: `import Argus

func paymentFailed(orderId: String) {
    Argus.sharedInstance().logMessage("Payment failed", severity: .error, properties: ["order_id": orderId])
}
`,
      },
    },
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description: 'Lightweight, timestamped notes on the session timeline, at most 100 per session.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Breadcrumb member of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'public func addBreadcrumb(_ message: String)',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'String', description: 'The note, at most 256 characters.'}],
              since: '5.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Add a breadcrumb',
        code: `import Argus

func openedSettings() {
    Argus.sharedInstance().addBreadcrumb("Opened settings")
}
`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Report handled errors; the dashboard gives each a severity score. Replaced in 6.x by `Argus.logException`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Handled exception members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'logHandledError',
              kind: 'method',
              signature: `public func logHandledError(_ error: Error, severity: LogSeverity = .error, properties: ${PROPERTIES} = nil)`,
              description: 'Records a Swift `Error` you caught. Replaced in 6.x by `Argus.logException`.',
              parameters: [
                {name: 'error', type: 'Error', description: 'The error.'},
                {name: 'severity', type: 'LogSeverity', description: 'How serious it is.', default: '.error'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: 'nil'},
              ],
              since: '5.8.0',
            },
            {
              name: 'logHandledException',
              kind: 'method',
              signature: `public func logHandledException(_ exception: NSException, severity: LogSeverity = .error, properties: ${PROPERTIES} = nil)`,
              description: 'Records an Objective-C `NSException` you caught. Replaced in 6.x by `Argus.logException`.',
              parameters: [
                {name: 'exception', type: 'NSException', description: 'The exception.'},
                {name: 'severity', type: 'LogSeverity', description: 'How serious it is.', default: '.error'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: 'nil'},
              ],
              since: '5.0.0',
            },
          ],
        },
      ],
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
    {
      id: 'traces',
      title: 'Traces',
      description:
        'In 5.x a span is identified by the span ID string that `startSpan` returns, and the other span methods take that ID. 6.x replaces this with `Span` objects built on OpenTelemetry.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Tracing members of the 5.x client.',
          since: '5.14.0',
          members: [
            {
              name: 'startSpan',
              kind: 'method',
              signature: 'public func startSpan(name: String, parentSpanId: String? = nil) -> String?',
              description: 'Starts a span and returns its ID.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name, at most 128 characters.'},
                {name: 'parentSpanId', type: 'String?', description: 'The parent span ID.', default: 'nil'},
              ],
              returns: {type: 'String?', description: 'The span ID, or `nil` if the SDK has not started.'},
              since: '5.14.0',
            },
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
            {
              name: 'recordCompletedSpan',
              kind: 'method',
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
              since: '5.14.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span ended without success.',
          since: '5.14.0',
          members: [
            {
              name: 'failure',
              kind: 'case',
              signature: 'case failure',
              description: 'The operation failed.',
              since: '5.14.0',
            },
            {
              name: 'userAbandon',
              kind: 'case',
              signature: 'case userAbandon',
              description: 'The user gave up.',
              since: '5.14.0',
            },
            {name: 'unknown', kind: 'case', signature: 'case unknown', description: 'Another reason.', since: '5.14.0'},
          ],
        },
      ],
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
    {
      id: 'network',
      title: 'Network',
      description:
        'The 5.x SDK captures `URLSession` requests; log others with `logNetworkRequest`. Network body capture uses the `CAPTURE_PUBLIC_KEY` in the `NETWORK` dictionary of `Argus-Info.plist` plus rules set in the dashboard; 6.x moves the key to the dashboard only.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Network members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'logNetworkRequest',
              kind: 'method',
              signature: 'public func logNetworkRequest(_ request: ArgusNetworkRequest)',
              description:
                'Records a request made by a client the SDK does not capture. Replaced in 6.x by `Argus.recordNetworkRequest`.',
              parameters: [{name: 'request', type: 'ArgusNetworkRequest', description: 'The finished request.'}],
              since: '5.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: 'public func generateW3cTraceparent() -> String',
              description: 'Creates a W3C `traceparent` header value for network spans forwarding.',
              returns: {type: 'String', description: 'The header value.'},
              since: '5.22.0',
            },
          ],
        },
        {
          name: 'ArgusNetworkRequest',
          kind: 'class',
          description: 'A finished request for `logNetworkRequest`.',
          since: '5.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
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
              since: '5.0.0',
            },
          ],
        },
      ],
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
    {
      id: 'moments',
      title: 'Moments',
      description: 'The older timing API. Use spans instead; 6.x records moments as spans.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Moment members of the 5.x client.',
          since: '5.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature: `public func startMoment(withName name: String, properties: ${PROPERTIES} = nil)`,
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'String', description: 'The moment name.'},
                {name: 'properties', type: PROPERTIES, description: 'Moment properties.', default: 'nil'},
              ],
              since: '5.0.0',
              deprecated: {since: '5.14.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature: 'public func endMoment(withName name: String)',
              description: 'Ends the named moment.',
              parameters: [{name: 'name', type: 'String', description: 'The moment name.'}],
              since: '5.0.0',
              deprecated: {since: '5.14.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: 'public func endAppStartup()',
              description: 'Ends the app startup moment; call it when the first screen is usable.',
              since: '5.0.0',
              deprecated: {since: '5.14.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
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
    {
      id: 'push-notifications',
      title: 'Push notifications',
      description:
        'Record received push notifications on the session. Automatic capture is on when `CAPTURE_PUSH_NOTIFICATIONS` is `true` in `Argus-Info.plist`; 6.x replaces the key with `PushNotificationOptions`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Push notification member of the 5.x client.',
          since: '5.10.0',
          members: [
            {
              name: 'logPushNotification',
              kind: 'method',
              signature: 'public func logPushNotification(_ userInfo: [AnyHashable: Any])',
              description: 'Records a received notification from its payload.',
              parameters: [{name: 'userInfo', type: '[AnyHashable: Any]', description: 'The notification payload.'}],
              since: '5.10.0',
            },
          ],
        },
      ],
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
    {
      id: 'web-thread-monitoring',
      title: 'Web thread monitoring',
      description:
        'With `WEBVIEW_ENABLE` set in `Argus-Info.plist`, the SDK records `WKWebView` page loads. To also record Web Vitals from the page, forward the messages your web page posts to `trackWebViewPerformance`; 6.x replaces this with `WebViewOptions`.',
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
} as const satisfies SdkApi;

export default ios5Api;
