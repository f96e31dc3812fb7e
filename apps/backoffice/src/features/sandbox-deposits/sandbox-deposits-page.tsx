import {
  backofficeSandboxRoutes as calls,
  declineSandboxDepositRequestSchema,
  type SandboxDeposit,
  STAFF_REASON_MAX,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { ageLabel } from '../../components/age-label.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';

export const SANDBOX_DEPOSITS_QUERY_KEY = ['backoffice', 'sandbox-deposits'] as const;

const column = columnHelperFor<SandboxDeposit>();

/**
 * GET /api/backoffice/sandbox-deposits: the built-in sandbox provider's deposits waiting for a tester
 * (only while the sandbox is on), approved or declined here by staff with payments.sandbox.
 */
export function SandboxDepositsPage() {
  const api = useApi();
  const money = useMoneyFormat();
  const mayAct = useCan('payments.sandbox');
  const deposits = useQuery({
    queryKey: SANDBOX_DEPOSITS_QUERY_KEY,
    queryFn: () => api.call(calls.sandboxDeposits, {}),
  });
  const approve = useAuditedChange(calls.approveSandboxDeposit, [SANDBOX_DEPOSITS_QUERY_KEY]);
  const [declining, setDeclining] = useState<SandboxDeposit | null>(null);
  const [alert, setAlert] = useState('');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('number', { header: 'No.' }),
        column.accessor('player', {
          header: 'Player',
          cell: ({ getValue }) => {
            const player = getValue();
            return <Link to={`/players/${player.id}`}>{player.email ?? player.nickname}</Link>;
          },
        }),
        column.accessor('amount', {
          header: 'Amount',
          cell: ({ row }) => (
            <span className="numeric">{money(row.original.amount, row.original.currency)}</span>
          ),
        }),
        column.accessor('method', { header: 'Method' }),
        column.accessor('createdAt', {
          header: 'Opened',
          cell: ({ getValue, row }) => (
            <>
              <DateTime value={getValue()} />
              <span className="cell-note">waiting {ageLabel(row.original.ageSeconds)}</span>
            </>
          ),
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) =>
            mayAct ? (
              <div className="row-actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Approve: deposit ${row.original.number}`}
                  disabled={approve.isPending}
                  onClick={() => {
                    setAlert('');
                    approve.mutate(
                      { input: { params: { id: row.original.id } } },
                      { onError: (error) => setAlert(error.message) },
                    );
                  }}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Decline: deposit ${row.original.number}`}
                  onClick={() => setDeclining(row.original)}
                >
                  Decline
                </button>
              </div>
            ) : null,
        }),
      ]),
    [approve, mayAct, money],
  );

  return (
    <section className="page">
      <title>Sandbox deposits · Back office</title>
      <PageHeader
        title="Sandbox deposits"
        description="Test-money deposits of the built-in sandbox provider, oldest first, waiting for a tester to approve or decline them."
      />
      <FormAlert>{alert}</FormAlert>
      {deposits.isPending ? <LoadingState /> : null}
      {deposits.isError ? (
        <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
      ) : null}
      {deposits.data ? (
        <DataTable
          caption="Sandbox deposits waiting for a tester"
          columns={columns}
          data={deposits.data.data}
          getRowId={(row) => row.id}
          emptyText="No sandbox deposit is waiting."
          testId="sandbox-deposits-table"
        />
      ) : null}
      <Dialog
        open={declining !== null}
        title={declining ? `Decline deposit ${declining.number}` : ''}
        onClose={() => setDeclining(null)}
      >
        {declining ? (
          <DeclineForm key={declining.id} deposit={declining} onClose={() => setDeclining(null)} />
        ) : null}
      </Dialog>
    </section>
  );
}

function DeclineForm({ deposit, onClose }: { deposit: SandboxDeposit; onClose: () => void }) {
  const money = useMoneyFormat();
  const form = useForm({
    resolver: contractResolver(declineSandboxDepositRequestSchema),
    defaultValues: { reason: '' },
  });
  const [alert, setAlert] = useState('');
  const decline = useAuditedChange(calls.declineSandboxDeposit, [SANDBOX_DEPOSITS_QUERY_KEY]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        decline.mutate(
          { input: { params: { id: deposit.id }, body } },
          {
            onSuccess: onClose,
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['reason'])),
          },
        );
      })}
    >
      <p>
        {money(deposit.amount, deposit.currency)} by {deposit.method}: the deposit fails as if the provider
        refused it.
      </p>
      <FormAlert>{alert}</FormAlert>
      <TextAreaField
        label="Reason"
        hint="Written to the audit log."
        maxLength={STAFF_REASON_MAX}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons submit="Decline" pending={decline.isPending} onCancel={onClose} danger />
    </form>
  );
}
