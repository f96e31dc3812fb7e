import type { StaffMe, StaffPermission, StaffRole } from '@casino/contracts';
import { useStaffMe } from './me-query.ts';

/** Whether the signed-in staff member's role holds `permission` (the server checks it again). */
export const can = (me: Pick<StaffMe, 'permissions'>, permission: StaffPermission) =>
  me.permissions.includes(permission);

export function useCan(permission: StaffPermission): boolean {
  return can(useStaffMe(), permission);
}

/** Whether the staff member may give or take `role` (invite with it, change someone to or from it). */
export const mayGrant = (me: Pick<StaffMe, 'grantableRoles'>, role: StaffRole) =>
  me.grantableRoles.includes(role);
