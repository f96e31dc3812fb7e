import type { StaffMe, StaffMember } from '@casino/contracts';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { ROLE_LABELS, STATUS_LABELS } from '../../session/labels.ts';
import { can, mayGrant } from '../../session/permissions.ts';

export type StaffAction = 'role' | 'disable' | 'enable' | 'reissue';

const ACTION_LABELS: Record<StaffAction, string> = {
  role: 'Change role',
  disable: 'Disable',
  enable: 'Enable',
  reissue: 'New enrolment link',
};

/**
 * What the signed-in staff member may do to `member`: the permission, and the member's role among
 * those they may give; nothing to their own account (the server refuses disabling oneself).
 */
export function staffActionsFor(me: StaffMe, member: StaffMember): StaffAction[] {
  if (member.id === me.staff.id || !mayGrant(me, member.role)) return [];
  const actions: StaffAction[] = [];
  if (can(me, 'staff.manage') && member.status !== 'disabled') actions.push('role', 'disable');
  if (can(me, 'staff.manage') && member.status === 'disabled') actions.push('enable');
  if (can(me, 'staff.invite') && member.status !== 'disabled') actions.push('reissue');
  return actions;
}

const column = columnHelperFor<StaffMember>();
const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : 0);

export function staffColumns(
  actionsOf: (member: StaffMember) => StaffAction[],
  open: (action: StaffAction, member: StaffMember) => void,
) {
  return column.columns([
    column.accessor('name', { header: 'Name', sortFn: 'text' }),
    column.accessor('email', { header: 'E-mail', sortFn: 'text' }),
    column.accessor('role', { header: 'Role', cell: ({ getValue }) => ROLE_LABELS[getValue()] }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => (
        <span className={`badge badge--${getValue()}`}>{STATUS_LABELS[getValue()]}</span>
      ),
    }),
    column.accessor('lastSignInAt', {
      header: 'Last sign-in',
      // Never signed in sorts before the oldest sign-in.
      sortFn: (a, b) => timeOf(a.original.lastSignInAt) - timeOf(b.original.lastSignInAt),
      cell: ({ getValue }) => <DateTime value={getValue()} empty="Never" />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const member = row.original;
        const actions = actionsOf(member);
        if (actions.length === 0) return null;
        return (
          <div className="row-actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={
                  action === 'disable' ? 'button button--small button--danger' : 'button button--small'
                }
                aria-label={`${ACTION_LABELS[action]}: ${member.name}`}
                onClick={() => open(action, member)}
              >
                {ACTION_LABELS[action]}
              </button>
            ))}
          </div>
        );
      },
    }),
  ]);
}
