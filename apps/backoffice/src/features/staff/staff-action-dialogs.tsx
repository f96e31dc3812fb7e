import {
  backofficeRoutes as calls,
  changeRoleRequestSchema,
  type StaffInvite,
  type StaffMember,
  staffReasonRequestSchema,
} from '@casino/contracts';
import { type ComponentProps, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuditedChange } from '../../api/audited-change.ts';
import { STAFF_QUERY_KEY } from '../../api/query-keys.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField, TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { FreshCodeField, splitFreshCode, withFreshCode } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ROLE_LABELS } from '../../session/labels.ts';
import { useStaffMe } from '../../session/me-query.ts';
import { InviteLink } from './invite-dialog.tsx';

type MemberDialogProps = { member: StaffMember | null; onClose: () => void };

/** An empty reason is no reason (the contract's reason is optional, but never empty). */
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

const roleFormSchema = withFreshCode(changeRoleRequestSchema, calls.changeStaffRole);

export function ChangeRoleDialog({ member, onClose }: MemberDialogProps) {
  return (
    <Dialog open={member !== null} title={`Change the role of ${member?.name ?? ''}`} onClose={onClose}>
      {member ? <ChangeRoleForm member={member} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ChangeRoleForm({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const me = useStaffMe();
  const roles = me.grantableRoles.filter((role) => role !== member.role);
  const form = useForm({
    resolver: contractResolver(roleFormSchema),
    defaultValues: { role: roles[0], reason: undefined, twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(calls.changeStaffRole, [STAFF_QUERY_KEY]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        change.mutate(
          { input: { params: { id: member.id }, body }, twoFactorCode },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['role', 'reason', 'twoFactorCode'])),
          },
        );
      })}
    >
      <p>
        {member.name} is {ROLE_LABELS[member.role]} now. Their sessions stay open and take the new role at
        once.
      </p>
      <FormAlert>{alert}</FormAlert>
      <SelectField label="New role" error={errors.role?.message} {...form.register('role')}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <ReasonField
        error={errors.reason?.message}
        {...form.register('reason', { setValueAs: optionalText })}
      />
      <FreshCodeField
        route={calls.changeStaffRole}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons submit="Change the role" pending={change.isPending} onCancel={onClose} />
    </form>
  );
}

const disableFormSchema = withFreshCode(staffReasonRequestSchema, calls.disableStaff);
const enableFormSchema = withFreshCode(staffReasonRequestSchema, calls.enableStaff);

export function DisableDialog({ member, onClose }: MemberDialogProps) {
  return (
    <Dialog open={member !== null} title={`Disable ${member?.name ?? ''}`} onClose={onClose}>
      {member ? (
        <ReasonForm
          member={member}
          onClose={onClose}
          route={calls.disableStaff}
          schema={disableFormSchema}
          explanation="They are signed out everywhere and cannot sign in until someone enables them again."
          submit="Disable"
          danger
        />
      ) : null}
    </Dialog>
  );
}

export function EnableDialog({ member, onClose }: MemberDialogProps) {
  return (
    <Dialog open={member !== null} title={`Enable ${member?.name ?? ''}`} onClose={onClose}>
      {member ? (
        <ReasonForm
          member={member}
          onClose={onClose}
          route={calls.enableStaff}
          schema={enableFormSchema}
          explanation="They can sign in again with the password and authenticator they had."
          submit="Enable"
        />
      ) : null}
    </Dialog>
  );
}

type ReasonFormProps = {
  member: StaffMember;
  onClose: () => void;
  route: typeof calls.disableStaff | typeof calls.enableStaff;
  schema: typeof disableFormSchema;
  explanation: string;
  submit: string;
  danger?: boolean;
};

function ReasonForm({ member, onClose, route, schema, explanation, submit, danger }: ReasonFormProps) {
  const form = useForm({
    resolver: contractResolver(schema),
    defaultValues: { reason: undefined, twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(route, [STAFF_QUERY_KEY]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        change.mutate(
          { input: { params: { id: member.id }, body }, twoFactorCode },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['reason', 'twoFactorCode'])),
          },
        );
      })}
    >
      <p>{explanation}</p>
      <FormAlert>{alert}</FormAlert>
      <ReasonField
        error={errors.reason?.message}
        {...form.register('reason', { setValueAs: optionalText })}
      />
      <FreshCodeField
        route={route}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons submit={submit} pending={change.isPending} onCancel={onClose} danger={danger} />
    </form>
  );
}

const reissueFormSchema = withFreshCode(z.object({}), calls.reissueEnrolment);

export function ReissueDialog({ member, onClose }: MemberDialogProps) {
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  const close = () => {
    setInvite(null);
    onClose();
  };
  return (
    <Dialog open={member !== null} title={`New enrolment link for ${member?.name ?? ''}`} onClose={close}>
      {member && invite ? <InviteLink invite={invite} onDone={close} /> : null}
      {member && !invite ? <ReissueForm member={member} onReissued={setInvite} onCancel={close} /> : null}
    </Dialog>
  );
}

function ReissueForm({
  member,
  onReissued,
  onCancel,
}: {
  member: StaffMember;
  onReissued: (invite: StaffInvite) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    resolver: contractResolver(reissueFormSchema),
    defaultValues: { twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const reissue = useAuditedChange(calls.reissueEnrolment, [STAFF_QUERY_KEY]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ twoFactorCode }) => {
        setAlert('');
        reissue.mutate(
          { input: { params: { id: member.id } }, twoFactorCode },
          {
            onSuccess: ({ data }) => onReissued(data),
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['twoFactorCode'])),
          },
        );
      })}
    >
      <p>
        The old link stops working.
        {member.status === 'active'
          ? ' As their account is active, their password and authenticator are reset and their sessions end: use this when they lost their authenticator.'
          : null}
      </p>
      <FormAlert>{alert}</FormAlert>
      <FreshCodeField
        route={calls.reissueEnrolment}
        error={form.formState.errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons submit="Create a new link" pending={reissue.isPending} onCancel={onCancel} />
    </form>
  );
}

function ReasonField(props: Omit<ComponentProps<typeof TextAreaField>, 'label'>) {
  return (
    <TextAreaField
      label="Reason (optional)"
      hint="Written to the audit log with the change."
      maxLength={500}
      {...props}
    />
  );
}
