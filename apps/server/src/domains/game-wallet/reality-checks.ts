import type { GameWalletRealityCheckRequest } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { currencyUnit } from '../settings/service.ts';
import { decimalToMinor } from '../wallet/money.ts';
import { requireCurrency } from './service.ts';
import { type GameSessionRow, gameRealityChecks } from './tables.ts';

/**
 * POST .../reality-check: the player acknowledged a reality check in the session's game. Kept once per
 * (provider, check id) with the figures the panel showed, for the responsible-gaming desk; a repeated
 * call answers `recorded: false` and changes nothing.
 */
export async function recordRealityCheck(
  db: Db,
  session: GameSessionRow,
  input: GameWalletRealityCheckRequest,
): Promise<{ recorded: boolean }> {
  requireCurrency(session, input.currency);
  const unit = await currencyUnit(db, session.currency);
  const netMinor = unit === undefined ? null : decimalToMinor(input.net, unit);
  if (netMinor === null) throw AppError.validation([{ field: 'net', rule: 'decimals' }]);
  const inserted = await db
    .insert(gameRealityChecks)
    .values({
      providerId: session.providerId,
      checkId: input.checkId,
      sessionId: session.id,
      playerId: session.playerId,
      gameId: session.gameId,
      currency: session.currency,
      intervalSeconds: input.intervalSeconds,
      elapsedSeconds: input.elapsedSeconds,
      rounds: input.rounds,
      netMinor,
    })
    .onConflictDoNothing({ target: [gameRealityChecks.providerId, gameRealityChecks.checkId] })
    .returning({ id: gameRealityChecks.id });
  return { recorded: inserted.length > 0 };
}

export type RealityCheckRow = typeof gameRealityChecks.$inferSelect;

/** Acknowledged reality checks, newest first, of one player or of all, a page at a time. */
export async function acknowledgedRealityChecks(
  db: Db,
  options: { playerId?: string; limit: number; offset: number },
): Promise<{ rows: RealityCheckRow[]; total: number }> {
  const where = options.playerId ? eq(gameRealityChecks.playerId, options.playerId) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(gameRealityChecks)
      .where(where)
      .orderBy(desc(gameRealityChecks.acknowledgedAt), desc(gameRealityChecks.id))
      .limit(options.limit)
      .offset(options.offset),
    db.$count(gameRealityChecks, where),
  ]);
  return { rows, total };
}
