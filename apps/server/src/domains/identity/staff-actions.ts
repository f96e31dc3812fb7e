import { ErrorCode, PlayerStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError } from '../../plugins/errors.ts';
import { closeAllSessions } from './sessions.ts';
import { players } from './tables.ts';

/** What a staff status change did, for the answer and the audit row. */
export type StatusChange = { before: number; after: number; closedSessions: number };

/**
 * Staff set an account active, limited (no deposits) or blocked, in the caller's transaction with the
 * player's row locked. A block signs the player out everywhere. A self-excluded account (status 4,
 * the player's own choice) is not staff's to change.
 */
export async function setPlayerStatus(tx: Db, playerId: string, status: 1 | 2 | 3): Promise<StatusChange> {
  if (!isUuid(playerId)) throw AppError.notFound('No such player.');
  const [row] = await tx
    .select({ status: players.status })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!row) throw AppError.notFound('No such player.');
  if (row.status === PlayerStatus.selfExcluded)
    throw new AppError(
      ErrorCode.limitNotEditable,
      'The player excluded themselves: staff cannot change that.',
    );
  if (row.status !== status) await tx.update(players).set({ status }).where(eq(players.id, playerId));
  const closedSessions = status === PlayerStatus.blocked ? await closeAllSessions(tx, playerId) : 0;
  return { before: row.status, after: status, closedSessions };
}

/** Staff close every open session of a player; 404 for an unknown player. */
export async function closePlayerSessions(tx: Db, playerId: string): Promise<number> {
  if (!isUuid(playerId)) throw AppError.notFound('No such player.');
  const [row] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!row) throw AppError.notFound('No such player.');
  return closeAllSessions(tx, playerId);
}
