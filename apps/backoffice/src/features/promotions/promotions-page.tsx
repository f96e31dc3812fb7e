import { type BackofficeBonus, backofficeBonusRoutes as calls, type PromotionState } from '@casino/contracts';
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
import { PROMOTIONS_QUERY_KEY, TRIGGER_LABELS, TYPE_LABELS } from './labels.tsx';
import { PackagesSection } from './packages-section.tsx';

const PER_PAGE = 25;
const column = columnHelperFor<BackofficeBonus>();

/** GET /api/backoffice/bonuses: the deposit, code and cashback bonuses, by lifecycle state. */
export function PromotionsPage() {
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const [state, setState] = useState<PromotionState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'bonuses', state ?? 'all', page],
    queryFn: () =>
      api.call(calls.listBonuses, { query: { page, perPage: PER_PAGE, ...(state ? { state } : {}) } }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => row.names.en ?? row.slug, {
          id: 'name',
          header: 'Bonus',
          cell: ({ row, getValue }) => (
            <Link to={`/promotions/bonuses/${row.original.id}`} data-testid="promotion-link">
              {getValue()}
            </Link>
          ),
        }),
        column.accessor('type', { header: 'Type', cell: ({ getValue }) => TYPE_LABELS[getValue()] }),
        column.accessor('trigger', { header: 'Given', cell: ({ getValue }) => TRIGGER_LABELS[getValue()] }),
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
        column.accessor('grantedCount', { header: 'Received', cell: ({ getValue }) => getValue() }),
      ]),
    [],
  );
  return (
    <section className="page">
      <title>Promotions · Back office</title>
      <PageHeader
        title="Promotions"
        description="Deposit bonuses, code bonuses and the weekly cashback. A bonus is a draft until it is scheduled; players see it only while it is live, and what they received keeps its terms."
        actions={
          mayWrite ? (
            <Link className="button button--primary" to="/promotions/bonuses/new" data-testid="promotion-new">
              New bonus
            </Link>
          ) : null
        }
      />
      <PromotionList
        legend="Which bonuses"
        allCaption="All bonuses"
        emptyText="No bonus here."
        state={state}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
        onPage={setPage}
        list={list}
        columns={columns}
        filterTestId="promotion-state-filter"
        tableTestId="promotions-table"
      />
      <PackagesSection />
    </section>
  );
}
