import type { ApiKey } from '@casino/contracts';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';

const column = columnHelperFor<ApiKey>();
const timeOf = (iso: string | null) => (iso ? Date.parse(iso) : 0);

export function apiKeyColumns(staffNames: ReadonlyMap<string, string>, revoke: (key: ApiKey) => void) {
  return column.columns([
    column.accessor('name', { header: 'Name', sortFn: 'text' }),
    column.accessor('prefix', {
      header: 'Starts with',
      enableSorting: false,
      cell: ({ getValue }) => <code>{getValue()}…</code>,
    }),
    column.accessor('scopes', {
      header: 'Scopes',
      enableSorting: false,
      cell: ({ getValue }) => (
        <ul className="chips">
          {getValue().map((scope) => (
            <li key={scope} className="chip">
              {scope}
            </li>
          ))}
        </ul>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      sortFn: (a, b) => timeOf(a.original.createdAt) - timeOf(b.original.createdAt),
      cell: ({ getValue, row }) => (
        <>
          <DateTime value={getValue()} />
          <span className="cell-note">
            by {staffNames.get(row.original.createdBy) ?? row.original.createdBy}
          </span>
        </>
      ),
    }),
    column.accessor('lastUsedAt', {
      header: 'Last used',
      sortFn: (a, b) => timeOf(a.original.lastUsedAt) - timeOf(b.original.lastUsedAt),
      cell: ({ getValue }) => <DateTime value={getValue()} empty="Never" />,
    }),
    column.accessor('revokedAt', {
      header: 'Status',
      enableSorting: false,
      cell: ({ getValue }) => {
        const revokedAt = getValue();
        if (!revokedAt) return <span className="badge badge--active">Active</span>;
        return (
          <>
            <span className="badge badge--disabled">Revoked</span>
            <span className="cell-note">
              <DateTime value={revokedAt} />
            </span>
          </>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) =>
        row.original.revokedAt ? null : (
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`Revoke: ${row.original.name}`}
            onClick={() => revoke(row.original)}
          >
            Revoke
          </button>
        ),
    }),
  ]);
}
