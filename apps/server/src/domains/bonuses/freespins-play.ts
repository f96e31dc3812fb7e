import { PlayerBonusResult, PlayerBonusStatus } from '@casino/contracts';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EventDispatcher } from '../events/dispatcher.ts';
import {
  FREESPINS_FINISHED_EVENT,
  type FreespinsHolder,
  type FreespinsOffer,
  registerFreespinRollbackHook,
  registerFreespinsSource,
} from '../game-wallet/freespins.ts';
import { isExcluded } from '../limits/rules.ts';
import { publishPlayerFreespin } from './events.ts';
import { issueBonus } from './lifecycle.ts';
import { bonusDefinitions, type PlayerBonusRow, playerFreespins } from './tables.ts';

/**
 * Free spins played by a game provider through the seamless wallet (decision 0028). The wallet asks
 * for the session's offer and gives a rolled-back spin back through the hooks registered here;
 * game_wallet_move takes the spins and adds up their winnings, and once they are played out the
 * winnings become a bonus with the free spins' terms.
 */
export function registerFreespinPlay(events: EventDispatcher) {
  registerFreespinsSource(freespinsOfferFor);
  registerFreespinRollbackHook(giveSpinBack);
  events.subscribe(FREESPINS_FINISHED_EVENT, async (event, tx) => {
    await issueFreespinWinnings(tx, (event.payload as { playerFreespinId: string }).playerFreespinId);
  });
}

/** The oldest active free spins of the session's account and game with spins left, or null. */
export async function freespinsOfferFor(db: Db, holder: FreespinsHolder): Promise<FreespinsOffer | null> {
  const [row] = await db
    .select({
      id: playerFreespins.id,
      count: playerFreespins.count,
      used: playerFreespins.usedCount,
      betAmount: playerFreespins.betAmount,
    })
    .from(playerFreespins)
    .where(
      and(
        eq(playerFreespins.playerId, holder.playerId),
        eq(playerFreespins.walletAccountId, holder.walletAccountId),
        eq(playerFreespins.gameSlug, holder.gameId),
        eq(playerFreespins.status, PlayerBonusStatus.active),
        lt(playerFreespins.usedCount, playerFreespins.count),
        or(isNull(playerFreespins.expiresAt), gt(playerFreespins.expiresAt, new Date())),
      ),
    )
    .orderBy(asc(playerFreespins.createdAt))
    .limit(1);
  return row ? { id: row.id, remaining: row.count - row.used, betAmount: row.betAmount } : null;
}

/** A free-spin bet was rolled back: still-active free spins get the spin back. */
async function giveSpinBack(tx: Db, rollback: { freespinId: string }): Promise<void> {
  const [row] = await tx
    .update(playerFreespins)
    .set({ usedCount: sql`GREATEST(0, ${playerFreespins.usedCount} - 1)`, updatedAt: new Date() })
    .where(
      and(eq(playerFreespins.id, rollback.freespinId), eq(playerFreespins.status, PlayerBonusStatus.active)),
    )
    .returning();
  if (row) await publishPlayerFreespin(tx, row);
}

/** How free spins end with their winnings paid: played out, or unplayed (expired, cancelled by the player). */
const PAYING_RESULTS: readonly number[] = [
  PlayerBonusResult.played,
  PlayerBonusResult.expired,
  PlayerBonusResult.cancelled,
];

/**
 * Free spins that ended (played out, expired, or cancelled by the player): what they won becomes a
 * bonus with their terms (the definition's wagering), once (keyed by the free spins), so a retried
 * expiry job pays nothing twice. Nothing when they won nothing, or when the player is excluded (a
 * self-exclusion forfeits them). Callers that end free spins unplayed call it in the same transaction.
 */
export async function issueFreespinWinnings(
  tx: Db,
  playerFreespinId: string,
): Promise<PlayerBonusRow | null> {
  const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, playerFreespinId));
  if (!row || row.status !== PlayerBonusStatus.finished || !PAYING_RESULTS.includes(row.result)) return null;
  if (row.winAmount <= 0n || (await isExcluded(tx, row.playerId))) return null;
  const [definition] = await tx
    .select()
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.id, row.definitionId));
  return issueBonus(tx, {
    definition: definition!,
    account: { playerId: row.playerId, walletAccountId: row.walletAccountId, currency: row.currency },
    amount: row.winAmount,
    terms: row.terms,
    activationDays: definition!.terms.activationDays,
    sourceKey: `freespins:${row.id}:winnings`,
  });
}
