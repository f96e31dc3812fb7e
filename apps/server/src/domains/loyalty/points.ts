import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishEvents } from '../events/outbox.ts';
import { createMessage } from '../messenger/messages.ts';
import { loyaltyAccountEvent } from './events.ts';
import { firstLevel, levelReached } from './levels.ts';
import { type LoyaltyAccountRow, type LoyaltyLevelRow, loyaltyAccounts } from './tables.ts';

/** The level an account holds (the first one if its level is gone). */
export const levelOf = (account: LoyaltyAccountRow, levels: LoyaltyLevelRow[]) =>
  levels.find((level) => level.id === account.levelId) ?? firstLevel(levels);

/**
 * Adds earned points to locked accounts, in the caller's transaction (which wrote their entries), in
 * one statement. An account whose points earned in all reach a higher level (one or several at once)
 * moves up, pushes account.level.updated once and gets one inbox message for the level reached; the
 * others push account.balance.updated.
 */
export async function addEarnedPoints(
  tx: Db,
  credits: { account: LoyaltyAccountRow; points: number }[],
  levels: LoyaltyLevelRow[],
): Promise<void> {
  const changes = credits
    .filter((credit) => credit.points > 0)
    .map(({ account, points }) => {
      const current = levelOf(account, levels);
      const reached = levelReached(levels, account.earnedPoints + points);
      // Never down: thresholds raised since the account reached its level do not take it away.
      const raised = reached.levelOrder > current.levelOrder;
      return { account, points, level: raised ? reached : current, raised };
    });
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map(
      ({ account, points, level }) => sql`(${account.id}::uuid, ${points}::bigint, ${level.id}::uuid)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${loyaltyAccounts} AS a
    SET points = a.points + v.points, earned_points = a.earned_points + v.points,
        level_id = v.level_id, updated_at = now()
    FROM (VALUES ${rows}) AS v(id, points, level_id)
    WHERE a.id = v.id`);
  await publishEvents(
    tx,
    changes.map(({ account, raised }) => loyaltyAccountEvent(account, raised)),
  );
  for (const { account, level } of changes.filter((change) => change.raised))
    await createMessage(tx, {
      playerId: account.playerId,
      key: `loyalty-level:${account.id}:${level.levelOrder}`,
      kind: 'loyalty.levelUp',
      params: { level: { names: level.names } },
      link: '/loyalty',
    });
}
