import { type BackofficeWheel, backofficeWheelRoutes as calls, type PromotionState } from '@casino/contracts';
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
import { WHEELS_QUERY_KEY } from './wheel-form.tsx';

const PER_PAGE = 25;
const column = columnHelperFor<BackofficeWheel>();

const spinRules = (wheel: BackofficeWheel) =>
  [wheel.dailySpin ? 'Daily' : null, wheel.depositSpin ? 'Per deposit' : null].filter(Boolean).join(' · ');

/** /backoffice/wheels (bonuses.read; bonuses.write to change): every prize wheel by lifecycle state. */
export function WheelsPage() {
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const [state, setState] = useState<PromotionState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...WHEELS_QUERY_KEY, state ?? 'all', page],
    queryFn: () =>
      api.call(calls.listWheels, { query: { page, perPage: PER_PAGE, ...(state ? { state } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => row.titles.en ?? row.identity, {
          id: 'title',
          header: 'Wheel',
          cell: ({ row, getValue }) => (
            <Link to={`/wheels/${row.original.id}`} data-testid="wheel-link">
              {getValue()}
            </Link>
          ),
        }),
        column.accessor('identity', {
          header: 'Identity',
          cell: ({ getValue }) => <code>{getValue()}</code>,
        }),
        column.accessor(spinRules, { id: 'spins', header: 'Spins' }),
        column.accessor((row) => row.sectors.length, { id: 'sectors', header: 'Sectors' }),
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
        column.accessor('openSpins', { header: 'Open spins', cell: ({ getValue }) => getValue() }),
      ]),
    [],
  );
  return (
    <section className="page">
      <title>Wheels · Back office</title>
      <PageHeader
        title="Prize wheels"
        description="A wheel is a draft until it is scheduled; it issues spins only while it is live. A spin already issued keeps the sectors it was issued with."
        actions={
          mayWrite ? (
            <Link className="button button--primary" to="/wheels/new" data-testid="wheel-new">
              New wheel
            </Link>
          ) : null
        }
      />
      <PromotionList
        legend="Which wheels"
        allCaption="All wheels"
        emptyText="No wheel here."
        state={state}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
        onPage={setPage}
        list={list}
        columns={columns}
        filterTestId="wheel-state-filter"
        tableTestId="wheels-table"
      />
    </section>
  );
}
