import {
  type BackofficeLoyaltyLadder,
  ErrorCode,
  type LoyaltyEarnRates,
  type LoyaltyLadder,
} from '@casino/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { listEnabledLocales } from '../settings/service.ts';
import { earnRatesOf } from './earning.ts';
import { listLevels } from './levels.ts';
import { type LoyaltyLevelRow, loyaltyAccounts, loyaltyEarnRates, loyaltyLevels } from './tables.ts';

/**
 * The back office's loyalty editor (issue 31). The ladder is edited by position: the level at order n
 * keeps its id, so every account holding it keeps holding it whatever its threshold becomes. A level
 * reached is never taken away (a raised threshold does not move anyone down; points.ts moves accounts
 * up only); a lowered one moves a player up with their next points earned. A level a player holds is
 * never removed (409). Rates apply to points earned from then on: every earn entry keeps the rate and
 * weight it was earned at.
 */

export async function holdersOf(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ levelId: loyaltyAccounts.levelId, n: count() })
    .from(loyaltyAccounts)
    .groupBy(loyaltyAccounts.levelId);
  return new Map(rows.map((row) => [row.levelId, row.n]));
}

export function ladderView(levels: LoyaltyLevelRow[], holders: Map<string, number>): BackofficeLoyaltyLadder {
  const times = levels.map((level) => level.updatedAt.getTime());
  return {
    levels: levels.map((level) => ({
      id: level.id,
      order: level.levelOrder,
      names: level.names,
      pointsRequired: level.pointsRequired,
      rateBp: level.rateBp,
      holders: holders.get(level.id) ?? 0,
    })),
    updatedAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
  };
}

export async function ladderOf(db: Db): Promise<BackofficeLoyaltyLadder> {
  const [levels, holders] = await Promise.all([listLevels(db), holdersOf(db)]);
  return ladderView(levels, holders);
}

/** The ladder as the audit log keeps it. */
export const ladderAudit = (levels: LoyaltyLevelRow[]) =>
  levels.map(({ levelOrder, names, pointsRequired, rateBp }) => ({
    order: levelOrder,
    names,
    pointsRequired,
    rateBp,
  }));

/**
 * Writes the ladder in the caller's transaction: the levels are locked first (a concurrent earn that
 * moves an account up waits, and so does a second editor); answers the levels before and after.
 */
export async function updateLadder(tx: Db, input: LoyaltyLadder, now = new Date()) {
  const locales = new Set((await listEnabledLocales(tx)).map((locale) => locale.code));
  const issues = input.levels.flatMap((level, index) =>
    Object.keys(level.names)
      .filter((code) => !locales.has(code))
      .map((code) => ({ field: `levels.${index}.names.${code}`, rule: 'in' })),
  );
  if (issues.length > 0) throw AppError.validation(issues);
  const before = await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.levelOrder)).for('update');
  const removed = before.filter((level) => level.levelOrder > input.levels.length);
  if (removed.length > 0) {
    const holders = await holdersOf(tx);
    const held = removed.filter((level) => (holders.get(level.id) ?? 0) > 0);
    if (held.length > 0)
      throw new AppError(
        ErrorCode.conflict,
        `Players hold level ${held.map((level) => level.levelOrder).join(', ')}: a level reached is not removed.`,
      );
    await tx.delete(loyaltyLevels).where(
      inArray(
        loyaltyLevels.id,
        removed.map((level) => level.id),
      ),
    );
  }
  for (const [index, level] of input.levels.entries()) {
    const levelOrder = index + 1;
    const fields = { names: level.names, pointsRequired: level.pointsRequired, rateBp: level.rateBp };
    const existing = before.find((row) => row.levelOrder === levelOrder);
    if (!existing) await tx.insert(loyaltyLevels).values({ levelOrder, ...fields, updatedAt: now });
    else if (JSON.stringify(ladderAudit([existing])[0]) !== JSON.stringify({ order: levelOrder, ...fields }))
      await tx
        .update(loyaltyLevels)
        .set({ ...fields, updatedAt: now })
        .where(eq(loyaltyLevels.id, existing.id));
  }
  return { before, after: await listLevels(tx) };
}

export async function updateEarnRates(tx: Db, input: LoyaltyEarnRates, now = new Date()) {
  const before = await earnRatesOf(tx);
  for (const rule of input.rules)
    await tx
      .insert(loyaltyEarnRates)
      .values({ group: rule.group, percent: rule.percent, updatedAt: now })
      .onConflictDoUpdate({
        target: loyaltyEarnRates.group,
        set: { percent: rule.percent, updatedAt: now },
      });
  return { before, after: await earnRatesOf(tx) };
}
