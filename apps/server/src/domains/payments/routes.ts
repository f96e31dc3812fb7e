import { depositRequestSchema, invoicesQuerySchema, paymentMethodsQuerySchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { loadServerSecret } from '../identity/secrets.ts';
import { createDeposit, declineInvoice, listInvoices } from './invoices.ts';
import { listDepositMethods } from './methods.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { createSandboxPsp } from './sandbox-psp.ts';
import { webhookRoutes } from './webhooks.ts';

type ById = { Params: { id: string } };

/** The name of the generated webhook secret in server_secrets when PSP_WEBHOOK_SECRET is unset. */
export const PSP_WEBHOOK_SECRET_NAME = 'psp-webhook';

export async function paymentRoutes(app: FastifyInstance) {
  const { secret } = await loadServerSecret(app.db, PSP_WEBHOOK_SECRET_NAME, app.env.PSP_WEBHOOK_SECRET);
  const psp = createSandboxPsp({ secret });
  const player = { preHandler: app.requirePlayer };

  app.get('/api/payment/methods/deposit', player, async (request) => {
    const { currency, country } = parseInput(paymentMethodsQuerySchema, request.query);
    return { data: listDepositMethods(psp, currency, country || undefined) };
  });

  app.post('/api/payment/invoices/deposit', player, async (request, reply) => {
    const input = parseInput(depositRequestSchema, request.body);
    const data = await createDeposit(app.db, psp, sessionOf(request).playerId, input);
    return reply.status(201).send({ data });
  });

  app.get('/api/payment/invoices', player, async (request) => {
    const query = parseInput(invoicesQuerySchema, request.query);
    return listInvoices(app.db, sessionOf(request).playerId, query);
  });

  app.put<ById>('/api/payment/invoices/:id/decline', player, async (request) => ({
    data: await declineInvoice(app.db, sessionOf(request).playerId, request.params.id),
  }));

  // Own encapsulated contexts: raw JSON bodies for the webhook, form bodies for the hosted page.
  await app.register(webhookRoutes, { psp, secret });
  await app.register(sandboxPages, { psp });
}
