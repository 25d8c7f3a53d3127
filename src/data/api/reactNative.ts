/**
 * The public API of the Argus React Native SDK (`@argus-io/react-native`) and its companion packages. Pages may only call `Argus.<member>`
 * names listed here.
 */
import {LINE_BY_ID} from '../lines';
import type {SdkApi} from './types';
import {navPath} from '../dashboard';

const PROPS = 'Record<string, string>';

export const reactNativeApi = {
  id: 'react-native',
  title: `React Native SDK ${LINE_BY_ID['react-native'].version}`,
  version: LINE_BY_ID['react-native'].version,
  language: 'typescript',
  entryPoint: 'Argus',
  importStatement: "import {Argus} from '@argus-io/react-native';",
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Call `Argus.start` once in your entry file, before `AppRegistry.registerComponent` (in an Expo Router app, at the top of `app/_layout.tsx`, outside the component), with the App ID from the dashboard; the App ID selects the region. The native SDKs start when `Argus.start` runs and use the App ID it passes, so a native crash before that call is not recorded. The `app_id` in `app/src/main/argus-config.json` only tells the Argus Gradle plugin where to upload R8 mapping files.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description:
            'The entry point of the SDK, exported as a constant object. Most methods return a promise because they cross the native bridge.',
          since: '6.0.0',
          members: [
            {
              name: 'start',
              kind: 'method',
              signature: 'start(options: ArgusOptions): Promise<boolean>',
              description: 'Starts the SDK and the first session. Calls after the first one are ignored.',
              parameters: [{name: 'options', type: 'ArgusOptions', description: 'The App ID and settings.'}],
              returns: {
                type: 'Promise<boolean>',
                description:
                  'Resolves to `true` once the native SDKs are running, and to `false` when they cannot start, such as in Expo Go or when the native module is missing from the build. It never rejects.',
              },
              since: '6.0.0',
            },
            {
              name: 'isStarted',
              kind: 'method',
              signature: 'isStarted(): boolean',
              description: 'Whether `Argus.start` has completed in this JavaScript context.',
              returns: {type: 'boolean', description: '`true` once started.'},
              since: '6.0.0',
            },
            {
              name: 'version',
              kind: 'property',
              signature: 'readonly version: string',
              description: 'The version of the `@argus-io/react-native` package in the bundle.',
              returns: {type: 'string', description: 'The version as `major.minor.patch`.'},
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'interface',
          description: 'Settings passed to `Argus.start`. Only `appId` is required.',
          since: '6.0.0',
          members: [
            {
              name: 'appId',
              kind: 'property',
              signature: 'appId: string',
              description: 'The 5-character App ID, such as `aB3x9`.',
              since: '6.0.0',
            },
            {
              name: 'backgroundSessionsEnabled',
              kind: 'property',
              signature: 'backgroundSessionsEnabled?: boolean',
              description: 'Records sessions while the app runs in the background. Defaults to `false`.',
              since: '6.0.0',
            },
            {
              name: 'trackUnhandledRejections',
              kind: 'property',
              signature: 'trackUnhandledRejections?: boolean',
              description: 'Reports unhandled promise rejections as exceptions. Defaults to `true`.',
              since: '6.0.0',
            },
            {
              name: 'trackScreenOrientation',
              kind: 'property',
              signature: 'trackScreenOrientation?: boolean',
              description: 'Adds a breadcrumb each time the screen orientation changes. Defaults to `false`.',
              since: '6.0.0',
            },
            {
              name: 'disabledUrlPatterns',
              kind: 'property',
              signature: 'disabledUrlPatterns?: readonly string[]',
              description: 'Regular expressions; requests whose URL matches one are not recorded. Defaults to `[]`.',
              since: '6.0.0',
            },
            {
              name: 'networkSpansForwardingEnabled',
              kind: 'property',
              signature: 'networkSpansForwardingEnabled?: boolean',
              description:
                'Adds a W3C `traceparent` header to captured requests so backend traces join them. Defaults to `false`.',
              since: '6.1.0',
            },
            {
              name: 'exporters',
              kind: 'property',
              signature: 'exporters?: readonly ArgusExporter[]',
              description: 'Extra destinations for spans and logs, such as the OTLP exporter. Defaults to `[]`.',
              since: '6.2.0',
            },
          ],
        },
        {
          name: 'ArgusExporter',
          kind: 'interface',
          description:
            'An exporter that a companion package makes, such as `otlpExporter` from `@argus-io/react-native-otlp`. Pass it in `exporters`; it has no members to call.',
          since: '6.2.0',
          members: [],
        },
      ],
      example: {
        title: 'Start the SDK',
        code: `import {AppRegistry} from 'react-native';
import {Argus} from '@argus-io/react-native';
import App from './App';

void Argus.start({
  appId: 'aB3x9',
  trackScreenOrientation: true,
}).then((started) => {
  console.log('Argus ' + Argus.version + ' started: ' + String(started));
});

AppRegistry.registerComponent('Shop', () => App);
`,
      },
    },
    {
      id: 'sessions',
      title: 'Sessions',
      description:
        'A session is one period of app use; it ends when the app goes to the background or closes. Background sessions are off unless you set `backgroundSessionsEnabled`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: 'getCurrentSessionId(): Promise<string | undefined>',
              description: 'The ID of the session in progress, for linking support tickets or other systems.',
              returns: {
                type: 'Promise<string | undefined>',
                description: 'Resolves to the session ID, or `undefined` before start.',
              },
              since: '6.0.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: 'endSession(): Promise<boolean>',
              description: 'Ends the current session and starts a new one, for example after logout.',
              since: '6.0.0',
            },
            {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: 'getLastRunEndState(): Promise<LastRunEndState>',
              description: 'How the previous run of the app ended, native or JavaScript crash included.',
              returns: {
                type: 'Promise<LastRunEndState>',
                description: 'Resolves to the end state of the previous run.',
              },
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run ended.',
          since: '6.0.0',
          members: [
            {
              name: 'Crash',
              kind: 'case',
              signature: "Crash = 'crash'",
              description: 'The previous run ended in a crash.',
              since: '6.0.0',
            },
            {
              name: 'CleanExit',
              kind: 'case',
              signature: "CleanExit = 'cleanExit'",
              description: 'The previous run ended without a crash.',
              since: '6.0.0',
            },
            {
              name: 'Invalid',
              kind: 'case',
              signature: "Invalid = 'invalid'",
              description: 'Unknown: the SDK has not started yet, or this is the first run after install.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Read session state',
        code: `import {Argus, LastRunEndState} from '@argus-io/react-native';

export async function checkPreviousRun(): Promise<void> {
  if ((await Argus.getLastRunEndState()) === LastRunEndState.Crash) {
    console.warn('The app crashed last time.');
  }
}

export async function logOut(): Promise<void> {
  const sessionId = await Argus.getCurrentSessionId();
  console.log('Ending session ' + (sessionId ?? 'none'));
  await Argus.endSession();
}
`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the user of a session so you can find their sessions in the dashboard. Values are stored on the device and apply to later sessions until cleared.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'User identity members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: 'setUserIdentifier(identifier: string): Promise<boolean>',
              description: 'Sets your internal ID for the user; avoid personal data.',
              parameters: [{name: 'identifier', type: 'string', description: 'A stable, non-personal user ID.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: 'clearUserIdentifier(): Promise<boolean>',
              description: 'Removes the user identifier.',
              since: '6.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: 'setUsername(username: string): Promise<boolean>',
              description: 'Sets the user name.',
              parameters: [{name: 'username', type: 'string', description: 'The user name.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: 'clearUsername(): Promise<boolean>',
              description: 'Removes the user name.',
              since: '6.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: 'setUserEmail(email: string): Promise<boolean>',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'string', description: 'The email address.'}],
              since: '6.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: 'clearUserEmail(): Promise<boolean>',
              description: 'Removes the user email address.',
              since: '6.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: 'addUserPersona(persona: string): Promise<boolean>',
              description: 'Adds a persona, such as `premium`.',
              parameters: [{name: 'persona', type: 'string', description: 'The persona name.'}],
              since: '6.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: 'removeUserPersona(persona: string): Promise<boolean>',
              description: 'Removes one persona.',
              parameters: [{name: 'persona', type: 'string', description: 'The persona name.'}],
              since: '6.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: 'clearAllUserPersonas(): Promise<boolean>',
              description: 'Removes every persona.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a user',
        code: `import {Argus} from '@argus-io/react-native';

export async function onLogin(userId: string, premium: boolean): Promise<void> {
  await Argus.setUserIdentifier(userId);
  if (premium) {
    await Argus.addUserPersona('premium');
  }
}

export async function onLogout(): Promise<void> {
  await Argus.clearUserIdentifier();
  await Argus.clearUsername();
  await Argus.clearUserEmail();
  await Argus.clearAllUserPersonas();
}
`,
      },
    },
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Key-value pairs attached to the session for filtering. A permanent property is stored on the device and added to later sessions until removed; a session holds at most 100.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session property members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature: 'addSessionProperty(key: string, value: string, permanent?: boolean): Promise<boolean>',
              description: 'Adds or replaces a session property.',
              parameters: [
                {name: 'key', type: 'string', description: 'The name, at most 128 characters.'},
                {name: 'value', type: 'string', description: 'The value, at most 1024 characters.'},
                {name: 'permanent', type: 'boolean', description: 'Also adds it to later sessions.', default: 'false'},
              ],
              since: '6.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: 'removeSessionProperty(key: string): Promise<boolean>',
              description: 'Removes a session property.',
              parameters: [{name: 'key', type: 'string', description: 'The name.'}],
              since: '6.0.0',
            },
            {
              name: 'getSessionProperties',
              kind: 'method',
              signature: `getSessionProperties(): Promise<${PROPS}>`,
              description: 'The properties of the current session.',
              returns: {type: `Promise<${PROPS}>`, description: 'Resolves to a copy of the properties.'},
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag the session',
        code: `import {Argus} from '@argus-io/react-native';

export async function tagSession(plan: string): Promise<void> {
  await Argus.addSessionProperty('plan', plan, true);
  await Argus.addSessionProperty('entry_screen', 'Home');
  console.log(await Argus.getSessionProperties());
  await Argus.removeSessionProperty('entry_screen');
}
`,
      },
    },
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Logs are messages with a severity and optional properties. `logMessage` can carry a log attachment of at most 1 MiB as a `Uint8Array`; larger attachments are dropped and the log is sent without one.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Logging members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: `logInfo(message: string, properties?: ${PROPS}): Promise<boolean>`,
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logWarning',
              kind: 'method',
              signature: `logWarning(message: string, properties?: ${PROPS}): Promise<boolean>`,
              description: 'Sends a warning log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logError',
              kind: 'method',
              signature: `logError(message: string, properties?: ${PROPS}): Promise<boolean>`,
              description: 'Sends an error log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '6.0.0',
            },
            {
              name: 'logMessage',
              kind: 'method',
              signature: `logMessage(message: string, severity: LogSeverity, properties?: ${PROPS}, attachment?: Uint8Array): Promise<boolean>`,
              description: 'Sends a log with a severity and an optional attachment.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
                {
                  name: 'attachment',
                  type: 'Uint8Array',
                  description: 'A log attachment of at most 1 MiB.',
                  default: 'undefined',
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
            {name: 'Info', kind: 'case', signature: "Info = 'info'", description: 'Normal operation.', since: '6.0.0'},
            {
              name: 'Warning',
              kind: 'case',
              signature: "Warning = 'warning'",
              description: 'Something unexpected.',
              since: '6.0.0',
            },
            {
              name: 'Error',
              kind: 'case',
              signature: "Error = 'error'",
              description: 'A failure that affected the user.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs',
        code: `import {Argus, LogSeverity} from '@argus-io/react-native';

export async function reportCheckout(orderId: string, receipt: string): Promise<void> {
  await Argus.logInfo('Checkout started', {order_id: orderId});
  await Argus.logWarning('Coupon expired', {order_id: orderId});
  await Argus.logMessage('Payment declined', LogSeverity.Error, {order_id: orderId}, new TextEncoder().encode(receipt));
}
`,
      },
    },
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description:
        'A breadcrumb is a lightweight, timestamped note on the session timeline; a session keeps at most 100.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Breadcrumb member of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'addBreadcrumb(message: string): Promise<boolean>',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'string', description: 'At most 256 characters.'}],
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Add a breadcrumb',
        code: `import {Argus} from '@argus-io/react-native';

export function onFilterChange(filter: string): void {
  void Argus.addBreadcrumb('Filter changed to ' + filter);
}
`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Uncaught JavaScript errors, unhandled promise rejections and native crashes are captured automatically. Report errors you catch with `logException`, and wrap screens in `ArgusErrorBoundary` to report render errors; the dashboard gives each exception a severity score.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Handled exception member of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'logException',
              kind: 'method',
              signature: `logException(error: unknown, severity?: LogSeverity, properties?: ${PROPS}): Promise<boolean>`,
              description:
                'Records a caught error with its JavaScript stack trace, symbolicated with your uploaded source maps.',
              parameters: [
                {
                  name: 'error',
                  type: 'unknown',
                  description: 'The caught value; non-`Error` values are converted to a message.',
                },
                {
                  name: 'severity',
                  type: 'LogSeverity',
                  description: 'How serious it is.',
                  default: 'LogSeverity.Error',
                },
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'ArgusErrorBoundary',
          kind: 'class',
          description: 'A React error boundary component that reports render errors as exceptions.',
          since: '6.0.0',
          members: [
            {
              name: 'fallback',
              kind: 'property',
              signature: 'fallback?: ReactNode',
              description: 'What to render after a render error. Defaults to nothing.',
              since: '6.0.0',
            },
            {
              name: 'onError',
              kind: 'property',
              signature: 'onError?: (error: Error) => void',
              description: 'Called after the error is reported.',
              since: '6.0.0',
            },
            {
              name: 'children',
              kind: 'property',
              signature: 'children?: ReactNode',
              description:
                'The subtree the boundary protects; after a render error it shows `fallback` in its place until it remounts.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a caught error',
        code: `import {createElement} from 'react';
import {Text} from 'react-native';
import {Argus, ArgusErrorBoundary, LogSeverity} from '@argus-io/react-native';

export async function loadProfile(): Promise<unknown> {
  try {
    const response = await fetch('https://api.example.com/profile');
    return await response.json();
  } catch (error) {
    await Argus.logException(error, LogSeverity.Warning, {screen: 'Profile'});
    return undefined;
  }
}

export function SafeProfile() {
  return createElement(ArgusErrorBoundary, {fallback: createElement(Text, null, 'Something went wrong.')});
}
`,
      },
    },
    {
      id: 'traces',
      title: 'Traces',
      description:
        'Spans measure operations with OpenTelemetry semantics: a trace ID, span ID, parent, attributes and events. Times are milliseconds since the epoch, as from `Date.now()`; a span has at most 50 attributes and 10 events.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Tracing members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'startSpan',
              kind: 'method',
              signature: 'startSpan(name: string, parent?: Span, startTime?: number): Span',
              description: 'Starts a span; call `stop` on it when the operation ends.',
              parameters: [
                {name: 'name', type: 'string', description: 'At most 128 characters.'},
                {
                  name: 'parent',
                  type: 'Span',
                  description: 'The parent span; none starts a new trace.',
                  default: 'undefined',
                },
                {
                  name: 'startTime',
                  type: 'number',
                  description: 'Start time in epoch milliseconds.',
                  default: 'Date.now()',
                },
              ],
              returns: {type: 'Span', description: 'The running span.'},
              since: '6.0.0',
            },
            {
              name: 'recordSpan',
              kind: 'method',
              signature: 'recordSpan<T>(name: string, fn: (span: Span) => T | Promise<T>, parent?: Span): Promise<T>',
              description:
                'Runs the function inside a span and stops it when the function settles; a rejection stops it with `SpanErrorCode.Failure`.',
              parameters: [
                {name: 'name', type: 'string', description: 'The span name.'},
                {name: 'fn', type: '(span: Span) => T | Promise<T>', description: 'The work to measure.'},
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'undefined'},
              ],
              returns: {type: 'Promise<T>', description: 'The function result.'},
              since: '6.0.0',
            },
            {
              name: 'recordCompletedSpan',
              kind: 'method',
              signature: `recordCompletedSpan(name: string, startTime: number, endTime: number, attributes?: ${PROPS}, events?: readonly SpanEvent[], parent?: Span): Promise<boolean>`,
              description: 'Records an operation that already finished.',
              parameters: [
                {name: 'name', type: 'string', description: 'The span name.'},
                {name: 'startTime', type: 'number', description: 'Start time in epoch milliseconds.'},
                {name: 'endTime', type: 'number', description: 'End time in epoch milliseconds.'},
                {name: 'attributes', type: PROPS, description: 'Up to 50 attributes.', default: '{}'},
                {name: 'events', type: 'readonly SpanEvent[]', description: 'Up to 10 events.', default: '[]'},
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'undefined'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'interface',
          description: 'A running span returned by `Argus.startSpan`.',
          since: '6.0.0',
          members: [
            {
              name: 'traceId',
              kind: 'property',
              signature: 'readonly traceId: string',
              description: 'The 32-hex-character trace ID.',
              since: '6.0.0',
            },
            {
              name: 'spanId',
              kind: 'property',
              signature: 'readonly spanId: string',
              description: 'The 16-hex-character span ID.',
              since: '6.0.0',
            },
            {
              name: 'stop',
              kind: 'method',
              signature: 'stop(errorCode?: SpanErrorCode): void',
              description: 'Ends the span, as failed when you pass an error code.',
              parameters: [
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode',
                  description: 'Why it failed; none means success.',
                  default: 'undefined',
                },
              ],
              since: '6.0.0',
            },
            {
              name: 'addAttribute',
              kind: 'method',
              signature: 'addAttribute(key: string, value: string): void',
              description: 'Adds or replaces an attribute.',
              parameters: [
                {name: 'key', type: 'string', description: 'The attribute name.'},
                {name: 'value', type: 'string', description: 'The value.'},
              ],
              since: '6.0.0',
            },
            {
              name: 'addEvent',
              kind: 'method',
              signature: `addEvent(name: string, attributes?: ${PROPS}): void`,
              description: 'Adds a timestamped event.',
              parameters: [
                {name: 'name', type: 'string', description: 'The event name.'},
                {name: 'attributes', type: PROPS, description: 'Event attributes.', default: '{}'},
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'interface',
          description: 'An event for `Argus.recordCompletedSpan`.',
          since: '6.0.0',
          members: [
            {name: 'name', kind: 'property', signature: 'name: string', description: 'The event name.', since: '6.0.0'},
            {
              name: 'timestamp',
              kind: 'property',
              signature: 'timestamp: number',
              description: 'When it happened, in epoch milliseconds.',
              since: '6.0.0',
            },
            {
              name: 'attributes',
              kind: 'property',
              signature: `attributes?: ${PROPS}`,
              description: 'Event attributes.',
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
              name: 'Failure',
              kind: 'case',
              signature: "Failure = 'failure'",
              description: 'The operation failed.',
              since: '6.0.0',
            },
            {
              name: 'UserAbandon',
              kind: 'case',
              signature: "UserAbandon = 'userAbandon'",
              description: 'The user gave up.',
              since: '6.0.0',
            },
            {
              name: 'Unknown',
              kind: 'case',
              signature: "Unknown = 'unknown'",
              description: 'Another reason.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Trace a checkout',
        code: `import {Argus, SpanErrorCode} from '@argus-io/react-native';

export async function checkout(cartSize: number): Promise<void> {
  const span = Argus.startSpan('checkout');
  // The span stops whatever happens; it is marked failed unless the work finished.
  let failed = true;
  try {
    span.addAttribute('cart_size', String(cartSize));

    const total = await Argus.recordSpan('compute-total', () => cartSize * 10, span);
    span.addEvent('total-computed', {total: String(total)});

    const end = Date.now();
    await Argus.recordCompletedSpan('load-cart', end - 200, end, {}, [{name: 'cache-hit', timestamp: end - 150}], span);
    failed = total === 0;
  } finally {
    span.stop(failed ? SpanErrorCode.Failure : undefined);
  }
}
`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description:
        'The native SDKs record requests made with `fetch`, `XMLHttpRequest` and native HTTP clients automatically; use `recordNetworkRequest` for other transports, such as WebSocket messages. Network body capture is off until you add rules with your public key in the dashboard (' +
        navPath('appNetwork') +
        '); it applies to automatically captured requests only.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Network members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'recordNetworkRequest',
              kind: 'method',
              signature: 'recordNetworkRequest(request: NetworkRequest): Promise<boolean>',
              description: 'Records a request the native SDKs did not capture.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The finished request.'}],
              since: '6.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: 'generateW3cTraceparent(): string',
              description:
                'Creates a W3C `traceparent` header value to send with a manually recorded request, so backend traces join it.',
              returns: {type: 'string', description: 'A value such as `00-<trace-id>-<span-id>-01`.'},
              since: '6.1.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'interface',
          description: 'A finished request for `Argus.recordNetworkRequest`.',
          since: '6.0.0',
          members: [
            {
              name: 'url',
              kind: 'property',
              signature: 'url: string',
              description: 'The URL, at most 2048 characters.',
              since: '6.0.0',
            },
            {
              name: 'method',
              kind: 'property',
              signature: 'method: string',
              description:
                'The HTTP method, such as `GET`. For a message over another transport, a short label of your own, such as the message type.',
              since: '6.0.0',
            },
            {
              name: 'startTime',
              kind: 'property',
              signature: 'startTime: number',
              description: 'Start time in epoch milliseconds.',
              since: '6.0.0',
            },
            {
              name: 'endTime',
              kind: 'property',
              signature: 'endTime: number',
              description: 'End time in epoch milliseconds.',
              since: '6.0.0',
            },
            {
              name: 'statusCode',
              kind: 'property',
              signature: 'statusCode?: number',
              description: 'The HTTP status code.',
              since: '6.0.0',
            },
            {
              name: 'bytesSent',
              kind: 'property',
              signature: 'bytesSent?: number',
              description: 'Request body size in bytes.',
              since: '6.0.0',
            },
            {
              name: 'bytesReceived',
              kind: 'property',
              signature: 'bytesReceived?: number',
              description: 'Response body size in bytes.',
              since: '6.0.0',
            },
            {
              name: 'error',
              kind: 'property',
              signature: 'error?: Error',
              description: 'The failure, if the request did not complete.',
              since: '6.0.0',
            },
            {
              name: 'traceparent',
              kind: 'property',
              signature: 'traceparent?: string',
              description: 'The `traceparent` header sent.',
              since: '6.1.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a request',
        code: `import {Argus} from '@argus-io/react-native';

/** Your WebSocket client: sends one message and resolves with the server's reply to it. */
type SocketRequest = (message: string) => Promise<string>;

export async function requestQuote(request: SocketRequest, symbol: string): Promise<string> {
  const traceparent = Argus.generateW3cTraceparent();
  const startTime = Date.now();
  let error: Error | undefined;
  try {
    // The server reads \`traceparent\` from the message and continues the trace from it.
    return await request(JSON.stringify({type: 'quote', symbol, traceparent}));
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
    throw caught;
  } finally {
    void Argus.recordNetworkRequest({
      url: 'wss://api.example.com/live',
      method: 'quote',
      startTime,
      endTime: Date.now(),
      error,
      traceparent,
    });
  }
}
`,
      },
    },
    {
      id: 'moments',
      title: 'Moments',
      description:
        'The older timing API, kept for compatibility and recorded as spans. Use `Argus.startSpan` in new code.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Moment members of the entry point.',
          since: '6.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature: `startMoment(name: string, properties?: ${PROPS}): Promise<boolean>`,
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'string', description: 'The moment name.'},
                {name: 'properties', type: PROPS, description: 'Moment properties.', default: '{}'},
              ],
              since: '6.0.0',
              deprecated: {since: '5.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature: 'endMoment(name: string): Promise<boolean>',
              description: 'Ends the named moment.',
              parameters: [{name: 'name', type: 'string', description: 'The moment name.'}],
              since: '6.0.0',
              deprecated: {since: '5.0.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: 'endAppStartup(): Promise<boolean>',
              description: 'Ends the startup moment; the native SDKs now measure startup as a span.',
              since: '6.0.0',
              deprecated: {since: '5.0.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'A moment (prefer spans)',
        code: `import {Argus} from '@argus-io/react-native';

export async function loadFeed(): Promise<void> {
  await Argus.startMoment('load-feed');
  await Argus.endMoment('load-feed');
}
`,
      },
    },
    {
      id: 'navigation',
      title: 'Navigation',
      description:
        'The `@argus-io/react-native-navigation` package records a view span for each screen of React Navigation. expo-router is built on React Navigation, so pass the ref from its `useNavigationContainerRef` to the same hook.',
      symbols: [
        {
          name: '@argus-io/react-native-navigation',
          kind: 'namespace',
          description: 'Functions exported by the navigation companion package.',
          since: '6.0.0',
          members: [
            {
              name: 'useArgusNavigationTracker',
              kind: 'method',
              signature:
                'useArgusNavigationTracker(navigationRef: NavigationContainerRefWithCurrent<ParamListBase>, options?: NavigationTrackerOptions): void',
              description:
                'A React hook that starts a view span named after the route each time the focused screen changes.',
              parameters: [
                {
                  name: 'navigationRef',
                  type: 'NavigationContainerRefWithCurrent<ParamListBase>',
                  description: 'The ref passed to `NavigationContainer`, or the one from expo-router.',
                },
                {
                  name: 'options',
                  type: 'NavigationTrackerOptions',
                  description: 'How to name the view of each route: `screenName`.',
                  default: '{}',
                },
              ],
              since: '6.0.0',
            },
          ],
        },
        {
          name: 'NavigationTrackerOptions',
          kind: 'interface',
          description: 'Options of `useArgusNavigationTracker`.',
          since: '6.0.0',
          members: [
            {
              name: 'screenName',
              kind: 'property',
              signature: 'screenName?: (route: Route<string>) => string',
              description:
                'Names the view of a route, such as from a route parameter that tells two uses of one screen apart. Defaults to the route name.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Track React Navigation screens',
        code: `import {createElement, type ReactNode} from 'react';
import {NavigationContainer, useNavigationContainerRef} from '@react-navigation/native';
import {useArgusNavigationTracker} from '@argus-io/react-native-navigation';

export function AppNavigation({children}: {children: ReactNode}) {
  const navigationRef = useNavigationContainerRef();
  useArgusNavigationTracker(navigationRef);
  return createElement(NavigationContainer, {ref: navigationRef}, children);
}
`,
      },
    },
    {
      id: 'redux',
      title: 'Redux',
      description:
        'The `@argus-io/react-native-redux` package records each dispatched Redux action as a span with its type, duration and outcome. Action payloads are never recorded.',
      symbols: [
        {
          name: '@argus-io/react-native-redux',
          kind: 'namespace',
          description: 'Exports of the Redux companion package.',
          since: '6.0.0',
          members: [
            {
              name: 'argusReduxMiddleware',
              kind: 'field',
              signature: 'const argusReduxMiddleware: Middleware',
              description:
                'A Redux middleware; add it first, so the span of each plain-object action covers the middleware after it and the reducer. Thunks and other actions that are not plain objects pass through unrecorded, and the plain actions they dispatch are recorded.',
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Add the middleware to a store',
        code: `import {configureStore} from '@reduxjs/toolkit';
import {argusReduxMiddleware} from '@argus-io/react-native-redux';

function cart(state: string[] = [], action: {type: string; item?: string}): string[] {
  return action.type === 'cart/add' && action.item ? [...state, action.item] : state;
}

export const store = configureStore({
  reducer: {cart},
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(argusReduxMiddleware),
});
`,
      },
    },
    {
      id: 'components',
      title: 'Components',
      description:
        'Taps are recorded as breadcrumbs named after the component that received them. Give a tap target a stable name with `ArgusView`, or wrap a component of your own with `withArgusComponent`.',
      symbols: [
        {
          name: 'ArgusView',
          kind: 'class',
          description: 'A `View` whose taps are recorded under a name; it accepts every `View` prop.',
          since: '6.0.0',
          acceptsPropsOf: 'ViewProps',
          members: [
            {
              name: 'name',
              kind: 'property',
              signature: 'name: string',
              description: 'The name recorded for taps inside the view, such as `AddToCartButton`.',
              since: '6.0.0',
            },
          ],
        },
        {
          name: '@argus-io/react-native',
          kind: 'namespace',
          description: 'Component helpers exported by the main package.',
          since: '6.0.0',
          members: [
            {
              name: 'withArgusComponent',
              kind: 'method',
              signature:
                'withArgusComponent<P extends object>(Component: ComponentType<P>, name: string): ComponentType<P>',
              description: 'Wraps a component so its taps are recorded under `name`.',
              parameters: [
                {name: 'Component', type: 'ComponentType<P>', description: 'The component to wrap.'},
                {name: 'name', type: 'string', description: 'The name recorded for its taps.'},
              ],
              returns: {type: 'ComponentType<P>', description: 'The wrapped component.'},
              since: '6.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Name tap targets',
        code: `import {createElement} from 'react';
import {Pressable, Text} from 'react-native';
import {ArgusView, withArgusComponent} from '@argus-io/react-native';

export const TrackedPressable = withArgusComponent(Pressable, 'CheckoutButton');

export function AddToCart({onPress}: {onPress: () => void}) {
  return createElement(
    ArgusView,
    {name: 'AddToCartButton'},
    createElement(Pressable, {onPress}, createElement(Text, null, 'Add to cart')),
  );
}
`,
      },
    },
    {
      id: 'otlp',
      title: 'OpenTelemetry export',
      description:
        'The `@argus-io/react-native-otlp` package sends spans and logs to your own OTLP/HTTP endpoints, such as an OpenTelemetry Collector, in addition to Argus. Pass the exporter in the `exporters` option of `Argus.start`.',
      symbols: [
        {
          name: '@argus-io/react-native-otlp',
          kind: 'namespace',
          description: 'Exports of the OTLP companion package.',
          since: '6.2.0',
          members: [
            {
              name: 'otlpExporter',
              kind: 'method',
              signature: 'otlpExporter(options: OtlpExportOptions): ArgusExporter',
              description: 'Creates an exporter that sends spans and logs over OTLP/HTTP from the native SDKs.',
              parameters: [{name: 'options', type: 'OtlpExportOptions', description: 'The trace and log endpoints.'}],
              returns: {type: 'ArgusExporter', description: 'An exporter for the `exporters` option.'},
              since: '6.2.0',
            },
          ],
        },
        {
          name: 'OtlpExportOptions',
          kind: 'interface',
          description: 'Where the OTLP exporter sends data.',
          since: '6.2.0',
          members: [
            {
              name: 'traces',
              kind: 'property',
              signature: 'traces?: OtlpEndpoint',
              description: 'Where spans go, such as `https://otel.example.com/v1/traces`.',
              since: '6.2.0',
            },
            {
              name: 'logs',
              kind: 'property',
              signature: 'logs?: OtlpEndpoint',
              description: 'Where logs go.',
              since: '6.2.0',
            },
          ],
        },
        {
          name: 'OtlpEndpoint',
          kind: 'interface',
          description: 'One OTLP/HTTP endpoint.',
          since: '6.2.0',
          members: [
            {
              name: 'url',
              kind: 'property',
              signature: 'url: string',
              description: 'The full endpoint URL.',
              since: '6.2.0',
            },
            {
              name: 'headers',
              kind: 'property',
              signature: `headers?: ${PROPS}`,
              description:
                'Headers sent with each export, such as a tenant name. Defaults to `{}`. Never a secret: they ship inside the app bundle, so keep vendor keys in a Collector.',
              since: '6.2.0',
            },
          ],
        },
      ],
      example: {
        title: 'Export to a collector',
        code: `import {Argus} from '@argus-io/react-native';
import {otlpExporter} from '@argus-io/react-native-otlp';

void Argus.start({
  appId: 'aB3x9',
  exporters: [
    otlpExporter({
      // A Collector you run holds the vendor's key; the app sends only a tenant name.
      traces: {url: 'https://otel-collector.example.com/v1/traces', headers: {'x-tenant': 'shop-mobile'}},
      logs: {url: 'https://otel-collector.example.com/v1/logs', headers: {'x-tenant': 'shop-mobile'}},
    }),
  ],
});
`,
      },
    },
  ],
} as const satisfies SdkApi;

export default reactNativeApi;
