import {
  type LimitChangeKind,
  type LimitChangeRecord,
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import {
  type LimitActor,
  type PlayerLimitChangeRow,
  type PlayerLimitRow,
  playerLimitChanges,
} from './tables.ts';

/** What a change adds to the limit's own row: the amounts around it, when it applies. */
export type ChangeDetails = {
  amount?: bigint | null;
  previousAmount?: bigint | null;
  effectiveAt?: Date | null;
};

/**
 * Appends one change of a limit to its history, in the caller's transaction (the one that changed
 * the limit), so a change is never recorded without happening nor the other way round. `row` is the
 * limit as the change left it.
 */
export async function recordLimitChange(
  tx: Db,
  row: PlayerLimitRow,
  change: LimitChangeKind,
  actor: LimitActor,
  at: Date,
  details: ChangeDetails = {},
): Promise<void> {
  await tx.insert(playerLimitChanges).values({
    limitId: row.id,
    playerId: row.playerId,
    definition: row.definition,
    period: row.period,
    currency: row.currency,
    change,
    amount: details.amount === undefined ? row.amount : details.amount,
    previousAmount: details.previousAmount ?? null,
    effectiveAt: details.effectiveAt === undefined ? row.expiresAt : details.effectiveAt,
    actor,
    createdAt: at,
  });
}

/** The player's limit history, newest first (GET /api/backoffice/players/{id}/limit-history). */
export async function limitHistory(
  db: Db,
  playerId: string,
  query: PageQuery,
): Promise<{ data: LimitChangeRecord[]; meta: PageMeta }> {
  const where = eq(playerLimitChanges.playerId, playerId);
  const [rows, total, units] = await Promise.all([
    db
      .select()
      .from(playerLimitChanges)
      .where(where)
      .orderBy(desc(playerLimitChanges.createdAt), desc(playerLimitChanges.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(playerLimitChanges, where),
    currencyUnits(db),
  ]);
  return { data: changeRecordsOf(units, rows), meta: pageMeta(query, total) };
}

/** History rows as the back office shows them, amounts in the currency's unit. */
export function changeRecordsOf(
  units: Map<string, number>,
  rows: PlayerLimitChangeRow[],
): LimitChangeRecord[] {
  return rows.map((row) => {
    const unit = units.get(row.currency ?? '') ?? 1;
    const money = (amount: bigint | null) => (amount === null ? null : minorToUnits(amount, unit));
    return {
      id: row.id,
      limitId: row.limitId,
      definition: row.definition,
      period: row.period,
      currency: row.currency,
      change: row.change,
      amount: money(row.amount),
      previousAmount: money(row.previousAmount),
      effectiveAt: row.effectiveAt?.toISOString() ?? null,
      actor: row.actor,
      derived: row.derived,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
