import {
  bonusOutcome,
  backofficePlayerHistoryRoutes as calls,
  type PlayerBonus,
  type PlayerFreespin,
} from '@casino/contracts';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';
import { BONUS_OUTCOME_LABELS } from './player-labels.ts';

const outcomeLabel = (status: number, result: number, kind: 'bonus' | 'freeSpin') =>
  BONUS_OUTCOME_LABELS[bonusOutcome(status, result, kind) ?? ''] ?? `Status ${status}`;

const bonusColumn = columnHelperFor<PlayerBonus>();

/** Every bonus the player was given, newest first, with its wagering. */
export function PlayerBonusList({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['bonuses'], (page) =>
    api.call(calls.playerBonuses, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  const columns = bonusColumn.columns([
    bonusColumn.accessor('name', { header: 'Bonus' }),
    bonusColumn.accessor('status', {
      header: 'Status',
      cell: ({ row }) => outcomeLabel(row.original.status, row.original.result, 'bonus'),
    }),
    bonusColumn.accessor('amount', {
      header: 'Amount',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    bonusColumn.accessor('currentWagerPercentage', {
      header: 'Wagered',
      cell: ({ getValue, row }) => (
        <span className="number">
          {money(row.original.currentWagerAmount, row.original.currency)} of{' '}
          {money(row.original.requiredWagerCasinoAmount, row.original.currency)} ({getValue()} %)
        </span>
      ),
    }),
    bonusColumn.accessor('balance', {
      header: 'Left',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    bonusColumn.display({
      id: 'expiry',
      header: 'Expires',
      cell: ({ row }) => (
        <DateTime value={row.original.wageringExpiredAt ?? row.original.activationExpiredAt} />
      ),
    }),
    bonusColumn.accessor('createdAt', {
      header: 'Given',
      cell: ({ getValue }) => <DateTime value={getValue()} />,
    }),
  ]);
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Bonuses"
      columns={columns}
      getRowId={(bonus) => bonus.id}
      emptyText="No bonus given yet."
      testId="player-bonuses"
    />
  );
}

const spinsColumn = columnHelperFor<PlayerFreespin>();

/** Every grant of free spins, newest first, with the spins left. */
export function PlayerFreespinList({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['freespins'], (page) =>
    api.call(calls.playerFreespins, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  const columns = spinsColumn.columns([
    spinsColumn.accessor('name', { header: 'Free spins' }),
    spinsColumn.accessor('gameId', { header: 'Game' }),
    spinsColumn.accessor('status', {
      header: 'Status',
      cell: ({ row }) => outcomeLabel(row.original.status, row.original.result, 'freeSpin'),
    }),
    spinsColumn.accessor('count', {
      header: 'Spins left',
      cell: ({ getValue, row }) => (
        <span className="number">
          {getValue() - row.original.usedCount} of {getValue()}
        </span>
      ),
    }),
    spinsColumn.accessor('betAmount', {
      header: 'Stake',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    spinsColumn.accessor('winAmount', {
      header: 'Won',
      cell: ({ getValue, row }) => <span className="number">{money(getValue(), row.original.currency)}</span>,
    }),
    spinsColumn.display({
      id: 'expiry',
      header: 'Expires',
      cell: ({ row }) => <DateTime value={row.original.expiredAt ?? row.original.activationExpiredAt} />,
    }),
  ]);
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Free spins"
      columns={columns}
      getRowId={(spins) => spins.id}
      emptyText="No free spins given yet."
      testId="player-freespins"
    />
  );
}
