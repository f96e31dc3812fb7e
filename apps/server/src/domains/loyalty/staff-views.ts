import {
  type LoyaltyMovement,
  type PageMeta,
  type PageQuery,
  pageMeta,
  pageOffset,
  type StaffLoyalty,
} from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getPublicSettings } from '../settings/service.ts';
import { accountView, findAccount } from './accounts.ts';
import { listLevels } from './levels.ts';
import { loyaltyPointEntries } from './tables.ts';

/**
 * The player's loyalty standing as staff see it: the player's own account view, without making an
 * account on a staff member's look (the player's first look or first point makes it).
 */
export async function staffLoyalty(
  db: Db,
  playerId: string,
  locale: string,
  defaultLocale: string,
): Promise<StaffLoyalty> {
  const [settings, row] = await Promise.all([getPublicSettings(db), findAccount(db, playerId)]);
  return {
    enabled: settings.loyaltyEnabled,
    account: row ? accountView(row, await listLevels(db), locale, defaultLocale) : null,
  };
}

/** Every change of the player's points (earns, spends, awards), newest first. */
export async function pointMovements(
  db: Db,
  playerId: string,
  query: PageQuery,
): Promise<{ data: LoyaltyMovement[]; meta: PageMeta }> {
  const account = await findAccount(db, playerId);
  if (!account) return { data: [], meta: pageMeta(query, 0) };
  const where = eq(loyaltyPointEntries.accountId, account.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(loyaltyPointEntries)
      .where(where)
      .orderBy(desc(loyaltyPointEntries.createdAt), desc(loyaltyPointEntries.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.$count(loyaltyPointEntries, where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      points: row.points,
      reference: row.roundId ?? row.spendKey,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: pageMeta(query, total),
  };
}
