import type { LoginResult } from '@casino/contracts';
import { ErrorCode, normalizePhone } from '@casino/contracts';
import { AppError } from '../../plugins/errors.ts';
import type { IdentityContext, RequestOrigin } from './context.ts';
import { verifyPassword } from './passwords.ts';
import { findPlayerByLogin, normalizeEmail } from './players.ts';
import { clearEvents, recordEvents } from './rate-events.ts';
import { assertNotBlocked } from './sessions.ts';
import { passThrottle } from './throttle.ts';
import { openSessionOrChallenge } from './two-factor/challenge.ts';

/** Failures in the sliding hour that cost no wait: per account, per address, per account and device. */
export const SIGN_IN_FREE_FAILURES = { login: 5, ip: 20, device: 5 } as const;
export const SIGN_IN_SCOPES = {
  login: 'sign-in-failure:login',
  ip: 'sign-in-failure:ip',
  device: 'sign-in-failure:device',
} as const;

const invalidCredentials = () =>
  new AppError(ErrorCode.invalidCredentials, 'The login or the password is not correct.');

/** The same key for every spelling of a login, so failures add up per account (known or not). */
export const loginKey = (login: string) =>
  login.includes('@') ? normalizeEmail(login) : (normalizePhone(login) ?? login.trim());

const rules = (key: string, origin: RequestOrigin) => ({
  login: { scope: SIGN_IN_SCOPES.login, subject: key, free: SIGN_IN_FREE_FAILURES.login },
  ip: { scope: SIGN_IN_SCOPES.ip, subject: origin.ip, free: SIGN_IN_FREE_FAILURES.ip },
  device: origin.deviceHash
    ? {
        scope: SIGN_IN_SCOPES.device,
        subject: `${key}:${origin.deviceHash}`,
        free: SIGN_IN_FREE_FAILURES.device,
      }
    : null,
});

/**
 * Signs in with an e-mail or phone and a password. Wrong password and unknown login answer alike
 * (401, 11001); a blocked player gets 403 (11002); a phone login whose phone is not verified gets 409
 * (11014) so the client verifies it by SMS first. Failures slow down further attempts (see passThrottle in throttle.ts).
 */
export async function signIn(
  ctx: IdentityContext,
  credentials: { login: string; password: string },
  origin: RequestOrigin,
): Promise<LoginResult> {
  const key = loginKey(credentials.login);
  const applying = rules(key, origin);
  const player = await findPlayerByLogin(ctx.db, credentials.login);
  await passThrottle(
    ctx.db,
    { account: [applying.login, applying.ip], device: applying.device },
    player?.id ?? null,
    origin.deviceHash,
  );
  const valid = await verifyPassword(player?.passwordHash ?? null, credentials.password);
  if (!player || !valid) {
    const failed = [applying.login, applying.ip, applying.device].filter((rule) => rule !== null);
    await recordEvents(
      ctx.db,
      failed.map(({ scope, subject }) => ({ scope, subject })),
    );
    throw invalidCredentials();
  }
  assertNotBlocked(player.status);
  const byPhone = !credentials.login.includes('@');
  if (byPhone && !player.phoneVerifiedAt) {
    throw new AppError(
      ErrorCode.phoneVerificationRequired,
      'Verify your phone number with the code we send by SMS, then sign in again.',
    );
  }
  await clearEvents(ctx.db, SIGN_IN_SCOPES.login, key);
  if (applying.device) await clearEvents(ctx.db, SIGN_IN_SCOPES.device, applying.device.subject);
  return openSessionOrChallenge(ctx, {
    playerId: player.id,
    method: byPhone ? 'phone' : 'password',
    ip: origin.ip,
    userAgent: origin.userAgent,
    deviceHash: origin.deviceHash,
    fingerprinted: origin.fingerprinted,
    country: origin.country,
  });
}
