import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createMessage } from '../messenger/messages.ts';
import { publishLoyaltyAccount } from './events.ts';
import { firstLevel, levelReached } from './levels.ts';
import { type LoyaltyAccountRow, type LoyaltyLevelRow, loyaltyAccounts } from './tables.ts';

/** The level an account holds (the first one if its level is gone). */
export const levelOf = (account: LoyaltyAccountRow, levels: LoyaltyLevelRow[]) =>
  levels.find((level) => level.id === account.levelId) ?? firstLevel(levels);

/**
 * Adds earned points to a locked account, in the caller's transaction (which wrote their entry). When
 * the points earned in all reach a higher level (one or several at once) the account moves up, pushes
 * account.level.updated once and writes one inbox message for the level reached; otherwise it pushes
 * account.balance.updated.
 */
export async function addEarnedPoints(
  tx: Db,
  account: LoyaltyAccountRow,
  levels: LoyaltyLevelRow[],
  points: number,
): Promise<LoyaltyAccountRow> {
  const current = levelOf(account, levels);
  const reached = levelReached(levels, account.earnedPoints + points);
  // Never down: thresholds raised since the account reached its level do not take it away.
  const raised = reached.levelOrder > current.levelOrder;
  const [updated] = await tx
    .update(loyaltyAccounts)
    .set({
      points: sql`${loyaltyAccounts.points} + ${points}`,
      earnedPoints: sql`${loyaltyAccounts.earnedPoints} + ${points}`,
      levelId: raised ? reached.id : current.id,
      updatedAt: sql`now()`,
    })
    .where(eq(loyaltyAccounts.id, account.id))
    .returning();
  await publishLoyaltyAccount(tx, updated!, raised);
  if (raised)
    await createMessage(tx, {
      playerId: account.playerId,
      key: `loyalty-level:${account.id}:${reached.levelOrder}`,
      kind: 'loyalty.levelUp',
      params: { level: { names: reached.names } },
      link: '/loyalty',
    });
  return updated!;
}
