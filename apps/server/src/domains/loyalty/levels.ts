import type { LoyaltyLevel } from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LoyaltyLevelRow, loyaltyLevels } from './tables.ts';

/** Every level, the first one first. */
export function listLevels(db: Db): Promise<LoyaltyLevelRow[]> {
  return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.levelOrder));
}

/** The first level (where every account starts); the seed always writes one. */
export function firstLevel(levels: LoyaltyLevelRow[]): LoyaltyLevelRow {
  const first = levels[0];
  if (!first) throw new Error('No loyalty levels: seedLoyalty writes them at start');
  return first;
}

/** The highest level `earnedPoints` reach (levels in order). */
export function levelReached(levels: LoyaltyLevelRow[], earnedPoints: number): LoyaltyLevelRow {
  let reached = firstLevel(levels);
  for (const level of levels) if (level.pointsRequired <= earnedPoints) reached = level;
  return reached;
}

/** The level after `level`, or null at the top. */
export const levelAfter = (levels: LoyaltyLevelRow[], level: LoyaltyLevelRow) =>
  levels.find((next) => next.levelOrder > level.levelOrder) ?? null;

/** A level's name in `locale`, else the default locale's, else English. */
export const levelName = (level: LoyaltyLevelRow, locale: string, defaultLocale: string) =>
  level.names[locale] ?? level.names[defaultLocale] ?? level.names.en ?? '';

/** A level as the site shows it. */
export function levelView(level: LoyaltyLevelRow, locale: string, defaultLocale: string): LoyaltyLevel {
  return {
    id: level.id,
    name: levelName(level, locale, defaultLocale),
    order: level.levelOrder,
    points: level.pointsRequired,
    pointsPerBaseUnit: level.rateBp / 10_000,
  };
}
