import {
  isListedBonusStatus,
  type PageMeta,
  type PlayerBonus,
  type PlayerBonusesQuery,
  PlayerBonusStatus,
  type PlayerFreespin,
  pageMeta,
  pageOffset,
} from '@casino/contracts';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerBonuses, playerFreespins } from './tables.ts';
import { playerBonusViews, playerFreespinViews } from './views.ts';

/** What a list shows when the query names no status: the player sees issued and active ones. */
export type DefaultStatuses = 'listed' | 'all';

const ALL_STATUSES = Object.values(PlayerBonusStatus);

function listFilter(
  table: typeof playerBonuses | typeof playerFreespins,
  playerId: string,
  query: Pick<PlayerBonusesQuery, 'status' | 'currency' | 'packageId'>,
  defaults: DefaultStatuses,
): SQL | undefined {
  const statuses =
    query.status ?? (defaults === 'all' ? ALL_STATUSES : ALL_STATUSES.filter(isListedBonusStatus));
  return and(
    eq(table.playerId, playerId),
    inArray(table.status, statuses),
    query.currency ? inArray(table.currency, query.currency) : undefined,
    query.packageId ? inArray(table.packageId, query.packageId) : undefined,
  );
}

/** A page of the player's bonuses (GET /api/game/player-bonuses, and the back office's). */
export async function listPlayerBonuses(
  db: Db,
  playerId: string,
  query: PlayerBonusesQuery,
  locale: string,
  defaults: DefaultStatuses = 'listed',
): Promise<{ data: PlayerBonus[]; meta: PageMeta }> {
  const where = listFilter(playerBonuses, playerId, query, defaults);
  const rows = await db
    .select()
    .from(playerBonuses)
    .where(where)
    .orderBy(query.sortOrder === 'asc' ? asc(playerBonuses.createdAt) : desc(playerBonuses.createdAt))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await db.$count(playerBonuses, where);
  return { data: await playerBonusViews(db, rows, locale), meta: pageMeta(query, total) };
}

/** A page of the player's free spins (GET /api/game/player-freespins, and the back office's). */
export async function listPlayerFreespins(
  db: Db,
  playerId: string,
  query: PlayerBonusesQuery,
  locale: string,
  defaults: DefaultStatuses = 'listed',
): Promise<{ data: PlayerFreespin[]; meta: PageMeta }> {
  const where = listFilter(playerFreespins, playerId, query, defaults);
  const rows = await db
    .select()
    .from(playerFreespins)
    .where(where)
    .orderBy(query.sortOrder === 'asc' ? asc(playerFreespins.createdAt) : desc(playerFreespins.createdAt))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total = await db.$count(playerFreespins, where);
  return { data: await playerFreespinViews(db, rows, locale), meta: pageMeta(query, total) };
}
