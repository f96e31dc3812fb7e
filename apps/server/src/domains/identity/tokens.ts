import { createHash, createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { usedOneTimeTokens } from './tables.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const ONE_TIME_TOKEN_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
const ACCESS_AUDIENCE = 'access';
const ACCESS_ISSUER = 'casino-api';
const ONE_TIME_AUDIENCE = 'one-time';

/** Keys derived from the session secret, one per use, so that no token can stand in for another kind. */
export type AuthKeys = { access: Uint8Array; oneTime: Uint8Array; otp: Buffer };

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (use: string) => createHmac('sha256', secret).update(use).digest();
  return { access: derive('access-token'), oneTime: derive('one-time-token'), otp: derive('otp-code') };
}

/** `tokenId` (the JWT's jti) is the session's current token id: a refresh replaces it (rotation). */
export type AccessClaims = { playerId: string; sessionId: string; tokenId: string };

/**
 * The client reads `exp` and `sessionId` (client contract section 0); `sub` and `id` are the player
 * id (Centrifugo's user-limited channels need `sub`). `issuedAt` (seconds) lets tests make tokens
 * that are already expired.
 */
export async function signAccessToken(
  keys: AuthKeys,
  claims: AccessClaims,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ sessionId: claims.sessionId, id: claims.playerId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ACCESS_ISSUER)
    .setSubject(claims.playerId)
    .setJti(claims.tokenId)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(keys.access);
}

export type VerifiedAccessToken = AccessClaims & { expired: boolean; expiresAt: number };

/**
 * The claims of a token signed with our key, or null. An expired token is returned with
 * `expired: true` only when `allowExpired`; the caller bounds how long after `expiresAt` (seconds).
 */
export async function verifyAccessToken(
  keys: AuthKeys,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keys.access, {
      algorithms: [ALGORITHM],
      audience: ACCESS_AUDIENCE,
    });
    return toClaims(payload, false);
  } catch (error) {
    if (options.allowExpired && error instanceof errors.JWTExpired) return toClaims(error.payload, true);
    return null;
  }
}

type AccessPayload = { sub?: unknown; sessionId?: unknown; jti?: unknown; exp?: unknown };

function toClaims(payload: AccessPayload, expired: boolean): VerifiedAccessToken | null {
  const { sub, sessionId, jti, exp } = payload;
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || typeof jti !== 'string') return null;
  if (typeof exp !== 'number') return null;
  return { playerId: sub, sessionId, tokenId: jti, expired, expiresAt: exp };
}

/** What a one-time token is for: it is redeemed only by a caller asking for that purpose. */
export type OneTimePurpose = 'autologin' | 'social';

/** A signed, short-lived token that signs a player in once (autologin links, the social callback). */
export async function issueOneTimeToken(
  keys: AuthKeys,
  input: { playerId: string; purpose: OneTimePurpose; ttlSeconds?: number },
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ purpose: input.purpose })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(input.playerId)
    .setAudience(ONE_TIME_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (input.ttlSeconds ?? ONE_TIME_TOKEN_SECONDS))
    .sign(keys.oneTime);
}

/**
 * The player and purpose of a valid, unexpired, never used one-time token, or null. The token's id is
 * recorded in the same step, so a replay (even a parallel one) gets null.
 */
export async function redeemOneTimeToken(
  db: Db,
  keys: AuthKeys,
  token: string,
  purposes: readonly OneTimePurpose[],
): Promise<{ playerId: string; purpose: OneTimePurpose } | null> {
  const payload = await jwtVerify(token, keys.oneTime, {
    algorithms: [ALGORITHM],
    audience: ONE_TIME_AUDIENCE,
  })
    .then((result) => result.payload)
    .catch(() => null);
  const purpose = payload?.purpose as OneTimePurpose | undefined;
  if (!payload?.sub || !payload.jti || !payload.exp || !purpose || !purposes.includes(purpose)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(payload.jti)) return null;
  const recorded = await db
    .insert(usedOneTimeTokens)
    .values({ jti: payload.jti, purpose, playerId: payload.sub, expiresAt: new Date(payload.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: usedOneTimeTokens.jti });
  return recorded.length === 1 ? { playerId: payload.sub, purpose } : null;
}

/** Codes sent by e-mail are long random strings: a plain SHA-256 is enough to keep them unreadable. */
export const hashEmailCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** SMS codes have only a million values: keyed with the server secret so a leaked table reveals nothing. */
export const hashOtpCode = (keys: AuthKeys, phone: string, reason: string, code: string) =>
  createHmac('sha256', keys.otp).update(`${phone}:${reason}:${code}`).digest('hex');
