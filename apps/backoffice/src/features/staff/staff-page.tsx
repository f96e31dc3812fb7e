import type { StaffMember } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { staffListQueryOptions } from '../../api/staff-names.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { ChangeRoleDialog, DisableDialog, EnableDialog, ReissueDialog } from './staff-action-dialogs.tsx';
import { type StaffAction, staffActionsFor, staffColumns } from './staff-columns.tsx';

type OpenDialog = { kind: 'invite' } | { kind: StaffAction; member: StaffMember };

/** Everyone with a back-office account: invite, change roles, disable, enable, reissue links. */
export function StaffPage() {
  const api = useApi();
  const me = useStaffMe();
  const staff = useQuery(staffListQueryOptions(api));
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const columns = useMemo(
    () =>
      staffColumns(
        (member) => staffActionsFor(me, member),
        (kind, member) => setDialog({ kind, member }),
      ),
    [me],
  );
  const mayInvite = can(me, 'staff.invite') && me.grantableRoles.length > 0;

  return (
    <section className="page">
      <title>Staff · Back office</title>
      <PageHeader
        title="Staff"
        description="Everyone who can sign in to the back office, and what their role lets them do."
        actions={
          mayInvite ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDialog({ kind: 'invite' })}
            >
              Invite someone
            </button>
          ) : null
        }
      />
      {staff.isPending ? <LoadingState /> : null}
      {staff.isError ? <ErrorState error={staff.error} onRetry={() => void staff.refetch()} /> : null}
      {staff.data ? (
        <DataTable
          caption="Staff members"
          columns={columns}
          data={staff.data}
          getRowId={(member) => member.id}
          emptyText="Nobody yet."
          initialSorting={[{ id: 'name', desc: false }]}
          testId="staff-table"
        />
      ) : null}
      <InviteDialog open={dialog?.kind === 'invite'} onClose={close} />
      <ChangeRoleDialog member={dialog?.kind === 'role' ? dialog.member : null} onClose={close} />
      <DisableDialog member={dialog?.kind === 'disable' ? dialog.member : null} onClose={close} />
      <EnableDialog member={dialog?.kind === 'enable' ? dialog.member : null} onClose={close} />
      <ReissueDialog member={dialog?.kind === 'reissue' ? dialog.member : null} onClose={close} />
    </section>
  );
}
