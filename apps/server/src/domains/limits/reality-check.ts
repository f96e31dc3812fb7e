import { type RealityCheck, realityCheckIntervals } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { playerRealityChecks } from './tables.ts';

/**
 * The reality check (UKGC RTS 13): the interval a player chose, kept here and told to game providers by
 * the seamless wallet's balance call (game-wallet/reality-check-source.ts). The provider pauses play when
 * it passes (docs/decisions/0025-reality-check.md).
 */

/** GET /api/player/reality-check. */
export async function getRealityCheck(db: Db, playerId: string): Promise<RealityCheck> {
  const [row] = isUuid(playerId)
    ? await db.select().from(playerRealityChecks).where(eq(playerRealityChecks.playerId, playerId))
    : [];
  return {
    intervalSeconds: row?.intervalSeconds ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * PUT /api/player/reality-check: one of the intervals on offer (`testSeconds`: the end-to-end tests'
 * short one), or null for off; 422 on `intervalSeconds` otherwise. In force for every game session
 * opened (or reopened) from now on.
 */
export async function setRealityCheck(
  db: Db,
  playerId: string,
  intervalSeconds: number | null,
  options: { testSeconds?: number | undefined; now?: Date } = {},
): Promise<RealityCheck> {
  if (intervalSeconds !== null && !realityCheckIntervals(options.testSeconds).includes(intervalSeconds))
    throw AppError.validation([{ field: 'intervalSeconds', rule: 'in' }]);
  const updatedAt = options.now ?? new Date();
  await db
    .insert(playerRealityChecks)
    .values({ playerId, intervalSeconds, updatedAt })
    .onConflictDoUpdate({ target: playerRealityChecks.playerId, set: { intervalSeconds, updatedAt } });
  return { intervalSeconds, updatedAt: updatedAt.toISOString() };
}

/** The interval in force for a player's new game session, in seconds; null when off. */
export async function realityCheckSeconds(db: Db, playerId: string): Promise<number | null> {
  return (await getRealityCheck(db, playerId)).intervalSeconds;
}
