import { backofficeAdjustmentRoutes as calls, walletRoutes } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { listAdjustments, listPlayerAdjustments } from './lists.ts';
import {
  adjustmentView,
  approveAdjustment,
  createAdjustment,
  declineAdjustment,
  type Staff,
} from './service.ts';
import type { AdjustmentRow } from './tables.ts';

const auditOf = (row: AdjustmentRow) => ({
  id: row.id,
  walletAccountId: row.walletAccountId,
  currency: row.currency,
  part: row.part,
  direction: row.direction,
  amountMinor: String(row.amount),
  reasonCode: row.reasonCode,
  status: row.status,
  ledgerTransactionId: row.ledgerTransactionId,
});

function staffOf(request: FastifyRequest): Staff {
  const staff = request.staffSession?.staff;
  if (!staff) throw AppError.unauthorized();
  return { id: staff.id, name: staff.name };
}

/**
 * The back office's manual adjustments (adjustments.create, a fresh TOTP code), audited with their
 * change; their list for staff, and the applied ones in the player's own history.
 */
export async function adjustmentRoutes(app: FastifyInstance) {
  route(app, calls.listAdjustments, async ({ query }) => listAdjustments(app.db, query));
  route(app, walletRoutes.adjustments, async ({ query }, request) =>
    listPlayerAdjustments(app.db, sessionOf(request).playerId, query),
  );

  route(app, calls.createAdjustment, async ({ params, body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const created = await createAdjustment(tx, params.id, body, staffOf(request));
      // A replay changes nothing and adds no audit row.
      return {
        value: created.row,
        audit: created.replayed
          ? []
          : {
              action:
                created.row.status === 'applied' ? 'wallet.adjustment.apply' : 'wallet.adjustment.request',
              target: { type: 'player', id: params.id },
              after: auditOf(created.row),
              reason: `${body.reasonCode}: ${body.comment}`,
            },
      };
    });
    return { data: await adjustmentView(app.db, row) };
  });

  route(app, calls.approveAdjustment, async ({ params }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const done = await approveAdjustment(tx, params.id, staffOf(request));
      return {
        value: done,
        audit: {
          action: 'wallet.adjustment.approve',
          target: { type: 'player', id: done.playerId },
          after: auditOf(done),
        },
      };
    });
    return { data: await adjustmentView(app.db, row) };
  });

  route(app, calls.declineAdjustment, async ({ params, body }, request) => {
    const row = await audited(app.db, request, async (tx) => {
      const done = await declineAdjustment(tx, params.id, staffOf(request), body.reason);
      return {
        value: done,
        audit: {
          action: 'wallet.adjustment.decline',
          target: { type: 'player', id: done.playerId },
          after: auditOf(done),
          reason: body.reason,
        },
      };
    });
    return { data: await adjustmentView(app.db, row) };
  });
}
