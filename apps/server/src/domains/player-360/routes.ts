import { backofficePlayerRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { searchPlayers } from '../identity/staff-views.ts';
import { player360 } from './summary.ts';

/** The back office's player search and player 360 page (staff with players.read). */
export async function player360Routes(app: FastifyInstance) {
  route(app, calls.searchPlayers, async ({ query }) => searchPlayers(app.db, query));
  route(app, calls.player360, async ({ params }) => ({
    data: await player360(app.db, params.id, { sessionIdleDays: app.env.SESSION_IDLE_DAYS }),
  }));
}
