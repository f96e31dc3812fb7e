import { type BackofficeQuest, backofficeQuestRoutes as calls, type PromotionState } from '@casino/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PromotionList } from '../../components/promotion-list.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { useCan } from '../../session/permissions.ts';
import { ORDER_LABELS, QUESTS_QUERY_KEY } from './labels.ts';

const PER_PAGE = 25;
const column = columnHelperFor<BackofficeQuest>();

/** GET /api/backoffice/quests: the quests in their listing order, by lifecycle state. */
export function QuestsPage() {
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const [state, setState] = useState<PromotionState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...QUESTS_QUERY_KEY, 'list', state ?? 'all', page],
    queryFn: () =>
      api.call(calls.listQuests, { query: { page, perPage: PER_PAGE, ...(state ? { state } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => row.terms.names.en, {
          id: 'name',
          header: 'Quest',
          cell: ({ row, getValue }) => (
            <Link to={`/quests/${row.original.id}`} data-testid="quest-link">
              {getValue()}
            </Link>
          ),
        }),
        column.accessor((row) => row.terms.tasks.length, {
          id: 'tasks',
          header: 'Tasks',
          cell: ({ row, getValue }) =>
            `${getValue()} · ${ORDER_LABELS[row.original.terms.taskExecutionOrder]}`,
        }),
        column.accessor('state', {
          header: 'State',
          cell: ({ getValue }) => <StateBadge state={getValue()} />,
        }),
        column.accessor('startsAt', {
          header: 'Starts',
          cell: ({ row }) => <DateTime value={row.original.startsAt ?? row.original.scheduledAt} />,
        }),
        column.accessor('endsAt', {
          header: 'Ends',
          cell: ({ row }) => (
            <DateTime value={row.original.endedAt ?? row.original.endsAt} empty="Open-ended" />
          ),
        }),
        column.accessor('takenCount', {
          header: 'Taken',
          cell: ({ row }) => `${row.original.takenCount} (${row.original.activeCount} active)`,
        }),
      ]),
    [],
  );
  return (
    <section className="page">
      <title>Quests · Back office</title>
      <PageHeader
        title="Quests"
        description="Sets of tasks players take on for a reward. A quest is a draft until it is scheduled; players see it only while it is live, and a quest they took keeps its tasks and rewards."
        actions={
          mayWrite ? (
            <Link className="button button--primary" to="/quests/new" data-testid="quest-new">
              New quest
            </Link>
          ) : null
        }
      />
      <PromotionList
        legend="Which quests"
        allCaption="All quests"
        emptyText="No quest here."
        state={state}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
        onPage={setPage}
        list={list}
        columns={columns}
        filterTestId="quest-state-filter"
        tableTestId="quests-table"
      />
    </section>
  );
}
