/**
 * Centrifugo's client protocol, JSON flavour: newline-delimited commands in, newline-delimited replies
 * and pushes out. Codes from Centrifugo's "Client protocol codes" and the `centrifuge` client
 * (build/index.js: _handleUnsubscribe, _handleDisconnect, the transport's onClose).
 */
export const ErrorCodes = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
} as const;

export type ProtocolError = { code: number; message: string; temporary?: boolean };

/** 3000-3499: the client reconnects. 3500-3999: it does not (nor 4500-4999, left to the application). */
export const DisconnectCodes = {
  connectionClosed: { code: 3000, reason: 'connection closed' },
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  expired: { code: 3005, reason: 'expired' },
  forceReconnect: { code: 3011, reason: 'force reconnect' },
  noPong: { code: 3012, reason: 'no pong' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  forceNoReconnect: { code: 3503, reason: 'force disconnect' },
} as const;

export type Disconnect = { code: number; reason: string };

/** Below 2500 the client stays unsubscribed; from 2500 it subscribes again. */
export const UnsubscribeCodes = {
  server: { code: 2000, reason: 'server unsubscribe' },
  insufficientState: { code: 2500, reason: 'insufficient state' },
} as const;

/** One command of a frame: `id` is set on every command that expects a reply; `{}` alone is a pong. */
export type Command = {
  id?: number;
  connect?: { token?: string; data?: unknown; name?: string; version?: string };
  subscribe?: { channel?: string; token?: string };
  unsubscribe?: { channel?: string };
  presence_stats?: { channel?: string };
  refresh?: { token?: string };
  publish?: unknown;
  presence?: unknown;
  history?: { channel?: string; limit?: number; reverse?: boolean };
  rpc?: unknown;
  send?: unknown;
  sub_refresh?: unknown;
};

export const CLIENT_METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'presence_stats',
  'refresh',
  'publish',
  'presence',
  'history',
  'rpc',
  'send',
  'sub_refresh',
] as const;

export const encodeFrame = (replies: unknown[]) => replies.map((reply) => JSON.stringify(reply)).join('\n');

export const publicationPush = (channel: string, data: unknown) =>
  JSON.stringify({ push: { channel, pub: { data } } });

export const unsubscribePush = (channel: string, unsubscribe: Disconnect) =>
  JSON.stringify({ push: { channel, unsubscribe } });

export const disconnectPush = (disconnect: Disconnect) => JSON.stringify({ push: { disconnect } });

/** Splits a frame into commands; null when a line is not a JSON object. */
export function decodeFrame(text: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const command: unknown = JSON.parse(line);
      if (typeof command !== 'object' || command === null || Array.isArray(command)) return null;
      commands.push(command as Command);
    } catch {
      return null;
    }
  }
  return commands;
}
