import { studioBetSchema, studioRevealTileRequestSchema, studioRoundsQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseStudioInput, StudioError } from '../server/errors.ts';
import type { ResolvePlayer } from '../server/player-session.ts';
import { cashOutMines, revealMinesTile } from './mines-play.ts';
import { playRound } from './play.ts';
import { findRound, listRounds } from './round-store.ts';
import { roundView } from './round-view.ts';
import type { RoundDeps } from './settlement.ts';

type ById = { Params: { id: string } };

/** Rounds under /studio/api/rounds: play, the mines steps, the player's history and the public recall. */
export function registerRoundRoutes(
  app: FastifyInstance,
  deps: RoundDeps & { resolvePlayer: ResolvePlayer },
) {
  app.post('/rounds', async (request) => {
    const session = await deps.resolvePlayer(request);
    return { data: await playRound(deps, session, parseStudioInput(studioBetSchema, request.body)) };
  });

  app.post<ById>('/rounds/:id/reveal', async (request) => {
    const session = await deps.resolvePlayer(request);
    const { tile } = parseStudioInput(studioRevealTileRequestSchema, request.body);
    return { data: await revealMinesTile(deps, session, request.params.id, tile) };
  });

  app.post<ById>('/rounds/:id/cashout', async (request) => {
    const session = await deps.resolvePlayer(request);
    return { data: await cashOutMines(deps, session, request.params.id) };
  });

  app.get('/rounds', async (request) => {
    const { player } = await deps.resolvePlayer(request);
    const page = parseStudioInput(studioRoundsQuerySchema, request.query);
    const { rows, total } = await listRounds(deps.db, player, page);
    return {
      data: rows.map(({ round, pair }) => roundView(round, pair)),
      meta: { ...page, totalRows: total, totalPages: Math.ceil(total / page.perPage) },
    };
  });

  // Public: a round's id is an unguessable uuid, shared like a link (the recall page has no token).
  app.get<ById>('/rounds/:id', async (request) => {
    const found = await findRound(deps.db, request.params.id);
    if (!found) throw StudioError.notFound('No such round.');
    return { data: roundView(found.round, found.pair) };
  });
}
