import type { StaffPermission } from '@casino/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '../../session/labels.ts';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';

/** A page for a permission: someone whose role lacks it is told so (the server refuses anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const me = useStaffMe();
  if (can(me, permission)) return children;
  return (
    <section className="page" data-testid="not-permitted">
      <title>Not allowed · Back office</title>
      <h1 className="page-header__title">Your role does not open this page</h1>
      <p>
        You are signed in as {ROLE_LABELS[me.staff.role]}. An owner or admin can change your role if you need
        it.
      </p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </section>
  );
}
