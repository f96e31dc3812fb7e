import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@casino/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { type StaffRow, type StaffSessionRow, staff, staffSessions } from './tables.ts';

/** How long the half-signed-in session of the password step waits for its TOTP step. */
export const TOTP_STEP_MINUTES = 5;

export type SessionLimits = { idleMs: number; lifetimeMs: number };

/** A staff member and their session, as every back-office call sees them. */
export type SignedInStaff = { session: StaffSessionRow; staff: StaffRow };

export type RequestOrigin = { ip: string | null; userAgent: string | null };

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Opens a session: half signed in (the TOTP step due within TOTP_STEP_MINUTES) or signed in (an
 * enrolment that just confirmed a code). Answers the cookie's token, kept only as its hash.
 */
export async function openStaffSession(
  db: Db,
  staffId: string,
  origin: RequestOrigin,
  options: { signedIn: boolean; limits: SessionLimits },
): Promise<{ token: string; session: StaffSessionRow }> {
  const token = newToken();
  const now = new Date();
  const lifetime = options.signedIn ? options.limits.lifetimeMs : TOTP_STEP_MINUTES * 60_000;
  const [session] = await db
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: tokenHash(token),
      csrfToken: newToken(),
      createdAt: now,
      totpPassedAt: options.signedIn ? now : null,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
    })
    .returning();
  return { token, session: session! };
}

/**
 * The TOTP step passed: the session is signed in for its lifetime, under a new token and CSRF token
 * (what an observer of the half-signed-in session saw is worth nothing now).
 */
export async function promoteSession(db: Db, session: StaffSessionRow, limits: SessionLimits) {
  const token = newToken();
  const now = new Date();
  const [updated] = await db
    .update(staffSessions)
    .set({
      tokenHash: tokenHash(token),
      csrfToken: newToken(),
      totpPassedAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + limits.lifetimeMs),
    })
    .where(
      and(
        eq(staffSessions.id, session.id),
        isNull(staffSessions.totpPassedAt),
        isNull(staffSessions.endedAt),
      ),
    )
    .returning();
  if (!updated) throw AppError.unauthorized('The session has ended.');
  return { token, session: updated };
}

const ended = () => new AppError(ErrorCode.sessionExpired, 'The session has ended: sign in again.');

/** How stale a session's last use may be recorded before a call writes it again. */
export const LAST_SEEN_PRECISION_MS = 15_000;

/**
 * The session of a cookie's token, used now: 401 when unknown or ended, 401 (11009) when it ends now
 * (idle past the limit, or past its lifetime), and its last use moved to now otherwise, unless the
 * call is a `background` one the app made on its own.
 */
export async function resolveStaffSession(
  db: Db,
  token: string,
  limits: SessionLimits,
  { background = false }: { background?: boolean } = {},
): Promise<SignedInStaff> {
  const [found] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash(token)));
  if (!found || found.session.endedAt) throw AppError.unauthorized();
  const now = Date.now();
  const endReason =
    found.session.expiresAt.getTime() <= now
      ? 'expired'
      : found.session.lastSeenAt.getTime() + limits.idleMs <= now
        ? 'idle'
        : found.staff.status !== 'active'
          ? 'disabled'
          : null;
  if (endReason) {
    await endSession(db, found.session.id, endReason);
    throw ended();
  }
  // Every staff call passes here: a use within seconds of the last one moves nothing (an idle end
  // 30 minutes away loses at most that much), so a page's reads are not each a write.
  if (background || now - found.session.lastSeenAt.getTime() < LAST_SEEN_PRECISION_MS)
    return { session: found.session, staff: found.staff };
  const [session] = await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(and(eq(staffSessions.id, found.session.id), isNull(staffSessions.endedAt)))
    .returning();
  if (!session) throw AppError.unauthorized();
  return { session, staff: found.staff };
}

export async function endSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Ends every open session of a staff member (disabled, enrolment reset). */
export async function endStaffSessions(db: Db, staffId: string, reason: string) {
  await db
    .update(staffSessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

/** Whether a write's X-CSRF-Token is its session's (compared in constant time). */
export function isSessionCsrfToken(session: StaffSessionRow, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** When the session ends unless used before. */
export const idleEndOf = (session: StaffSessionRow, limits: SessionLimits) =>
  new Date(Math.min(session.lastSeenAt.getTime() + limits.idleMs, session.expiresAt.getTime()));
