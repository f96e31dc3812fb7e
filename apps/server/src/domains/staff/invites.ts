import { ENROLMENT_PATH, ErrorCode, type StaffInvite, type StaffRole } from '@casino/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Audited } from '../audit/audited.ts';
import {
  assertAnotherActiveOwner,
  assertGrantable,
  lockStaffChanges,
  lockStaffMember,
  normalizeStaffEmail,
  staffView,
  updateStaff,
} from './members.ts';
import { endStaffSessions, newToken, tokenHash } from './sessions.ts';
import { type StaffRow, staff, staffInvites } from './tables.ts';
import { acceptStaffCode, staffTotpEnrolment } from './totp.ts';

/**
 * Where links point and how long they last, and the new TOTP secret, drawn before the transaction
 * (identity's key is read through the app's pool: PGlite has one connection, held by the transaction).
 */
export type InviteOptions = { publicUrl: string; inviteHours: number; totpSecretEncrypted: string };

const enrolmentUrl = (publicUrl: string, token: string) =>
  new URL(`${ENROLMENT_PATH}/${token}`, publicUrl).href;

/** A new enrolment link for `staffId`; the links it had before stop working. */
async function issueInvite(tx: Db, row: StaffRow, options: InviteOptions): Promise<StaffInvite> {
  await tx.delete(staffInvites).where(and(eq(staffInvites.staffId, row.id), isNull(staffInvites.usedAt)));
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.inviteHours * 3_600_000);
  await tx
    .insert(staffInvites)
    .values({ staffId: row.id, tokenHash: tokenHash(token), createdAt: now, expiresAt });
  return {
    staff: staffView(row),
    enrolmentUrl: enrolmentUrl(options.publicUrl, token),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Invites someone with a role the inviter may give (403, 19004 otherwise): a staff row, invited, with
 * its TOTP secret drawn now, and a one-time enrolment link. An e-mail already on the staff: 422 on `email`.
 */
export async function inviteStaff(
  tx: Db,
  inviterRole: StaffRole,
  input: { email: string; name: string; role: StaffRole },
  options: InviteOptions,
): Promise<Audited<StaffInvite>> {
  assertGrantable(inviterRole, input.role);
  await lockStaffChanges(tx);
  const [row] = await tx
    .insert(staff)
    .values({
      email: normalizeStaffEmail(input.email),
      name: input.name,
      role: input.role,
      status: 'invited',
      totpSecretEncrypted: options.totpSecretEncrypted,
      createdAt: new Date(),
    })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  if (!row)
    throw new AppError(ErrorCode.emailTaken, 'Someone on the staff has this e-mail already.', [
      { field: 'email', rule: 'unique' },
    ]);
  const invite = await issueInvite(tx, row, options);
  return {
    value: invite,
    audit: { action: 'staff.invite', target: { type: 'staff', id: row.id }, after: invite.staff },
  };
}

/**
 * A new link for someone invited, or active who lost their authenticator: password and TOTP secret
 * are reset (a new secret), their sessions end. Not for oneself, nor the last active owner.
 */
export async function reissueEnrolment(
  tx: Db,
  actor: StaffRow,
  staffId: string,
  options: InviteOptions,
): Promise<Audited<StaffInvite>> {
  await lockStaffChanges(tx);
  const target = await lockStaffMember(tx, staffId);
  assertGrantable(actor.role, target.role);
  if (target.id === actor.id) throw new AppError(ErrorCode.conflict, 'You cannot reset your own enrolment.');
  if (target.status === 'disabled') throw new AppError(ErrorCode.conflict, 'Enable this staff member first.');
  await assertAnotherActiveOwner(tx, target);
  const reset = await updateStaff(tx, target.id, {
    status: 'invited',
    passwordHash: null,
    totpSecretEncrypted: options.totpSecretEncrypted,
    totpLastUsedStep: null,
    activatedAt: null,
  });
  await endStaffSessions(tx, target.id, 'enrolment-reset');
  const invite = await issueInvite(tx, reset, options);
  return {
    value: invite,
    audit: {
      action: 'staff.enrolment.reissue',
      target: { type: 'staff', id: target.id },
      before: staffView(target),
      after: invite.staff,
    },
  };
}

const invalidLink = () =>
  new AppError(ErrorCode.enrolmentInvalid, 'This enrolment link is unknown, used, replaced or expired.');

/** The invite of a link and its staff member: 404 (19005) unless unused, unexpired and still invited. */
async function openInvite(db: Db, token: string, lock = false) {
  const query = db
    .select({ invite: staffInvites, staff })
    .from(staffInvites)
    .innerJoin(staff, eq(staff.id, staffInvites.staffId))
    .where(
      and(
        eq(staffInvites.tokenHash, tokenHash(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
        eq(staff.status, 'invited'),
      ),
    );
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw invalidLink();
  return found;
}

export async function readEnrolment(db: Db, token: string) {
  const { invite, staff: row } = await openInvite(db, token);
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: invite.expiresAt.toISOString(),
    totp: await staffTotpEnrolment(db, row),
  };
}

/**
 * The first code from the app (checked and used up before the transaction, so a wrong one counts) and
 * the password; then, in `tx`, the staff member becomes active and the link is used. The caller opens
 * the session in the same transaction.
 */
export async function checkEnrolmentCode(db: Db, token: string, code: string) {
  const { staff: row } = await openInvite(db, token);
  await acceptStaffCode(db, row, code, 'code');
}

export async function completeEnrolment(
  tx: Db,
  token: string,
  passwordHash: string,
): Promise<Audited<StaffRow>> {
  const { invite, staff: before } = await openInvite(tx, token, true);
  const now = new Date();
  await tx.update(staffInvites).set({ usedAt: now }).where(eq(staffInvites.id, invite.id));
  const row = await updateStaff(tx, before.id, {
    status: 'active',
    passwordHash,
    activatedAt: now,
    lastSignInAt: now,
  });
  return {
    value: row,
    audit: {
      action: 'staff.enrolment.complete',
      target: { type: 'staff', id: row.id },
      before: staffView(before),
      after: staffView(row),
    },
  };
}
