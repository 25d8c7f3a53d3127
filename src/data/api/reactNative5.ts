/**
 * The public API of the legacy Argus React Native SDK 5.x, written as what differs from 6.x
 * (reactNative.ts). In 5.x a span is the span ID string that `startSpan` resolves to, and the other
 * span methods take that ID; 6.0 replaced them with `Span` objects, removed `getDeviceId`, and added
 * unhandled promise rejection tracking and log attachments (the OTLP exporter came in 6.2, as its
 * `since` in reactNative.ts says).
 */
import {LINE_BY_ID} from '../lines';
import {deriveApi, REMOVED} from './derive';
import {reactNativeApi} from './reactNative';
import type {ApiDeprecation} from './types';

const LINE = LINE_BY_ID['react-native5'];
const PROPS = 'Record<string, string>';
const USE_SPANS: ApiDeprecation = {since: '5.0.0', replacement: 'Argus.startSpan'};

/** The release that added network spans forwarding to 5.x. */
const FORWARDING = '5.3.0';

export const reactNative5Api = deriveApi(reactNativeApi, {
  id: 'react-native5',
  title: `React Native SDK ${LINE.version} (legacy ${LINE.major})`,
  version: LINE.version,
  since: '5.0.0',
  groups: {
    setup: {
      symbols: {
        ArgusOptions: {
          members: {
            trackUnhandledRejections: REMOVED,
            networkSpansForwardingEnabled: {since: FORWARDING},
            exporters: REMOVED,
          },
        },
        ArgusExporter: REMOVED,
      },
    },
    sessions: {
      symbols: {
        Argus: {
          added: [
            {
              name: 'getDeviceId',
              kind: 'method',
              signature: 'getDeviceId(): Promise<string>',
              description:
                'The ID the SDK gave this install, for finding its sessions in the dashboard. Removed in 6.0; use the user identifier instead.',
              returns: {type: 'Promise<string>', description: 'Resolves to the device ID.'},
              since: '5.0.0',
            },
          ],
        },
      },
    },
    logs: {
      description:
        'Logs are messages with a severity (info, warning or error) and optional properties, sent to the Logs area of the dashboard. Log attachments arrived in 6.0.',
      symbols: {
        Argus: {
          members: {
            logMessage: {
              signature: `logMessage(message: string, severity: LogSeverity, properties?: ${PROPS}): Promise<boolean>`,
              description: 'Sends a log with a severity.',
              parameters: [
                {name: 'message', type: 'string', description: 'At most 4096 characters.'},
                {name: 'severity', type: 'LogSeverity', description: 'Info, warning or error.'},
                {name: 'properties', type: PROPS, description: 'Up to 100 properties.', default: '{}'},
              ],
            },
          },
        },
      },
      example: {
        title: 'Send logs',
        code: `import {Argus, LogSeverity} from '@argus-io/react-native';

export async function reportCheckout(orderId: string): Promise<void> {
  await Argus.logInfo('Checkout started', {order_id: orderId});
  await Argus.logWarning('Coupon expired', {order_id: orderId});
  await Argus.logMessage('Payment declined', LogSeverity.Error, {order_id: orderId, reason: 'card_declined'});
}
`,
      },
    },
    exceptions: {
      symbols: {ArgusErrorBoundary: {since: '5.2.0'}},
    },
    traces: {
      description:
        'Spans measure operations. In 5.x a span is identified by the span ID that `startSpan` resolves to, and the other span methods take that ID. Times are milliseconds since the epoch, as from `Date.now()`; a span has at most 50 attributes and 10 events.',
      symbols: {
        Argus: {
          members: {
            startSpan: {
              signature:
                'startSpan(name: string, parentSpanId?: string, startTime?: number): Promise<string | undefined>',
              description: 'Starts a span; stop it with `stopSpan` and its ID when the operation ends.',
              parameters: [
                {name: 'name', type: 'string', description: 'At most 128 characters.'},
                {
                  name: 'parentSpanId',
                  type: 'string',
                  description: 'The ID of the parent span; none starts a new trace.',
                  default: 'undefined',
                },
                {
                  name: 'startTime',
                  type: 'number',
                  description: 'Start time in epoch milliseconds.',
                  default: 'Date.now()',
                },
              ],
              returns: {
                type: 'Promise<string | undefined>',
                description: 'Resolves to the span ID, or `undefined` if the SDK has not started.',
              },
            },
            recordSpan: REMOVED,
            recordCompletedSpan: {
              signature: `recordCompletedSpan(name: string, startTime: number, endTime: number, errorCode?: SpanErrorCode, parentSpanId?: string, attributes?: ${PROPS}, events?: readonly SpanEvent[]): Promise<boolean>`,
              parameters: [
                {name: 'name', type: 'string', description: 'The span name.'},
                {name: 'startTime', type: 'number', description: 'Start time in epoch milliseconds.'},
                {name: 'endTime', type: 'number', description: 'End time in epoch milliseconds.'},
                {name: 'errorCode', type: 'SpanErrorCode', description: 'Why it failed.', default: 'undefined'},
                {name: 'parentSpanId', type: 'string', description: 'The parent span ID.', default: 'undefined'},
                {name: 'attributes', type: PROPS, description: 'Up to 50 attributes.', default: '{}'},
                {name: 'events', type: 'readonly SpanEvent[]', description: 'Up to 10 events.', default: '[]'},
              ],
            },
          },
          added: [
            {
              name: 'stopSpan',
              kind: 'method',
              signature: 'stopSpan(spanId: string, errorCode?: SpanErrorCode, endTime?: number): Promise<boolean>',
              description: 'Stops a span started with `startSpan`; an error code marks it failed.',
              parameters: [
                {name: 'spanId', type: 'string', description: 'The span ID.'},
                {name: 'errorCode', type: 'SpanErrorCode', description: 'Why it failed.', default: 'undefined'},
                {
                  name: 'endTime',
                  type: 'number',
                  description: 'End time in epoch milliseconds.',
                  default: 'Date.now()',
                },
              ],
              returns: {type: 'Promise<boolean>', description: 'Resolves to `false` if no running span has this ID.'},
              since: '5.0.0',
            },
            {
              name: 'addSpanAttributeToSpan',
              kind: 'method',
              signature: 'addSpanAttributeToSpan(spanId: string, key: string, value: string): Promise<boolean>',
              description: 'Adds an attribute to a running span.',
              parameters: [
                {name: 'spanId', type: 'string', description: 'The span ID.'},
                {name: 'key', type: 'string', description: 'The attribute name.'},
                {name: 'value', type: 'string', description: 'The value.'},
              ],
              returns: {type: 'Promise<boolean>', description: 'Resolves to `false` if no running span has this ID.'},
              since: '5.0.0',
            },
            {
              name: 'addSpanEventToSpan',
              kind: 'method',
              signature: `addSpanEventToSpan(spanId: string, name: string, timestamp: number, attributes?: ${PROPS}): Promise<boolean>`,
              description: 'Adds an event to a running span.',
              parameters: [
                {name: 'spanId', type: 'string', description: 'The span ID.'},
                {name: 'name', type: 'string', description: 'The event name.'},
                {name: 'timestamp', type: 'number', description: 'When it happened, in epoch milliseconds.'},
                {name: 'attributes', type: PROPS, description: 'Event attributes.', default: '{}'},
              ],
              returns: {type: 'Promise<boolean>', description: 'Resolves to `false` if no running span has this ID.'},
              since: '5.0.0',
            },
          ],
        },
        Span: REMOVED,
      },
      example: {
        title: 'Trace a checkout',
        code: `import {Argus, SpanErrorCode} from '@argus-io/react-native';

export async function checkout(cartSize: number): Promise<void> {
  const spanId = await Argus.startSpan('checkout');
  if (spanId === undefined) {
    return;
  }
  // The span stops whatever happens; it is marked failed unless the work finished.
  let failed = true;
  try {
    await Argus.addSpanAttributeToSpan(spanId, 'cart_size', String(cartSize));

    const end = Date.now();
    await Argus.recordCompletedSpan('load-cart', end - 200, end, undefined, spanId);
    await Argus.addSpanEventToSpan(spanId, 'cart-loaded', end);
    failed = cartSize === 0;
  } finally {
    await Argus.stopSpan(spanId, failed ? SpanErrorCode.Failure : undefined);
  }
}
`,
      },
    },
    network: {
      symbols: {
        Argus: {members: {generateW3cTraceparent: {since: FORWARDING}}},
        NetworkRequest: {members: {traceparent: {since: FORWARDING}}},
      },
    },
    moments: {
      symbols: {
        Argus: {
          members: {
            startMoment: {deprecated: USE_SPANS},
            endMoment: {deprecated: USE_SPANS},
            endAppStartup: {deprecated: USE_SPANS},
          },
        },
      },
    },
    otlp: REMOVED,
  },
});

export default reactNative5Api;
