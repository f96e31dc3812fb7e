import { walletRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/routes.ts';
import { registerPlayerCreatedHook } from '../identity/player-hooks.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { renderAccountPushes } from './account-events.ts';
import { createAccount, ensureFirstAccount, hideAccount, listAccounts, switchAccount } from './accounts.ts';

/** The wallet's accounts (client contract section 4): every change answers the full list. */
export async function walletRoutes(app: FastifyInstance) {
  const playerOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).playerId;
  renderAccountPushes(app.events);
  // A new player's first account opens in the transaction that creates the player.
  const unregister = registerPlayerCreatedHook((tx, player) => ensureFirstAccount(tx, player.id));
  app.addHook('onClose', async () => unregister());

  route(app, calls.accounts, async (_input, request) => ({
    data: await listAccounts(app.db, playerOf(request)),
  }));

  route(app, calls.createAccount, async ({ body }, request) => ({
    data: await createAccount(app.db, playerOf(request), body.currency.toUpperCase()),
  }));

  route(app, calls.switchAccount, async ({ params }, request) => ({
    data: await switchAccount(app.db, playerOf(request), params.id),
  }));

  route(app, calls.hideAccount, async ({ params }, request) => ({
    data: await hideAccount(app.db, playerOf(request), params.id),
  }));
}
