import { createHmac } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { authenticateToken, isSessionOpen } from '../domains/identity/sessions.ts';
import { ACCESS_TOKEN_SECONDS, type AuthKeys, verifyAccessToken } from '../domains/identity/tokens.ts';
import type { Authenticator, Identity } from './connection.ts';

const ALGORITHM = 'HS256';
const AUDIENCE = 'realtime';
export const CONNECTION_TOKEN_SECONDS = ACCESS_TOKEN_SECONDS;

/** The key of our own connection tokens, derived so that no other token of ours can stand in for one. */
export const connectionTokenKey = (keys: AuthKeys) =>
  new Uint8Array(createHmac('sha256', keys.access).update('realtime-connection').digest());

/**
 * A connection token: HS256 with `sub` = player id. Centrifugo accepts it when signed with its
 * token secret (`audience` unset); the built-in gateway checks our audience.
 */
export function signConnectionToken(
  key: Uint8Array,
  playerId: string,
  options: { audience?: string; ttlSeconds?: number; sessionId?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(options.sessionId ? { sid: options.sessionId } : {})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(playerId)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.ttlSeconds ?? CONNECTION_TOKEN_SECONDS));
  if (options.audience) jwt.setAudience(options.audience);
  return jwt.sign(key);
}

/** Our own connection tokens name the session too, so a closed session cannot connect again. */
export const signBuiltInConnectionToken = (keys: AuthKeys, playerId: string, sessionId: string) =>
  signConnectionToken(connectionTokenKey(keys), playerId, { audience: AUDIENCE, sessionId });

/**
 * The gateway takes our connection token or the player's access token (whose session must still be
 * open). Expired either way: the client is told 109 and fetches a new one through its getToken.
 */
export function builtInAuthenticator(deps: { db: Db; keys: AuthKeys; idleDays: number }): Authenticator {
  const key = connectionTokenKey(deps.keys);
  return async (token) => {
    const connection = await verifyConnectionToken(key, token);
    if (typeof connection !== 'string') {
      const open = await isSessionOpen(
        deps.db,
        { playerId: connection.user, sessionId: connection.session },
        deps.idleDays,
      );
      return open ? connection : 'invalid';
    }
    if (connection === 'expired') return connection;
    const access = await verifyAccessToken(deps.keys, token, { allowExpired: true });
    if (!access) return 'invalid';
    if (access.expired) return 'expired';
    try {
      await authenticateToken(deps, token, { idleDays: deps.idleDays });
    } catch {
      return 'invalid';
    }
    return { user: access.playerId, expiresAt: expiryOf(token), session: access.sessionId };
  };
}

async function verifyConnectionToken(
  key: Uint8Array,
  token: string,
): Promise<(Identity & { session: string }) | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
    return { user: payload.sub, expiresAt: payload.exp ? payload.exp * 1000 : null, session: payload.sid };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

function expiryOf(token: string) {
  const { exp } = decodeJwt(token);
  return exp ? exp * 1000 : null;
}

/** A subscription token lasts this long for a new subscription (the client's getToken fetches another). */
export const SUBSCRIPTION_TOKEN_SECONDS = 15 * 60;

/** The key of our subscription tokens: derived apart from the connection tokens' (one never passes for the other). */
export const subscriptionTokenKey = (keys: AuthKeys) =>
  new Uint8Array(createHmac('sha256', keys.access).update('realtime-subscription').digest());

/**
 * A channel subscription token as Centrifugo reads one: HS256, `sub` the connection's user ('' for
 * an anonymous connection) and `channel` the one channel it opens.
 */
export async function signSubscriptionToken(
  key: Uint8Array,
  user: string,
  channel: string,
  ttlSeconds = SUBSCRIPTION_TOKEN_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ channel })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
  return { token, expiresAt: new Date((now + ttlSeconds) * 1000) };
}

/** Whether the token opens `channel` for the connection of `user`. */
export async function verifySubscriptionToken(
  key: Uint8Array,
  token: string,
  user: string,
  channel: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    return payload.sub === user && payload.channel === channel;
  } catch {
    return false;
  }
}
