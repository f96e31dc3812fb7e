import type { FastifyInstance } from 'fastify';
import { EventDispatcher } from './dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domains subscribe to each other's events here; `wake()` after a commit delivers at once. */
    events: EventDispatcher;
  }
}

/** The outbox dispatcher: starts with the app, and stops (finishing the event in hand) when it closes. */
export function registerEvents(app: FastifyInstance) {
  const dispatcher = new EventDispatcher({
    db: app.db,
    realtime: app.realtime,
    pollMs: app.env.EVENTS_POLL_MS,
    onError: (error, event) => app.log.error({ err: error, event }, 'domain event not delivered'),
    onResume: () => app.log.info('domain events dispatched again'),
  });
  app.decorate('events', dispatcher);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('preClose', async () => dispatcher.stop());
}
