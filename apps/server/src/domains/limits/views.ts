import { type Limit, LimitStatus } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { playerTimeZone } from '../identity/players.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { isCashDefinition } from './periods.ts';
import type { PlayerLimitRow } from './tables.ts';
import { usageOf } from './usage.ts';

/** The wire view of limits (client contract section 3): current amounts live from the ledger. */
export async function limitViews(db: Db, rows: PlayerLimitRow[], now: Date): Promise<Limit[]> {
  if (rows.length === 0) return [];
  const units = await currencyUnits(db);
  const zone = await playerTimeZone(db, rows[0]!.playerId);
  return Promise.all(
    rows.map(async (row) => {
      const unit = units.get(row.currency ?? '') ?? 1;
      const money = (amount: bigint | null) => (amount === null ? null : minorToUnits(amount, unit));
      const base = {
        id: row.id,
        definition: row.definition,
        status: row.pendingRemoval ? LimitStatus.ending : LimitStatus.active,
        period: row.period,
        currency: row.currency,
        amount: money(row.amount),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        cancelProcess: row.pendingRemoval,
        pendingExist: row.pendingAmount !== null,
        pendingAmount: money(row.pendingAmount),
        pendingAt: row.pendingAt?.toISOString() ?? null,
      };
      if (!isCashDefinition(row.definition))
        return {
          ...base,
          currentAmount: null,
          startedAt: row.startsAt.toISOString(),
          expiredAt: row.expiresAt?.toISOString() ?? null,
        };
      const usage = await usageOf(db, row, now, zone);
      return {
        ...base,
        currentAmount: minorToUnits(usage.used, unit),
        startedAt: usage.window.from.toISOString(),
        expiredAt: usage.window.to.toISOString(),
      };
    }),
  );
}
