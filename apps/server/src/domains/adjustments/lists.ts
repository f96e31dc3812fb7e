import {
  type AdjustmentsQuery,
  type ListedAdjustment,
  type PageMeta,
  type PageQuery,
  type PlayerAdjustment,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffPlayerRefsOf } from '../identity/players.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToUnits } from '../wallet/money.ts';
import { adjustmentView } from './service.ts';
import { manualAdjustments } from './tables.ts';

type Paged<T> = { data: T[]; meta: PageMeta };

async function pageOf(db: Db, where: SQL | undefined, query: PageQuery) {
  const [total] = await db.select({ n: count() }).from(manualAdjustments).where(where);
  const rows = await db
    .select()
    .from(manualAdjustments)
    .where(where)
    .orderBy(desc(manualAdjustments.createdAt), desc(manualAdjustments.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const meta = pageMeta(query, total!.n);
  return { rows, meta: { ...meta, totalPages: Math.max(1, meta.totalPages) } };
}

/** GET /api/backoffice/adjustments: newest first, optionally one status, each with its player. */
export async function listAdjustments(db: Db, query: AdjustmentsQuery): Promise<Paged<ListedAdjustment>> {
  const where = query.status ? eq(manualAdjustments.status, query.status) : undefined;
  const { rows, meta } = await pageOf(db, where, query);
  const owners = await staffPlayerRefsOf(
    db,
    rows.map((row) => row.playerId),
  );
  const data = await Promise.all(
    rows.map(async (row) => ({
      ...(await adjustmentView(db, row)),
      player: owners.get(row.playerId) ?? { id: row.playerId, nickname: row.playerId, email: null },
    })),
  );
  return { data, meta };
}

/** GET /api/wallet/adjustments: what staff applied to the player's balances (never their comment). */
export async function listPlayerAdjustments(
  db: Db,
  playerId: string,
  query: PageQuery,
): Promise<Paged<PlayerAdjustment>> {
  const where = and(eq(manualAdjustments.playerId, playerId), eq(manualAdjustments.status, 'applied'));
  const { rows, meta } = await pageOf(db, where, query);
  const units = await currencyUnits(db);
  const data = rows.map((row) => {
    const amount = minorToUnits(row.amount, units.get(row.currency) ?? 1);
    return {
      id: row.id,
      kind: `adjustment.${row.direction}` as const,
      part: row.part,
      amount: row.direction === 'credit' ? amount : -amount,
      currency: row.currency,
      reasonCode: row.reasonCode as PlayerAdjustment['reasonCode'],
      createdAt: (row.decidedAt ?? row.createdAt).toISOString(),
    };
  });
  return { data, meta };
}
