import { backofficePlayerActionRoutes as calls, type GameBet, type Invoice } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { PLAYER_QUERY_KEY } from './use-player.ts';

const PER_PAGE = 10;

const INVOICE_TYPES: Record<number, string> = { 1: 'Deposit', 2: 'Withdrawal' };
const INVOICE_STATUSES: Record<number, string> = { 1: 'Pending', 2: 'Succeeded', 3: 'Failed' };
const BET_STATUSES: Record<number, string> = { 1: 'Open', 2: 'Won', 3: 'Lost', 4: 'Rolled back' };

const invoiceColumn = columnHelperFor<Invoice>();

/** The player's deposits and withdrawals, newest first, a page at a time. */
export function PlayerInvoices({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'invoices', page],
    queryFn: () =>
      api.call(calls.playerInvoices, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const columns = invoiceColumn.columns([
    invoiceColumn.accessor('number', { header: 'Number' }),
    invoiceColumn.accessor('invoiceType', {
      header: 'Type',
      cell: ({ getValue }) => INVOICE_TYPES[getValue()],
    }),
    invoiceColumn.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => INVOICE_STATUSES[getValue()],
    }),
    invoiceColumn.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => <span className="number">{money(row.original.amount, row.original.currency)}</span>,
    }),
    invoiceColumn.accessor('paymentMethod', { header: 'Method' }),
    invoiceColumn.accessor('createdAt', {
      header: 'Created',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
  ]);
  if (invoices.isPending) return <LoadingState />;
  if (invoices.isError) return <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />;
  return (
    <>
      <DataTable
        caption="Deposits and withdrawals"
        columns={columns}
        data={invoices.data.data}
        getRowId={(invoice) => invoice.id}
        emptyText="No deposit or withdrawal yet."
        serverOrdered
        testId="player-invoices"
      />
      <Pager meta={invoices.data.meta} onPage={setPage} />
    </>
  );
}

const roundColumn = columnHelperFor<GameBet>();

/** The player's game rounds, newest first; the round id is what the fair-play check asks for. */
export function PlayerRounds({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const [page, setPage] = useState(1);
  const rounds = useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'rounds', page],
    queryFn: () =>
      api.call(calls.playerRounds, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
    placeholderData: keepPreviousData,
  });
  const columns = roundColumn.columns([
    roundColumn.accessor('game', { header: 'Game' }),
    roundColumn.accessor('status', { header: 'Result', cell: ({ getValue }) => BET_STATUSES[getValue()] }),
    roundColumn.accessor('amount', {
      header: 'Bet',
      cell: ({ row }) => <span className="number">{money(row.original.amount, row.original.currency)}</span>,
    }),
    roundColumn.accessor('payout', {
      header: 'Paid',
      cell: ({ row }) => <span className="number">{money(row.original.payout, row.original.currency)}</span>,
    }),
    roundColumn.accessor('roundId', {
      header: 'Round',
      cell: ({ getValue }) => (
        <code className="clip" title={getValue()}>
          {getValue()}
        </code>
      ),
    }),
    roundColumn.accessor('createdAt', {
      header: 'Played',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
  ]);
  if (rounds.isPending) return <LoadingState />;
  if (rounds.isError) return <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />;
  return (
    <>
      <DataTable
        caption="Game rounds"
        columns={columns}
        data={rounds.data.data}
        getRowId={(round) => round.id}
        emptyText="No round played yet."
        serverOrdered
        testId="player-rounds"
      />
      <Pager meta={rounds.data.meta} onPage={setPage} />
    </>
  );
}
