/** Spec section 9: reconnect between 500 ms and 20 s, calls time out after 5 s, pings at most 10 s apart. */
export const REALTIME_OPTIONS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5000,
  maxServerPingDelay: 10_000,
} as const;

export const CONNECTION_PATH = '/api/connection/websocket';

/** ws:// or wss:// on the page's own host. */
export function realtimeEndpoint(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${CONNECTION_PATH}`;
}
