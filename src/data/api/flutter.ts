/**
 * Public API of the Argus Flutter SDK, described for the API reference page and the content gates.
 * Signatures are Dart; `Argus` is a class with static members, imported from
 * `package:argus_flutter/argus_flutter.dart`. Calls that cross to the native SDKs return futures.
 */
import {LINE_BY_ID} from '../lines';
import type {SdkApi} from './types';
import {navPath} from '../dashboard';

export const flutterApi = {
  id: 'flutter',
  title: `Flutter SDK ${LINE_BY_ID.flutter.version}`,
  version: LINE_BY_ID.flutter.version,
  language: 'dart',
  entryPoint: 'Argus',
  importStatement: "import 'package:argus_flutter/argus_flutter.dart';",
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Start the SDK in `main()` before `runApp`, after `WidgetsFlutterBinding.ensureInitialized()`. `Argus.start` starts the native Android and iOS SDKs with the same options; the App ID decides the data region. On Android the `io.argus.gradle` plugin still reads `android/app/src/main/argus-config.json`: it needs `app_id` to build and the API token to upload R8 mapping files.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description:
            'Entry point of the SDK; every member is static. Calls made before `start` completes are ignored.',
          since: '4.0.0',
          members: [
            {
              name: 'start',
              kind: 'method',
              signature: 'static Future<void> start(ArgusOptions options)',
              description:
                'Starts the Dart layer and the native SDK, begins the first session and starts automatic capture.',
              parameters: [
                {name: 'options', type: 'ArgusOptions', description: 'Configuration, including the App ID.'},
              ],
              returns: {type: 'Future<void>', description: 'Completes when the SDK is running.'},
              since: '4.0.0',
            },
            {
              name: 'isStarted',
              kind: 'property',
              signature: 'static bool get isStarted',
              description: 'Whether `start` has completed.',
              returns: {type: 'bool', description: '`true` once the SDK is running.'},
              since: '4.0.0',
            },
            {
              name: 'version',
              kind: 'property',
              signature: 'static String get version',
              description: 'Version of the `argus_flutter` package, for example `4.2.0`.',
              returns: {type: 'String', description: 'The SDK version string.'},
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'class',
          description: 'Options for `Argus.start`; only `appId` is required.',
          since: '4.0.0',
          members: [
            {
              name: 'ArgusOptions',
              kind: 'constructor',
              signature: `const ArgusOptions({
  required String appId,
  bool backgroundSessionsEnabled = false,
  bool captureFlutterErrors = true,
  bool networkSpansForwardingEnabled = false,
  List<String> disabledUrlPatterns = const [],
})`,
              description: 'Creates the options.',
              parameters: [
                {name: 'appId', type: 'String', description: 'The five-character App ID, for example `aB3x9`.'},
                {
                  name: 'backgroundSessionsEnabled',
                  type: 'bool',
                  description: 'Records background sessions on both platforms.',
                  default: 'false',
                },
                {
                  name: 'captureFlutterErrors',
                  type: 'bool',
                  description: 'Calls `Argus.captureFlutterErrors()` during `start`.',
                  default: 'true',
                },
                {
                  name: 'networkSpansForwardingEnabled',
                  type: 'bool',
                  description:
                    'Adds a W3C `traceparent` header to requests made through `ArgusHttpClient` and `ArgusDioInterceptor`.',
                  default: 'false',
                },
                {
                  name: 'disabledUrlPatterns',
                  type: 'List<String>',
                  description: 'Regular expressions; requests whose URL matches one are not recorded.',
                  default: 'const []',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Start the SDK before runApp',
        code: `import 'package:argus_flutter/argus_flutter.dart';
import 'package:flutter/material.dart';

Future<void> main() async {
  WidgetsFlutterBinding.ensureInitialized();
  await Argus.start(const ArgusOptions(appId: 'aB3x9', backgroundSessionsEnabled: true));
  debugPrint('Argus \${Argus.version} started: \${Argus.isStarted}');
  runApp(const MaterialApp(home: Text('Hello')));
}`,
      },
    },
    {
      id: 'sessions',
      title: 'Sessions',
      description:
        'A session is one period of app use, in the foreground or, with `backgroundSessionsEnabled`, in the background. Read the current session ID, end a session at a logical boundary such as sign-out, and learn how the previous run ended.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Session members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: 'static Future<String?> getCurrentSessionId()',
              description: 'Returns the ID of the session in progress, as shown in the dashboard.',
              returns: {type: 'Future<String?>', description: 'The session ID, or `null` before `start`.'},
              since: '4.0.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: 'static Future<void> endSession({bool clearUserInfo = false})',
              description: 'Ends the current session and starts a new one at once.',
              parameters: [
                {
                  name: 'clearUserInfo',
                  type: 'bool',
                  description: 'Also clears the user identifier, username, email and personas.',
                  default: 'false',
                },
              ],
              returns: {type: 'Future<void>', description: 'Completes when the new session has begun.'},
              since: '4.0.0',
            },
            {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: 'static Future<LastRunEndState> getLastRunEndState()',
              description: 'Tells how the previous run of the app ended, including native crashes.',
              returns: {
                type: 'Future<LastRunEndState>',
                description: '`crash`, `cleanExit`, or `invalid` when it cannot be known.',
              },
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run of the app ended.',
          since: '4.0.0',
          members: [
            {
              name: 'invalid',
              kind: 'case',
              signature: 'invalid',
              description: 'Not known: the SDK is not started, or this is the first run.',
              since: '4.0.0',
            },
            {
              name: 'crash',
              kind: 'case',
              signature: 'crash',
              description:
                'The previous run ended in a native crash (Java or Kotlin on Android, or iOS) that stopped the process. An unhandled Dart error does not stop the process, so it never makes the state `crash`: it is recorded in the Crashes area, and the run ends as the process later ends, usually `cleanExit`.',
              since: '4.0.0',
            },
            {
              name: 'cleanExit',
              kind: 'case',
              signature: 'cleanExit',
              description: 'The previous run ended without a crash.',
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Read the session ID and the last run end state',
        code: `import 'package:argus_flutter/argus_flutter.dart';
import 'package:flutter/foundation.dart';

Future<void> reportSessionState() async {
  final sessionId = await Argus.getCurrentSessionId();
  debugPrint('Argus session: $sessionId');
  if (await Argus.getLastRunEndState() == LastRunEndState.crash) {
    debugPrint('The previous run crashed');
  }
}

Future<void> onSignOut() async {
  await Argus.endSession(clearUserInfo: true);
}`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the user of a session so you can find their sessions in the dashboard. Values persist across launches until you clear them; personas group users into segments such as `beta_tester`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'User identity members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: 'static void setUserIdentifier(String userId)',
              description: 'Sets your own ID for the user, kept for this and later sessions.',
              parameters: [{name: 'userId', type: 'String', description: 'An internal ID; avoid personal data.'}],
              since: '4.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: 'static void clearUserIdentifier()',
              description: 'Removes the user identifier.',
              since: '4.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: 'static void setUsername(String username)',
              description: 'Sets the user name shown in the dashboard.',
              parameters: [{name: 'username', type: 'String', description: 'The user name.'}],
              since: '4.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: 'static void clearUsername()',
              description: 'Removes the user name.',
              since: '4.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: 'static void setUserEmail(String email)',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'String', description: 'The email address.'}],
              since: '4.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: 'static void clearUserEmail()',
              description: 'Removes the user email address.',
              since: '4.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: 'static void addUserPersona(String persona)',
              description: 'Adds a persona to the user, for example `premium`.',
              parameters: [{name: 'persona', type: 'String', description: 'Persona name, at most 128 characters.'}],
              since: '4.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: 'static void removeUserPersona(String persona)',
              description: 'Removes one persona from the user.',
              parameters: [{name: 'persona', type: 'String', description: 'Persona name to remove.'}],
              since: '4.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: 'static void clearAllUserPersonas()',
              description: 'Removes every persona from the user.',
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a signed-in user',
        code: `import 'package:argus_flutter/argus_flutter.dart';

void onSignIn(String userId, String name, String email, {bool isPremium = false}) {
  Argus.setUserIdentifier(userId);
  Argus.setUsername(name);
  Argus.setUserEmail(email);
  if (isPremium) {
    Argus.addUserPersona('premium');
  } else {
    Argus.removeUserPersona('premium');
  }
}

void onSignOut() {
  Argus.clearUserIdentifier();
  Argus.clearUsername();
  Argus.clearUserEmail();
  Argus.clearAllUserPersonas();
}`,
      },
    },
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Session properties are key-value pairs attached to a session, for filtering and grouping sessions in the dashboard. A permanent property is also added to every later session until you remove it; a session holds at most 100 properties.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Session property members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature: 'static void addSessionProperty(String key, String value, {bool permanent = false})',
              description: 'Adds or replaces a property on the current session.',
              parameters: [
                {name: 'key', type: 'String', description: 'Property name, at most 128 characters.'},
                {name: 'value', type: 'String', description: 'Property value, at most 1024 characters.'},
                {
                  name: 'permanent',
                  type: 'bool',
                  description: '`true` to keep the property on later sessions too.',
                  default: 'false',
                },
              ],
              since: '4.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: 'static void removeSessionProperty(String key)',
              description: 'Removes a property, permanent or not, from the current session.',
              parameters: [{name: 'key', type: 'String', description: 'Property name.'}],
              since: '4.0.0',
            },
            {
              name: 'getSessionProperties',
              kind: 'method',
              signature: 'static Future<Map<String, String>> getSessionProperties()',
              description: 'Returns the properties of the current session.',
              returns: {type: 'Future<Map<String, String>>', description: 'The properties; empty before `start`.'},
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag sessions with a store and a launch source',
        code: `import 'package:argus_flutter/argus_flutter.dart';
import 'package:flutter/foundation.dart';

Future<void> tagSession(String storeId, {required bool fromWidget}) async {
  Argus.addSessionProperty('store_id', storeId, permanent: true);
  Argus.addSessionProperty('launch_source', fromWidget ? 'widget' : 'icon');
  Argus.removeSessionProperty('legacy_store');
  final properties = await Argus.getSessionProperties();
  debugPrint('Session properties: $properties');
}`,
      },
    },
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Logs are messages with a severity of info, warning or error, optional properties and, on `logMessage`, an optional log attachment. Messages are cut at 4096 characters, a log carries at most 100 properties, and an attachment is at most 1 MiB.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Log members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: 'static void logInfo(String message, {Map<String, String>? properties})',
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
            {
              name: 'logWarning',
              kind: 'method',
              signature: 'static void logWarning(String message, {Map<String, String>? properties})',
              description: 'Sends a warning log, with the current Dart stack trace.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
            {
              name: 'logError',
              kind: 'method',
              signature: 'static void logError(String message, {Map<String, String>? properties})',
              description: 'Sends an error log, with the current Dart stack trace.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
            {
              name: 'logMessage',
              kind: 'method',
              signature: `static void logMessage(
  String message,
  LogSeverity severity, {
  Map<String, String>? properties,
  Uint8List? attachment,
})`,
              description: 'Sends a log with the given severity and, optionally, a log attachment.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {name: 'severity', type: 'LogSeverity', description: '`info`, `warning` or `error`.'},
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
                {
                  name: 'attachment',
                  type: 'Uint8List?',
                  description:
                    'A log attachment of at most 1 MiB; a larger one is dropped and the log is sent without it.',
                  default: 'null',
                  since: '4.1.0',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'Severity of a log or a handled exception.',
          since: '4.0.0',
          members: [
            {
              name: 'info',
              kind: 'case',
              signature: 'info',
              description: 'Information about normal operation.',
              since: '4.0.0',
            },
            {
              name: 'warning',
              kind: 'case',
              signature: 'warning',
              description: 'Something unexpected that the app recovered from.',
              since: '4.0.0',
            },
            {
              name: 'error',
              kind: 'case',
              signature: 'error',
              description: 'A failure the user may notice.',
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs with properties and an attachment',
        code: `import 'dart:convert';
import 'dart:typed_data';

import 'package:argus_flutter/argus_flutter.dart';

void onCheckoutFinished(String orderId, String receiptJson) {
  Argus.logInfo('Checkout finished', properties: {'order_id': orderId});
  Argus.logMessage(
    'Receipt stored',
    LogSeverity.info,
    properties: {'order_id': orderId},
    attachment: Uint8List.fromList(utf8.encode(receiptJson)),
  );
}

void onPaymentDeclined(int code) {
  Argus.logWarning('Payment declined', properties: {'code': '$code'});
}

void onPaymentFailed() {
  Argus.logError('Payment service unavailable');
}`,
      },
    },
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description:
        'A breadcrumb is a lightweight, timestamped note on the session timeline. A session keeps up to 100 breadcrumbs of at most 256 characters each.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Breadcrumb member of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'static void addBreadcrumb(String message)',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'String', description: 'The note, at most 256 characters.'}],
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Leave a breadcrumb',
        code: `import 'package:argus_flutter/argus_flutter.dart';

void onFilterApplied(String filter) {
  Argus.addBreadcrumb('Filter applied: $filter');
}`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Report errors that your Dart code catches and handles. Each appears in the Exceptions area of the dashboard with its Dart stack trace, and the dashboard gives it a severity score from the severity you pass and how often it occurs.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Handled exception member of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'logException',
              kind: 'method',
              signature: `static void logException(
  Object error,
  StackTrace stackTrace, {
  LogSeverity severity = LogSeverity.error,
  Map<String, String>? properties,
  String? context,
})`,
              description: 'Records a handled error with its stack trace.',
              parameters: [
                {name: 'error', type: 'Object', description: 'The caught error or exception.'},
                {name: 'stackTrace', type: 'StackTrace', description: 'The stack trace from the `catch` clause.'},
                {
                  name: 'severity',
                  type: 'LogSeverity',
                  description: 'How serious it is.',
                  default: 'LogSeverity.error',
                },
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
                {
                  name: 'context',
                  type: 'String?',
                  description: 'What the app was doing, shown with the exception.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a handled exception',
        code: `import 'dart:io';

import 'package:argus_flutter/argus_flutter.dart';

Future<String?> readCache(File file) async {
  try {
    return await file.readAsString();
  } on FileSystemException catch (error, stackTrace) {
    Argus.logException(
      error,
      stackTrace,
      severity: LogSeverity.warning,
      properties: {'file': file.path},
    );
    return null;
  }
}`,
      },
    },
    {
      id: 'traces',
      title: 'Traces',
      description:
        'Traces measure work as spans with OpenTelemetry semantics: a span has a name, a start and an end, optional parent, attributes (at most 50) and events (at most 10). A span without a parent is the root of a new trace; names are cut at 128 characters.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Tracing members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'startSpan',
              kind: 'method',
              signature: 'static Span startSpan(String name, {Span? parent, DateTime? startTime})',
              description:
                'Starts a span; stop it with `Span.stop`. Before `start`, returns a span that records nothing.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name, at most 128 characters.'},
                {
                  name: 'parent',
                  type: 'Span?',
                  description: 'The parent span; `null` starts a new trace.',
                  default: 'null',
                },
                {name: 'startTime', type: 'DateTime?', description: 'Start time; `null` means now.', default: 'null'},
              ],
              returns: {type: 'Span', description: 'The running span.'},
              since: '4.0.0',
            },
            {
              name: 'recordSpan',
              kind: 'method',
              signature: `static Future<T> recordSpan<T>(
  String name,
  FutureOr<T> Function() body, {
  Span? parent,
  Map<String, String>? attributes,
})`,
              description:
                'Runs `body` inside a span that stops when it completes, with `SpanErrorCode.failure` if it throws.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name.'},
                {
                  name: 'body',
                  type: 'FutureOr<T> Function()',
                  description: 'The work to measure, synchronous or asynchronous.',
                },
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>?',
                  description: 'Attributes to set on the span.',
                  default: 'null',
                },
              ],
              returns: {type: 'Future<T>', description: 'What `body` returns.'},
              since: '4.0.0',
            },
            {
              name: 'recordCompletedSpan',
              kind: 'method',
              signature: `static void recordCompletedSpan(
  String name,
  DateTime startTime,
  DateTime endTime, {
  SpanErrorCode? errorCode,
  Span? parent,
  Map<String, String>? attributes,
  List<SpanEvent>? events,
})`,
              description: 'Records a span for work that already finished.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name.'},
                {name: 'startTime', type: 'DateTime', description: 'Start time.'},
                {name: 'endTime', type: 'DateTime', description: 'End time, not before the start.'},
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>?',
                  description: 'Attributes of the span.',
                  default: 'null',
                },
                {
                  name: 'events',
                  type: 'List<SpanEvent>?',
                  description: 'Events that happened during the span.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'class',
          description: 'A running or stopped span, returned by `Argus.startSpan`.',
          since: '4.0.0',
          members: [
            {
              name: 'traceId',
              kind: 'property',
              signature: 'String get traceId',
              description: 'ID of the trace the span belongs to, 32 hex characters.',
              since: '4.0.0',
            },
            {
              name: 'spanId',
              kind: 'property',
              signature: 'String get spanId',
              description: 'ID of the span, 16 hex characters.',
              since: '4.0.0',
            },
            {
              name: 'isRecording',
              kind: 'property',
              signature: 'bool get isRecording',
              description: 'Whether the span is started and not yet stopped.',
              since: '4.0.0',
            },
            {
              name: 'stop',
              kind: 'method',
              signature: 'bool stop({SpanErrorCode? errorCode, DateTime? endTime})',
              description: 'Stops the span; a span stops once, later calls return `false`.',
              parameters: [
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'endTime', type: 'DateTime?', description: 'End time; `null` means now.', default: 'null'},
              ],
              returns: {type: 'bool', description: '`true` if this call stopped the span.'},
              since: '4.0.0',
            },
            {
              name: 'addAttribute',
              kind: 'method',
              signature: 'bool addAttribute(String key, String value)',
              description: 'Sets an attribute on the span.',
              parameters: [
                {name: 'key', type: 'String', description: 'Attribute name, at most 128 characters.'},
                {name: 'value', type: 'String', description: 'Attribute value, at most 1024 characters.'},
              ],
              returns: {type: 'bool', description: '`false` if the span is stopped or already has 50 attributes.'},
              since: '4.0.0',
            },
            {
              name: 'addEvent',
              kind: 'method',
              signature: 'bool addEvent(String name, {DateTime? timestamp, Map<String, String>? attributes})',
              description: 'Records a point-in-time event on the span.',
              parameters: [
                {name: 'name', type: 'String', description: 'Event name.'},
                {
                  name: 'timestamp',
                  type: 'DateTime?',
                  description: 'When it happened; `null` means now.',
                  default: 'null',
                },
                {
                  name: 'attributes',
                  type: 'Map<String, String>?',
                  description: 'Attributes of the event.',
                  default: 'null',
                },
              ],
              returns: {type: 'bool', description: '`false` if the span is stopped or already has 10 events.'},
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'class',
          description: 'An event passed to `Argus.recordCompletedSpan`.',
          since: '4.0.0',
          members: [
            {
              name: 'SpanEvent',
              kind: 'constructor',
              signature: 'const SpanEvent(String name, DateTime timestamp, {Map<String, String>? attributes})',
              description: 'Creates an event.',
              parameters: [
                {name: 'name', type: 'String', description: 'Event name.'},
                {name: 'timestamp', type: 'DateTime', description: 'When it happened.'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>?',
                  description: 'Attributes of the event.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span did not complete successfully.',
          since: '4.0.0',
          members: [
            {name: 'failure', kind: 'case', signature: 'failure', description: 'The operation failed.', since: '4.0.0'},
            {
              name: 'userAbandon',
              kind: 'case',
              signature: 'userAbandon',
              description: 'The user gave up before it finished.',
              since: '4.0.0',
            },
            {
              name: 'unknown',
              kind: 'case',
              signature: 'unknown',
              description: 'It did not complete, for an unknown reason.',
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Measure a checkout with a parent and a child span',
        code: `import 'package:argus_flutter/argus_flutter.dart';

Future<void> checkout(String cartId, Future<bool> Function() pay) async {
  final checkoutSpan = Argus.startSpan('checkout');
  checkoutSpan.addAttribute('cart_id', cartId);
  final valid = await Argus.recordSpan(
    'validate-cart',
    () => cartId.isNotEmpty,
    parent: checkoutSpan,
  );
  checkoutSpan.addEvent('cart-validated', attributes: {'valid': '$valid'});
  final payment = Argus.startSpan('payment', parent: checkoutSpan);
  var paid = false;
  try {
    paid = await pay();
  } finally {
    // Runs when pay() throws too, so neither span is left running.
    payment.stop(errorCode: paid ? null : SpanErrorCode.failure);
    checkoutSpan.stop(errorCode: paid ? null : SpanErrorCode.failure);
  }
}`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description:
        'Wrap your client with `ArgusHttpClient` (package:http) or add `ArgusDioInterceptor` (Dio) to record Dart requests; record requests from other clients with `recordNetworkRequest`. Network body capture applies to requests made through the two wrappers that match the rules in the dashboard (' +
        navPath('appNetwork') +
        '); bodies are encrypted with your public key and cut at 64 KiB.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Network members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'recordNetworkRequest',
              kind: 'method',
              signature: 'static void recordNetworkRequest(NetworkRequest request)',
              description: 'Records a request made by a client the SDK does not capture.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The completed or failed request.'}],
              since: '4.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: 'static String generateW3cTraceparent()',
              description:
                'Creates a W3C `traceparent` value to send as a header and to pass in `NetworkRequest.traceparent`, so the backend trace joins the request.',
              returns: {type: 'String', description: 'A value such as `00-<trace-id>-<span-id>-01`.'},
              since: '4.1.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'class',
          description:
            'A request passed to `Argus.recordNetworkRequest`. Set `statusCode` for a response, or `errorType` and `errorMessage` when no response arrived.',
          since: '4.0.0',
          members: [
            {
              name: 'NetworkRequest',
              kind: 'constructor',
              signature: `const NetworkRequest({
  required String url,
  required String method,
  required DateTime startTime,
  required DateTime endTime,
  int? statusCode,
  int bytesSent = 0,
  int bytesReceived = 0,
  String? errorType,
  String? errorMessage,
  String? traceparent,
})`,
              description: 'Describes one request.',
              parameters: [
                {name: 'url', type: 'String', description: 'Full URL, cut at 2048 characters.'},
                {name: 'method', type: 'String', description: 'HTTP method, such as `GET`.'},
                {name: 'startTime', type: 'DateTime', description: 'When the request started.'},
                {name: 'endTime', type: 'DateTime', description: 'When it completed or failed.'},
                {name: 'statusCode', type: 'int?', description: 'HTTP status code of the response.', default: 'null'},
                {name: 'bytesSent', type: 'int', description: 'Size of the request body.', default: '0'},
                {name: 'bytesReceived', type: 'int', description: 'Size of the response body.', default: '0'},
                {
                  name: 'errorType',
                  type: 'String?',
                  description: 'Error type when no response arrived, such as `SocketException`.',
                  default: 'null',
                },
                {
                  name: 'errorMessage',
                  type: 'String?',
                  description: 'Error message when no response arrived.',
                  default: 'null',
                },
                {
                  name: 'traceparent',
                  type: 'String?',
                  description: 'The `traceparent` header sent, from `Argus.generateW3cTraceparent`.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'ArgusHttpClient',
          kind: 'class',
          description:
            'A `package:http` client (`BaseClient`) that records every request it sends, then forwards it to an inner client.',
          since: '4.0.0',
          members: [
            {
              name: 'ArgusHttpClient',
              kind: 'constructor',
              signature: 'ArgusHttpClient({http.Client? inner})',
              description: 'Creates the client.',
              parameters: [
                {
                  name: 'inner',
                  type: 'http.Client?',
                  description: 'The client that sends the requests.',
                  default: 'http.Client()',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
        {
          name: 'ArgusDioInterceptor',
          kind: 'class',
          description: 'A Dio `Interceptor` that records every request of the `Dio` instance it is added to.',
          since: '4.0.0',
          members: [
            {
              name: 'ArgusDioInterceptor',
              kind: 'constructor',
              signature: 'ArgusDioInterceptor()',
              description: 'Creates the interceptor; add it to `Dio.interceptors`.',
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record package:http, Dio and dart:io requests',
        code: `import 'dart:io';

import 'package:argus_flutter/argus_flutter.dart';
import 'package:dio/dio.dart';
import 'package:http/http.dart' as http;

Future<void> fetchAll() async {
  final client = ArgusHttpClient(inner: http.Client());
  await client.get(Uri.parse('https://api.example.com/profile'));
  client.close();

  final dio = Dio()..interceptors.add(ArgusDioInterceptor());
  await dio.get<String>('https://api.example.com/orders');

  // The HttpClient of dart:io is not captured: time it and record it yourself.
  const url = 'https://api.example.com/ping';
  final traceparent = Argus.generateW3cTraceparent();
  final start = DateTime.now();
  final io = HttpClient();
  int? status;
  var received = 0;
  String? errorType;
  String? errorMessage;
  try {
    final request = await io.getUrl(Uri.parse(url));
    request.headers.set('traceparent', traceparent);
    final response = await request.close();
    status = response.statusCode;
    await for (final chunk in response) {
      received += chunk.length;
    }
  } on IOException catch (e) {
    errorType = e.runtimeType.toString();
    errorMessage = e.toString();
  } finally {
    io.close();
    Argus.recordNetworkRequest(NetworkRequest(
      url: url,
      method: 'GET',
      startTime: start,
      endTime: DateTime.now(),
      statusCode: status,
      bytesReceived: received,
      errorType: errorType,
      errorMessage: errorMessage,
      traceparent: traceparent,
    ));
  }
}`,
      },
    },
    {
      id: 'moments',
      title: 'Moments',
      description:
        'Moments are the older timing API, kept for compatibility: a named start and end pair, plus the app startup moment. Use spans for new code; `Argus.startSpan` measures the same work with parents, attributes and events.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Moment members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature: 'static void startMoment(String name, {String? identifier, Map<String, String>? properties})',
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'String', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'String?',
                  description: 'Tells apart moments of the same name that overlap.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
              deprecated: {since: '4.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature: 'static void endMoment(String name, {String? identifier, Map<String, String>? properties})',
              description: 'Ends a moment started with the same name and identifier.',
              parameters: [
                {name: 'name', type: 'String', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'String?',
                  description: 'The identifier passed to `startMoment`.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
              deprecated: {since: '4.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: 'static void endAppStartup({Map<String, String>? properties})',
              description: 'Ends the app startup moment, which starts with the process.',
              parameters: [
                {
                  name: 'properties',
                  type: 'Map<String, String>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '4.0.0',
              deprecated: {since: '4.0.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'Time an image upload with a moment',
        code: `// ignore_for_file: deprecated_member_use
import 'package:argus_flutter/argus_flutter.dart';

Future<void> uploadImage(Future<void> Function() upload) async {
  Argus.startMoment('image-upload');
  await upload();
  Argus.endMoment('image-upload');
}`,
      },
    },
    {
      id: 'errors',
      title: 'Flutter errors',
      description:
        "Unhandled Dart errors reach Argus through Flutter's error hooks. `captureFlutterErrors` installs the handlers for framework and platform errors (`start` calls it unless `captureFlutterErrors` is false); `runZonedGuarded` also catches errors thrown in the zone, and `recordUnhandledError` lets you keep your own handler and forward to Argus.",
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Error capture members of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'captureFlutterErrors',
              kind: 'method',
              signature: 'static void captureFlutterErrors()',
              description:
                'Sets `FlutterError.onError` and `PlatformDispatcher.instance.onError` to record errors, chaining to the handlers already set.',
              since: '4.0.0',
            },
            {
              name: 'runZonedGuarded',
              kind: 'method',
              signature: 'static R? runZonedGuarded<R>(R Function() body)',
              description:
                'Runs `body` in a guarded zone that records every uncaught error, like `dart:async` `runZonedGuarded`.',
              parameters: [
                {
                  name: 'body',
                  type: 'R Function()',
                  description: 'Usually the code that starts the SDK and calls `runApp`.',
                },
              ],
              returns: {type: 'R?', description: 'What `body` returns, or `null` if it threw.'},
              since: '4.0.0',
            },
            {
              name: 'recordUnhandledError',
              kind: 'method',
              signature: 'static void recordUnhandledError(Object error, StackTrace stackTrace)',
              description:
                'Records an error your own handler caught as unhandled, so it counts as a crash of the Dart layer.',
              parameters: [
                {name: 'error', type: 'Object', description: 'The error.'},
                {name: 'stackTrace', type: 'StackTrace', description: 'Its stack trace.'},
              ],
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Capture every unhandled Dart error',
        code: `import 'dart:ui';

import 'package:argus_flutter/argus_flutter.dart';
import 'package:flutter/material.dart';

void main() {
  Argus.runZonedGuarded(() async {
    WidgetsFlutterBinding.ensureInitialized();
    await Argus.start(const ArgusOptions(appId: 'aB3x9', captureFlutterErrors: false));
    // Errors of the framework: widget builds, layout, gestures.
    final previous = FlutterError.onError;
    FlutterError.onError = (details) {
      Argus.recordUnhandledError(details.exception, details.stack ?? StackTrace.current);
      previous?.call(details);
    };
    // Errors outside the framework, such as in platform channel callbacks.
    final previousPlatform = PlatformDispatcher.instance.onError;
    PlatformDispatcher.instance.onError = (error, stack) {
      Argus.recordUnhandledError(error, stack);
      return previousPlatform?.call(error, stack) ?? true;
    };
    runApp(const MaterialApp(home: Text('Hello')));
  });
}`,
      },
    },
    {
      id: 'push-notifications',
      title: 'Push notifications',
      description:
        'Record push notifications your app receives so they appear on the session timeline, for example from a `firebase_messaging` handler. The SDK sends only the fields you pass, so leave out title and body if they can hold personal data.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Push notification member of the entry point.',
          since: '4.0.0',
          members: [
            {
              name: 'logPushNotification',
              kind: 'method',
              signature: `static void logPushNotification({
  String? title,
  String? body,
  String? from,
  String? messageId,
  int? priority,
  bool hasNotification = true,
  bool hasData = false,
})`,
              description: 'Records a received push notification.',
              parameters: [
                {
                  name: 'title',
                  type: 'String?',
                  description: 'Notification title, or `null` to leave it out.',
                  default: 'null',
                },
                {
                  name: 'body',
                  type: 'String?',
                  description: 'Notification body, or `null` to leave it out.',
                  default: 'null',
                },
                {name: 'from', type: 'String?', description: 'Sender or topic.', default: 'null'},
                {name: 'messageId', type: 'String?', description: 'The message ID.', default: 'null'},
                {name: 'priority', type: 'int?', description: 'Delivery priority.', default: 'null'},
                {
                  name: 'hasNotification',
                  type: 'bool',
                  description: 'Whether the message has a notification part.',
                  default: 'true',
                },
                {
                  name: 'hasData',
                  type: 'bool',
                  description: 'Whether the message has a data payload.',
                  default: 'false',
                },
              ],
              since: '4.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record Firebase Cloud Messaging messages',
        code: `import 'package:argus_flutter/argus_flutter.dart';
import 'package:firebase_messaging/firebase_messaging.dart';

void listenForMessages() {
  FirebaseMessaging.onMessage.listen((RemoteMessage message) {
    Argus.logPushNotification(
      title: message.notification?.title,
      from: message.from,
      messageId: message.messageId,
      hasNotification: message.notification != null,
      hasData: message.data.isNotEmpty,
    );
  });
}`,
      },
    },
  ],
} as const satisfies SdkApi;

export default flutterApi;
