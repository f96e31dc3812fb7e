import { backofficePlayerHistoryRoutes as calls, type PlayerContact } from '@casino/contracts';
import { useApi } from '../../api/api-context.tsx';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { PagedTable, PER_PAGE, usePlayerPages } from './player-history.tsx';

const CHANNEL_LABELS: Record<PlayerContact['channel'], string> = { inbox: 'Inbox', email: 'E-mail' };

const column = columnHelperFor<PlayerContact>();
const columns = column.columns([
  column.accessor('createdAt', { header: 'Sent', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
  column.accessor('channel', { header: 'Channel', cell: ({ getValue }) => CHANNEL_LABELS[getValue()] }),
  column.accessor('title', {
    header: 'Title or subject',
    cell: ({ getValue, row }) => (
      <>
        {getValue()}
        {row.original.to ? <span className="cell-note">To {row.original.to}</span> : null}
      </>
    ),
  }),
  column.accessor('read', {
    header: 'Read',
    cell: ({ getValue, row }) => {
      const read = getValue();
      if (read === null) return <span className="muted">Not known</span>;
      return read ? <DateTime value={row.original.readAt} /> : 'Unread';
    },
  }),
]);

/** What the player was sent: inbox messages and the e-mails the outbox kept, newest first. */
export function PlayerMessages({ playerId }: { playerId: string }) {
  const api = useApi();
  const { list, setPage } = usePlayerPages(playerId, ['messages'], (page) =>
    api.call(calls.playerContacts, { params: { id: playerId }, query: { page, perPage: PER_PAGE } }),
  );
  return (
    <PagedTable
      list={list}
      onPage={setPage}
      caption="Messages sent to the player"
      columns={columns}
      getRowId={(message) => `${message.channel}-${message.id}`}
      emptyText="Nothing sent yet."
      testId="player-messages"
    />
  );
}
