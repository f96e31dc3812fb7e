import { BonusCodeStatus, BonusCodeTrigger } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeView } from './codes.ts';
import { publishPlayerBonusCode } from './events.ts';
import { isLive } from './promotion-state.ts';
import { bonusCodes, bonusDefinitions, playerBonusCodes } from './tables.ts';

/**
 * What has to move when a bonus or a code ends: deposit codes players typed and are waiting for their
 * next deposit lapse ("not available"), and each player is told on bonus:player-bonus-code#pid. At a
 * start nothing has to move: the state is derived from the stored times and the player side reads the
 * offers from the database on each request, so the end is the one job (bonuses.promotion-end).
 */
export const PROMOTION_END_JOB = 'bonuses.promotion-end';

export type PromotionEnd = { kind: 'bonus' | 'code'; id: string; endsAt: string };

export const promotionEndKey = (end: PromotionEnd) => `${end.kind}:${end.id}:${end.endsAt}`;

/** Lapses the waiting deposit codes whose code or bonus is not live at `now`; answers how many. */
export async function lapseEndedWaitingCodes(tx: Db, now: Date): Promise<number> {
  const waiting = await tx
    .select({ waiting: playerBonusCodes, code: bonusCodes, definition: bonusDefinitions })
    .from(playerBonusCodes)
    .innerJoin(bonusCodes, eq(bonusCodes.code, playerBonusCodes.code))
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, bonusCodes.definitionId))
    .where(
      and(
        eq(playerBonusCodes.trigger, BonusCodeTrigger.list),
        eq(playerBonusCodes.status, BonusCodeStatus.active),
      ),
    );
  const lapsed = waiting.filter((row) => !isLive(row.code, now) || !isLive(row.definition, now));
  if (lapsed.length === 0) return 0;
  const rows = await tx
    .update(playerBonusCodes)
    .set({ status: BonusCodeStatus.notAvailable, updatedAt: now })
    .where(
      and(
        inArray(
          playerBonusCodes.id,
          lapsed.map((row) => row.waiting.id),
        ),
        eq(playerBonusCodes.status, BonusCodeStatus.active),
      ),
    )
    .returning();
  for (const row of rows) await publishPlayerBonusCode(tx, codeView(row));
  return rows.length;
}
