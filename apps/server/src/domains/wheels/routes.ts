import { wheelRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { registerDepositSpins, renderSpinPushes } from './issue.ts';
import { playSpin } from './play.ts';
import { listWheels } from './views.ts';

/**
 * Prize wheels (client contract sections 9 and 13): the wheels with the asking player's spins, the
 * spin itself (a provably fair draw, its prize paid once), spins issued per credited deposit and once
 * a day, and wheel.spin.issued on retention:wheels#{playerId}.
 */
export async function wheelsRoutes(app: FastifyInstance) {
  registerDepositSpins(app.events);
  renderSpinPushes(app.events, app.defaultLocale);

  route(app, calls.wheels, async ({ query }, request) => {
    const asker = {
      playerId: request.player?.playerId ?? null,
      locale: request.locale,
      defaultLocale: app.defaultLocale,
    };
    return listWheels(app.db, query, asker, new Date());
  });

  route(app, calls.spin, async ({ params }, request) => {
    const player = {
      playerId: sessionOf(request).playerId,
      locale: request.locale,
      defaultLocale: app.defaultLocale,
    };
    return { data: await playSpin(app.db, player, params.id, new Date()) };
  });
}
