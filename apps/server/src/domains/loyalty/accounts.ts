import type { LoyaltyAccount } from '@casino/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstLevel, levelAfter, levelView, listLevels } from './levels.ts';
import { type LoyaltyAccountRow, type LoyaltyLevelRow, loyaltyAccounts } from './tables.ts';

/**
 * The player's loyalty account, made at the first level with no points when they have none. With
 * `lock` the row is locked for the caller's transaction (points change under it).
 */
export async function accountOf(
  db: Db,
  playerId: string,
  levels: LoyaltyLevelRow[],
  { lock = false } = {},
): Promise<LoyaltyAccountRow> {
  const find = () => {
    const query = db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
    return lock ? query.for('update') : query;
  };
  const [found] = await find();
  if (found) return found;
  const [made] = await db
    .insert(loyaltyAccounts)
    .values({ playerId, levelId: firstLevel(levels).id })
    .onConflictDoNothing({ target: loyaltyAccounts.playerId })
    .returning();
  if (made) return made;
  // Made by a concurrent call since the first read.
  const [other] = await find();
  if (!other) throw new Error(`The loyalty account of ${playerId} vanished`);
  return other;
}

/**
 * The accounts of these players, made at the first level where missing, locked in player order (two
 * deliveries never wait on each other in a circle): two statements for any number of players.
 */
export async function lockAccounts(
  db: Db,
  playerIds: string[],
  levels: LoyaltyLevelRow[],
): Promise<Map<string, LoyaltyAccountRow>> {
  const ids = [...new Set(playerIds)].sort();
  if (ids.length === 0) return new Map();
  await db
    .insert(loyaltyAccounts)
    .values(ids.map((playerId) => ({ playerId, levelId: firstLevel(levels).id })))
    .onConflictDoNothing({ target: loyaltyAccounts.playerId });
  const rows = await db
    .select()
    .from(loyaltyAccounts)
    .where(inArray(loyaltyAccounts.playerId, ids))
    .orderBy(loyaltyAccounts.playerId)
    .for('update');
  return new Map(rows.map((row) => [row.playerId, row]));
}

/** The player's account without making one. */
export async function findAccount(db: Db, playerId: string): Promise<LoyaltyAccountRow | null> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId));
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<LoyaltyAccountRow | null> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.id, id));
  return row ?? null;
}

/** IPlayerLoyaltyAccount, level names in `locale`. */
export function accountView(
  row: LoyaltyAccountRow,
  levels: LoyaltyLevelRow[],
  locale: string,
  defaultLocale: string,
): LoyaltyAccount {
  const current = levels.find((level) => level.id === row.levelId) ?? firstLevel(levels);
  const next = levelAfter(levels, current);
  return {
    id: row.id,
    playerId: row.playerId,
    points: row.points,
    earnedPoints: row.earnedPoints,
    currentLevel: levelView(current, locale, defaultLocale),
    nextLevel: next ? levelView(next, locale, defaultLocale) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/retention/account: the asking player's account, made on first look. */
export async function playerAccount(
  db: Db,
  playerId: string,
  locale: string,
  defaultLocale: string,
): Promise<LoyaltyAccount> {
  const levels = await listLevels(db);
  const row = await accountOf(db, playerId, levels);
  return accountView(row, levels, locale, defaultLocale);
}
