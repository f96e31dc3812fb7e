import { connectionRoutes, hasChannelHistory, ONLINE_EVENT } from '@casino/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { route } from '../plugins/routes.ts';
import type { Broker } from './broker.ts';
import { MemoryBroker } from './broker.ts';
import { CentrifugoApi } from './centrifugo.ts';
import { Connection } from './connection.ts';
import { Hub } from './hub.ts';
import { type Disconnect, DisconnectCodes, UnsubscribeCodes } from './protocol.ts';
import { RedisBroker } from './redis-broker.ts';
import {
  builtInAuthenticator,
  signBuiltInConnectionToken,
  signConnectionToken,
  signSubscriptionToken,
  subscriptionTokenKey,
  verifySubscriptionToken,
} from './tokens.ts';

/** What the domains (through the outbox) and routes use, whichever gateway runs. */
export interface Realtime {
  readonly mode: 'built-in' | 'centrifugo';
  publish(channel: string, data: unknown): Promise<void>;
  /** Ends the player's subscription: below 2500 the client stays unsubscribed, from 2500 it resubscribes. */
  unsubscribe(user: string, channel: string, unsubscribe?: Disconnect): Promise<void>;
  /** Closes the player's connections: 3500-3999 and 4500-4999 tell the client not to reconnect. */
  disconnect(user: string, disconnect?: Disconnect, session?: string): Promise<void>;
  connectionToken(session: { playerId: string; sessionId: string }): Promise<string>;
  /** A subscription token for a token-only channel (the chat's), for a connection of `user` ('' anonymous). */
  subscriptionToken(user: string, channel: string): Promise<{ token: string; expiresAt: Date }>;
  /** The built-in gateway's connections on this node. */
  readonly hub: Hub | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const WEBSOCKET_PATH = '/api/connection/websocket';
const VERSION = 'lucky-harbor 1';

export async function registerRealtime(app: FastifyInstance) {
  const realtime = app.env.CENTRIFUGO_API_URL ? centrifugoRealtime(app) : await builtInRealtime(app);
  app.decorate('realtime', realtime);
  route(app, connectionRoutes.token, async (_input, request) => ({
    data: { token: await realtime.connectionToken(request.player!) },
  }));
}

function centrifugoRealtime(app: FastifyInstance): Realtime {
  const { CENTRIFUGO_API_URL, CENTRIFUGO_API_KEY, CENTRIFUGO_TOKEN_SECRET } = app.env;
  const api = new CentrifugoApi(CENTRIFUGO_API_URL!, CENTRIFUGO_API_KEY!);
  const secret = new TextEncoder().encode(CENTRIFUGO_TOKEN_SECRET!);
  return {
    mode: 'centrifugo',
    hub: null,
    publish: (channel, data) => api.publish(channel, data),
    unsubscribe: (user, channel, unsubscribe = UnsubscribeCodes.server) =>
      api.unsubscribe(user, channel, unsubscribe),
    disconnect: (user, disconnect = DisconnectCodes.forceNoReconnect) => api.disconnect(user, disconnect),
    connectionToken: ({ playerId }) => signConnectionToken(secret, playerId),
    // Centrifugo checks subscription tokens with the connection tokens' secret.
    subscriptionToken: (user, channel) => signSubscriptionToken(secret, user, channel),
  };
}

async function builtInRealtime(app: FastifyInstance): Promise<Realtime> {
  const { env } = app;
  const onlineMs = env.REALTIME_ONLINE_SECONDS * 1000;
  const broker: Broker = env.REDIS_URL
    ? await RedisBroker.connect(env.REDIS_URL, env.REDIS_PREFIX, onlineMs)
    : new MemoryBroker();
  const hub = new Hub();
  broker.onMessage((message) => hub.deliver(message));
  const online = onlineCounter(app, hub, broker, onlineMs);

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const subscriptionKey = subscriptionTokenKey(app.authKeys);
  const authenticate = builtInAuthenticator({
    db: app.db,
    keys: app.authKeys,
    idleDays: env.SESSION_IDLE_DAYS,
  });
  app.get(WEBSOCKET_PATH, { websocket: true }, (socket) => {
    new Connection(socket, {
      hub,
      authenticate,
      pingSeconds: env.REALTIME_PING_SECONDS,
      pongTimeoutMs: env.REALTIME_PONG_TIMEOUT_SECONDS * 1000,
      connectTimeoutMs: 10_000,
      version: VERSION,
      history: broker.history,
      subscribeData: (channel) => (channel === 'global:online' ? online.publication() : undefined),
      verifySubscription: (token, user, channel) =>
        verifySubscriptionToken(subscriptionKey, token, user, channel),
      onError: (error) => app.log.error({ err: error }, 'realtime connection failed'),
    });
  });

  app.addHook('preClose', async () => {
    online.stop();
    for (const client of [...hub.clients]) client.disconnect(DisconnectCodes.shutdown);
  });
  app.addHook('onClose', async () => broker.close());

  return {
    mode: 'built-in',
    hub,
    publish: async (channel, data) => {
      if (hasChannelHistory(channel)) await broker.history.append(channel, data);
      await broker.send({ kind: 'pub', channel, data });
    },
    unsubscribe: (user, channel, unsubscribe = UnsubscribeCodes.server) =>
      broker.send({ kind: 'unsubscribe', user, channel, unsubscribe }),
    disconnect: (user, disconnect = DisconnectCodes.forceNoReconnect, session) =>
      broker.send({ kind: 'disconnect', user, disconnect, session }),
    connectionToken: ({ playerId, sessionId }) =>
      signBuiltInConnectionToken(app.authKeys, playerId, sessionId),
    subscriptionToken: (user, channel) => signSubscriptionToken(subscriptionKey, user, channel),
  };
}

/**
 * Every few seconds: this node's count to the broker, the total over all nodes to global:online here.
 * The count said is never below this node's own clients right now: a visitor who just connected is
 * online, even before the next report counts them (no "0 players online" to someone who is).
 */
function onlineCounter(app: FastifyInstance, hub: Hub, broker: Broker, intervalMs: number) {
  let total = 0;
  const publication = () => ({ event: ONLINE_EVENT, count: Math.max(total, hub.clients.size) });
  const timer = setInterval(async () => {
    try {
      total = await broker.reportOnline(hub.clients.size);
      hub.publishLocal('global:online', publication());
    } catch (error) {
      app.log.warn({ err: error }, 'online count not published');
    }
  }, intervalMs);
  timer.unref();
  return { publication, stop: () => clearInterval(timer) };
}
