import { gameBetsQuerySchema, gameSpinsQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { cachedFor, latestWinners, listPlayerBets, listPlayerSpins } from './history.ts';

/** How long the winners feed is reused, here and by browsers and CDNs. */
export const WINNERS_CACHE_SECONDS = 5;

/**
 * Game history (spec section 7, Games), mounted under /api/game by the games routes: the player's
 * rounds (/bets), settled spins (/spins), 401 for guests; and the public winners feed (/spins/winners).
 */
export async function gameHistoryRoutes(app: FastifyInstance) {
  const player = { preHandler: app.requirePlayer };
  const winners = cachedFor(WINNERS_CACHE_SECONDS * 1000, () => latestWinners(app.db));

  app.get('/api/game/bets', player, async (request) =>
    listPlayerBets(app.db, sessionOf(request).playerId, parseInput(gameBetsQuerySchema, request.query)),
  );

  app.get('/api/game/spins', player, async (request) =>
    listPlayerSpins(app.db, sessionOf(request).playerId, parseInput(gameSpinsQuerySchema, request.query)),
  );

  app.get('/api/game/spins/winners', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${WINNERS_CACHE_SECONDS}`);
    return { data: await winners() };
  });
}
