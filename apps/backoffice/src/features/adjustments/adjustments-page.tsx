import {
  type AdjustmentStatus,
  backofficeAdjustmentRoutes as calls,
  declineAdjustmentRequestSchema,
  type ListedAdjustment,
} from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { FreshCodeField, splitFreshCode, withFreshCode } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { can } from '../../session/permissions.ts';
import { PLAYER_QUERY_KEY } from '../players/use-player.ts';
import { REASON_CODE_LABELS } from './adjustment-dialog.tsx';

export const ADJUSTMENTS_QUERY_KEY = ['backoffice', 'adjustments'] as const;

const PER_PAGE = 25;

/** The page's two views: what waits for a second approval, and every adjustment. */
const VIEWS = [
  { status: 'awaiting-second-approval', label: 'Awaiting approval' },
  { status: undefined, label: 'All' },
] as const satisfies { status: AdjustmentStatus | undefined; label: string }[];

const STATUS_LABELS: Record<AdjustmentStatus, string> = {
  'awaiting-second-approval': 'Waiting for a second approval',
  applied: 'Applied',
  declined: 'Declined',
};

type Verdict = 'approve' | 'decline';
type OpenDialog = { verdict: Verdict; adjustment: ListedAdjustment };

const column = columnHelperFor<ListedAdjustment>();

/**
 * GET /api/backoffice/adjustments: manual adjustments, newest first. Large ones wait here for a second
 * staff member (adjustments.create, not the requester) to approve or decline them.
 */
export function AdjustmentsPage() {
  const api = useApi();
  const me = useStaffMe();
  const money = useMoneyFormat();
  const [view, setView] = useState(0);
  const [page, setPage] = useState(1);
  const status = VIEWS[view]!.status;
  const list = useQuery({
    queryKey: [...ADJUSTMENTS_QUERY_KEY, status ?? 'all', page],
    queryFn: () =>
      api.call(calls.listAdjustments, { query: { page, perPage: PER_PAGE, ...(status ? { status } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const mayDecide = can(me, 'adjustments.create');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: 'Requested',
          cell: ({ getValue }) => <DateTime value={getValue()} />,
        }),
        column.accessor((row) => row.player.email ?? row.player.nickname, {
          id: 'player',
          header: 'Player',
          cell: ({ row, getValue }) => <Link to={`/players/${row.original.player.id}`}>{getValue()}</Link>,
        }),
        column.accessor('amount', {
          header: 'Amount',
          cell: ({ row }) => <SignedAmount adjustment={row.original} money={money} />,
        }),
        column.accessor('reasonCode', {
          header: 'Reason',
          cell: ({ row }) => (
            <>
              <strong>{REASON_CODE_LABELS[row.original.reasonCode]}</strong>
              <span className="muted"> · {row.original.comment}</span>
            </>
          ),
        }),
        column.accessor((row) => row.requestedBy.name, { id: 'requestedBy', header: 'Asked by' }),
        column.accessor('status', {
          header: 'State',
          cell: ({ row }) => <StateCell adjustment={row.original} />,
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) =>
            mayDecide && row.original.status === 'awaiting-second-approval' ? (
              <DecisionButtons
                adjustment={row.original}
                ownRequest={row.original.requestedBy.id === me.staff.id}
                onOpen={setDialog}
              />
            ) : null,
        }),
      ]),
    [mayDecide, me.staff.id, money],
  );

  return (
    <section className="page">
      <title>Adjustments · Back office</title>
      <PageHeader
        title="Adjustments"
        description="Manual credits and debits of players' balances. Above the four-eyes threshold a second person approves before anything is posted."
      />
      <fieldset className="view-switch">
        <legend className="visually-hidden">Which adjustments</legend>
        {VIEWS.map((item, index) => (
          <button
            key={item.label}
            type="button"
            className="button button--small"
            aria-pressed={index === view}
            onClick={() => {
              setView(index);
              setPage(1);
            }}
          >
            {item.label}
          </button>
        ))}
      </fieldset>
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <DataTable
            caption={VIEWS[view]!.label}
            columns={columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            emptyText={status ? 'No adjustment is waiting.' : 'No adjustment yet.'}
            serverOrdered
            testId="adjustments-table"
          />
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      ) : null}
      <DecisionDialog open={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

type Money = ReturnType<typeof useMoneyFormat>;

/** The amount with its direction and the part of the balance it moves. */
function SignedAmount({ adjustment, money }: { adjustment: ListedAdjustment; money: Money }) {
  const sign = adjustment.direction === 'credit' ? '+' : '−';
  return (
    <span className="numeric">
      {sign}
      {money(adjustment.amount, adjustment.currency)}
      <span className="muted"> {adjustment.part}</span>
    </span>
  );
}

function StateCell({ adjustment }: { adjustment: ListedAdjustment }) {
  const { status, decidedBy, declineReason } = adjustment;
  if (status === 'awaiting-second-approval') return STATUS_LABELS[status];
  const by = decidedBy && decidedBy.id !== adjustment.requestedBy.id ? ` by ${decidedBy.name}` : '';
  return (
    <>
      {STATUS_LABELS[status]}
      {by}
      {declineReason ? <span className="muted"> · {declineReason}</span> : null}
    </>
  );
}

function DecisionButtons({
  adjustment,
  ownRequest,
  onOpen,
}: {
  adjustment: ListedAdjustment;
  ownRequest: boolean;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const who = adjustment.player.email ?? adjustment.player.nickname;
  return (
    <div className="row-actions">
      <button
        type="button"
        className="button button--small"
        aria-label={`Approve: adjustment for ${who}`}
        title={ownRequest ? 'You asked for it: another person approves it.' : undefined}
        disabled={ownRequest}
        onClick={() => onOpen({ verdict: 'approve', adjustment })}
      >
        Approve
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        aria-label={`Decline: adjustment for ${who}`}
        onClick={() => onOpen({ verdict: 'decline', adjustment })}
      >
        Decline
      </button>
    </div>
  );
}

function DecisionDialog({ open, onClose }: { open: OpenDialog | null; onClose: () => void }) {
  const title = open ? `${open.verdict === 'approve' ? 'Approve' : 'Decline'} the adjustment` : '';
  return (
    <Dialog open={open !== null} title={title} onClose={onClose}>
      {open ? <DecisionForm key={open.adjustment.id} {...open} onClose={onClose} /> : null}
    </Dialog>
  );
}

const approveSchema = withFreshCode(z.object({}), calls.approveAdjustment);
const declineSchema = withFreshCode(declineAdjustmentRequestSchema, calls.declineAdjustment);

function DecisionForm({ verdict, adjustment, onClose }: OpenDialog & { onClose: () => void }) {
  const money = useMoneyFormat();
  const approve = verdict === 'approve';
  const route = approve ? calls.approveAdjustment : calls.declineAdjustment;
  const form = useForm<{ reason?: string; twoFactorCode?: string }>({
    resolver: contractResolver((approve ? approveSchema : declineSchema) as typeof declineSchema) as never,
    defaultValues: { reason: '', twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const change = useAuditedChange(route, [ADJUSTMENTS_QUERY_KEY, PLAYER_QUERY_KEY]);
  const { errors } = form.formState;
  const direction = adjustment.direction === 'credit' ? 'Credit' : 'Debit';
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        change.mutate(
          {
            input: { params: { id: adjustment.id }, ...(approve ? {} : { body }) } as never,
            twoFactorCode,
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
        {direction} of {money(adjustment.amount, adjustment.currency)} ({adjustment.part}) for{' '}
        {adjustment.player.email ?? adjustment.player.nickname}, asked by {adjustment.requestedBy.name}:{' '}
        {REASON_CODE_LABELS[adjustment.reasonCode]}, “{adjustment.comment}”.
      </p>
      <p>{approve ? 'Your approval posts it to the ledger now.' : 'Nothing is posted.'}</p>
      <FormAlert>{alert}</FormAlert>
      {approve ? null : (
        <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      )}
      <FreshCodeField
        route={route}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons
        submit={approve ? 'Approve' : 'Decline'}
        pending={change.isPending}
        onCancel={onClose}
        {...(approve ? {} : { danger: true })}
      />
    </form>
  );
}
