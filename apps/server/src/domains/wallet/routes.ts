import { createWalletAccountRequestSchema, idParamsSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { createAccount, hideAccount, listAccounts, switchAccount } from './accounts.ts';

export async function walletRoutes(app: FastifyInstance) {
  const player = { preHandler: app.requirePlayer };

  app.get('/api/wallet/accounts', player, async (request) => ({
    data: await listAccounts(app.db, sessionOf(request).playerId),
  }));

  app.post('/api/wallet/accounts', player, async (request, reply) => {
    const { currency } = parseInput(createWalletAccountRequestSchema, request.body);
    const data = await createAccount(app.db, sessionOf(request).playerId, currency.toUpperCase());
    return reply.status(201).send({ data });
  });

  app.put('/api/wallet/accounts/:id/switch', player, async (request) => ({
    data: await switchAccount(
      app.db,
      sessionOf(request).playerId,
      parseInput(idParamsSchema, request.params).id,
    ),
  }));

  app.put('/api/wallet/accounts/:id/hide', player, async (request) => ({
    data: await hideAccount(
      app.db,
      sessionOf(request).playerId,
      parseInput(idParamsSchema, request.params).id,
    ),
  }));
}
