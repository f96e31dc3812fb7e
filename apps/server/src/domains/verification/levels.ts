import type { VerificationLevel } from '@casino/contracts';
import { and, eq, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/sql-facts.ts';
import { findPlayerById } from '../identity/players.ts';
import {
  approvedIdentityDocumentOf,
  hasApprovedIdentityDocument,
  withApprovedIdentityDocument,
} from './documents.ts';
import { eventTime, levelChangeOf, type VerificationEvent } from './provider-events.ts';
import { playerVerifications, type VerificationRow } from './tables.ts';

export type PlayerLevel = { level: VerificationLevel; rejectReason: string | null; canRetry: boolean };

export async function verificationOf(db: Db, playerId: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(playerVerifications).where(eq(playerVerifications.playerId, playerId));
  return row ?? null;
}

export async function playerLevel(db: Db, playerId: string): Promise<PlayerLevel> {
  const row = await verificationOf(db, playerId);
  if (!row) return { level: 'none', rejectReason: null, canRetry: true };
  return {
    level: row.level as VerificationLevel,
    rejectReason: row.rejectReason,
    canRetry: !(row.level === 'rejected' && row.rejectFinal),
  };
}

/**
 * Verified for tiered KYC: the provider says so, or the operator approved one of the player's identity
 * documents (the way without a provider).
 */
export async function isVerifiedPlayer(db: Db, playerId: string): Promise<boolean> {
  if ((await verificationOf(db, playerId))?.level === 'verified') return true;
  return hasApprovedIdentityDocument(db, playerId);
}

/**
 * Applies a checked webhook event to the player's level. Unknown players and events that mean nothing
 * are ignored (answered 200, so the provider stops retrying); a delivery older than the last one
 * applied changes nothing, so retries and reordering cannot undo a later review.
 */
export async function applyVerificationEvent(
  db: Db,
  provider: string,
  event: VerificationEvent,
): Promise<'applied' | 'ignored'> {
  const change = levelChangeOf(event);
  if (!change || !(await findPlayerById(db, event.externalUserId))) return 'ignored';
  const playerId = event.externalUserId;
  const at = eventTime(event);
  const values = {
    provider,
    applicantId: event.applicantId,
    level: change.level,
    rejectReason: change.level === 'rejected' ? change.reason : null,
    rejectFinal: change.level === 'rejected' ? change.final : false,
    eventAt: at,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(playerVerifications)
    .values({ playerId, ...values })
    .onConflictDoUpdate({
      target: playerVerifications.playerId,
      set: values,
      setWhere: and(
        lte(playerVerifications.eventAt, at),
        // A final rejection stands until the provider resets the applicant.
        change.level === 'none'
          ? sql`true`
          : sql`NOT (${playerVerifications.level} = 'rejected' AND ${playerVerifications.rejectFinal})`,
      ),
    })
    .returning();
  return row ? 'applied' : 'ignored';
}

/** Players whose check waits for the (built-in provider's) reviewer, oldest first. */
export async function pendingVerifications(db: Db): Promise<VerificationRow[]> {
  return db
    .select()
    .from(playerVerifications)
    .where(eq(playerVerifications.level, 'pending'))
    .orderBy(playerVerifications.updatedAt)
    .limit(200);
}

/** isVerifiedPlayer as a subquery on another statement's row (db/sql-facts.ts). */
export const verifiedPlayerOf = (playerId: SQLWrapper): SQL<boolean> =>
  correlated(
    sql`exists (select 1 from ${playerVerifications} where ${playerVerifications.playerId} = ${playerId} and ${eq(playerVerifications.level, 'verified')}) or ${approvedIdentityDocumentOf(playerId)}`,
  );

/** Of `playerIds`, those verified for tiered KYC (isVerifiedPlayer for many players in two reads). */
export async function verifiedAmong(db: Db, playerIds: string[]): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .select({ playerId: playerVerifications.playerId })
    .from(playerVerifications)
    .where(and(inArray(playerVerifications.playerId, playerIds), eq(playerVerifications.level, 'verified')));
  const verified = await withApprovedIdentityDocument(db, playerIds);
  for (const row of rows) verified.add(row.playerId);
  return verified;
}
