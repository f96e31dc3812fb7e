import {
  backofficePlayerActionRoutes as calls,
  backofficeResponsibleGamingRoutes as deskCalls,
  ErrorCode,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors.ts';
import { route } from '../../plugins/routes.ts';
import { audited } from '../audit/audited.ts';
import { findPlayerById } from '../identity/players.ts';
import {
  applyChange,
  createLimit,
  type LimitChange,
  type LimitsContext,
  listLimits,
  planUpdate,
} from './service.ts';
import { applyStaffCoolingOff } from './staff-cooling-off.ts';

const COOLING_OFF_ACTIONS = { created: 'create', extended: 'extend', kept: 'keep' } as const;

/** What staff may do to a limit on the player's behalf: only what protects the player more. */
const TIGHTENING: ReadonlySet<LimitChange['kind']> = new Set(['tighten', 'cancel-pending', 'extend', 'none']);

/**
 * The back office's limit actions (players.manage): a new limit or exclusion, a lower limit, a longer
 * exclusion, in force at once like the player's own and audited with the reason. A raise, a removal
 * or an early end is refused (17002): loosening protection is the player's alone, with its delay.
 */
export async function staffLimitRoutes(app: FastifyInstance, ctx: LimitsContext) {
  route(app, calls.staffCreateLimit, async ({ params, body }, request) => {
    const { reason, ...limit } = body;
    if (!(await findPlayerById(app.db, params.id))) throw AppError.notFound('No such player.');
    const created = await audited(app.db, request, async (tx) => {
      const value = await createLimit({ ...ctx, db: tx, actor: 'staff' }, params.id, limit);
      return {
        value,
        audit: {
          action: 'players.limit.create',
          target: { type: 'player', id: params.id },
          after: value,
          reason,
        },
      };
    });
    return { data: created };
  });

  route(app, calls.staffTightenLimit, async ({ params, body }, request) => {
    const { reason, ...update } = body;
    const changed = await audited(app.db, request, async (tx) => {
      const inTx: LimitsContext = { ...ctx, db: tx, actor: 'staff' };
      const planned = await planUpdate(inTx, params.id, params.limitId, update);
      if (!TIGHTENING.has(planned.kind))
        throw new AppError(
          ErrorCode.limitNotEditable,
          'Staff can only tighten a limit: raising or ending it is the player’s own choice.',
        );
      const before = (await listLimits(inTx, params.id)).find((item) => item.id === params.limitId);
      const value = await applyChange(inTx, params.id, params.limitId, planned);
      return {
        value,
        audit: {
          action: 'players.limit.tighten',
          target: { type: 'player', id: params.id },
          before,
          after: value,
          reason,
        },
      };
    });
    return { data: changed };
  });

  // The responsible-gaming desk's cooling-off (responsible-gaming.manage): tighten-only, the player told.
  route(app, deskCalls.applyCoolingOff, async ({ params, body }, request) => {
    if (!(await findPlayerById(app.db, params.id))) throw AppError.notFound('No such player.');
    const applied = await audited(app.db, request, async (tx) => {
      const value = await applyStaffCoolingOff({ ...ctx, db: tx }, params.id, body.period);
      return {
        value,
        audit: {
          // kept is recorded too: staff asked, and the one in force already ended no sooner.
          action: `players.cooling-off.${COOLING_OFF_ACTIONS[value.outcome]}`,
          target: { type: 'player', id: params.id },
          before: value.before
            ? { period: value.before.period, expiresAt: value.before.expiresAt?.toISOString() ?? null }
            : null,
          after: value.limit,
          reason: body.reason,
        },
      };
    });
    return { data: { outcome: applied.outcome, limit: applied.limit } };
  });
}
