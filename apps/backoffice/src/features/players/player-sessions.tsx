import { backofficePlayerHistoryRoutes as calls, type StaffSession } from '@casino/contracts';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';

const column = columnHelperFor<StaffSession>();
const columns = column.columns([
  column.accessor('createdAt', { header: 'Opened', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
  column.accessor('open', {
    header: 'State',
    cell: ({ getValue, row }) =>
      getValue() ? (
        <span className="badge badge--active">Open</span>
      ) : (
        <span>
          Ended <DateTime value={row.original.closedAt} empty="(idle)" />
        </span>
      ),
  }),
  column.accessor('ip', { header: 'IP' }),
  column.accessor('country', { header: 'Country', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('fingerprint', {
    header: 'Fingerprint',
    cell: ({ getValue }) => {
      const fingerprint = getValue();
      return fingerprint ? (
        <code title={fingerprint}>{fingerprint.slice(0, 12)}</code>
      ) : (
        <span className="muted">None sent</span>
      );
    },
  }),
  column.accessor('userAgent', {
    header: 'Browser',
    cell: ({ getValue, row }) => (
      <span className="clip" title={getValue() ?? ''}>
        {row.original.deviceType}: {getValue() ?? '—'}
      </span>
    ),
  }),
  column.accessor('method', { header: 'Signed in with', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('lastSeenAt', {
    header: 'Last seen',
    cell: ({ getValue }) => <DateTime value={getValue()} />,
  }),
]);

/** Every session the player opened, open or ended, newest first. */
export function PlayerSessions({ playerId }: { playerId: string }) {
  const api = useApi();
  const { list, setPage } = usePlayerPages(playerId, ['sessions'], (page) =>
    api.call(calls.playerSessions, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Sessions"
      columns={columns}
      getRowId={(session) => session.sessionId}
      emptyText="No session yet."
      testId="player-sessions"
    />
  );
}
