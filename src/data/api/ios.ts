/**
 * The public API of the Argus iOS SDK 6.x (Swift module `ArgusIO`, built on OpenTelemetry).
 * Pages may only call `Argus.<member>` names listed here.
 */
import {LINE_BY_ID} from '../lines';
import {DASHBOARD} from '../product';
import {IOS} from '../sdkBehaviour';
import {EXITS} from '../troubleshooting';
import type {SdkApi} from './types';

const PROPERTIES = '[String: String]';

export const iosApi = {
  id: 'ios',
  title: `iOS SDK ${LINE_BY_ID.ios.version}`,
  version: LINE_BY_ID.ios.version,
  language: 'swift',
  alsoCheckedIn: ['objectivec'],
  entryPoint: 'Argus',
  importStatement: 'import ArgusIO',
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Start the SDK once, as early as possible in `application(_:didFinishLaunchingWithOptions:)` or your SwiftUI `App` initializer. The App ID selects the region, so there is no region option; every other option has a default that suits most apps.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description:
            'The entry point of the SDK. It has no cases; call its static members, such as `Argus.start(options:)`.',
          since: '6.0.0',
          members: [
            {
              name: 'start',
              kind: 'method',
              signature: 'public static func start(options: ArgusOptions)',
              description:
                'Starts the SDK with the given options and begins the first session. Calls after the first one are ignored.',
              parameters: [{name: 'options', type: 'ArgusOptions', description: 'The App ID and capture settings.'}],
              since: '6.0.0',
            },
            {
              name: 'isStarted',
              kind: 'property',
              signature: 'public static var isStarted: Bool { get }',
              description: 'Whether `Argus.start(options:)` has run and the SDK is capturing data.',
              returns: {type: 'Bool', description: '`true` once the SDK is started.'},
              since: '6.0.0',
            },
            {
              name: 'version',
              kind: 'property',
              signature: 'public static let version: String',
              description: 'The version of the SDK linked into the app, for example in a support screen.',
              returns: {type: 'String', description: 'The SDK version as `major.minor.patch`.'},
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'struct',
          description:
            'Settings passed to `Argus.start(options:)`. Values set here apply to the whole app process; network body capture rules live in the dashboard instead.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature: `public init(appId: String, captureServices: CaptureServiceOptions = CaptureServiceOptions(), backgroundSessionsEnabled: Bool = false, crashReporting: Bool = true, hangThreshold: TimeInterval = ${IOS.hangThresholdSeconds}, oomDetection: Bool = true, export: OpenTelemetryExport? = nil)`,
              description: 'Creates the options for one app.',
              parameters: [
                {
                  name: 'appId',
                  type: 'String',
                  description: 'The 5-character App ID from the dashboard, such as `aB3x9`.',
                },
                {
                  name: 'captureServices',
                  type: 'CaptureServiceOptions',
                  description:
                    'Which automatic instrumentation runs: network, taps, views, web views, push notifications.',
                  default: 'CaptureServiceOptions()',
                },
                {
                  name: 'backgroundSessionsEnabled',
                  type: 'Bool',
                  description:
                    'Records sessions while the app runs in the background, such as during a background fetch.',
                  default: 'false',
                },
                {
                  name: 'crashReporting',
                  type: 'Bool',
                  description:
                    'Installs the crash reporter. Turn it off only if another crash reporter must own the signal handlers.',
                  default: 'true',
                },
                {
                  name: 'hangThreshold',
                  type: 'TimeInterval',
                  description: 'How long, in seconds, the main thread must be blocked before the SDK records a hang.',
                  default: String(IOS.hangThresholdSeconds),
                },
                {
                  name: 'oomDetection',
                  type: 'Bool',
                  description: `Reports an out-of-memory termination when ${EXITS.policies.iosOomRule}. \`lastRunEndState\` still reports such a run as \`cleanExit\`, because it was not a crash.`,
                  default: 'true',
                },
                {
                  name: 'export',
                  type: 'OpenTelemetryExport?',
                  description:
                    'Also sends spans and logs to your own OpenTelemetry exporters, such as an OTLP collector.',
                  default: 'nil',
                },
              ],
              since: '6.0.0',
            },
            {
              name: 'appId',
              kind: 'property',
              signature: 'public let appId: String',
              description: 'The App ID the SDK sends data for; its region follows from it.',
              since: '6.0.0',
            },
            {
              name: 'hangThreshold',
              kind: 'property',
              signature: 'public let hangThreshold: TimeInterval',
              description: 'The main-thread blocking time, in seconds, that counts as a hang.',
              since: '6.0.0',
            },
            {
              name: 'oomDetection',
              kind: 'property',
              signature: 'public let oomDetection: Bool',
              description: 'Whether the SDK reports out-of-memory terminations on the next launch.',
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'CaptureServiceOptions',
          kind: 'struct',
          description:
            'Turns each automatic capture service on or off. All services are on by default except network spans forwarding.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature:
                'public init(urlSession: Bool = true, networkSpansForwardingEnabled: Bool = false, disabledUrlPatterns: [String] = [], networkBodyCaptureEnabled: Bool = true, tap: Bool = true, viewControllers: Bool = true, webView: WebViewOptions = WebViewOptions(), pushNotifications: PushNotificationOptions = PushNotificationOptions())',
              description: 'Creates the capture settings; pass only the values you change.',
              parameters: [
                {
                  name: 'urlSession',
                  type: 'Bool',
                  description: 'Captures every `URLSession` request as a network request.',
                  default: 'true',
                },
                {
                  name: 'networkSpansForwardingEnabled',
                  type: 'Bool',
                  description:
                    'Adds a W3C `traceparent` header to captured requests so backend traces join the network span.',
                  default: 'false',
                },
                {
                  name: 'disabledUrlPatterns',
                  type: '[String]',
                  description: 'Regular expressions; requests whose URL matches one are not recorded.',
                  default: '[]',
                },
                {
                  name: 'networkBodyCaptureEnabled',
                  type: 'Bool',
                  description:
                    'Allows the body capture rules set in the dashboard to apply. Bodies are never captured without a rule.',
                  default: 'true',
                },
                {
                  name: 'tap',
                  type: 'Bool',
                  description: 'Records taps on UIKit and SwiftUI controls as breadcrumbs.',
                  default: 'true',
                },
                {
                  name: 'viewControllers',
                  type: 'Bool',
                  description: 'Records a view span for each `UIViewController` that appears.',
                  default: 'true',
                },
                {
                  name: 'webView',
                  type: 'WebViewOptions',
                  description: 'Web view monitoring settings.',
                  default: 'WebViewOptions()',
                },
                {
                  name: 'pushNotifications',
                  type: 'PushNotificationOptions',
                  description: 'Push notification capture settings.',
                  default: 'PushNotificationOptions()',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Start the SDK',
        code: `import ArgusIO
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let options = ArgusOptions(
            appId: "aB3x9",
            captureServices: CaptureServiceOptions(disabledUrlPatterns: ["^https://ads\\\\.example\\\\.com/"]),
            hangThreshold: 0.5
        )
        Argus.start(options: options)
        print("Argus", Argus.version, "started:", Argus.isStarted)
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
        'A session is one period of app use; it ends when the app goes to the background or closes. Read the current session ID to link other systems to it, end a session at a logical boundary, and learn how the previous run ended.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Session members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'currentSessionId',
              kind: 'property',
              signature: 'public static var currentSessionId: String? { get }',
              description: 'The ID of the session in progress, as shown in the dashboard.',
              returns: {type: 'String?', description: 'The session ID, or `nil` before the SDK starts.'},
              since: '6.0.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: 'public static func endSession()',
              description:
                'Ends the current session and starts a new one right away, for example after a user logs out.',
              since: '6.0.0',
            },
            {
              name: 'lastRunEndState',
              kind: 'property',
              signature: 'public static var lastRunEndState: LastRunEndState { get }',
              description: 'How the previous run of the app ended; available once the SDK has started.',
              returns: {type: 'LastRunEndState', description: 'The end state of the previous run.'},
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run of the app ended.',
          since: '6.0.0',
          members: [
            {
              name: 'crash',
              kind: 'case',
              signature: 'case crash',
              description: 'The previous run ended in a crash.',
              since: '6.0.0',
            },
            {
              name: 'cleanExit',
              kind: 'case',
              signature: 'case cleanExit',
              description: 'The previous run ended without a crash.',
              since: '6.0.0',
            },
            {
              name: 'invalid',
              kind: 'case',
              signature: 'case invalid',
              description: 'Unknown: the SDK has not started, or this is the first run after install.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Check the previous run',
        code: `import ArgusIO

func reportPreviousRun() {
    switch Argus.lastRunEndState {
    case .crash:
        print("The app crashed last time.")
    case .cleanExit:
        print("The app exited cleanly last time.")
    case .invalid:
        print("No information about the previous run.")
    }
    if let sessionId = Argus.currentSessionId {
        print("Current session:", sessionId)
    }
}

func userDidLogOut() {
    Argus.clearUserIdentifier()
    Argus.endSession()
}
`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the user of a session so you can find their sessions in the dashboard. Identifiers, usernames and emails apply to the current session and later ones until cleared; personas group users, such as `beta_tester` or `premium`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'User identity members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: 'public static func setUserIdentifier(_ identifier: String)',
              description: 'Sets your internal ID for the user; avoid personal data.',
              parameters: [{name: 'identifier', type: 'String', description: 'A stable, non-personal user ID.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: 'public static func clearUserIdentifier()',
              description: 'Removes the user identifier.',
              since: '6.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: 'public static func setUsername(_ username: String)',
              description: 'Sets the user name shown in the dashboard.',
              parameters: [{name: 'username', type: 'String', description: 'The user name.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: 'public static func clearUsername()',
              description: 'Removes the user name.',
              since: '6.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: 'public static func setUserEmail(_ email: String)',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'String', description: 'The email address.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: 'public static func clearUserEmail()',
              description: 'Removes the user email address.',
              since: '6.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: 'public static func addUserPersona(_ persona: String)',
              description: 'Adds a persona to the user, such as `premium`.',
              parameters: [{name: 'persona', type: 'String', description: 'The persona name.'}],
              since: '6.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: 'public static func removeUserPersona(_ persona: String)',
              description: 'Removes one persona from the user.',
              parameters: [{name: 'persona', type: 'String', description: 'The persona name.'}],
              since: '6.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: 'public static func clearAllUserPersonas()',
              description: 'Removes every persona from the user.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a user after login',
        code: `import ArgusIO

func userDidLogIn(id: String, name: String, isPremium: Bool) {
    Argus.setUserIdentifier(id)
    Argus.setUsername(name)
    if isPremium {
        Argus.addUserPersona("premium")
    } else {
        Argus.removeUserPersona("premium")
    }
}

func userDidLogOut() {
    Argus.clearUserIdentifier()
    Argus.clearUsername()
    Argus.clearUserEmail()
    Argus.clearAllUserPersonas()
}
`,
      },
    },
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Session properties are key-value pairs attached to a session, for filtering in the dashboard. A permanent property is also added to every later session until you remove it; a session holds at most 100 properties.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Session property members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature: 'public static func addSessionProperty(key: String, value: String, permanent: Bool = false)',
              description: 'Adds or replaces a property of the current session.',
              parameters: [
                {name: 'key', type: 'String', description: 'The property name, at most 128 characters.'},
                {name: 'value', type: 'String', description: 'The value, at most 1024 characters.'},
                {
                  name: 'permanent',
                  type: 'Bool',
                  description: 'Also adds the property to every later session until removed.',
                  default: 'false',
                },
              ],
              since: '6.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: 'public static func removeSessionProperty(key: String)',
              description: 'Removes a property from the current session and, if permanent, from later sessions.',
              parameters: [{name: 'key', type: 'String', description: 'The property name.'}],
              since: '6.0.0',
            },
            {
              name: 'sessionProperties',
              kind: 'property',
              signature: `public static var sessionProperties: ${PROPERTIES} { get }`,
              description: 'The properties of the current session, permanent ones included.',
              returns: {type: PROPERTIES, description: 'A copy of the current properties.'},
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag sessions with an experiment',
        code: `import ArgusIO

func applyExperiment(variant: String) {
    Argus.addSessionProperty(key: "checkout_variant", value: variant, permanent: true)
    Argus.addSessionProperty(key: "entry_screen", value: "home")
    print("Properties:", Argus.sessionProperties)
}

func leaveExperiment() {
    Argus.removeSessionProperty(key: "checkout_variant")
}
`,
      },
    },
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Logs are messages with a severity (info, warning or error) and optional properties, sent to the Logs area of the dashboard. `logMessage` can carry a log attachment of at most 1 MiB; larger attachments are dropped and the log is sent without it.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Logging members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: `public static func logInfo(_ message: String, properties: ${PROPERTIES} = [:])`,
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: '[:]'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logWarning',
              kind: 'method',
              signature: `public static func logWarning(_ message: String, properties: ${PROPERTIES} = [:])`,
              description: 'Sends a warning log.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: '[:]'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logError',
              kind: 'method',
              signature: `public static func logError(_ message: String, properties: ${PROPERTIES} = [:])`,
              description: 'Sends an error log.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: '[:]'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logMessage',
              kind: 'method',
              signature: `public static func logMessage(_ message: String, severity: LogSeverity, properties: ${PROPERTIES} = [:], attachment: Data? = nil)`,
              description: 'Sends a log with the given severity and an optional attachment.',
              parameters: [
                {name: 'message', type: 'String', description: 'The message, at most 4096 characters.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: '[:]'},
                {
                  name: 'attachment',
                  type: 'Data?',
                  description: 'A log attachment of at most 1 MiB, such as a JSON payload.',
                  default: 'nil',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'The severity of a log or handled exception.',
          since: '6.0.0',
          members: [
            {
              name: 'info',
              kind: 'case',
              signature: 'case info',
              description: 'Information about normal operation.',
              since: '6.0.0',
            },
            {
              name: 'warning',
              kind: 'case',
              signature: 'case warning',
              description: 'Something unexpected that the app recovered from.',
              since: '6.0.0',
            },
            {
              name: 'error',
              kind: 'case',
              signature: 'case error',
              description: 'A failure that affected the user.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs',
        code: `import ArgusIO
import Foundation

func reportCheckout(orderId: String, receipt: Data) {
    Argus.logInfo("Checkout started", properties: ["order_id": orderId])
    Argus.logWarning("Coupon expired", properties: ["order_id": orderId])
    Argus.logMessage(
        "Payment declined",
        severity: .error,
        properties: ["order_id": orderId, "reason": "card_declined"],
        attachment: receipt
    )
}
`,
      },
    },
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description:
        'A breadcrumb is a lightweight, timestamped note on the session timeline, cheaper than a log. A session keeps at most 100 breadcrumbs of up to 256 characters each.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Breadcrumb member of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'public static func addBreadcrumb(_ message: String)',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'String', description: 'The note, at most 256 characters.'}],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Add a breadcrumb',
        code: `import ArgusIO

func filterChanged(to filter: String) {
    Argus.addBreadcrumb("Filter changed to " + filter)
}
`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Report errors your code catches and handles. Each one appears in the Exceptions area, where the dashboard gives it a severity score from its severity, frequency and the users it affects.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Handled exception member of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'logException',
              kind: 'method',
              signature: `public static func logException(_ error: Error, severity: LogSeverity = .error, properties: ${PROPERTIES} = [:])`,
              description: 'Records a handled error with its type, message and the current stack trace.',
              parameters: [
                {name: 'error', type: 'Error', description: 'The error you caught.'},
                {name: 'severity', type: 'LogSeverity', description: 'How serious the error is.', default: '.error'},
                {name: 'properties', type: PROPERTIES, description: 'Up to 100 properties.', default: '[:]'},
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a handled error',
        code: `import ArgusIO
import Foundation

func loadProfile(from url: URL) -> Data? {
    do {
        return try Data(contentsOf: url)
    } catch {
        Argus.logException(error, severity: .warning, properties: ["screen": "profile"])
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
        'Spans measure operations; a trace is a tree of spans. The SDK is built on OpenTelemetry, so every span is an OpenTelemetry span with a trace ID, span ID, attributes and events. A span has at most 50 attributes and 10 events, and its name at most 128 characters.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Tracing members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'startSpan',
              kind: 'method',
              signature:
                'public static func startSpan(name: String, parent: Span? = nil, startTime: Date = Date()) -> Span',
              description: 'Starts a span; call `stop(errorCode:)` on it when the operation ends.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name, at most 128 characters.'},
                {
                  name: 'parent',
                  type: 'Span?',
                  description: 'The parent span; `nil` starts a new trace.',
                  default: 'nil',
                },
                {name: 'startTime', type: 'Date', description: 'When the operation started.', default: 'Date()'},
              ],
              returns: {type: 'Span', description: 'The running span.'},
              since: '6.0.0',
            },
            {
              name: 'recordSpan',
              kind: 'method',
              signature:
                'public static func recordSpan<T>(name: String, parent: Span? = nil, attributes: [String: String] = [:], _ block: (Span) throws -> T) rethrows -> T',
              description:
                'Runs the closure inside a span and stops the span when it returns; a thrown error stops it with `.failure`.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name.'},
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'nil'},
                {name: 'attributes', type: PROPERTIES, description: 'Attributes set at start.', default: '[:]'},
                {name: 'block', type: '(Span) throws -> T', description: 'The work to measure.'},
              ],
              returns: {type: 'T', description: 'The closure result.'},
              since: '6.0.0',
            },
            {
              name: 'recordCompletedSpan',
              kind: 'method',
              signature:
                'public static func recordCompletedSpan(name: String, startTime: Date, endTime: Date, attributes: [String: String] = [:], events: [SpanEvent] = [], parent: Span? = nil)',
              description: 'Records an operation that already finished, from its start and end times.',
              parameters: [
                {name: 'name', type: 'String', description: 'The span name.'},
                {name: 'startTime', type: 'Date', description: 'When the operation started.'},
                {name: 'endTime', type: 'Date', description: 'When it ended.'},
                {name: 'attributes', type: PROPERTIES, description: 'Up to 50 attributes.', default: '[:]'},
                {name: 'events', type: '[SpanEvent]', description: 'Up to 10 events.', default: '[]'},
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'nil'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'protocol',
          description:
            'A running OpenTelemetry span returned by `Argus.startSpan`. The protocol refines `Sendable`: add attributes and events to a span and stop it from any thread or task.',
          since: '6.0.0',
          members: [
            {
              name: 'traceId',
              kind: 'property',
              signature: 'var traceId: String { get }',
              description: 'The 32-hex-character ID of the trace.',
              since: '6.0.0',
            },
            {
              name: 'spanId',
              kind: 'property',
              signature: 'var spanId: String { get }',
              description: 'The 16-hex-character ID of the span.',
              since: '6.0.0',
            },
            {
              name: 'stop',
              kind: 'method',
              signature: 'func stop(errorCode: SpanErrorCode? = nil)',
              description: 'Ends the span, as failed when you pass an error code.',
              parameters: [
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why the operation failed; `nil` means success.',
                  default: 'nil',
                },
              ],
              since: '6.0.0',
            },
            {
              name: 'addAttribute',
              kind: 'method',
              signature: 'func addAttribute(key: String, value: String)',
              description: 'Adds or replaces an attribute.',
              parameters: [
                {name: 'key', type: 'String', description: 'The attribute name.'},
                {name: 'value', type: 'String', description: 'The value.'},
              ],
              since: '6.0.0',
            },
            {
              name: 'addEvent',
              kind: 'method',
              signature: 'func addEvent(name: String, attributes: [String: String] = [:])',
              description: 'Adds a timestamped event to the span.',
              parameters: [
                {name: 'name', type: 'String', description: 'The event name.'},
                {name: 'attributes', type: PROPERTIES, description: 'Event attributes.', default: '[:]'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'struct',
          description: 'An event for `Argus.recordCompletedSpan`.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature: 'public init(name: String, timestamp: Date, attributes: [String: String] = [:])',
              description: 'Creates an event at a point in time.',
              parameters: [
                {name: 'name', type: 'String', description: 'The event name.'},
                {name: 'timestamp', type: 'Date', description: 'When it happened.'},
                {name: 'attributes', type: PROPERTIES, description: 'Event attributes.', default: '[:]'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span ended without success.',
          since: '6.0.0',
          members: [
            {
              name: 'failure',
              kind: 'case',
              signature: 'case failure',
              description: 'The operation failed.',
              since: '6.0.0',
            },
            {
              name: 'userAbandon',
              kind: 'case',
              signature: 'case userAbandon',
              description: 'The user gave up before it finished.',
              since: '6.0.0',
            },
            {
              name: 'unknown',
              kind: 'case',
              signature: 'case unknown',
              description: 'It did not finish for another reason.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Trace a checkout',
        code: `import ArgusIO
import Foundation

func checkout(cartSize: Int) {
    let span = Argus.startSpan(name: "checkout")
    span.addAttribute(key: "cart_size", value: String(cartSize))

    let total = Argus.recordSpan(name: "compute-total", parent: span) { _ in
        cartSize * 10
    }
    span.addEvent(name: "total-computed", attributes: ["total": String(total)])

    let end = Date()
    Argus.recordCompletedSpan(
        name: "load-cart",
        startTime: end.addingTimeInterval(-0.2),
        endTime: end,
        parent: span
    )

    if total == 0 {
        span.stop(errorCode: .failure)
    } else {
        span.stop()
    }
}
`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description: `The SDK records \`URLSession\` requests automatically. Use \`recordNetworkRequest\` for other clients, such as a WebSocket or a C library. Network body capture is off until you add rules with your public key in the dashboard (${DASHBOARD.networkBodyCapture}); it applies to automatically captured requests only, and \`CaptureServiceOptions.networkBodyCaptureEnabled\` can turn it off in the app.`,
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Network members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'recordNetworkRequest',
              kind: 'method',
              signature: 'public static func recordNetworkRequest(_ request: NetworkRequest)',
              description: 'Records a request made by a client the SDK does not capture.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The finished request.'}],
              since: '6.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: 'public static func generateW3cTraceparent() -> String',
              description:
                'Creates a W3C `traceparent` header value to send with a manually recorded request, so backend traces join it.',
              returns: {type: 'String', description: 'A value such as `00-<trace-id>-<span-id>-01`.'},
              since: '6.2.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'struct',
          description: 'A finished request for `Argus.recordNetworkRequest`.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature:
                'public init(url: URL, method: String, startTime: Date, endTime: Date, statusCode: Int? = nil, bytesSent: Int = 0, bytesReceived: Int = 0, error: Error? = nil, traceparent: String? = nil)',
              description: 'Describes one request; pass `statusCode` for a response or `error` for a failure.',
              parameters: [
                {name: 'url', type: 'URL', description: 'The request URL, at most 2048 characters.'},
                {name: 'method', type: 'String', description: 'The HTTP method, such as `GET`.'},
                {name: 'startTime', type: 'Date', description: 'When the request started.'},
                {name: 'endTime', type: 'Date', description: 'When the response or error arrived.'},
                {name: 'statusCode', type: 'Int?', description: 'The HTTP status code.', default: 'nil'},
                {name: 'bytesSent', type: 'Int', description: 'Request body size in bytes.', default: '0'},
                {name: 'bytesReceived', type: 'Int', description: 'Response body size in bytes.', default: '0'},
                {
                  name: 'error',
                  type: 'Error?',
                  description: 'The client error, if the request failed.',
                  default: 'nil',
                },
                {
                  name: 'traceparent',
                  type: 'String?',
                  description: 'The `traceparent` header you sent.',
                  default: 'nil',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a request from another client',
        code: `import ArgusIO
import Foundation

func upload(_ body: Data, to url: URL, over socket: (Data, [String: String]) -> Int) {
    let start = Date()
    // Create the header before the request leaves the app, and send it.
    let traceparent = Argus.generateW3cTraceparent()
    let status = socket(body, ["traceparent": traceparent])
    let request = NetworkRequest(
        url: url,
        method: "POST",
        startTime: start,
        endTime: Date(),
        statusCode: status,
        bytesSent: body.count,
        traceparent: traceparent
    )
    Argus.recordNetworkRequest(request)
}
`,
      },
    },
    {
      id: 'moments',
      title: 'Moments',
      description:
        'Moments are the older timing API, kept for compatibility. They are recorded as spans; use `Argus.startSpan` in new code.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Moment members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature: `public static func startMoment(name: String, properties: ${PROPERTIES} = [:])`,
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'String', description: 'The moment name.'},
                {name: 'properties', type: PROPERTIES, description: 'Moment properties.', default: '[:]'},
              ],
              since: '6.0.0',
              deprecated: {since: '6.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature: 'public static func endMoment(name: String)',
              description: 'Ends the moment with this name.',
              parameters: [{name: 'name', type: 'String', description: 'The moment name.'}],
              since: '6.0.0',
              deprecated: {since: '6.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: 'public static func endAppStartup()',
              description: 'Ends the startup moment; 6.x measures startup automatically as a span.',
              since: '6.0.0',
              deprecated: {since: '6.0.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'A moment (prefer spans)',
        code: `import ArgusIO

func loadFeed() {
    Argus.startMoment(name: "load-feed")
    Argus.endMoment(name: "load-feed")
}
`,
      },
    },
    {
      id: 'push-notifications',
      title: 'Push notifications',
      description:
        'With the push notification capture service on, the SDK records each notification the app receives as a span event on the session. Notification content is left out unless you turn on `captureData`. To record notifications from your own code instead, turn automatic capture off and call `logPushNotification`, so no notification is recorded twice.',
      symbols: [
        {
          name: 'Argus',
          kind: 'enum',
          description: 'Push notification member of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'logPushNotification',
              kind: 'method',
              signature: 'public static func logPushNotification(_ userInfo: [AnyHashable: Any])',
              description:
                'Records a received push notification from its `userInfo` payload. Call it only with automatic capture off (`PushNotificationOptions(enabled: false)`): since 6.11.0 the capture service also reads notifications through your delegate, so with both on each notification is recorded twice.',
              parameters: [{name: 'userInfo', type: '[AnyHashable: Any]', description: 'The notification payload.'}],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'PushNotificationOptions',
          kind: 'struct',
          description: 'Settings of the push notification capture service.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature: 'public init(enabled: Bool = true, captureData: Bool = false)',
              description: 'Creates the settings.',
              parameters: [
                {
                  name: 'enabled',
                  type: 'Bool',
                  description: 'Records received notifications automatically.',
                  default: 'true',
                },
                {
                  name: 'captureData',
                  type: 'Bool',
                  description: 'Also records title, body and custom keys.',
                  default: 'false',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record notifications from your delegate',
        code: `import ArgusIO
import UserNotifications

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// Starts Argus with automatic push capture off: this delegate records each notification itself.
    static func startArgus() {
        let push = PushNotificationOptions(enabled: false)
        let services = CaptureServiceOptions(pushNotifications: push)
        Argus.start(options: ArgusOptions(appId: "aB3x9", captureServices: services))
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        Argus.logPushNotification(response.notification.request.content.userInfo)
        completionHandler()
    }
}
`,
      },
    },
    {
      id: 'web-view',
      title: 'Web view monitoring',
      description:
        'The web view capture service records each page a `WKWebView` loads, with its URL and load errors, on the session timeline. Query parameters can carry tokens, so strip them if your URLs contain personal data.',
      symbols: [
        {
          name: 'WebViewOptions',
          kind: 'struct',
          description: 'Settings of the web view capture service, passed in `CaptureServiceOptions`.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature: 'public init(enabled: Bool = true, stripQueryParameters: Bool = false)',
              description: 'Creates the settings.',
              parameters: [
                {name: 'enabled', type: 'Bool', description: 'Records `WKWebView` page loads.', default: 'true'},
                {
                  name: 'stripQueryParameters',
                  type: 'Bool',
                  description: 'Removes the query string from recorded URLs.',
                  default: 'false',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Strip query parameters from web view URLs',
        code: `import ArgusIO

func startArgus() {
    let services = CaptureServiceOptions(webView: WebViewOptions(stripQueryParameters: true))
    Argus.start(options: ArgusOptions(appId: "aB3x9", captureServices: services))
}
`,
      },
    },
    {
      id: 'views',
      title: 'Views',
      description:
        'The SDK records a view span for each `UIViewController` that appears. SwiftUI views have no controllers of their own, so mark the ones you want with `argusTraceView`; UIKit controllers can rename or skip themselves with `ArgusViewControllerCustomization`.',
      symbols: [
        {
          name: 'View',
          kind: 'protocol',
          description: "SwiftUI's own `View` protocol, which `ArgusIO` extends with the `argusTraceView` modifier.",
          since: '6.4.0',
          members: [
            {
              name: 'argusTraceView',
              kind: 'method',
              signature: 'public func argusTraceView(_ name: String) -> some View',
              description: 'Records a view span named `name` from when the view appears until it disappears.',
              parameters: [{name: 'name', type: 'String', description: 'The view name shown in the dashboard.'}],
              returns: {type: 'some View', description: 'The modified view.'},
              since: '6.4.0',
            },
          ],
        },
        {
          name: 'ArgusViewControllerCustomization',
          kind: 'protocol',
          description: 'Adopt it in a `UIViewController` to control its automatic view span.',
          since: '6.0.0',
          members: [
            {
              name: 'argusViewName',
              kind: 'property',
              signature: 'var argusViewName: String? { get }',
              description: 'The name to record instead of the class name; `nil` keeps the class name.',
              since: '6.0.0',
            },
            {
              name: 'argusShouldTrackView',
              kind: 'property',
              signature: 'var argusShouldTrackView: Bool { get }',
              description: 'Return `false` to skip this controller, such as a container.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Name SwiftUI and UIKit views',
        code: `import ArgusIO
import SwiftUI
import UIKit

struct CartView: View {
    var body: some View {
        Text("Cart")
            .argusTraceView("Cart")
    }
}

final class SettingsViewController: UIViewController, ArgusViewControllerCustomization {
    var argusViewName: String? { "Settings" }
    var argusShouldTrackView: Bool { true }
}
`,
      },
    },
    {
      id: 'opentelemetry-export',
      title: 'OpenTelemetry export',
      description:
        'Because the SDK is built on OpenTelemetry, it can hand every span and log to your own exporters as well as to Argus, such as the OTLP HTTP exporters of opentelemetry-swift. Pass them in the `export` option of `ArgusOptions`.',
      symbols: [
        {
          name: 'OpenTelemetryExport',
          kind: 'struct',
          description: 'Your OpenTelemetry exporters, used alongside the Argus export.',
          since: '6.0.0',
          members: [
            {
              name: 'init',
              kind: 'constructor',
              signature: 'public init(spanExporter: SpanExporter? = nil, logExporter: LogRecordExporter? = nil)',
              description: 'Creates the export settings.',
              parameters: [
                {
                  name: 'spanExporter',
                  type: 'SpanExporter?',
                  description: 'Receives every finished span.',
                  default: 'nil',
                },
                {name: 'logExporter', type: 'LogRecordExporter?', description: 'Receives every log.', default: 'nil'},
              ],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Export spans and logs over OTLP',
        code: `import ArgusIO
import Foundation
import OpenTelemetryProtocolExporterHttp

func startArgusWithOtlp() {
    guard let endpoint = URL(string: "https://otel.example.com/v1/traces"),
          let logsEndpoint = URL(string: "https://otel.example.com/v1/logs") else {
        return
    }
    let export = OpenTelemetryExport(
        spanExporter: OtlpHttpTraceExporter(endpoint: endpoint),
        logExporter: OtlpHttpLogExporter(endpoint: logsEndpoint)
    )
    Argus.start(options: ArgusOptions(appId: "aB3x9", export: export))
}
`,
      },
    },
  ],
  referencePages: [
    {id: 'argus-client', title: 'The Argus client', symbols: ['Argus']},
    {id: 'configuration', title: 'Configuration', symbols: ['ArgusOptions', 'OpenTelemetryExport']},
    {
      id: 'capture-services',
      title: 'Capture services',
      symbols: [
        'CaptureServiceOptions',
        'NetworkRequest',
        'PushNotificationOptions',
        'WebViewOptions',
        'View',
        'ArgusViewControllerCustomization',
      ],
    },
    {
      id: 'utility-classes',
      title: 'Utility types',
      symbols: ['LastRunEndState', 'LogSeverity', 'Span', 'SpanEvent', 'SpanErrorCode'],
    },
  ],
} as const satisfies SdkApi;

export default iosApi;
