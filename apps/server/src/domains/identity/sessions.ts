import { randomUUID } from 'node:crypto';
import type { LoginResult, PageMeta, PlayerSession } from '@casino/contracts';
import { ErrorCode, PlayerStatus } from '@casino/contracts';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { AppError } from '../../plugins/errors.ts';
import { type Player, profileOf } from './players.ts';
import { players, type SessionMethod, sessions } from './tables.ts';
import { tokenStanding } from './token-rotation.ts';
import { ACCESS_TOKEN_SECONDS, type AuthKeys, signAccessToken, verifyAccessToken } from './tokens.ts';

/** What session work needs: the database (or a transaction) and the signing keys. */
export type IdentityDeps = { db: Db; keys: AuthKeys };

export type NewSession = {
  playerId: string;
  method: SessionMethod;
  ip: string;
  userAgent?: string | null;
  /** The device that opens it (devices.ts): a known device on later sign-ins. */
  deviceHash?: string | null;
  /** `deviceHash` is a fingerprint's, not a user agent's: only those mark a device shared by players. */
  fingerprinted?: boolean;
  /** The visitor's country from the proxy's header, when it sent one. */
  country?: string | null;
  /** Registration answers carry profile.isNewlyRegistered = true. */
  isNewlyRegistered?: boolean;
};

/** Opens a session and returns its first access token with the profile; records the sign-in time. */
export async function createSession(deps: IdentityDeps, input: NewSession): Promise<LoginResult> {
  const now = new Date();
  const tokenId = randomUUID();
  const { sessionId, player } = await deps.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        playerId: input.playerId,
        method: input.method,
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        deviceHash: input.deviceHash ?? null,
        fingerprinted: !!input.deviceHash && !!input.fingerprinted,
        country: input.country ?? null,
        createdAt: now,
        lastSeenAt: now,
        tokenId,
      })
      .returning({ id: sessions.id });
    const [updated] = await tx
      .update(players)
      .set({ lastSignInAt: now })
      .where(eq(players.id, input.playerId))
      .returning();
    return { sessionId: session!.id, player: updated! };
  });
  const accessToken = await signAccessToken(deps.keys, { playerId: player.id, sessionId, tokenId });
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresAfter: ACCESS_TOKEN_SECONDS,
    sessionId,
    profile: await profileOf(deps.db, player, { isNewlyRegistered: input.isNewlyRegistered }),
  };
}

export const assertNotBlocked = (status: number) => {
  if (status === PlayerStatus.blocked)
    throw new AppError(ErrorCode.accountBlocked, 'This account is blocked.');
};

export type Authenticated = { playerId: string; sessionId: string };
/** The token's own id too: a refresh rotates it. */
export type AuthenticatedToken = Authenticated & { tokenId: string };
/** A checked token with the player's row as the check read it (its status decided the answer). */
export type AuthenticatedSession = AuthenticatedToken & { account: Player };

/**
 * Expired tokens a check accepts, up to `refreshHours` after their expiry: any that still stands in
 * its session (refresh, init, logout), or only the session's current one (server-side rendering,
 * which never refreshes: the browser does).
 */
export type ExpiredTokens = { refreshHours: number; currentOnly?: boolean };

const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const withinRefreshWindow = (expiresAtSeconds: number, expired: ExpiredTokens | undefined) =>
  !!expired && Date.now() <= (expiresAtSeconds + expired.refreshHours * 3600) * 1000;

/**
 * The player and session behind an access token: refused (401) when the token is forged, expired
 * (beyond what `expired` allows), replaced by a refresh more than the grace ago, or its session is
 * unknown, closed or idle too long; 403 for a blocked player.
 */
const sessionWithPlayer = preparedQuery((db) =>
  db
    .select({ session: sessions, player: players })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.playerId, sql.placeholder('playerId'))),
    )
    .prepare('session_with_player'),
);

export async function authenticateToken(
  deps: IdentityDeps,
  token: string,
  options: { expired?: ExpiredTokens; idleDays: number },
): Promise<AuthenticatedSession> {
  const { expired } = options;
  const claims = await verifyAccessToken(deps.keys, token, { allowExpired: !!expired });
  if (!claims || !isUuid(claims.sessionId) || !isUuid(claims.playerId)) throw AppError.unauthorized();
  if (claims.expired && !withinRefreshWindow(claims.expiresAt, expired))
    throw AppError.unauthorized('The session has expired.');
  const [row] = await sessionWithPlayer(deps.db).execute({
    sessionId: claims.sessionId,
    playerId: claims.playerId,
  });
  const now = Date.now();
  if (!row || row.session.closedAt) throw AppError.unauthorized('The session has ended.');
  if (row.session.lastSeenAt.getTime() < now - options.idleDays * DAY_MS)
    throw AppError.unauthorized('The session has ended.');
  const standing = tokenStanding(row.session, claims.tokenId, now);
  if (!standing || (claims.expired && expired?.currentOnly && standing !== 'current'))
    throw AppError.unauthorized('The session has ended.');
  assertNotBlocked(row.player.status);
  if (row.session.lastSeenAt.getTime() < now - TOUCH_INTERVAL_MS) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  return {
    playerId: claims.playerId,
    sessionId: claims.sessionId,
    tokenId: claims.tokenId,
    account: row.player,
  };
}

/** Whether a session still stands: open, seen within the idle limit, its player not blocked. */
export async function isSessionOpen(db: Db, session: Authenticated, idleDays: number): Promise<boolean> {
  if (!isUuid(session.sessionId) || !isUuid(session.playerId)) return false;
  const [row] = await db
    .select({ closedAt: sessions.closedAt, lastSeenAt: sessions.lastSeenAt, status: players.status })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.id, session.sessionId), eq(sessions.playerId, session.playerId)));
  return (
    !!row &&
    !row.closedAt &&
    row.lastSeenAt.getTime() >= Date.now() - idleDays * DAY_MS &&
    row.status !== PlayerStatus.blocked
  );
}

/** Closes one open session of the player; null when there is none with that id. */
export async function closeSession(db: Db, playerId: string, sessionId: string): Promise<SessionRow | null> {
  if (!isUuid(sessionId)) return null;
  const [closed] = await db
    .update(sessions)
    .set({ closedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.closedAt)))
    .returning();
  return closed ?? null;
}

type SessionRow = typeof sessions.$inferSelect;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** A session as the player's session list shows it; `current` marks the asker's own. */
export function toSessionView(row: SessionRow, currentSessionId: string): PlayerSession {
  return {
    sessionId: row.id,
    playerId: row.playerId,
    ip: row.ip,
    country: row.country,
    deviceType: row.userAgent && MOBILE_AGENT.test(row.userAgent) ? 'mobile' : 'desktop',
    userAgent: row.userAgent,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    current: row.id === currentSessionId,
    lastSeenAt: row.lastSeenAt.toISOString(),
    method: row.method,
  };
}

/** Closes every open session of the player, but `exceptSessionId` when given; answers how many. */
export async function closeAllSessions(db: Db, playerId: string, exceptSessionId?: string): Promise<number> {
  const closed = await db
    .update(sessions)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.closedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return closed.length;
}

/** Open, not idle sessions of the player, newest first; `current` marks the asker's. */
export async function listOpenSessions(
  db: Db,
  input: { playerId: string; currentSessionId: string; page: number; perPage: number; idleDays: number },
): Promise<{ data: PlayerSession[]; meta: PageMeta }> {
  const where = and(
    eq(sessions.playerId, input.playerId),
    isNull(sessions.closedAt),
    gt(sessions.lastSeenAt, new Date(Date.now() - input.idleDays * DAY_MS)),
  );
  const [total] = await db.select({ value: count() }).from(sessions).where(where);
  const rows = await db
    .select()
    .from(sessions)
    .where(where)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage);
  const totalRows = total?.value ?? 0;
  return {
    data: rows.map((row) => toSessionView(row, input.currentSessionId)),
    meta: {
      page: input.page,
      perPage: input.perPage,
      totalPages: Math.ceil(totalRows / input.perPage),
      totalRows,
    },
  };
}
