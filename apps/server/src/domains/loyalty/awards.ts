import type { Db } from '../../db/client.ts';
import { lockAccounts } from './accounts.ts';
import { listLevels } from './levels.ts';
import { addEarnedPoints } from './points.ts';
import { loyaltyPointEntries } from './tables.ts';

/**
 * Gives a player `points` as a reward (a quest, a tournament place, a wheel sector), once per `key`,
 * in the caller's transaction. Awarded points count like earned ones: towards the level too. Answers
 * false when the key was awarded before (nothing changed).
 */
export async function awardPoints(tx: Db, playerId: string, points: number, key: string): Promise<boolean> {
  if (!Number.isSafeInteger(points) || points <= 0)
    throw new Error('Points awarded are a positive whole number');
  if (key.length === 0 || key.length > 200) throw new Error('An award key has 1 to 200 characters');
  const levels = await listLevels(tx);
  const account = (await lockAccounts(tx, [playerId], levels)).get(playerId)!;
  const [entry] = await tx
    .insert(loyaltyPointEntries)
    .values({ accountId: account.id, kind: 'award', points, spendKey: key })
    .onConflictDoNothing({ target: [loyaltyPointEntries.accountId, loyaltyPointEntries.spendKey] })
    .returning({ id: loyaltyPointEntries.id });
  if (!entry) return false;
  await addEarnedPoints(tx, [{ account, points }], levels);
  return true;
}
