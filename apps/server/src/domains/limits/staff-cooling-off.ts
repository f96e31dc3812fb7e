import { type Limit, LimitDefinition } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { createMessage } from '../messenger/messages.ts';
import { lockCoolingOff } from './desk-lists.ts';
import { endsNoSooner, exclusionEnd } from './periods.ts';
import { applyChange, createLimit, type LimitsContext, listLimits } from './service.ts';
import type { PlayerLimitRow } from './tables.ts';

export type StaffCoolingOffOutcome = 'created' | 'extended' | 'kept';

/**
 * A cooling-off staff apply on the player's behalf (the desk, responsible-gaming.manage), in the
 * caller's audited transaction. Tighten-only: with none in force it starts one; with one in force it
 * lengthens it when the new one ends later, and otherwise keeps it as it is. Decided with the player's
 * cooling-off locked, so two requests at once never shorten what either of them set; a request that
 * loses the race to create one meets the unique index and decides again against the winner's.
 */
export async function applyStaffCoolingOff(
  ctx: LimitsContext,
  playerId: string,
  period: string,
): Promise<{ outcome: StaffCoolingOffOutcome; before: PlayerLimitRow | null; limit: Limit }> {
  const staffCtx: LimitsContext = { ...ctx, actor: 'staff' };
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = await lockCoolingOff(ctx.db, playerId);
    const now = ctx.now?.() ?? new Date();
    if (current) {
      const expiresAt = exclusionEnd(period, now);
      const longer =
        endsNoSooner(expiresAt, current.expiresAt) && expiresAt?.getTime() !== current.expiresAt?.getTime();
      if (!longer)
        return { outcome: 'kept', before: current, limit: await viewOf(staffCtx, playerId, current.id) };
      const limit = await applyChange(staffCtx, playerId, current.id, { kind: 'extend', period, expiresAt });
      await tellPlayer(ctx.db, playerId, limit);
      return { outcome: 'extended', before: current, limit };
    }
    try {
      const limit = await createLimit(staffCtx, playerId, { definition: LimitDefinition.coolingOff, period });
      await tellPlayer(ctx.db, playerId, limit);
      return { outcome: 'created', before: null, limit };
    } catch (error) {
      // Another request created one first: decide again against it.
      if (!(error instanceof AppError) || !error.issues.some((item) => item.rule === 'limitExists'))
        throw error;
    }
  }
  throw new Error('A cooling-off could be neither created nor found');
}

async function viewOf(ctx: LimitsContext, playerId: string, limitId: string): Promise<Limit> {
  const limit = (await listLimits(ctx, playerId)).find((item) => item.id === limitId);
  if (!limit) throw new Error(`cooling-off ${limitId} vanished while locked`);
  return limit;
}

/**
 * The player's inbox says who started it and until when (once per cooling-off end): the end in the
 * player's language and time zone, the zone named (UTC for a player who set none).
 */
async function tellPlayer(tx: Db, playerId: string, limit: Limit) {
  await createMessage(tx, {
    playerId,
    key: `cooling-off:${limit.id}:${limit.expiredAt ?? 'open'}`,
    kind: 'limits.coolingOffByStaff',
    params: { until: limit.expiredAt ? { instant: limit.expiredAt } : '' },
    link: '/profile/limits',
  });
}
