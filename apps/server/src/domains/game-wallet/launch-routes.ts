import { gamesRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { launchGame } from './launch.ts';

/** POST /api/game/games/{id}/play: demo for anyone; real money needs a valid token (without one, 401). */
export async function gameLaunchRoutes(app: FastifyInstance) {
  route(app, calls.play, async ({ params, body }, request) => ({
    data: await launchGame(app.db, {
      identity: params.id,
      demo: body.demoMode,
      accountId: body.accountId,
      playerId: request.player?.playerId ?? null,
      country: request.visitorCountry,
      studioUrl: app.env.STUDIO_PUBLIC_URL,
    }),
  }));
}
