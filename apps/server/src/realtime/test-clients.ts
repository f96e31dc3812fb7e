import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { WEBSOCKET_PATH } from './plugin.ts';

/** Listens on a free loopback port; resolves with the gateway's websocket address. */
export async function listenForClients(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${WEBSOCKET_PATH}`;
}

/** The real `centrifuge` client, in Node through `ws`, with short reconnect delays; closed by `closeAll`. */
export function clientFactory() {
  const clients: Centrifuge[] = [];
  return {
    open(url: string, options: Partial<Options> = {}) {
      const client = new Centrifuge(url, {
        websocket: WebSocket,
        minReconnectDelay: 100,
        maxReconnectDelay: 300,
        timeout: 5_000,
        ...options,
      });
      clients.push(client);
      return client;
    },
    closeAll() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

type Listenable = {
  on(event: string, listener: (context: never) => void): unknown;
  removeListener(event: string, listener: (context: never) => void): unknown;
};

/** The next `event` matching `accept`; rejects after `timeoutMs`. */
export function nextEvent<T = Record<string, unknown>>(
  emitter: Listenable,
  event: string,
  accept: (context: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.removeListener(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (context: T) => {
      if (!accept(context)) return;
      clearTimeout(timer);
      emitter.removeListener(event, listener);
      resolve(context);
    };
    emitter.on(event, listener as (context: never) => void);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client of `sockets` connected to `url` (as the player `getToken` names, or as a guest) with
 * `channel` subscribed: resolves once the server confirmed the subscription.
 */
export async function subscribedChannel(
  sockets: ReturnType<typeof clientFactory>,
  url: string,
  channel: string,
  getToken?: () => Promise<string>,
) {
  const socket = sockets.open(url, getToken ? { getToken } : {});
  const subscription = socket.newSubscription(channel);
  const subscribed = nextEvent(subscription, 'subscribed');
  subscription.subscribe();
  socket.connect();
  await subscribed;
  return subscription;
}
