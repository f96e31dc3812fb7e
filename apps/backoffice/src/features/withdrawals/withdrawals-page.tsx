import {
  backofficeWithdrawalRoutes as calls,
  declineWithdrawalRequestSchema,
  type QueuedWithdrawal,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { CodeField, TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { freshCodeSchema } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';

export const WITHDRAWALS_QUERY_KEY = ['backoffice', 'withdrawals'] as const;

type Verdict = 'approve' | 'decline';
type OpenDialog = { verdict: Verdict; withdrawal: QueuedWithdrawal };

/** The risk flags of a withdrawal, as short badges (nothing when none is raised). */
export function flagLabels(flags: QueuedWithdrawal['flags']): string[] {
  const labels: string[] = [];
  if (flags.openTurnover) labels.push('Turnover open');
  if (flags.notVerified) labels.push('Not verified');
  if (flags.newDestination) labels.push('New destination');
  if (flags.largeWin) labels.push(`Large win ${flags.largeWin.amount} ${flags.largeWin.currency}`);
  if (flags.sharedDeviceWith.length > 0) labels.push(`Shared device (${flags.sharedDeviceWith.length})`);
  if (flags.firstWithdrawal) labels.push('First withdrawal');
  return labels;
}

/** Where a withdrawal stands in four-eyes: the text of its state column. */
export function reviewState(withdrawal: QueuedWithdrawal): string {
  const [first] = withdrawal.approvals;
  if (first) return `First approval by ${first.by.name}, waiting for a second`;
  return withdrawal.needsSecondApproval ? 'Needs two approvals' : 'Pending';
}

const column = columnHelperFor<QueuedWithdrawal>();

/** GET /api/backoffice/withdrawals: the queue, its flags, and the decisions for staff with withdrawals.review. */
export function WithdrawalsPage() {
  const api = useApi();
  const me = useStaffMe();
  const money = useMoneyFormat();
  const queue = useQuery({
    queryKey: WITHDRAWALS_QUERY_KEY,
    queryFn: () => api.call(calls.withdrawalQueue, { query: { limit: 100 } }),
  });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mayReview = can(me, 'withdrawals.review');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('number', { header: 'No.' }),
        column.accessor((row) => row.player.email ?? row.player.nickname ?? row.player.id, {
          id: 'player',
          header: 'Player',
        }),
        column.accessor('amount', {
          header: 'Amount',
          cell: ({ row }) => (
            <>
              <span className="numeric">{money(row.original.amount, row.original.currency)}</span>
              <span className="cell-note">{row.original.method}</span>
            </>
          ),
        }),
        column.accessor('createdAt', {
          header: 'Requested',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
        column.display({
          id: 'flags',
          header: 'Flags',
          cell: ({ row }) => (
            <div className="badges">
              {flagLabels(row.original.flags).map((label) => (
                <span key={label} className="badge badge--warning">
                  {label}
                </span>
              ))}
            </div>
          ),
        }),
        column.display({
          id: 'decision',
          header: 'Decision',
          cell: ({ row }) => (
            <>
              <span className="decision-state">{reviewState(row.original)}</span>
              {mayReview ? (
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Approve: withdrawal ${row.original.number}`}
                    disabled={row.original.approvals.some((approval) => approval.by.id === me.staff.id)}
                    onClick={() => setDialog({ verdict: 'approve', withdrawal: row.original })}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={`Decline: withdrawal ${row.original.number}`}
                    onClick={() => setDialog({ verdict: 'decline', withdrawal: row.original })}
                  >
                    Decline
                  </button>
                </div>
              ) : null}
            </>
          ),
        }),
      ]),
    [mayReview, me.staff.id, money],
  );

  return (
    <section className="page">
      <title>Withdrawals · Back office</title>
      <PageHeader
        title="Withdrawals"
        description="Pending withdrawals, oldest first, with their risk flags. Above the threshold two different people approve."
      />
      {queue.isPending ? <LoadingState /> : null}
      {queue.isError ? <ErrorState error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <DataTable
          caption="Pending withdrawals"
          columns={columns}
          data={queue.data.data}
          getRowId={(row) => row.id}
          emptyText="No withdrawal is waiting."
          testId="withdrawals-table"
        />
      ) : null}
      <DecisionDialog open={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

const approveSchema = z.object({ twoFactorCode: z.string().optional() });
const approveWithCodeSchema = z.object({ twoFactorCode: freshCodeSchema });
const declineSchema = declineWithdrawalRequestSchema.extend({ twoFactorCode: z.string().optional() });

function DecisionDialog({ open, onClose }: { open: OpenDialog | null; onClose: () => void }) {
  const title = open
    ? `${open.verdict === 'approve' ? 'Approve' : 'Decline'} withdrawal ${open.withdrawal.number}`
    : '';
  return (
    <Dialog open={open !== null} title={title} onClose={onClose}>
      {open ? <DecisionForm key={open.withdrawal.id} {...open} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DecisionForm({ verdict, withdrawal, onClose }: OpenDialog & { onClose: () => void }) {
  const money = useMoneyFormat();
  const approve = verdict === 'approve';
  const needsCode = approve && withdrawal.needsSecondApproval;
  const schema = approve ? (needsCode ? approveWithCodeSchema : approveSchema) : declineSchema;
  const form = useForm<{ reason?: string; twoFactorCode?: string }>({
    resolver: contractResolver(schema as typeof declineSchema) as never,
    defaultValues: { reason: '', twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(approve ? calls.approveWithdrawal : calls.declineWithdrawal, [
    WITHDRAWALS_QUERY_KEY,
  ]);
  const { errors } = form.formState;
  const [first] = withdrawal.approvals;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const body = approve ? {} : { reason: values.reason ?? '' };
        change.mutate(
          {
            input: { params: { id: withdrawal.id }, body } as never,
            twoFactorCode: needsCode ? values.twoFactorCode : undefined,
          },
          {
            onSuccess: onClose,
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['reason', 'twoFactorCode'])),
          },
        );
      })}
    >
      <p>
        {money(withdrawal.amount, withdrawal.currency)} to {withdrawal.player.email ?? withdrawal.player.id}{' '}
        by {withdrawal.method}.
      </p>
      {approve && withdrawal.needsSecondApproval ? (
        <p data-testid="four-eyes-note">
          {first
            ? `First approval by ${first.by.name}: yours pays it out.`
            : 'Above the four-eyes threshold: your approval is the first of two; another person pays it out.'}
        </p>
      ) : null}
      {approve ? null : <p>The held money goes back to the player's cash.</p>}
      <FormAlert>{alert}</FormAlert>
      {approve ? null : (
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      )}
      {needsCode ? (
        <CodeField
          hint="A large approval needs a current code, even though you are signed in."
          error={errors.twoFactorCode?.message}
          {...form.register('twoFactorCode')}
        />
      ) : null}
      <DialogButtons
        submit={approve ? 'Approve' : 'Decline'}
        pending={change.isPending}
        onCancel={onClose}
        {...(approve ? {} : { danger: true })}
      />
    </form>
  );
}
