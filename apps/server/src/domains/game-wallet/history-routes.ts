import { gameHistoryRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { cachedFor, latestWinners, listPlayerBets, listPlayerSpins } from './history.ts';

/** How long the winners feed is reused, here and by browsers and CDNs. */
export const WINNERS_CACHE_SECONDS = 5;

/**
 * Game history (client contract section 7), mounted under /api/game: the player's
 * rounds (/bets), settled spins (/spins), 401 for guests; and the public winners feed (/spins/winners).
 */
export async function gameHistoryRoutes(app: FastifyInstance) {
  const winners = cachedFor(WINNERS_CACHE_SECONDS * 1000, () => latestWinners(app.db));

  route(app, calls.bets, async ({ query }, request) =>
    listPlayerBets(app.db, sessionOf(request).playerId, query),
  );

  route(app, calls.spins, async ({ query }, request) =>
    listPlayerSpins(app.db, sessionOf(request).playerId, query),
  );

  route(app, calls.winners, async ({ query }, _request, reply) => {
    reply.header('cache-control', `public, max-age=${WINNERS_CACHE_SECONDS}`);
    return { data: (await winners()).slice(0, query.perPage) };
  });
}
