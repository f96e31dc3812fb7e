import type { FastifyInstance } from 'fastify';
import { SESSION_CLOSED_EVENT } from '../domains/identity/session-routes.ts';
import { DisconnectCodes } from './protocol.ts';

/**
 * A closed session's sockets are dropped at once and told not to reconnect; the player's other devices
 * stay connected. (Were one to reconnect, its token would be refused: tokens name their session.)
 */
export function reconnectOnClosedSessions(app: FastifyInstance) {
  app.events.subscribe(SESSION_CLOSED_EVENT, async (event) => {
    const { playerId, sessionId } = event.payload as { playerId?: string; sessionId?: string };
    if (playerId && sessionId)
      await app.realtime.disconnect(playerId, DisconnectCodes.forceNoReconnect, sessionId);
  });
}
