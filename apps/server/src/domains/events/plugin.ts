import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { EventDispatcher } from './dispatcher.ts';
import { EVENTS_NOTIFY_CHANNEL } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domains subscribe to each other's events here; `wake()` after a commit delivers at once. */
    events: EventDispatcher;
  }
}

/** One connection is enough: the dispatcher runs one batch at a time. */
const DISPATCHER_CONNECTIONS = 1;

/**
 * The outbox dispatcher: starts with the app, and stops (finishing the batch in hand) when it closes.
 * With `database` it delivers on a connection of its own and is woken by NOTIFY; without, it shares
 * the requests' pool and relies on `wake()` and the poll.
 */
export function registerEvents(app: FastifyInstance, database?: Database) {
  const dispatcher = new EventDispatcher({
    db: database?.openPool(DISPATCHER_CONNECTIONS) ?? app.db,
    realtime: app.realtime,
    pollMs: app.env.EVENTS_POLL_MS,
    listen: database && ((onNotify) => database.listen(EVENTS_NOTIFY_CHANNEL, onNotify)),
    onError: (error, event) => app.log.error({ err: error, event }, 'domain event not delivered'),
    onResume: () => app.log.info('domain events dispatched again'),
  });
  app.decorate('events', dispatcher);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('preClose', async () => dispatcher.stop());
}
