import { paymentRoutes as calls } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { loadServerSecret } from '../../db/server-secrets.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { requireStepUp } from '../identity/step-up.ts';
import { checkDepositRules } from './deposit-rules.ts';
import { createDeposit, handleAsyncRedirects } from './deposits.ts';
import { invoiceStatistics, listInvoices } from './invoices.ts';
import { listMethods } from './methods.ts';
import { noPaymentProvider, sandboxMode } from './payment-provider.ts';
import type { PaymentProvider } from './psp-port.ts';
import { localRedirectTargets } from './redirect-targets.ts';
import { sandboxOperatorRoutes } from './sandbox-operator-routes.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { createSandboxPsp } from './sandbox-psp.ts';
import { sandboxStaffRoutes } from './sandbox-staff-routes.ts';
import { declineInvoice } from './settlement.ts';
import { webhookRoutes } from './webhooks.ts';
import { withdrawalOperatorRoutes } from './withdrawal-operator-routes.ts';
import { createWithdrawal } from './withdrawals.ts';

/** The name of the generated webhook secret in server_secrets when PSP_WEBHOOK_SECRET is unset. */
export const PSP_WEBHOOK_SECRET_NAME = 'psp-webhook';

const noProviderWarning = (sandboxSetting: boolean | 'operator' | undefined) =>
  `No payment provider is configured: the wallet offers no deposit or withdrawal (the built-in sandbox is off: ${
    sandboxSetting === false
      ? 'PAYMENT_SANDBOX=false'
      : 'PUBLIC_URL is a public address and PAYMENT_SANDBOX is not true'
  }).`;

/** The payment calls (client contract section 5), then the sandbox PSP's own pages when it is on. */
export async function paymentRoutes(app: FastifyInstance) {
  const { secret } = await loadServerSecret(app.db, PSP_WEBHOOK_SECRET_NAME, app.env.PSP_WEBHOOK_SECRET);
  const mode = sandboxMode(app.env);
  const sandbox = mode === 'off' ? null : createSandboxPsp({ secret });
  const psp: PaymentProvider = sandbox ?? noPaymentProvider;
  if (!sandbox) app.log.warn(noProviderWarning(app.env.PAYMENT_SANDBOX));
  const playerOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).playerId;

  route(app, calls.depositMethods, async ({ query }, request) => {
    // A deposit limit already used up (or a self-exclusion) answers 13100: the wallet shows its panel.
    await checkDepositRules(app.db, {
      playerId: playerOf(request),
      currency: query.currency.toUpperCase(),
      amount: null,
    });
    return { data: listMethods(psp, 'deposit', query.currency, query.country || undefined) };
  });
  route(app, calls.withdrawalMethods, async ({ query }) => ({
    data: listMethods(psp, 'withdrawal', query.currency, query.country || undefined),
  }));

  route(app, calls.deposit, async ({ body }, request) => {
    const input = localRedirectTargets(body, app.env.PUBLIC_URL);
    const data = await createDeposit(app.db, psp, playerOf(request), input);
    app.events.wake();
    return { data };
  });

  route(app, calls.withdraw, async ({ body }, request, reply) => {
    await requireStepUp(app.db, request, reply);
    const data = await createWithdrawal(app.db, psp, playerOf(request), body);
    app.events.wake();
    return { data };
  });

  route(app, calls.invoices, async ({ query }, request) => listInvoices(app.db, playerOf(request), query));

  route(app, calls.statistics, async (_input, request) => ({
    data: await invoiceStatistics(app.db, playerOf(request)),
  }));

  route(app, calls.declineInvoice, async ({ params }, request) => {
    const data = await declineInvoice(app.db, playerOf(request), params.id);
    app.events.wake();
    return { data };
  });

  await app.register(withdrawalOperatorRoutes);

  if (!sandbox) return;
  handleAsyncRedirects(app.events, sandbox);
  // Own encapsulated contexts: raw JSON bodies for the webhook, form bodies for the hosted page.
  await app.register(webhookRoutes, { psp: sandbox, secret });
  await app.register(sandboxPages, { psp: sandbox, playerIsTester: mode === 'player-tests' });
  await app.register(sandboxOperatorRoutes, { psp: sandbox });
  await app.register(sandboxStaffRoutes, { psp: sandbox });
}
