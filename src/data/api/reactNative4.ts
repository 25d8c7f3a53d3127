/**
 * The public API of the legacy Argus React Native SDK 4.x, written as what differs from 5.x
 * (reactNative5.ts, itself written over 6.x): 4.x has no network spans forwarding and no error
 * boundary for render errors, both added in 5.x, and its moments are not deprecated yet.
 */
import {LINE_BY_ID} from '../lines';
import {deriveApi, REMOVED} from './derive';
import {reactNative5Api} from './reactNative5';

const LINE = LINE_BY_ID['react-native4'];

export const reactNative4Api = deriveApi(reactNative5Api, {
  id: 'react-native4',
  title: `React Native SDK ${LINE.version} (legacy ${LINE.major})`,
  version: LINE.version,
  since: '4.0.0',
  groups: {
    setup: {
      symbols: {ArgusOptions: {members: {networkSpansForwardingEnabled: REMOVED}}},
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
      symbols: {Argus: {since: '4.6.0'}, SpanEvent: {since: '4.6.0'}, SpanErrorCode: {since: '4.6.0'}},
    },
    network: {
      symbols: {
        Argus: {members: {generateW3cTraceparent: REMOVED}},
        NetworkRequest: {members: {traceparent: REMOVED}},
      },
      example: {
        title: 'Record a request',
        code: `import {Argus} from '@argus-io/react-native';

export async function sendOverSocket(socket: WebSocket, payload: string): Promise<void> {
  const startTime = Date.now();
  socket.send(payload);
  await Argus.recordNetworkRequest({
    url: 'wss://api.example.com/live',
    method: 'GET',
    startTime,
    endTime: Date.now(),
    bytesSent: payload.length,
  });
}
`,
      },
    },
  },
});

export default reactNative4Api;
