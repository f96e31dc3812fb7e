import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../plugins/errors.ts';
import type { IdentityDeps } from './sessions.ts';
import { sessions } from './tables.ts';
import { type AccessClaims, signAccessToken } from './tokens.ts';

/**
 * How long the token a refresh replaced still works: two tabs refreshing the same token at once both
 * succeed, and calls already on their way with the old token are not refused.
 */
export const ROTATION_GRACE_SECONDS = 10;

export type TokenIds = {
  tokenId: string | null;
  previousTokenId: string | null;
  tokenRotatedAt: Date | null;
};

/**
 * Where a token's id stands in its session: its current token, the one the last refresh replaced
 * (within the grace), or neither. Sessions opened before rotation have no token id: their tokens are
 * refused and those players sign in again.
 */
export function tokenStanding(
  session: TokenIds,
  tokenId: string,
  now = Date.now(),
): 'current' | 'previous' | null {
  if (!session.tokenId) return null;
  if (tokenId === session.tokenId) return 'current';
  const rotatedAt = session.tokenRotatedAt?.getTime();
  const inGrace = rotatedAt !== undefined && now - rotatedAt < ROTATION_GRACE_SECONDS * 1000;
  return tokenId === session.previousTokenId && inGrace ? 'previous' : null;
}

/**
 * A new token for the session, its predecessor (the presented token) kept for the grace. One
 * conditional update rotates; a caller that lost the race, or presents the token already replaced,
 * gets a token for the current id without a second rotation. Anything older: 401.
 */
export async function rotateAccessToken(deps: IdentityDeps, claims: AccessClaims): Promise<string> {
  const next = randomUUID();
  const open = and(
    eq(sessions.id, claims.sessionId),
    eq(sessions.playerId, claims.playerId),
    isNull(sessions.closedAt),
  );
  const rotated = await deps.db
    .update(sessions)
    .set({ tokenId: next, previousTokenId: claims.tokenId, tokenRotatedAt: new Date() })
    .where(and(open, eq(sessions.tokenId, claims.tokenId)))
    .returning({ id: sessions.id });
  if (rotated.length === 1) return signAccessToken(deps.keys, { ...claims, tokenId: next });
  const [row] = await deps.db
    .select({
      tokenId: sessions.tokenId,
      previousTokenId: sessions.previousTokenId,
      tokenRotatedAt: sessions.tokenRotatedAt,
    })
    .from(sessions)
    .where(open);
  if (!row?.tokenId || tokenStanding(row, claims.tokenId) !== 'previous')
    throw AppError.unauthorized('The session has ended.');
  return signAccessToken(deps.keys, { ...claims, tokenId: row.tokenId });
}
