import { backofficeRoutes as calls, inviteStaffRequestSchema, type StaffInvite } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { STAFF_QUERY_KEY } from '../../api/query-keys.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { SelectField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { FreshCodeField, splitFreshCode, withFreshCode } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { SecretBox } from '../../components/secret-box.tsx';
import { ROLE_LABELS } from '../../session/labels.ts';
import { useStaffMe } from '../../session/me-query.ts';

const inviteFormSchema = withFreshCode(inviteStaffRequestSchema, calls.inviteStaff);

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  const close = () => {
    setInvite(null);
    onClose();
  };
  return (
    <Dialog open={open} title={invite ? 'Invite created' : 'Invite someone'} onClose={close}>
      {invite ? (
        <InviteLink invite={invite} onDone={close} />
      ) : (
        <InviteForm onInvited={setInvite} onCancel={close} />
      )}
    </Dialog>
  );
}

function InviteForm({
  onInvited,
  onCancel,
}: {
  onInvited: (invite: StaffInvite) => void;
  onCancel: () => void;
}) {
  const me = useStaffMe();
  const form = useForm({
    resolver: contractResolver(inviteFormSchema),
    defaultValues: { email: '', name: '', role: me.grantableRoles.at(-1), twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const inviteStaff = useAuditedChange(calls.inviteStaff, [STAFF_QUERY_KEY]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        inviteStaff.mutate(
          { input: { body }, twoFactorCode },
          {
            onSuccess: ({ data }) => onInvited(data),
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['email', 'name', 'role', 'twoFactorCode'])),
          },
        );
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
        {me.grantableRoles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <FreshCodeField
        route={calls.inviteStaff}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <div className="dialog__actions">
        <button type="submit" className="button button--primary" disabled={inviteStaff.isPending}>
          Create the invite
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The enrolment link, shown this once: only its hash is stored. */
export function InviteLink({ invite, onDone }: { invite: StaffInvite; onDone: () => void }) {
  return (
    <div data-testid="invite-link">
      <p>
        Hand this link to <strong>{invite.staff.name}</strong> ({invite.staff.email}) in person or over a
        channel you trust. It is shown only now and works once, until <DateTime value={invite.expiresAt} />.
      </p>
      <SecretBox label="Enrolment link" value={invite.enrolmentUrl} testId="enrolment-url" />
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
