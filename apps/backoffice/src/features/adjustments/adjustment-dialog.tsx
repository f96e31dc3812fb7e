import {
  ADJUSTMENT_REASON_CODES,
  type Adjustment,
  backofficeAdjustmentRoutes as calls,
  createAdjustmentRequestSchema,
} from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { FreshCodeField, splitFreshCode, withFreshCode } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PLAYER_QUERY_KEY } from '../players/use-player.ts';

export type AdjustableAccount = { id: string; currency: string };

export const REASON_CODE_LABELS: Record<(typeof ADJUSTMENT_REASON_CODES)[number], string> = {
  goodwill: 'Goodwill',
  correction: 'Correction',
  chargeback: 'Chargeback',
  other: 'Other',
};

const formSchema = withFreshCode(createAdjustmentRequestSchema, calls.createAdjustment);

type AdjustmentDialogProps = {
  open: boolean;
  playerId: string;
  accounts: readonly AdjustableAccount[];
  onClose: () => void;
  /** Called with the adjustment the server answered (applied, or awaiting a second approval). */
  onDone?: (adjustment: Adjustment) => void;
};

/**
 * A manual adjustment of one of the player's accounts (issue 30): credit or debit cash or bonus money
 * with a reason code and a comment, confirmed with a fresh code. Self-contained: mount it on the
 * player's page with the player's id and accounts.
 */
export function AdjustmentDialog({ open, playerId, accounts, onClose, onDone }: AdjustmentDialogProps) {
  return (
    <Dialog open={open} title="Adjust a balance" onClose={onClose}>
      {open ? (
        <AdjustmentForm playerId={playerId} accounts={accounts} onClose={onClose} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}

function AdjustmentForm({ playerId, accounts, onClose, onDone }: Omit<AdjustmentDialogProps, 'open'>) {
  // One key per opened form: a retried submit (a lost answer) cannot post twice.
  const [idempotencyKey] = useState(() => `adjustment-${crypto.randomUUID()}`);
  const form = useForm({
    resolver: contractResolver(formSchema),
    defaultValues: {
      accountId: accounts[0]?.id ?? '',
      part: 'cash' as const,
      direction: 'credit' as const,
      amount: '',
      reasonCode: 'goodwill' as const,
      comment: '',
      idempotencyKey,
      twoFactorCode: '',
    },
  });
  const [alert, setAlert] = useState('');
  const [waiting, setWaiting] = useState(false);
  const change = useAuditedChange(calls.createAdjustment, [[...PLAYER_QUERY_KEY, playerId]]);
  const { errors } = form.formState;
  if (waiting)
    return (
      <div>
        <p data-testid="adjustment-waiting">
          Above the four-eyes threshold: the adjustment waits for another staff member’s approval.
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        change.mutate(
          { input: { params: { id: playerId }, body }, twoFactorCode },
          {
            onSuccess: ({ data }) => {
              onDone?.(data);
              if (data.status === 'awaiting-second-approval') setWaiting(true);
              else onClose();
            },
            onError: (error) =>
              setAlert(
                applyServerErrors(error, form.setError, ['accountId', 'amount', 'comment', 'twoFactorCode']),
              ),
          },
        );
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <SelectField label="Account" error={errors.accountId?.message} {...form.register('accountId')}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.currency}
          </option>
        ))}
      </SelectField>
      <SelectField label="Money" {...form.register('part')}>
        <option value="cash">Cash</option>
        <option value="bonus">Bonus</option>
      </SelectField>
      <SelectField label="Direction" {...form.register('direction')}>
        <option value="credit">Credit (add)</option>
        <option value="debit">Debit (take away)</option>
      </SelectField>
      <TextField
        label="Amount"
        inputMode="decimal"
        hint="In currency units, e.g. 12.50"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <SelectField label="Reason" {...form.register('reasonCode')}>
        {ADJUSTMENT_REASON_CODES.map((code) => (
          <option key={code} value={code}>
            {REASON_CODE_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Comment" error={errors.comment?.message} {...form.register('comment')} />
      <FreshCodeField
        route={calls.createAdjustment}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons submit="Adjust" pending={change.isPending} onCancel={onClose} />
    </form>
  );
}
