import { randomUUID } from 'node:crypto';
import { ErrorCode, type LoginResult } from '@casino/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../plugins/errors.ts';
import type { RequestOrigin } from '../context.ts';
import { findPlayerById } from '../players.ts';
import { assertNotBlocked, createSession, type IdentityDeps, type NewSession } from '../sessions.ts';
import { SESSION_METHODS, type SessionMethod, usedOneTimeTokens } from '../tables.ts';
import { twoFactorEnabled, verifySecondFactor } from './authenticator.ts';

/** How long the second step may take after the first. */
export const CHALLENGE_SECONDS = 5 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'two-factor-challenge';

type Continuation = { backRoute?: string };

/**
 * Every sign-in (password, phone, social, autologin link, password reset) ends here: a player
 * without 2FA gets the session; one with 2FA gets 401 (11030) with `error.challenge`, a signed
 * token the second step (POST /api/player/sessions/two-factor) sends back with a code.
 */
export async function openSessionOrChallenge(
  deps: IdentityDeps,
  input: NewSession,
  continuation: Continuation = {},
): Promise<LoginResult> {
  if (!(await twoFactorEnabled(deps.db, input.playerId))) return createSession(deps, input);
  const now = Math.floor(Date.now() / 1000);
  const challenge = await new SignJWT({ method: input.method, ...continuation })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(input.playerId)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + CHALLENGE_SECONDS)
    .sign(deps.keys.oneTime);
  const error = new AppError(
    ErrorCode.twoFactorRequired,
    'Enter the code from your authenticator app (or a recovery code).',
    [{ field: 'code', rule: 'required' }],
  );
  error.challenge = challenge;
  throw error;
}

/**
 * The second step: a valid, unused challenge and a right code open the session. A wrong code leaves
 * the challenge usable (until it expires; the throttle bounds the guesses); a right one
 * uses it up, so it opens one session only.
 */
export async function completeTwoFactorSignIn(
  deps: IdentityDeps,
  input: { challenge: string; code: string },
  origin: RequestOrigin,
): Promise<LoginResult & Continuation> {
  const claims = await readChallenge(deps, input.challenge);
  const player = await findPlayerById(deps.db, claims.playerId);
  if (!player) throw expired();
  assertNotBlocked(player.status);
  await verifySecondFactor(deps.db, player.id, input.code, 'code', origin);
  const used = await deps.db
    .insert(usedOneTimeTokens)
    .values({ jti: claims.jti, purpose: 'two-factor', playerId: player.id, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedOneTimeTokens.jti });
  if (used.length === 0) throw expired();
  const result = await createSession(deps, { playerId: player.id, method: claims.method, ...origin });
  return claims.backRoute ? { ...result, backRoute: claims.backRoute } : result;
}

async function readChallenge(deps: IdentityDeps, token: string) {
  const payload = await jwtVerify(token, deps.keys.oneTime, { algorithms: [ALGORITHM], audience: AUDIENCE })
    .then((result) => result.payload)
    .catch(() => null);
  const method = payload?.method as SessionMethod | undefined;
  if (!payload?.sub || !payload.jti || !payload.exp || !method || !SESSION_METHODS.includes(method))
    throw expired();
  const backRoute = typeof payload.backRoute === 'string' ? payload.backRoute : undefined;
  return {
    playerId: payload.sub,
    jti: payload.jti,
    method,
    backRoute,
    expiresAt: new Date(payload.exp * 1000),
  };
}

const expired = () => new AppError(ErrorCode.unauthorized, 'This sign-in has expired. Please sign in again.');
