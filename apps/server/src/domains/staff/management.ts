import { ErrorCode, type StaffMember, type StaffRole } from '@casino/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Audited } from '../audit/audited.ts';
import {
  assertAnotherActiveOwner,
  assertGrantable,
  lockStaffChanges,
  lockStaffMember,
  staffView,
  updateStaff,
} from './members.ts';
import { endStaffSessions } from './sessions.ts';
import { type StaffRow, staffInvites } from './tables.ts';

type Change = Promise<Audited<StaffMember>>;

/** The audit row of a change to a staff member. */
const staffChange = (action: string, before: StaffRow, after: StaffRow, reason?: string) => ({
  action,
  target: { type: 'staff', id: before.id },
  before: staffView(before),
  after: staffView(after),
  reason: reason ?? null,
});

/**
 * A new role for a staff member: the actor must be able to give both the old and the new role (an
 * admin only below admin); the last active owner keeps theirs (409, 19003). Permissions follow at the
 * member's next call.
 */
export async function changeRole(
  tx: Db,
  actor: StaffRow,
  staffId: string,
  input: { role: StaffRole; reason?: string },
): Change {
  await lockStaffChanges(tx);
  const target = await lockStaffMember(tx, staffId);
  assertGrantable(actor.role, target.role, input.role);
  if (target.role === input.role)
    throw new AppError(ErrorCode.conflict, `The role is ${input.role} already.`);
  if (input.role !== 'owner') await assertAnotherActiveOwner(tx, target);
  const changed = await updateStaff(tx, target.id, { role: input.role });
  return {
    value: staffView(changed),
    audit: staffChange('staff.role.change', target, changed, input.reason),
  };
}

/** Disables a staff member (never oneself, nor the last active owner): their sessions and open link end. */
export async function disableStaff(tx: Db, actor: StaffRow, staffId: string, reason?: string): Change {
  await lockStaffChanges(tx);
  const target = await lockStaffMember(tx, staffId);
  assertGrantable(actor.role, target.role);
  if (target.id === actor.id) throw new AppError(ErrorCode.conflict, 'You cannot disable yourself.');
  if (target.status === 'disabled') throw new AppError(ErrorCode.conflict, 'Disabled already.');
  await assertAnotherActiveOwner(tx, target);
  const changed = await updateStaff(tx, target.id, { status: 'disabled', disabledAt: new Date() });
  await endStaffSessions(tx, target.id, 'disabled');
  await tx.delete(staffInvites).where(and(eq(staffInvites.staffId, target.id), isNull(staffInvites.usedAt)));
  return { value: staffView(changed), audit: staffChange('staff.disable', target, changed, reason) };
}

/** Enables a disabled staff member again: active if they had enrolled, else invited (a new link is due). */
export async function enableStaff(tx: Db, actor: StaffRow, staffId: string, reason?: string): Change {
  await lockStaffChanges(tx);
  const target = await lockStaffMember(tx, staffId);
  assertGrantable(actor.role, target.role);
  if (target.status !== 'disabled') throw new AppError(ErrorCode.conflict, 'Not disabled.');
  const changed = await updateStaff(tx, target.id, {
    status: target.passwordHash ? 'active' : 'invited',
    disabledAt: null,
  });
  return { value: staffView(changed), audit: staffChange('staff.enable', target, changed, reason) };
}
