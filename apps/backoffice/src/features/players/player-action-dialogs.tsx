import {
  backofficePlayerActionRoutes as calls,
  type Limit,
  LimitDefinition,
  reasonRequestSchema,
  setPlayerStatusRequestSchema,
  staffCreateLimitRequestSchema,
  staffUpdateLimitRequestSchema,
} from '@casino/contracts';
import { type ComponentProps, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { isExclusion, LIMIT_LABELS, periodLabel, periodsFor, playerStatusLabel } from './player-labels.ts';
import { PLAYER_QUERY_KEY } from './use-player.ts';

type PlayerDialogProps = { playerId: string; open: boolean; onClose: () => void };

function ReasonField(props: Omit<ComponentProps<typeof TextAreaField>, 'label'>) {
  return (
    <TextAreaField
      label="Reason"
      hint="Written to the audit log with the change."
      maxLength={300}
      {...props}
    />
  );
}

const STATUS_CHOICES = [
  { status: 1, explanation: 'The player can sign in, deposit, play and withdraw.' },
  { status: 2, explanation: 'The player can sign in, play and withdraw, but not deposit.' },
  { status: 3, explanation: 'The player is signed out everywhere and cannot sign in.' },
] as const;

/** Block, limit (no deposits) or restore an account. */
export function StatusDialog({ playerId, open, onClose, current }: PlayerDialogProps & { current: number }) {
  return (
    <Dialog open={open} title="Change the account status" onClose={onClose}>
      {open ? <StatusForm playerId={playerId} onClose={onClose} current={current} /> : null}
    </Dialog>
  );
}

function StatusForm({
  playerId,
  onClose,
  current,
}: {
  playerId: string;
  onClose: () => void;
  current: number;
}) {
  const choices = STATUS_CHOICES.filter((choice) => choice.status !== current);
  const form = useForm({
    resolver: contractResolver(setPlayerStatusRequestSchema),
    defaultValues: { status: choices[0]!.status, reason: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(calls.setPlayerStatus, [[...PLAYER_QUERY_KEY, playerId]]);
  const chosen = STATUS_CHOICES.find((choice) => choice.status === Number(form.watch('status')));
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        change.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: onClose,
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['status', 'reason'])),
          },
        );
      })}
    >
      <p>The account is {playerStatusLabel(current).toLowerCase()} now.</p>
      <FormAlert>{alert}</FormAlert>
      <SelectField
        label="New status"
        error={errors.status?.message}
        {...form.register('status', { valueAsNumber: true })}
      >
        {choices.map((choice) => (
          <option key={choice.status} value={choice.status}>
            {playerStatusLabel(choice.status)}
          </option>
        ))}
      </SelectField>
      {chosen ? <p className="muted">{chosen.explanation}</p> : null}
      <ReasonField error={errors.reason?.message} {...form.register('reason')} />
      <DialogButtons
        submit="Change the status"
        pending={change.isPending}
        onCancel={onClose}
        danger={chosen?.status === 3}
      />
    </form>
  );
}

/** Sign the player out of every device. */
export function CloseSessionsDialog({ playerId, open, onClose }: PlayerDialogProps) {
  return (
    <Dialog open={open} title="Close every session" onClose={onClose}>
      {open ? <CloseSessionsForm playerId={playerId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function CloseSessionsForm({ playerId, onClose }: { playerId: string; onClose: () => void }) {
  const form = useForm({ resolver: contractResolver(reasonRequestSchema), defaultValues: { reason: '' } });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(calls.closePlayerSessions, [[...PLAYER_QUERY_KEY, playerId]]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        change.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: onClose,
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['reason'])),
          },
        );
      })}
    >
      <p>The player is signed out on every device at once and can sign in again.</p>
      <FormAlert>{alert}</FormAlert>
      <ReasonField error={form.formState.errors.reason?.message} {...form.register('reason')} />
      <DialogButtons submit="Close the sessions" pending={change.isPending} onCancel={onClose} danger />
    </form>
  );
}

const LIMIT_CHOICES = [
  LimitDefinition.deposit,
  LimitDefinition.loss,
  LimitDefinition.bet,
  LimitDefinition.coolingOff,
  LimitDefinition.selfExclusion,
];

/** A new limit or exclusion on the player's behalf, in force at once. */
export function NewLimitDialog({
  playerId,
  open,
  onClose,
  currencies,
}: PlayerDialogProps & { currencies: string[] }) {
  return (
    <Dialog open={open} title="Set a limit for the player" onClose={onClose}>
      {open ? <NewLimitForm playerId={playerId} onClose={onClose} currencies={currencies} /> : null}
    </Dialog>
  );
}

function NewLimitForm({
  playerId,
  onClose,
  currencies,
}: {
  playerId: string;
  onClose: () => void;
  currencies: string[];
}) {
  const form = useForm({
    resolver: contractResolver(staffCreateLimitRequestSchema),
    defaultValues: {
      definition: LimitDefinition.deposit as number,
      period: 'daily',
      amount: '',
      currency: currencies[0] ?? '',
      reason: '',
    },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(calls.staffCreateLimit, [[...PLAYER_QUERY_KEY, playerId]]);
  const definition = Number(form.watch('definition'));
  const exclusion = isExclusion(definition);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ amount, currency, ...rest }) => {
        setAlert('');
        const body = exclusion ? rest : { ...rest, amount, currency };
        change.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(
                applyServerErrors(error, form.setError, [
                  'definition',
                  'period',
                  'amount',
                  'currency',
                  'reason',
                ]),
              ),
          },
        );
      })}
    >
      <p>In force at once. Only the player can raise or remove it later, and that waits 24 hours.</p>
      <FormAlert>{alert}</FormAlert>
      <SelectField
        label="Limit"
        error={errors.definition?.message}
        {...form.register('definition', {
          valueAsNumber: true,
          onChange: (event) => form.setValue('period', periodsFor(Number(event.target.value))[0]!),
        })}
      >
        {LIMIT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {LIMIT_LABELS[choice]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Period" error={errors.period?.message} {...form.register('period')}>
        {periodsFor(definition).map((period) => (
          <option key={period} value={period}>
            {periodLabel(period)}
          </option>
        ))}
      </SelectField>
      {exclusion ? null : (
        <>
          <TextField
            label="Amount"
            inputMode="decimal"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <SelectField label="Currency" error={errors.currency?.message} {...form.register('currency')}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <ReasonField error={errors.reason?.message} {...form.register('reason')} />
      <DialogButtons submit="Set the limit" pending={change.isPending} onCancel={onClose} />
    </form>
  );
}

/** Lower a limit or lengthen an exclusion; the server refuses anything that loosens it. */
export function TightenLimitDialog({
  playerId,
  limit,
  onClose,
}: {
  playerId: string;
  limit: Limit | null;
  onClose: () => void;
}) {
  const title = limit
    ? `${isExclusion(limit.definition) ? 'Lengthen' : 'Lower'} the ${LIMIT_LABELS[limit.definition]?.toLowerCase()}`
    : '';
  return (
    <Dialog open={limit !== null} title={title} onClose={onClose}>
      {limit ? <TightenLimitForm playerId={playerId} limit={limit} onClose={onClose} /> : null}
    </Dialog>
  );
}

function TightenLimitForm({
  playerId,
  limit,
  onClose,
}: {
  playerId: string;
  limit: Limit;
  onClose: () => void;
}) {
  const exclusion = isExclusion(limit.definition);
  const form = useForm({
    resolver: contractResolver(staffUpdateLimitRequestSchema),
    defaultValues: exclusion
      ? { period: limit.period, reason: '' }
      : { amount: String(limit.amount ?? ''), reason: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(calls.staffTightenLimit, [[...PLAYER_QUERY_KEY, playerId]]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        change.mutate(
          { input: { params: { id: playerId, limitId: limit.id }, body } },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['amount', 'period', 'reason'])),
          },
        );
      })}
    >
      <p>
        {exclusion ? 'A longer period counts from now.' : 'A lower amount applies at once.'} Staff can never
        loosen a limit.
      </p>
      <FormAlert>{alert}</FormAlert>
      {exclusion ? (
        <SelectField label="Period" error={errors.period?.message} {...form.register('period')}>
          {periodsFor(limit.definition).map((period) => (
            <option key={period} value={period}>
              {periodLabel(period)}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField
          label={`New amount (${limit.currency ?? ''})`}
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      )}
      <ReasonField error={errors.reason?.message} {...form.register('reason')} />
      <DialogButtons submit="Apply" pending={change.isPending} onCancel={onClose} />
    </form>
  );
}
