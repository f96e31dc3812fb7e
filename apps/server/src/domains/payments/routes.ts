import {
  depositRequestSchema,
  idParamsSchema,
  invoicesQuerySchema,
  paymentMethodsQuerySchema,
  withdrawRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { loadServerSecret } from '../identity/secrets.ts';
import { createDeposit, handleAsyncRedirects } from './deposits.ts';
import { invoiceStatistics, listInvoices } from './invoices.ts';
import { listMethods } from './methods.ts';
import { isSandboxEnabled, noPaymentProvider } from './payment-provider.ts';
import type { PaymentProvider } from './psp-port.ts';
import { localRedirectTargets } from './redirect-targets.ts';
import { sandboxOperatorRoutes } from './sandbox-operator-routes.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { createSandboxPsp } from './sandbox-psp.ts';
import { declineInvoice } from './settlement.ts';
import { webhookRoutes } from './webhooks.ts';
import { createWithdrawal } from './withdrawals.ts';

/** The name of the generated webhook secret in server_secrets when PSP_WEBHOOK_SECRET is unset. */
export const PSP_WEBHOOK_SECRET_NAME = 'psp-webhook';

export async function paymentRoutes(app: FastifyInstance) {
  const { secret } = await loadServerSecret(app.db, PSP_WEBHOOK_SECRET_NAME, app.env.PSP_WEBHOOK_SECRET);
  const sandbox = isSandboxEnabled(app.env) ? createSandboxPsp({ secret }) : null;
  const psp: PaymentProvider = sandbox ?? noPaymentProvider;
  const player = { preHandler: app.requirePlayer };

  for (const direction of ['deposit', 'withdrawal'] as const) {
    app.get(`/api/payment/methods/${direction}`, player, async (request) => {
      const { currency, country } = parseInput(paymentMethodsQuerySchema, request.query);
      return { data: listMethods(psp, direction, currency, country || undefined) };
    });
  }

  app.post('/api/payment/invoices/deposit', player, async (request, reply) => {
    const input = localRedirectTargets(parseInput(depositRequestSchema, request.body), app.env.PUBLIC_URL);
    const data = await createDeposit(app.db, psp, sessionOf(request).playerId, input);
    app.events.wake();
    return reply.status(201).send({ data });
  });

  app.post('/api/payment/invoices/withdrawal', player, async (request, reply) => {
    const input = parseInput(withdrawRequestSchema, request.body);
    const data = await createWithdrawal(app.db, psp, sessionOf(request).playerId, input);
    app.events.wake();
    return reply.status(201).send({ data });
  });

  app.get('/api/payment/invoices', player, async (request) => {
    const query = parseInput(invoicesQuerySchema, request.query);
    return listInvoices(app.db, sessionOf(request).playerId, query);
  });

  app.get('/api/payment/invoices/statistics', player, async (request) => ({
    data: await invoiceStatistics(app.db, sessionOf(request).playerId),
  }));

  app.put('/api/payment/invoices/:id/decline', player, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const data = await declineInvoice(app.db, sessionOf(request).playerId, id);
    app.events.wake();
    return { data };
  });

  if (!sandbox) return;
  handleAsyncRedirects(app.events, sandbox);
  // Own encapsulated contexts: raw JSON bodies for the webhook, form bodies for the hosted page.
  await app.register(webhookRoutes, { psp: sandbox, secret });
  await app.register(sandboxPages, { psp: sandbox });
  await app.register(sandboxOperatorRoutes, { psp: sandbox });
}
