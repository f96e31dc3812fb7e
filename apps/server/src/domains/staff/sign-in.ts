import { ErrorCode } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { appendAudit } from '../audit/chain.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { clearEvents, recordEvents } from '../identity/rate-events.ts';
import { passThrottle } from '../identity/throttle.ts';
import { findStaffByEmail, normalizeStaffEmail, updateStaff } from './members.ts';
import {
  openStaffSession,
  promoteSession,
  type RequestOrigin,
  type SessionLimits,
  type SignedInStaff,
} from './sessions.ts';
import { acceptStaffCode } from './totp.ts';

/** Failures in the sliding hour that cost no wait, per e-mail and per address (as the players' sign-in). */
export const STAFF_SIGN_IN_FREE_FAILURES = { login: 5, ip: 20 } as const;
const SCOPES = { login: 'staff-sign-in-failure:login', ip: 'staff-sign-in-failure:ip' } as const;

/**
 * The password step: a wrong password and an unknown or not yet enrolled e-mail answer alike (401,
 * 11001), throttled per e-mail and per address like the players' sign-in (identity/throttle.ts); a
 * disabled staff member gets 403 (11002). Opens a half-signed-in session whose only way on is the TOTP step.
 */
export async function passwordStep(
  db: Db,
  credentials: { email: string; password: string },
  origin: RequestOrigin,
  limits: SessionLimits,
) {
  const login = normalizeStaffEmail(credentials.email);
  const rules = {
    login: { scope: SCOPES.login, subject: login, free: STAFF_SIGN_IN_FREE_FAILURES.login },
    ip: { scope: SCOPES.ip, subject: origin.ip ?? 'unknown', free: STAFF_SIGN_IN_FREE_FAILURES.ip },
  };
  await passThrottle(db, { account: [rules.login, rules.ip], device: null }, null, null);
  const row = await findStaffByEmail(db, login);
  if (!(await verifyPassword(row?.passwordHash ?? null, credentials.password)) || !row) {
    await recordEvents(
      db,
      [rules.login, rules.ip].map(({ scope, subject }) => ({ scope, subject })),
    );
    throw new AppError(ErrorCode.invalidCredentials, 'The e-mail or the password is not correct.');
  }
  if (row.status !== 'active')
    throw new AppError(ErrorCode.accountBlocked, 'This staff account is disabled.');
  await clearEvents(db, SCOPES.login, login);
  return openStaffSession(db, row.id, origin, { signedIn: false, limits });
}

/**
 * The TOTP step of a half-signed-in session: a current code signs it in (new token, new CSRF token),
 * written to the audit log as the staff member's sign-in.
 */
export async function totpStep(
  db: Db,
  pending: SignedInStaff,
  code: string,
  origin: RequestOrigin,
  limits: SessionLimits,
) {
  if (pending.session.totpPassedAt)
    throw new AppError(ErrorCode.conflict, 'The session is signed in already.');
  await acceptStaffCode(db, pending.staff, code, 'code');
  return db.transaction(async (tx) => {
    const promoted = await promoteSession(tx, pending.session, limits);
    const row = await updateStaff(tx, pending.staff.id, { lastSignInAt: new Date() });
    await appendAudit(tx, staffContext(row, origin), [
      { action: 'staff.sign-in', target: { type: 'staff-session', id: promoted.session.id } },
    ]);
    return { token: promoted.token, signedIn: { session: promoted.session, staff: row } };
  });
}

export const staffContext = (row: SignedInStaff['staff'], origin: RequestOrigin) => ({
  actor: { kind: 'staff' as const, id: row.id, role: row.role },
  ...origin,
});
