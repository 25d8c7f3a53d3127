/**
 * The public API of the Argus Web SDK (`@argus-io/web-sdk`). Pages may only call `Argus.<member>`
 * names listed here. Readers see it on docs/web/core-concepts/index.mdx, whose `::api-calls{id="web"}`
 * (src/remark/apiCalls.ts) lists every member; the Web SDK has no page under /docs/api/.
 */
import {LINE_BY_ID} from '../lines';
import {BROWSER} from '../sdkBehaviour';
import type {SdkApi} from './types';

const PROPS = 'Record<string, string>';

export const webApi = {
  id: 'web',
  title: `Web SDK ${LINE_BY_ID.web.version}`,
  version: LINE_BY_ID.web.version,
  language: 'typescript',
  entryPoint: 'Argus',
  importStatement: "import {Argus} from '@argus-io/web-sdk';",
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Call `Argus.start` once, before your app renders, with the App ID from the dashboard; the App ID selects the region. Set `appVersion` to the version you upload source maps for: source maps are uploaded with the `@argus-io/web-cli` command-line tool at build time, not through this API.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'The entry point of the SDK, exported as a constant object.',
          since: '1.0.0',
          members: [
            {
              name: 'start',
              kind: 'method',
              signature: 'start(options: ArgusOptions): void',
              description: 'Starts the SDK and the first session. Calls after the first one are ignored.',
              parameters: [{name: 'options', type: 'ArgusOptions', description: 'The App ID and settings.'}],
              since: '1.0.0',
            },
            {
              name: 'isStarted',
              kind: 'method',
              signature: 'isStarted(): boolean',
              description: 'Whether `Argus.start` has run in this page.',
              returns: {type: 'boolean', description: '`true` once started.'},
              since: '1.0.0',
            },
            {
              name: 'version',
              kind: 'property',
              signature: 'readonly version: string',
              description: 'The version of the SDK in the bundle.',
              returns: {type: 'string', description: 'The version as `major.minor.patch`.'},
              since: '1.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'interface',
          description: 'Settings passed to `Argus.start`. Only `appId` is required.',
          since: '1.0.0',
          members: [
            {
              name: 'appId',
              kind: 'property',
              signature: 'appId: string',
              description: 'The 5-character App ID, such as `aB3x9`.',
              since: '1.0.0',
            },
            {
              name: 'appVersion',
              kind: 'property',
              signature: 'appVersion?: string',
              description:
                'Your app release, shown in Release Health and used to match uploaded source maps. Defaults to `0.0.0`.',
              since: '1.0.0',
            },
            {
              name: 'instrumentation',
              kind: 'property',
              signature: 'instrumentation?: InstrumentationOptions',
              description: 'Turns automatic instrumentation on or off; everything is on by default.',
              since: '1.0.0',
            },
            {
              name: 'disabledUrlPatterns',
              kind: 'property',
              signature: 'disabledUrlPatterns?: readonly (string | RegExp)[]',
              description: 'Requests whose URL matches one of these are not recorded. Defaults to `[]`.',
              since: '1.0.0',
            },
            {
              name: 'networkSpansForwardingEnabled',
              kind: 'property',
              signature: 'networkSpansForwardingEnabled?: boolean',
              description:
                'Adds a W3C `traceparent` header to same-origin `fetch` and `XMLHttpRequest` calls. Defaults to `false`.',
              since: '1.3.0',
            },
            {
              name: 'networkSpansForwardingUrls',
              kind: 'property',
              signature: 'networkSpansForwardingUrls?: readonly (string | RegExp)[]',
              description:
                'Cross-origin URLs that also get the header; their servers must allow it in CORS. Defaults to `[]`.',
              since: '1.3.0',
            },
            {
              name: 'otlpExport',
              kind: 'property',
              signature: 'otlpExport?: OtlpExportOptions',
              description: 'Also sends spans and logs to your own OTLP endpoints. Defaults to none.',
              since: '1.6.0',
            },
          ],
        },
      ],
      example: {
        title: 'Start the SDK',
        code: `import {Argus} from '@argus-io/web-sdk';

Argus.start({
  appId: 'aB3x9',
  appVersion: '2.4.0',
  disabledUrlPatterns: [/\\/healthz$/],
});

console.log('Argus ' + Argus.version + ' started: ' + String(Argus.isStarted()));
`,
      },
    },
    {
      id: 'sessions',
      title: 'Sessions',
      description: `A web session is one period of use of your site in a tab; it ends when the tab closes, stays hidden for ${BROWSER.sessionHiddenMinutes} minutes, or stays visible with no user input for ${BROWSER.sessionIdleMinutes} minutes. Browsers have no background execution, so the Web SDK has no background sessions.`,
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session members of the entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: 'getCurrentSessionId(): string | undefined',
              description: 'The ID of the session in progress, for linking support tickets or stitched sessions.',
              returns: {type: 'string | undefined', description: 'The session ID, or `undefined` before start.'},
              since: '1.0.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: 'endSession(): void',
              description: 'Ends the current session and starts a new one, for example after logout.',
              since: '1.0.0',
            },
            {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: 'getLastRunEndState(): LastRunEndState',
              description:
                'How the previous session in this browser ended: a crash means the tab stopped without unloading, such as a renderer crash.',
              returns: {type: 'LastRunEndState', description: 'The end state of the previous session.'},
              since: '1.2.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run ended.',
          since: '1.2.0',
          members: [
            {
              name: 'Crash',
              kind: 'case',
              signature: "Crash = 'crash'",
              description: 'The previous run ended unexpectedly.',
              since: '1.2.0',
            },
            {
              name: 'CleanExit',
              kind: 'case',
              signature: "CleanExit = 'cleanExit'",
              description: 'The previous run unloaded normally.',
              since: '1.2.0',
            },
            {
              name: 'Invalid',
              kind: 'case',
              signature: "Invalid = 'invalid'",
              description: 'Unknown, such as on the first visit.',
              since: '1.2.0',
            },
          ],
        },
      ],
      example: {
        title: 'Read session state',
        code: `import {Argus, LastRunEndState} from '@argus-io/web-sdk';

if (Argus.getLastRunEndState() === LastRunEndState.Crash) {
  console.warn('The previous session ended unexpectedly.');
}

export function logOut(): void {
  console.log('Ending session ' + (Argus.getCurrentSessionId() ?? 'none'));
  Argus.endSession();
}
`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the user of a session so you can find their sessions in the dashboard and stitch them with mobile sessions. Values persist in the browser until cleared.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'User identity members of the entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: 'setUserIdentifier(identifier: string): void',
              description: 'Sets your internal ID for the user; avoid personal data.',
              parameters: [{name: 'identifier', type: 'string', description: 'A stable, non-personal user ID.'}],
              since: '1.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: 'clearUserIdentifier(): void',
              description: 'Removes the user identifier.',
              since: '1.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: 'setUsername(username: string): void',
              description: 'Sets the user name.',
              parameters: [{name: 'username', type: 'string', description: 'The user name.'}],
              since: '1.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: 'clearUsername(): void',
              description: 'Removes the user name.',
              since: '1.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: 'setUserEmail(email: string): void',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'string', description: 'The email address.'}],
              since: '1.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: 'clearUserEmail(): void',
              description: 'Removes the user email address.',
              since: '1.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: 'addUserPersona(persona: string): void',
              description: 'Adds a persona, such as `premium`.',
              parameters: [{name: 'persona', type: 'string', description: 'The persona name.'}],
              since: '1.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: 'removeUserPersona(persona: string): void',
              description: 'Removes one persona.',
              parameters: [{name: 'persona', type: 'string', description: 'The persona name.'}],
              since: '1.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: 'clearAllUserPersonas(): void',
              description: 'Removes every persona.',
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a user',
        code: `import {Argus} from '@argus-io/web-sdk';

export function onLogin(userId: string, premium: boolean): void {
  Argus.setUserIdentifier(userId);
  if (premium) {
    Argus.addUserPersona('premium');
  }
}

export function onLogout(): void {
  Argus.clearUserIdentifier();
  Argus.clearUsername();
  Argus.clearUserEmail();
  Argus.clearAllUserPersonas();
}
`,
      },
    },
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Key-value pairs attached to the session for filtering. A permanent property is stored in the browser and added to later sessions until removed; a session holds at most 100.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session property members of the entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature: 'addSessionProperty(key: string, value: string, permanent?: boolean): void',
              description: 'Adds or replaces a session property.',
              parameters: [
                {name: 'key', type: 'string', description: 'The name, at most 128 characters.'},
                {name: 'value', type: 'string', description: 'The value, at most 1024 characters.'},
                {name: 'permanent', type: 'boolean', description: 'Also adds it to later sessions.', default: 'false'},
              ],
              since: '1.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: 'removeSessionProperty(key: string): void',
              description: 'Removes a session property.',
              parameters: [{name: 'key', type: 'string', description: 'The name.'}],
              since: '1.0.0',
            },
            {
              name: 'getSessionProperties',
              kind: 'method',
              signature: `getSessionProperties(): ${PROPS}`,
              description: 'The properties of the current session.',
              returns: {type: PROPS, description: 'A copy of the properties.'},
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag the session',
        code: `import {Argus} from '@argus-io/web-sdk';

Argus.addSessionProperty('plan', 'team', true);
Argus.addSessionProperty('landing_page', window.location.pathname);
console.log(Argus.getSessionProperties());
Argus.removeSessionProperty('landing_page');
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
          since: '1.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: `logInfo(message: string, properties?: ${PROPS}): void`,
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '1.0.0',
            },
            {
              name: 'logWarning',
              kind: 'method',
              signature: `logWarning(message: string, properties?: ${PROPS}): void`,
              description: 'Sends a warning log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '1.0.0',
            },
            {
              name: 'logError',
              kind: 'method',
              signature: `logError(message: string, properties?: ${PROPS}): void`,
              description: 'Sends an error log.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
              since: '1.0.0',
            },
            {
              name: 'logMessage',
              kind: 'method',
              signature: `logMessage(message: string, severity: LogSeverity, properties?: ${PROPS}, attachment?: Uint8Array): void`,
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
              since: '1.0.0',
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'The severity of a log or handled exception.',
          since: '1.0.0',
          members: [
            {name: 'Info', kind: 'case', signature: "Info = 'info'", description: 'Normal operation.', since: '1.0.0'},
            {
              name: 'Warning',
              kind: 'case',
              signature: "Warning = 'warning'",
              description: 'Something unexpected.',
              since: '1.0.0',
            },
            {
              name: 'Error',
              kind: 'case',
              signature: "Error = 'error'",
              description: 'A failure that affected the user.',
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs',
        code: `import {Argus, LogSeverity} from '@argus-io/web-sdk';

export function reportCheckout(orderId: string, receipt: string): void {
  Argus.logInfo('Checkout started', {order_id: orderId});
  Argus.logWarning('Coupon expired', {order_id: orderId});
  Argus.logMessage('Payment declined', LogSeverity.Error, {order_id: orderId}, new TextEncoder().encode(receipt));
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
          since: '1.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: 'addBreadcrumb(message: string): void',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'string', description: 'At most 256 characters.'}],
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Add a breadcrumb',
        code: `import {Argus} from '@argus-io/web-sdk';

export function onFilterChange(filter: string): void {
  Argus.addBreadcrumb('Filter changed to ' + filter);
}
`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Uncaught errors and unhandled promise rejections are captured automatically. Report errors you catch with `logException`; the dashboard gives each a severity score.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Handled exception member of the entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'logException',
              kind: 'method',
              signature: `logException(error: unknown, severity?: LogSeverity, properties?: ${PROPS}): void`,
              description: 'Records a caught error with its stack trace, symbolicated with your uploaded source maps.',
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
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a caught error',
        code: `import {Argus, LogSeverity} from '@argus-io/web-sdk';

export async function loadProfile(): Promise<unknown> {
  try {
    const response = await fetch('/api/profile');
    return await response.json();
  } catch (error) {
    Argus.logException(error, LogSeverity.Warning, {screen: 'profile'});
    return undefined;
  }
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
          since: '1.0.0',
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
              since: '1.0.0',
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
              since: '1.0.0',
            },
            {
              name: 'recordCompletedSpan',
              kind: 'method',
              signature: `recordCompletedSpan(name: string, startTime: number, endTime: number, attributes?: ${PROPS}, events?: readonly SpanEvent[], parent?: Span): void`,
              description: 'Records an operation that already finished.',
              parameters: [
                {name: 'name', type: 'string', description: 'The span name.'},
                {name: 'startTime', type: 'number', description: 'Start time in epoch milliseconds.'},
                {name: 'endTime', type: 'number', description: 'End time in epoch milliseconds.'},
                {name: 'attributes', type: PROPS, description: 'Up to 50 attributes.', default: '{}'},
                {name: 'events', type: 'readonly SpanEvent[]', description: 'Up to 10 events.', default: '[]'},
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'undefined'},
              ],
              since: '1.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'interface',
          description: 'A running span returned by `Argus.startSpan`.',
          since: '1.0.0',
          members: [
            {
              name: 'traceId',
              kind: 'property',
              signature: 'readonly traceId: string',
              description: 'The 32-hex-character trace ID.',
              since: '1.0.0',
            },
            {
              name: 'spanId',
              kind: 'property',
              signature: 'readonly spanId: string',
              description: 'The 16-hex-character span ID.',
              since: '1.0.0',
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
              since: '1.0.0',
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
              since: '1.0.0',
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
              since: '1.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'interface',
          description: 'An event for `Argus.recordCompletedSpan`.',
          since: '1.0.0',
          members: [
            {name: 'name', kind: 'property', signature: 'name: string', description: 'The event name.', since: '1.0.0'},
            {
              name: 'timestamp',
              kind: 'property',
              signature: 'timestamp: number',
              description: 'When it happened, in epoch milliseconds.',
              since: '1.0.0',
            },
            {
              name: 'attributes',
              kind: 'property',
              signature: `attributes?: ${PROPS}`,
              description: 'Event attributes.',
              since: '1.0.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span ended without success.',
          since: '1.0.0',
          members: [
            {
              name: 'Failure',
              kind: 'case',
              signature: "Failure = 'failure'",
              description: 'The operation failed.',
              since: '1.0.0',
            },
            {
              name: 'UserAbandon',
              kind: 'case',
              signature: "UserAbandon = 'userAbandon'",
              description: 'The user gave up.',
              since: '1.0.0',
            },
            {
              name: 'Unknown',
              kind: 'case',
              signature: "Unknown = 'unknown'",
              description: 'Another reason.',
              since: '1.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Trace a checkout',
        code: `import {Argus, SpanErrorCode} from '@argus-io/web-sdk';

export async function checkout(cartSize: number): Promise<void> {
  const span = Argus.startSpan('checkout');
  span.addAttribute('cart_size', String(cartSize));

  const total = await Argus.recordSpan('compute-total', () => cartSize * 10, span);
  span.addEvent('total-computed', {total: String(total)});

  const end = Date.now();
  Argus.recordCompletedSpan('load-cart', end - 200, end, {}, [{name: 'cache-hit', timestamp: end - 150}], span);

  span.stop(total === 0 ? SpanErrorCode.Failure : undefined);
}
`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description:
        'The SDK records `fetch` and `XMLHttpRequest` calls automatically; use `recordNetworkRequest` for other transports, such as WebSocket messages. Network body capture is a mobile SDK feature configured in the dashboard; the Web SDK never records bodies.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Network members of the entry point.',
          since: '1.0.0',
          members: [
            {
              name: 'recordNetworkRequest',
              kind: 'method',
              signature: 'recordNetworkRequest(request: NetworkRequest): void',
              description: 'Records a request the SDK did not capture.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The finished request.'}],
              since: '1.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: 'generateW3cTraceparent(): string',
              description:
                'Creates a W3C `traceparent` header value to send with a manually recorded request, so backend traces join it.',
              returns: {type: 'string', description: 'A value such as `00-<trace-id>-<span-id>-01`.'},
              since: '1.3.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'interface',
          description: 'A finished request for `Argus.recordNetworkRequest`.',
          since: '1.0.0',
          members: [
            {
              name: 'url',
              kind: 'property',
              signature: 'url: string',
              description: 'The URL, at most 2048 characters.',
              since: '1.0.0',
            },
            {
              name: 'method',
              kind: 'property',
              signature: 'method: string',
              description: 'The HTTP method, such as `GET`.',
              since: '1.0.0',
            },
            {
              name: 'startTime',
              kind: 'property',
              signature: 'startTime: number',
              description: 'Start time in epoch milliseconds.',
              since: '1.0.0',
            },
            {
              name: 'endTime',
              kind: 'property',
              signature: 'endTime: number',
              description: 'End time in epoch milliseconds.',
              since: '1.0.0',
            },
            {
              name: 'statusCode',
              kind: 'property',
              signature: 'statusCode?: number',
              description: 'The HTTP status code.',
              since: '1.0.0',
            },
            {
              name: 'bytesSent',
              kind: 'property',
              signature: 'bytesSent?: number',
              description: 'Request body size in bytes.',
              since: '1.0.0',
            },
            {
              name: 'bytesReceived',
              kind: 'property',
              signature: 'bytesReceived?: number',
              description: 'Response body size in bytes.',
              since: '1.0.0',
            },
            {
              name: 'error',
              kind: 'property',
              signature: 'error?: Error',
              description: 'The failure, if the request did not complete.',
              since: '1.0.0',
            },
            {
              name: 'traceparent',
              kind: 'property',
              signature: 'traceparent?: string',
              description: 'The `traceparent` header sent.',
              since: '1.3.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a request',
        code: `import {Argus} from '@argus-io/web-sdk';

export async function upload(body: Uint8Array): Promise<void> {
  const traceparent = Argus.generateW3cTraceparent();
  const startTime = Date.now();
  const response = await fetch('https://api.example.com/upload', {method: 'POST', body, headers: {traceparent}});
  Argus.recordNetworkRequest({
    url: 'https://api.example.com/upload',
    method: 'POST',
    startTime,
    endTime: Date.now(),
    statusCode: response.status,
    bytesSent: body.byteLength,
    traceparent,
  });
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
          since: '1.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature: `startMoment(name: string, properties?: ${PROPS}): void`,
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'string', description: 'The moment name.'},
                {name: 'properties', type: PROPS, description: 'Moment properties.', default: '{}'},
              ],
              since: '1.0.0',
              deprecated: {since: '1.2.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature: 'endMoment(name: string): void',
              description: 'Ends the named moment.',
              parameters: [{name: 'name', type: 'string', description: 'The moment name.'}],
              since: '1.0.0',
              deprecated: {since: '1.2.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: 'endAppStartup(): void',
              description: 'Ends the startup moment; the document load span now measures page loads.',
              since: '1.0.0',
              deprecated: {since: '1.2.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'A moment (prefer spans)',
        code: `import {Argus} from '@argus-io/web-sdk';

Argus.startMoment('load-dashboard');
Argus.endMoment('load-dashboard');
`,
      },
    },
    {
      id: 'instrumentation',
      title: 'Automatic instrumentation',
      description:
        'Each automatic instrumentation can be turned off in the `instrumentation` option of `Argus.start`. All of them are on by default.',
      symbols: [
        {
          name: 'InstrumentationOptions',
          kind: 'interface',
          description: 'Toggles for automatic instrumentation.',
          since: '1.0.0',
          members: [
            {
              name: 'documentLoad',
              kind: 'property',
              signature: 'documentLoad?: boolean',
              description: 'Records a document load span with resource timings. Defaults to `true`.',
              since: '1.0.0',
            },
            {
              name: 'exceptions',
              kind: 'property',
              signature: 'exceptions?: boolean',
              description: 'Captures uncaught errors and unhandled promise rejections. Defaults to `true`.',
              since: '1.0.0',
            },
            {
              name: 'network',
              kind: 'property',
              signature: 'network?: boolean',
              description: 'Records `fetch` and `XMLHttpRequest` calls. Defaults to `true`.',
              since: '1.0.0',
            },
            {
              name: 'userInteractions',
              kind: 'property',
              signature: 'userInteractions?: boolean',
              description:
                'Records clicks as breadcrumbs with the element name, never input values. Defaults to `true`.',
              since: '1.0.0',
            },
            {
              name: 'webVitals',
              kind: 'property',
              signature: 'webVitals?: boolean',
              description: 'Reports Core Web Vitals (LCP, INP, CLS) and FCP and TTFB. Defaults to `true`.',
              since: '1.1.0',
            },
          ],
        },
      ],
      example: {
        title: 'Turn off click capture',
        code: `import {Argus} from '@argus-io/web-sdk';

Argus.start({
  appId: 'aB3x9',
  instrumentation: {userInteractions: false, webVitals: true},
});
`,
      },
    },
    {
      id: 'navigation',
      title: 'Navigation',
      description:
        'Full page loads are recorded automatically. In a single-page app without React Router, mark each view yourself so the session timeline shows where the user was.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'View members of the entry point.',
          since: '1.4.0',
          members: [
            {
              name: 'startView',
              kind: 'method',
              signature: 'startView(name: string): void',
              description: 'Starts a view span; starting another view ends the current one.',
              parameters: [{name: 'name', type: 'string', description: 'The view name, such as `Cart`.'}],
              since: '1.4.0',
            },
            {
              name: 'endView',
              kind: 'method',
              signature: 'endView(name: string): void',
              description: 'Ends the view span with this name.',
              parameters: [{name: 'name', type: 'string', description: 'The view name.'}],
              since: '1.4.0',
            },
          ],
        },
      ],
      example: {
        title: 'Mark views in a single-page app',
        code: `import {Argus} from '@argus-io/web-sdk';

export function showView(previous: string, next: string): void {
  Argus.endView(previous);
  Argus.startView(next);
}
`,
      },
    },
    {
      id: 'react',
      title: 'React',
      description:
        'The `@argus-io/web-sdk/react` entry point adds an error boundary that reports render errors as exceptions, and a router wrapper that records a view for each React Router route.',
      symbols: [
        {
          name: 'ArgusErrorBoundary',
          kind: 'class',
          description: 'A React error boundary component; import it from `@argus-io/web-sdk/react`.',
          since: '1.2.0',
          members: [
            {
              name: 'fallback',
              kind: 'property',
              signature: 'fallback?: ReactNode',
              description: 'What to render after a render error. Defaults to nothing.',
              since: '1.2.0',
            },
            {
              name: 'onError',
              kind: 'property',
              signature: 'onError?: (error: Error) => void',
              description: 'Called after the error is reported.',
              since: '1.2.0',
            },
            {
              name: 'children',
              kind: 'property',
              signature: 'children?: ReactNode',
              description: 'The part of the app the boundary guards.',
              since: '1.2.0',
            },
          ],
        },
        {
          name: '@argus-io/web-sdk/react',
          kind: 'namespace',
          description: 'Functions exported by the React entry point.',
          since: '1.2.0',
          members: [
            {
              name: 'withArgusRouter',
              kind: 'method',
              signature: 'withArgusRouter<P extends object>(Router: ComponentType<P>): ComponentType<P>',
              description:
                'Wraps `BrowserRouter`, `HashRouter` or `MemoryRouter` so each route change starts a view named after the route pattern.',
              parameters: [{name: 'Router', type: 'ComponentType<P>', description: 'The router component to wrap.'}],
              returns: {type: 'ComponentType<P>', description: 'A router that records views.'},
              since: '1.2.0',
            },
          ],
        },
      ],
      example: {
        title: 'Wrap a React app',
        code: `import {createElement} from 'react';
import {createRoot} from 'react-dom/client';
import {BrowserRouter} from 'react-router-dom';
import {Argus} from '@argus-io/web-sdk';
import {ArgusErrorBoundary, withArgusRouter} from '@argus-io/web-sdk/react';

Argus.start({appId: 'aB3x9'});

const ArgusBrowserRouter = withArgusRouter(BrowserRouter);

function App() {
  return createElement('main', null, 'Store');
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    createElement(
      ArgusErrorBoundary,
      {fallback: createElement('p', null, 'Something went wrong.')},
      createElement(ArgusBrowserRouter, null, createElement(App)),
    ),
  );
}
`,
      },
    },
    {
      id: 'otlp',
      title: 'OpenTelemetry export',
      description:
        'Besides Argus, the SDK can send spans and logs to your own OTLP/HTTP endpoints, such as an OpenTelemetry Collector. The endpoints must accept cross-origin requests from your site.',
      symbols: [
        {
          name: 'OtlpExportOptions',
          kind: 'interface',
          description: 'The `otlpExport` option of `Argus.start`.',
          since: '1.6.0',
          members: [
            {
              name: 'traces',
              kind: 'property',
              signature: 'traces?: OtlpEndpoint',
              description: 'Where spans go, such as `https://otel.example.com/v1/traces`.',
              since: '1.6.0',
            },
            {
              name: 'logs',
              kind: 'property',
              signature: 'logs?: OtlpEndpoint',
              description: 'Where logs go.',
              since: '1.6.0',
            },
          ],
        },
        {
          name: 'OtlpEndpoint',
          kind: 'interface',
          description: 'One OTLP/HTTP endpoint.',
          since: '1.6.0',
          members: [
            {
              name: 'url',
              kind: 'property',
              signature: 'url: string',
              description: 'The full endpoint URL.',
              since: '1.6.0',
            },
            {
              name: 'headers',
              kind: 'property',
              signature: `headers?: ${PROPS}`,
              description:
                'Headers sent with each export, such as a tenant name; never a secret: they ship in the page. Defaults to `{}`.',
              since: '1.6.0',
            },
          ],
        },
      ],
      example: {
        title: 'Export to a collector',
        code: `import {Argus} from '@argus-io/web-sdk';

Argus.start({
  appId: 'aB3x9',
  otlpExport: {
    traces: {url: 'https://collector.example.com/v1/traces', headers: {'x-tenant': 'shop-web'}},
    logs: {url: 'https://collector.example.com/v1/logs', headers: {'x-tenant': 'shop-web'}},
  },
});
`,
      },
    },
  ],
} as const satisfies SdkApi;

export default webApi;
