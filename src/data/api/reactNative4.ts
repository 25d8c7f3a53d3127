/**
 * The public API of the legacy Argus React Native SDK 4.x, written as what differs from 5.x
 * (reactNative5.ts, itself written over 6.x): 4.x has no network spans forwarding and no error
 * boundary for render errors, both added in 5.x, and its moments are not deprecated yet.
 *
 * 4.0.0 builds on the iOS SDK 5.0.0, which cannot read the session ID or the last run end state
 * (the iOS 5.x API dates them 5.6.0 and 5.12.0, src/data/api/ios5.ts). The 4.x calls for them are
 * dated with the first 4.x release the changelog shows on an iOS SDK that has both: 4.6.0, on the
 * iOS SDK 5.14.0, the release that also added spans.
 */
import {LINE_BY_ID} from '../lines';
import {deriveApi, REMOVED} from './derive';
import {reactNative5Api} from './reactNative5';

const LINE = LINE_BY_ID['react-native4'];
/** The release that added spans, the session ID and the last run end state to 4.x. */
const SPANS = '4.6.0';

export const reactNative4Api = deriveApi(reactNative5Api, {
  id: 'react-native4',
  title: `React Native SDK ${LINE.version} (legacy ${LINE.major})`,
  version: LINE.version,
  since: '4.0.0',
  groups: {
    setup: {
      symbols: {ArgusOptions: {members: {networkSpansForwardingEnabled: REMOVED}}},
    },
    sessions: {
      symbols: {
        Argus: {members: {getCurrentSessionId: {since: SPANS}, getLastRunEndState: {since: SPANS}}},
        LastRunEndState: {since: SPANS},
      },
    },
    exceptions: {
      description:
        'Report errors your code catches and handles. Each one appears in the Exceptions area, where the dashboard gives it a severity score. Render errors are reported as crashes; the error boundary that reports them as exceptions arrived in 5.x.',
      symbols: {ArgusErrorBoundary: REMOVED},
      example: {
        title: 'Report a caught error',
        code: `import {Argus, LogSeverity} from '@argus-io/react-native';

export async function loadProfile(): Promise<unknown> {
  try {
    const response = await fetch('https://api.example.com/profile');
    return await response.json();
  } catch (error) {
    await Argus.logException(error, LogSeverity.Warning, {screen: 'Profile'});
    return undefined;
  }
}
`,
      },
    },
    traces: {
      description:
        'Spans measure operations, from 4.6.0 on. A span is identified by the span ID that `startSpan` resolves to, and the other span methods take that ID. Times are milliseconds since the epoch, as from `Date.now()`; a span has at most 50 attributes and 10 events.',
      symbols: {Argus: {since: SPANS}, SpanEvent: {since: SPANS}, SpanErrorCode: {since: SPANS}},
    },
    network: {
      symbols: {
        Argus: {members: {generateW3cTraceparent: REMOVED}},
        NetworkRequest: {members: {traceparent: REMOVED}},
      },
      example: {
        title: 'Record a request',
        code: `import {Argus} from '@argus-io/react-native';

/** The size of a string once it is encoded as UTF-8, as it travels over the socket. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export async function sendOverSocket(socket: WebSocket, payload: string): Promise<void> {
  const startTime = Date.now();
  socket.send(payload);
  await Argus.recordNetworkRequest({
    url: 'wss://api.example.com/live',
    // A WebSocket message has no HTTP method: use a short label of your own.
    method: 'message',
    startTime,
    endTime: Date.now(),
    bytesSent: utf8Bytes(payload),
  });
}
`,
      },
    },
    moments: {
      description:
        'Named timings: a moment runs from `startMoment` to the `endMoment` call with the same name. Before 4.6.0 they are the only timing API; from 4.6.0 on prefer spans, which 5.0.0 puts in their place.',
    },
  },
});

export default reactNative4Api;
