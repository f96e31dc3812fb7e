import { backofficeSandboxRoutes as calls, InvoiceType, type SandboxDeposit } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/routes.ts';
import { playerHits } from '../identity/staff-views.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { pendingInvoiceRows } from './operator.ts';
import { pendingSandboxDeposit, SANDBOX_STATUS_NAMES, settleSandboxDeposit } from './sandbox-desk.ts';
import type { SandboxPsp } from './sandbox-psp.ts';
import type { InvoiceRow } from './tables.ts';

/** The sandbox deposits waiting for a tester, oldest first, as the back office lists them. */
export async function sandboxDepositQueue(
  db: Db,
  provider: string,
  now = new Date(),
): Promise<SandboxDeposit[]> {
  const rows = await pendingInvoiceRows(db, InvoiceType.deposit, provider);
  const [players, units] = await Promise.all([
    playerHits(db, [...new Set(rows.map((row) => row.playerId))]),
    currencyUnits(db),
  ]);
  return rows.flatMap((row) => {
    const player = players.get(row.playerId);
    if (!player) return [];
    return [
      {
        id: row.id,
        number: row.number,
        player: { id: player.id, email: player.email, nickname: player.nickname },
        amount: minorToDecimalString(row.amount, units.get(row.currency) ?? 1),
        currency: row.currency,
        method: row.method,
        createdAt: row.createdAt.toISOString(),
        ageSeconds: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 1000)),
      },
    ];
  });
}

const decisionOf = (row: InvoiceRow) => ({
  id: row.id,
  number: row.number,
  status: SANDBOX_STATUS_NAMES[row.status] === 'approved' ? ('approved' as const) : ('declined' as const),
});

/**
 * The back office's sandbox desk (payments.read to list, payments.sandbox to settle), the operator's
 * desk through the same functions (sandbox-desk.ts). Registered only while the sandbox is on.
 */
export async function sandboxStaffRoutes(app: FastifyInstance, options: { psp: SandboxPsp }) {
  const { psp } = options;
  route(app, calls.sandboxDeposits, async () => ({ data: await sandboxDepositQueue(app.db, psp.name) }));
  route(app, calls.approveSandboxDeposit, async ({ params }, request) => {
    const invoice = await pendingSandboxDeposit(app, psp, params.id, params.id);
    return { data: decisionOf(await settleSandboxDeposit(app, request, psp, invoice, { verb: 'approve' })) };
  });
  route(app, calls.declineSandboxDeposit, async ({ params, body }, request) => {
    const invoice = await pendingSandboxDeposit(app, psp, params.id, params.id);
    const settled = await settleSandboxDeposit(app, request, psp, invoice, {
      verb: 'decline',
      reason: body.reason,
    });
    return { data: decisionOf(settled) };
  });
}
