import type { LoginResult } from '@casino/contracts';
import { ErrorCode, normalizePhone } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';
import type { IdentityContext, RequestOrigin } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { findPlayerByLogin, normalizeEmail } from './players.ts';
import { clearEvents, enforceLimits, recordEvents } from './rate-events.ts';
import { assertNotBlocked, createSession } from './sessions.ts';

export const SIGN_IN_FAILURES_PER_HOUR = 100;
const LOGIN_SCOPE = 'sign-in-failure:login';
const IP_SCOPE = 'sign-in-failure:ip';

const invalidCredentials = () =>
  new AppError(401, ErrorCode.invalidCredentials, 'The login or the password is not correct.');

/** The same key for every spelling of a login, so failures add up per account (known or not). */
export const loginKey = (login: string) =>
  login.includes('@') ? normalizeEmail(login) : (normalizePhone(login) ?? login.trim());

/**
 * Signs in with an e-mail or phone and a password. Wrong password and unknown login answer alike
 * (401, 11001); a blocked player gets 403 (11002); a phone login whose phone is not verified gets 409
 * (11014) so the client verifies it by SMS first. Failures are counted per login and per address.
 */
export async function signIn(
  ctx: IdentityContext,
  credentials: { login: string; password: string },
  origin: RequestOrigin,
): Promise<LoginResult> {
  const key = loginKey(credentials.login);
  await enforceLimits(ctx.db, [
    { scope: LOGIN_SCOPE, subject: key, max: SIGN_IN_FAILURES_PER_HOUR },
    { scope: IP_SCOPE, subject: origin.ip, max: SIGN_IN_FAILURES_PER_HOUR },
  ]);
  const player = await findPlayerByLogin(ctx.db, credentials.login);
  const valid = await verifyPassword(player?.passwordHash ?? null, credentials.password);
  if (!player || !valid) {
    await recordEvents(ctx.db, [
      { scope: LOGIN_SCOPE, subject: key },
      { scope: IP_SCOPE, subject: origin.ip },
    ]);
    throw invalidCredentials();
  }
  assertNotBlocked(player.status);
  const byPhone = !credentials.login.includes('@');
  if (byPhone && !player.phoneVerifiedAt) {
    throw new AppError(
      409,
      ErrorCode.phoneVerificationRequired,
      'Verify your phone number with the code we send by SMS, then sign in again.',
    );
  }
  await clearEvents(ctx.db, LOGIN_SCOPE, key);
  return createSession(ctx, {
    playerId: player.id,
    method: byPhone ? 'phone' : 'password',
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
}
