import {
  ErrorCode,
  RECOVERY_CODE_COUNT,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@casino/contracts';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI } from '@oslojs/otp';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../plugins/errors.ts';
import { clearEvents, recordEvents } from '../rate-events.ts';
import { closeAllSessions } from '../sessions.ts';
import { players, twoFactorAuthenticators, twoFactorRecoveryCodes } from '../tables.ts';
import { passThrottle } from '../throttle.ts';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  TOTP_DIGITS,
  TOTP_STEP_SECONDS,
  twoFactorKeys,
} from './keys.ts';

export const TOTP_ISSUER = 'Lucky Harbor';
/**
 * Wrong codes in the sliding hour that cost no wait (then 2 s, 4 s, ... up to 15 min), per player and
 * per player and device: as at the password, the player's own devices are throttled by their own
 * failures only, so someone with the password cannot keep the player out with wrong codes.
 */
export const TWO_FACTOR_FREE_FAILURES = 5;
export const TWO_FACTOR_FAILURE_SCOPE = 'two-factor-failure';
export const TWO_FACTOR_DEVICE_FAILURE_SCOPE = 'two-factor-failure:device';

/** The device a code comes from (the hash sessions keep), when it is known. */
export type CodeOrigin = { deviceHash: string | null };

const throttleRules = (playerId: string, { deviceHash }: CodeOrigin) => ({
  account: [{ scope: TWO_FACTOR_FAILURE_SCOPE, subject: playerId, free: TWO_FACTOR_FREE_FAILURES }],
  device: deviceHash
    ? {
        scope: TWO_FACTOR_DEVICE_FAILURE_SCOPE,
        subject: `${playerId}:${deviceHash}`,
        free: TWO_FACTOR_FREE_FAILURES,
      }
    : null,
});

export async function twoFactorEnabled(db: Db, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ playerId: twoFactorAuthenticators.playerId })
    .from(twoFactorAuthenticators)
    .where(and(eq(twoFactorAuthenticators.playerId, playerId), isNotNull(twoFactorAuthenticators.enabledAt)));
  return row !== undefined;
}

export async function twoFactorStatus(db: Db, playerId: string): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ enabledAt: twoFactorAuthenticators.enabledAt })
    .from(twoFactorAuthenticators)
    .where(eq(twoFactorAuthenticators.playerId, playerId));
  if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0, enabledAt: null };
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.playerId, playerId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0, enabledAt: row.enabledAt.toISOString() };
}

/** A new secret for the player's app (replacing an unconfirmed one); 409 while 2FA is on. */
export async function startEnrolment(db: Db, playerId: string) {
  if (await twoFactorEnabled(db, playerId))
    throw new AppError(ErrorCode.conflict, 'Two-factor authentication is already on.');
  const keys = await twoFactorKeys(db);
  const secret = newTotpSecret();
  const secretEncrypted = encryptSecret(keys, secret);
  await db
    .insert(twoFactorAuthenticators)
    .values({ playerId, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactorAuthenticators.playerId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorAuthenticators.enabledAt),
    });
  return authenticatorEnrolment(TOTP_ISSUER, await accountName(db, playerId), secret);
}

/**
 * A TOTP secret as an authenticator app takes it: base32 text to type, the otpauth URI and its QR code
 * (the players' enrolment and the back office's staff enrolment).
 */
export async function authenticatorEnrolment(
  issuer: string,
  accountName: string,
  secret: Uint8Array,
): Promise<TwoFactorEnrolment> {
  const uri = createTOTPKeyURI(issuer, accountName, secret, TOTP_STEP_SECONDS, TOTP_DIGITS);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret: encodeBase32UpperCaseNoPadding(secret),
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** What the app lists the entry under: the e-mail, else the phone. */
async function accountName(db: Db, playerId: string) {
  const [row] = await db
    .select({ email: players.email, phone: players.phone, nickname: players.nickname })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.email ?? row?.phone ?? row?.nickname ?? playerId;
}

/**
 * The first code from the app turns 2FA on; answers the recovery codes (shown this once). The
 * player's other sessions, opened without a second factor, end with it unless the player keeps them
 * (`signOutOtherSessions: false`); the asking session stays.
 */
export async function confirmEnrolment(
  db: Db,
  session: { playerId: string; sessionId: string },
  input: { code: string; signOutOtherSessions?: boolean },
  origin: CodeOrigin,
  now = Date.now(),
) {
  const { playerId } = session;
  const code = input.code;
  const [row] = await db
    .select()
    .from(twoFactorAuthenticators)
    .where(eq(twoFactorAuthenticators.playerId, playerId));
  if (!row) throw new AppError(ErrorCode.conflict, 'Start the enrolment first.');
  if (row.enabledAt) throw new AppError(ErrorCode.conflict, 'Two-factor authentication is already on.');
  await passCodeThrottle(db, playerId, origin);
  const secret = decryptSecret(await twoFactorKeys(db), row.secretEncrypted);
  const step = matchingStep(secret, code.trim(), now);
  if (step === null) return refuse(db, playerId, origin, 'code');
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(twoFactorAuthenticators)
      .set({ enabledAt: new Date(now), lastUsedStep: step })
      .where(and(eq(twoFactorAuthenticators.playerId, playerId), isNull(twoFactorAuthenticators.enabledAt)))
      .returning({ playerId: twoFactorAuthenticators.playerId });
    if (!enabled) throw new AppError(ErrorCode.conflict, 'Two-factor authentication is already on.');
    await clearFailures(tx, playerId, origin);
    if (input.signOutOtherSessions !== false) await closeAllSessions(tx, playerId, session.sessionId);
    return { recoveryCodes: await replaceRecoveryCodes(tx, playerId) };
  });
}

export async function regenerateRecoveryCodes(db: Db, playerId: string) {
  if (!(await twoFactorEnabled(db, playerId)))
    throw new AppError(ErrorCode.conflict, 'Two-factor authentication is off.');
  return db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, playerId) }));
}

async function replaceRecoveryCodes(db: Db, playerId: string): Promise<string[]> {
  const keys = await twoFactorKeys(db);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ playerId, codeHash: hashRecoveryCode(keys, code) })));
  return codes;
}

export async function disableTwoFactor(db: Db, playerId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.playerId, playerId));
    await tx.delete(twoFactorAuthenticators).where(eq(twoFactorAuthenticators.playerId, playerId));
  });
}

/**
 * Checks a second factor of a player with 2FA on: a code of the app (the current step or a
 * neighbour, and later than the last one accepted: no replay) or an unused recovery code (used up
 * here). Throttled per player; a wrong code answers 422 (11031) naming `field`.
 */
export async function verifySecondFactor(
  db: Db,
  playerId: string,
  code: string,
  field: string,
  origin: CodeOrigin,
  now = Date.now(),
): Promise<'totp' | 'recovery'> {
  await passCodeThrottle(db, playerId, origin);
  const [row] = await db
    .select()
    .from(twoFactorAuthenticators)
    .where(and(eq(twoFactorAuthenticators.playerId, playerId), isNotNull(twoFactorAuthenticators.enabledAt)));
  if (!row) throw new AppError(ErrorCode.conflict, 'Two-factor authentication is off.');
  const keys = await twoFactorKeys(db);
  const typed = code.trim();
  const step = matchingStep(decryptSecret(keys, row.secretEncrypted), typed, now);
  let accepted: 'totp' | 'recovery' | null = null;
  if (step !== null) {
    // One winner per step, even for parallel requests: the update only passes a later step.
    const [used] = await db
      .update(twoFactorAuthenticators)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(twoFactorAuthenticators.playerId, playerId),
          or(isNull(twoFactorAuthenticators.lastUsedStep), lt(twoFactorAuthenticators.lastUsedStep, step)),
        ),
      )
      .returning({ playerId: twoFactorAuthenticators.playerId });
    if (used) accepted = 'totp';
  } else if (!/^\d+$/.test(typed)) {
    const [used] = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(twoFactorRecoveryCodes.playerId, playerId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(keys, typed)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    if (used) accepted = 'recovery';
  }
  if (!accepted) return refuse(db, playerId, origin, field);
  await clearFailures(db, playerId, origin);
  return accepted;
}

function passCodeThrottle(db: Db, playerId: string, origin: CodeOrigin) {
  return passThrottle(db, throttleRules(playerId, origin), playerId, origin.deviceHash);
}

async function refuse(db: Db, playerId: string, origin: CodeOrigin, field: string): Promise<never> {
  const { account, device } = throttleRules(playerId, origin);
  await recordEvents(
    db,
    [...account, ...(device ? [device] : [])].map(({ scope, subject }) => ({ scope, subject })),
  );
  throw new AppError(ErrorCode.twoFactorInvalid, 'The code is not correct.', [
    { field, rule: 'twoFactorInvalid' },
  ]);
}

async function clearFailures(db: Db, playerId: string, origin: CodeOrigin) {
  const { account, device } = throttleRules(playerId, origin);
  for (const rule of [...account, ...(device ? [device] : [])])
    await clearEvents(db, rule.scope, rule.subject);
}
