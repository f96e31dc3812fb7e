import { randomInt } from 'node:crypto';
import type { FieldIssue, OtpReason } from '@casino/contracts';
import { ErrorCode, OTP_LENGTH } from '@casino/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { IdentityContext } from './context.ts';
import { issueEmailToken } from './email-tokens.ts';
import { enforceLimits, recordEvents } from './rate-events.ts';
import { otpCodes, players } from './tables.ts';
import { type AuthKeys, hashOtpCode } from './tokens.ts';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

export type { OtpReason };

/** Sends a new code to an E.164 phone through the SMS port, within the per-phone and per-address limits. */
export async function sendOtp(
  ctx: IdentityContext,
  input: { phone: string; reason: OtpReason; ip: string; locale: string },
): Promise<{ resendAfterSeconds: number }> {
  await enforceLimits(
    ctx.db,
    [
      { scope: 'otp-send:phone', subject: input.phone, max: ctx.env.OTP_SENDS_PER_PHONE_PER_HOUR },
      { scope: 'otp-send:ip', subject: input.ip, max: ctx.env.OTP_SENDS_PER_IP_PER_HOUR },
    ],
    ErrorCode.otpSendLimit,
    'Too many codes were sent to this number. Try again later.',
  );
  await refuseEarlyResend(ctx.db, input.phone);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await ctx.db.insert(otpCodes).values({
    phone: input.phone,
    reason: input.reason,
    codeHash: hashOtpCode(ctx.keys, input.phone, input.reason, code),
    ip: input.ip,
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  await recordEvents(ctx.db, [
    { scope: 'otp-send:phone', subject: input.phone },
    { scope: 'otp-send:ip', subject: input.ip },
  ]);
  await ctx.sms.send({ to: input.phone, text: otpText(ctx, input.locale, code) });
  return { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };
}

async function refuseEarlyResend(db: Db, phone: string) {
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const waitMs = latest ? latest.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    // 11005 like the hourly limits: the client shows its limit message for this code only.
    throw new AppError(
      ErrorCode.otpSendLimit,
      `Wait ${Math.ceil(waitMs / 1000)} seconds before asking for a new code.`,
    );
  }
}

function otpText(ctx: IdentityContext, locale: string, code: string): string {
  const texts = ctx.content.emails(locale) ?? ctx.content.emails(ctx.defaultLocale);
  const sms = texts?.sms;
  const template = typeof sms === 'object' && typeof sms.otp === 'string' ? sms.otp : 'Your code: {code}';
  return template.replace('{code}', code);
}

export type OtpCheck = { phone: string; reason: OtpReason; code: string };

/**
 * Checks a code against the newest open code of the phone and reason, spending one of its attempts
 * (outside any transaction, so a wrong guess counts even when the caller rolls back). Returns the
 * code's id; throws 11003 (wrong, used up or missing) or 11004 (expired), with an issue on `field`.
 */
export async function matchOtp(
  db: Db,
  keys: AuthKeys,
  input: OtpCheck,
  options: { field?: string } = {},
): Promise<string> {
  const fail = (code: ErrorCode, message: string, rule: string): never => {
    const issues: FieldIssue[] = options.field ? [{ field: options.field, rule }] : [];
    throw new AppError(code, message, issues);
  };
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, input.phone), eq(otpCodes.reason, input.reason), isNull(otpCodes.consumedAt)),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) return fail(ErrorCode.otpInvalid, 'The code is not valid.', 'otpInvalid');
  if (row.expiresAt.getTime() <= Date.now())
    return fail(ErrorCode.otpExpired, 'The code has expired. Ask for a new one.', 'otpExpired');
  const spent = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  const matches = row.codeHash === hashOtpCode(keys, input.phone, input.reason, input.code);
  if (spent.length === 0 || !matches)
    return fail(ErrorCode.otpInvalid, 'The code is not valid.', 'otpInvalid');
  return row.id;
}

/** Marks a matched code verified, and used up when `consume`; false when it was used meanwhile. */
export async function markOtp(db: Db, id: string, options: { consume: boolean }): Promise<boolean> {
  const now = new Date();
  const marked = await db
    .update(otpCodes)
    .set(options.consume ? { verifiedAt: now, consumedAt: now } : { verifiedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return marked.length === 1;
}

export const otpUsedMeanwhile = (field?: string) =>
  new AppError(ErrorCode.otpInvalid, 'The code is not valid.', field ? [{ field, rule: 'otpInvalid' }] : []);

/**
 * POST /otp/verify, answering the code the client sends next. Reason phoneVerification: the code
 * proves the phone of the player registered with it (then phone sign-in works). Reason registration:
 * the code is marked verified and stays usable by the phone registration that follows. Reason
 * changingPass: the answer is a password reset code for the player of the phone.
 */
export async function verifyOtp(ctx: IdentityContext, input: OtpCheck): Promise<{ code: string }> {
  const id = await matchOtp(ctx.db, ctx.keys, input);
  if (input.reason === 'registration') {
    if (!(await markOtp(ctx.db, id, { consume: false }))) throw otpUsedMeanwhile();
    return { code: input.code };
  }
  if (input.reason === 'changingPass') return { code: await resetCodeForPhone(ctx, id, input.phone) };
  await ctx.db.transaction(async (tx) => {
    if (!(await markOtp(tx, id, { consume: true }))) throw otpUsedMeanwhile();
    await tx
      .update(players)
      .set({ phoneVerifiedAt: new Date() })
      .where(and(eq(players.phone, input.phone), isNull(players.phoneVerifiedAt)));
  });
  return { code: input.code };
}

/** Spends the code and issues a password reset code (the reset link's kind) for the phone's player. */
async function resetCodeForPhone(ctx: IdentityContext, otpId: string, phone: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (!(await markOtp(tx, otpId, { consume: true }))) throw otpUsedMeanwhile();
    const [player] = await tx.select().from(players).where(eq(players.phone, phone));
    if (!player) throw otpUsedMeanwhile();
    // The column records where the code went: here the phone.
    return issueEmailToken(tx, {
      playerId: player.id,
      email: player.email ?? phone,
      purpose: 'password-reset',
    });
  });
}
