import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/outbox.ts';
import { loyaltyAccountEvent } from './events.ts';
import { type LoyaltyAccountRow, loyaltyAccounts, loyaltyPointEntries } from './tables.ts';

export type SpendOutcome = {
  account: LoyaltyAccountRow;
  /** False when `key` was spent before: nothing changed this time. */
  spent: boolean;
};

/**
 * Takes `points` from what the player holds, once per `key` (what they buy: the exchange of points for
 * a bonus names it), in the caller's transaction, which also gives what was bought: a retried call
 * with the same key changes nothing and answers the account. More than the player holds is refused
 * (422 on `points`). Only `points` goes down: the points earned in all, and so the level, stay.
 */
export async function spendPoints(
  tx: Db,
  playerId: string,
  points: number,
  key: string,
): Promise<SpendOutcome> {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new Error('Points spent are a positive whole number');
  if (key.length === 0 || key.length > 200) throw new Error('A spend key has 1 to 200 characters');
  const [account] = await tx
    .select()
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.playerId, playerId))
    .for('update');
  if (!account) throw notEnough(0);
  const [before] = await tx
    .select({ id: loyaltyPointEntries.id })
    .from(loyaltyPointEntries)
    .where(and(eq(loyaltyPointEntries.accountId, account.id), eq(loyaltyPointEntries.spendKey, key)));
  if (before) return { account, spent: false };
  if (points > account.points) throw notEnough(account.points);
  await tx
    .insert(loyaltyPointEntries)
    .values({ accountId: account.id, kind: 'spend', points: -points, spendKey: key });
  const [updated] = await tx
    .update(loyaltyAccounts)
    .set({ points: sql`${loyaltyAccounts.points} - ${points}`, updatedAt: sql`now()` })
    .where(eq(loyaltyAccounts.id, account.id))
    .returning();
  await publishEvent(tx, loyaltyAccountEvent(updated!, false));
  return { account: updated!, spent: true };
}

const notEnough = (held: number) =>
  AppError.validation([{ field: 'points', rule: 'maxValue', params: { max: held } }]);
