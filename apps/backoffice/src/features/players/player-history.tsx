import {
  backofficePlayerActionRoutes as calls,
  type GameBet,
  type Invoice,
  type PageMeta,
} from '@casino/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable, type DataTableProps } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { Pager } from '../../components/pager.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { PLAYER_QUERY_KEY } from './use-player.ts';

export const PER_PAGE = 10;

const INVOICE_TYPES: Record<number, string> = { 1: 'Deposit', 2: 'Withdrawal' };
const INVOICE_STATUSES: Record<number, string> = { 1: 'Pending', 2: 'Succeeded', 3: 'Failed' };
const BET_STATUSES: Record<number, string> = { 1: 'Open', 2: 'Won', 3: 'Lost', 4: 'Rolled back' };

type Page<Row> = { data: Row[]; meta: PageMeta };

/**
 * One of the player's paged lists, newest first: its page and its query, keyed under the player so an
 * action on the page reads it again. `key` names the list and its filters; a new filter starts at page 1.
 */
export function usePlayerPages<Row>(
  playerId: string,
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<Row>>,
) {
  const [paged, setPaged] = useState({ key: JSON.stringify(key), page: 1 });
  const page = paged.key === JSON.stringify(key) ? paged.page : 1;
  const list = useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, ...key, page],
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
  });
  return { list, setPage: (next: number) => setPaged({ key: JSON.stringify(key), page: next }) };
}

/** A page of one of the player's lists in the back office's table, with its pager. */
export function PagedTable<Row extends RowData>({
  list,
  onPage,
  ...table
}: { list: UseQueryResult<Page<Row>>; onPage: (page: number) => void } & Omit<
  DataTableProps<Row>,
  'data' | 'serverOrdered'
>) {
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <DataTable {...table} data={list.data.data} serverOrdered />
      <Pager meta={list.data.meta} onPage={onPage} />
    </>
  );
}

const invoiceColumn = columnHelperFor<Invoice>();

/** The player's deposits and withdrawals, newest first, a page at a time. */
export function PlayerInvoices({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['invoices'], (page) =>
    api.call(calls.playerInvoices, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
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
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Deposits and withdrawals"
      columns={columns}
      getRowId={(invoice) => invoice.id}
      emptyText="No deposit or withdrawal yet."
      testId="player-invoices"
    />
  );
}

const roundColumn = columnHelperFor<GameBet>();

/** The player's game rounds, newest first; the round id is what the fair-play check asks for. */
export function PlayerRounds({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['rounds'], (page) =>
    api.call(calls.playerRounds, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
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
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Game rounds"
      columns={columns}
      getRowId={(round) => round.id}
      emptyText="No round played yet."
      testId="player-rounds"
    />
  );
}
