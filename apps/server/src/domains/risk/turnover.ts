import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../settings/tables.ts';
import { turnoverWagers } from './tables.ts';

/** The site setting an operator edits: how many times a deposit must be wagered (0 turns the rule off). */
export const TURNOVER_MULTIPLIER_KEY = 'risk.turnoverMultiplier';
export const DEFAULT_TURNOVER_MULTIPLIER = 1;

/** The multiplier as hundredths, so a setting of 1.5 applies exactly to minor units. */
export async function turnoverMultiplierHundredths(db: Db): Promise<bigint> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, TURNOVER_MULTIPLIER_KEY));
  const value = typeof row?.value === 'number' && row.value >= 0 ? row.value : DEFAULT_TURNOVER_MULTIPLIER;
  return BigInt(Math.round(value * 100));
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

/** A settled bet counts towards the open wager, in the caller's transaction (capped at what is required). */
export async function recordWager(tx: Db, walletAccountId: string, amount: bigint) {
  if (amount <= 0n) return;
  await tx
    .update(turnoverWagers)
    .set({
      wagered: sql`LEAST(${turnoverWagers.required}, ${turnoverWagers.wagered} + ${amount})`,
      updatedAt: new Date(),
    })
    .where(
      sql`${turnoverWagers.walletAccountId} = ${walletAccountId} AND ${turnoverWagers.wagered} < ${turnoverWagers.required}`,
    );
}

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
