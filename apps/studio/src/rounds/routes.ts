import { studioRoutes } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { StudioError } from '../server/errors.ts';
import type { ResolvePlayer } from '../server/player-session.ts';
import { gameSessionRoute, studioRoute } from '../server/studio-route.ts';
import { cashOutMines, revealMinesTile } from './mines-play.ts';
import { playRound } from './play.ts';
import { findRound, listRounds } from './round-store.ts';
import { roundView } from './round-view.ts';
import type { RoundDeps } from './settlement.ts';

/** Rounds under /studio/api/rounds: play, the mines steps, the player's history and the public recall. */
export function registerRoundRoutes(
  app: FastifyInstance,
  deps: RoundDeps & { resolvePlayer: ResolvePlayer },
) {
  const { resolvePlayer } = deps;

  gameSessionRoute(app, resolvePlayer, studioRoutes.play, async ({ body }, session) => ({
    data: await playRound(deps, session, body),
  }));

  gameSessionRoute(app, resolvePlayer, studioRoutes.revealTile, async ({ params, body }, session) => ({
    data: await revealMinesTile(deps, session, params.id, body.tile),
  }));

  gameSessionRoute(app, resolvePlayer, studioRoutes.cashOutRound, async ({ params }, session) => ({
    data: await cashOutMines(deps, session, params.id),
  }));

  gameSessionRoute(app, resolvePlayer, studioRoutes.rounds, async ({ query: page }, { player }) => {
    const { rows, total } = await listRounds(deps.db, player, page);
    return {
      data: rows.map(({ round, pair }) => roundView(round, pair)),
      meta: { ...page, totalRows: total, totalPages: Math.ceil(total / page.perPage) },
    };
  });

  // Public: a round's id is an unguessable uuid, shared like a link (the recall page has no token).
  studioRoute(app, studioRoutes.round, async ({ params }) => {
    const found = await findRound(deps.db, params.id);
    if (!found) throw StudioError.notFound('No such round.');
    return { data: roundView(found.round, found.pair) };
  });
}
