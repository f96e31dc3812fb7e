import { and, eq, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/sql-facts.ts';
import { turnoverMultiplier } from '../settings/operator-settings.ts';
import { turnoverWagers } from './tables.ts';

/** The site setting an operator edits: how many times a deposit must be wagered (0 turns the rule off). */
export { DEFAULT_TURNOVER_MULTIPLIER, TURNOVER_MULTIPLIER_KEY } from '../settings/operator-settings.ts';

/** The multiplier as hundredths, so a setting of 1.5 applies exactly to minor units. */
export async function turnoverMultiplierHundredths(db: Db): Promise<bigint> {
  return BigInt(Math.round((await turnoverMultiplier(db)) * 100));
}

/**
 * A credited deposit raises what must be wagered, in the caller's transaction. A wager already met
 * starts again from this deposit; an open one grows.
 */
export async function addDepositTurnover(tx: Db, walletAccountId: string, amount: bigint) {
  const required = (amount * (await turnoverMultiplierHundredths(tx))) / 100n;
  if (required <= 0n) return;
  await tx
    .insert(turnoverWagers)
    .values({ walletAccountId, required, wagered: 0n })
    .onConflictDoUpdate({
      target: turnoverWagers.walletAccountId,
      set: {
        required: sql`CASE WHEN ${turnoverWagers.wagered} >= ${turnoverWagers.required}
          THEN ${required} ELSE ${turnoverWagers.required} + ${required} END`,
        wagered: sql`CASE WHEN ${turnoverWagers.wagered} >= ${turnoverWagers.required}
          THEN 0 ELSE ${turnoverWagers.wagered} END`,
        updatedAt: new Date(),
      },
    });
}

// A bet counts towards the open wager (capped at what is required) in game_wallet_move (migration
// 0015), the one call that books a seamless-wallet bet.

/**
 * A bet rolled back no longer counts towards the wager, in the caller's transaction (floored at zero).
 * A wager the bet had met opens again.
 */
export async function revokeWager(tx: Db, walletAccountId: string, amount: bigint) {
  if (amount <= 0n) return;
  await tx
    .update(turnoverWagers)
    .set({ wagered: sql`GREATEST(0, ${turnoverWagers.wagered} - ${amount})`, updatedAt: new Date() })
    .where(eq(turnoverWagers.walletAccountId, walletAccountId));
}

export type TurnoverState = { required: bigint; wagered: bigint; left: bigint };

/** The account's open wager, or null when everything deposited has been wagered. */
export async function openTurnoverWager(db: Db, walletAccountId: string): Promise<TurnoverState | null> {
  const [row] = await db
    .select()
    .from(turnoverWagers)
    .where(eq(turnoverWagers.walletAccountId, walletAccountId));
  if (!row || row.wagered >= row.required) return null;
  return { required: row.required, wagered: row.wagered, left: row.required - row.wagered };
}

/** A wager still open: less wagered than required. */
const isOpen = lt(turnoverWagers.wagered, turnoverWagers.required);

/** Of the given wallet accounts, those with an open wager. */
export async function accountsWithOpenWager(db: Db, walletAccountIds: string[]): Promise<Set<string>> {
  if (walletAccountIds.length === 0) return new Set();
  const rows = await db
    .select({ walletAccountId: turnoverWagers.walletAccountId })
    .from(turnoverWagers)
    .where(and(inArray(turnoverWagers.walletAccountId, walletAccountIds), isOpen));
  return new Set(rows.map((row) => row.walletAccountId));
}

/** The same test as a subquery on another statement's row (db/sql-facts.ts): whether its account has an open wager. */
export const openWagerOf = (walletAccountId: SQLWrapper): SQL<boolean> =>
  correlated(
    sql`exists (select 1 from ${turnoverWagers} where ${turnoverWagers.walletAccountId} = ${walletAccountId} and ${isOpen})`,
  );
