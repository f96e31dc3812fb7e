import { ErrorCode, STEP_UP_FIELD, STEP_UP_HEADER } from '@casino/contracts';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { clearEvents, recordEvents } from '../identity/rate-events.ts';
import { passThrottle } from '../identity/throttle.ts';
import { authenticatorEnrolment } from '../identity/two-factor/authenticator.ts';
import {
  decryptSecret,
  encryptSecret,
  matchingStep,
  newTotpSecret,
  twoFactorKeys,
} from '../identity/two-factor/keys.ts';
import { type StaffRow, staff } from './tables.ts';

/** The entry's issuer in the authenticator app, apart from a player account of the same person. */
const STAFF_TOTP_ISSUER = 'Lucky Harbor back office';

/** Wrong codes in the sliding hour that cost no wait (then 2 s, 4 s, ... as at the players' second factor). */
const FREE_FAILURES = 5;
const FAILURE_SCOPE = 'staff-totp-failure';

/** A new secret, encrypted with identity's two-factor key, for an invite. */
export async function newEncryptedTotpSecret(db: Db): Promise<string> {
  return encryptSecret(await twoFactorKeys(db), newTotpSecret());
}

/** What the enrolment page shows: the secret as text, its otpauth URI and QR code. */
export async function staffTotpEnrolment(db: Db, row: Pick<StaffRow, 'email' | 'totpSecretEncrypted'>) {
  const secret = decryptSecret(await twoFactorKeys(db), row.totpSecretEncrypted);
  return authenticatorEnrolment(STAFF_TOTP_ISSUER, row.email, secret);
}

const invalid = (field: string) =>
  new AppError(ErrorCode.twoFactorInvalid, 'The code is not correct.', [{ field, rule: 'twoFactorInvalid' }]);

/**
 * Accepts a current code of the staff member's app (the step before and after pass too), once: a code
 * of the last accepted step or an earlier one is refused, even from parallel requests. Wrong codes are
 * throttled per staff member (429 with the wait); a wrong one answers 422 (11031) on `field`. Runs
 * outside the change's transaction, so a refused code counts even though the change is not made.
 */
export async function acceptStaffCode(
  db: Db,
  row: Pick<StaffRow, 'id' | 'totpSecretEncrypted'>,
  code: string,
  field: string,
): Promise<void> {
  const rule = { scope: FAILURE_SCOPE, subject: row.id, free: FREE_FAILURES };
  await passThrottle(db, { account: [rule], device: null }, null, null);
  const secret = decryptSecret(await twoFactorKeys(db), row.totpSecretEncrypted);
  const step = matchingStep(secret, code.trim(), Date.now());
  if (step !== null) {
    const [used] = await db
      .update(staff)
      .set({ totpLastUsedStep: step })
      .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastUsedStep), lt(staff.totpLastUsedStep, step))))
      .returning({ id: staff.id });
    if (used) {
      await clearEvents(db, rule.scope, rule.subject);
      return;
    }
  }
  await recordEvents(db, [{ scope: rule.scope, subject: rule.subject }]);
  throw invalid(field);
}

/**
 * A sensitive action's fresh code (X-Two-Factor-Code): 422 (11032) without one, 422 (11031) when it
 * is wrong or used, as at the players' step-up (decision 0022).
 */
export async function requireFreshCode(
  db: Db,
  request: FastifyRequest,
  row: Pick<StaffRow, 'id' | 'totpSecretEncrypted'>,
) {
  const header = request.headers[STEP_UP_HEADER];
  const code = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  if (!code)
    throw new AppError(ErrorCode.stepUpRequired, 'Confirm with a code from your authenticator app.', [
      { field: STEP_UP_FIELD, rule: 'stepUpRequired' },
    ]);
  if (!/^\d{6}$/.test(code)) throw invalid(STEP_UP_FIELD);
  await acceptStaffCode(db, row, code, STEP_UP_FIELD);
}
