import { backofficePlayerHistoryRoutes as calls, type LimitChangeRecord } from '@casino/contracts';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { useMoneyFormat } from '../../components/money.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';
import {
  isExclusion,
  LIMIT_ACTOR_LABELS,
  LIMIT_CHANGE_LABELS,
  LIMIT_LABELS,
  periodLabel,
} from './player-labels.ts';

const column = columnHelperFor<LimitChangeRecord>();

/** Every change of the player's limits, exclusions and cooling-offs, newest first, by whom. */
export function PlayerLimitHistory({ playerId }: { playerId: string }) {
  const api = useApi();
  const money = useMoneyFormat();
  const { list, setPage } = usePlayerPages(playerId, ['limit-history'], (page) =>
    api.call(calls.playerLimitHistory, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  const amount = (value: number | null, currency: string | null) =>
    value === null || !currency ? null : money(value, currency);
  const columns = column.columns([
    column.accessor('createdAt', { header: 'Time', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
    column.accessor('definition', {
      header: 'Limit',
      cell: ({ getValue, row }) => `${LIMIT_LABELS[getValue()]}, ${periodLabel(row.original.period)}`,
    }),
    column.accessor('change', { header: 'Change', cell: ({ getValue }) => LIMIT_CHANGE_LABELS[getValue()] }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ getValue, row }) => {
        const after = amount(getValue(), row.original.currency);
        if (!after) return <span className="muted">—</span>;
        const before = amount(row.original.previousAmount, row.original.currency);
        return <span className="number">{before ? `${before} → ${after}` : after}</span>;
      },
    }),
    column.accessor('effectiveAt', {
      header: 'Applies or ends',
      cell: ({ getValue, row }) =>
        isExclusion(row.original.definition) ? (
          <DateTime value={getValue()} empty="Indefinite" />
        ) : (
          <DateTime value={getValue()} />
        ),
    }),
    column.accessor('actor', {
      header: 'By',
      cell: ({ getValue, row }) =>
        row.original.derived ? (
          <span className="muted" title="Rebuilt from the limit when the history began">
            Before the history
          </span>
        ) : (
          (LIMIT_ACTOR_LABELS[getValue() ?? ''] ?? '—')
        ),
    }),
  ]);
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Limit and exclusion history"
      columns={columns}
      getRowId={(change) => change.id}
      emptyText="No limit ever set."
      testId="player-limit-history"
    />
  );
}
