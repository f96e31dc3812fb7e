import { type BackofficeBonusPackage, backofficeBonusRoutes as calls } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { StateBadge } from '../../components/promotion-state.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { PROMOTIONS_QUERY_KEY } from './labels.tsx';
import { PackageForm } from './package-form.tsx';

const column = columnHelperFor<BackofficeBonusPackage>();

/**
 * The packages (GET /api/backoffice/bonus-packages): deposit bonuses offered together as steps, in
 * order. A package is live while one of its steps is; its editor sets the steps and their order.
 */
export function PackagesSection() {
  const api = useApi();
  const mayWrite = useCan('bonuses.write');
  const [editing, setEditing] = useState<{ pack: BackofficeBonusPackage | null } | null>(null);
  const packages = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'packages'],
    queryFn: () => api.call(calls.listBonusPackages, {}),
  });
  // The deposit bonuses a step may be (the editor's choice); read only once the editor opens.
  const deposits = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'bonuses', 'deposit'],
    queryFn: () => api.call(calls.listBonuses, { query: { trigger: 'deposit', perPage: 100 } }),
    enabled: editing !== null,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((row) => row.names.en ?? row.slug, {
          id: 'name',
          header: 'Package',
          cell: ({ row, getValue }) => (
            <>
              <strong>{getValue()}</strong>
              <span className="muted"> · {row.original.slug}</span>
            </>
          ),
        }),
        column.accessor('state', {
          header: 'State',
          cell: ({ getValue }) => <StateBadge state={getValue()} />,
        }),
        column.accessor((row) => row.steps.map((step) => step.names.en ?? step.slug).join(' → '), {
          id: 'steps',
          header: 'Steps, in order',
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) =>
            mayWrite ? (
              <button
                type="button"
                className="button button--small"
                data-testid={`package-edit-${row.original.slug}`}
                onClick={() => setEditing({ pack: row.original })}
              >
                Edit
              </button>
            ) : null,
        }),
      ]),
    [mayWrite],
  );
  return (
    <section className="card packages-card" aria-label="Packages" data-testid="packages-section">
      <div className="card__head">
        <h2 className="card__title">Packages</h2>
        {mayWrite ? (
          <button
            type="button"
            className="button button--primary"
            data-testid="package-new"
            onClick={() => setEditing({ pack: null })}
          >
            New package
          </button>
        ) : null}
      </div>
      <p className="muted">
        Deposit bonuses offered together, step by step (a welcome package of the first deposits). A package is
        live while one of its steps is; players who received a step keep it whatever the package becomes.
      </p>
      {packages.isPending ? <LoadingState /> : null}
      {packages.isError ? (
        <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />
      ) : null}
      {packages.data ? (
        <DataTable
          caption="Packages"
          columns={columns}
          data={packages.data.data}
          getRowId={(row) => row.id}
          emptyText="No package yet."
          serverOrdered
          testId="packages-table"
        />
      ) : null}
      <Dialog
        open={editing !== null}
        wide
        title={editing?.pack ? 'Edit the package' : 'New package'}
        onClose={() => setEditing(null)}
      >
        {editing && deposits.isPending ? <LoadingState /> : null}
        {editing && deposits.isError ? (
          <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />
        ) : null}
        {editing && deposits.data ? (
          <PackageForm pack={editing.pack} bonuses={deposits.data.data} onClose={() => setEditing(null)} />
        ) : null}
      </Dialog>
    </section>
  );
}
