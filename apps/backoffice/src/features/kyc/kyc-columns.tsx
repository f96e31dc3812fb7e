import type { QueuedDocument } from '@casino/contracts';
import { ageLabel } from '../../components/age-label.ts';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { documentTypeLabel, levelLabel } from './kyc-labels.ts';

const column = columnHelperFor<QueuedDocument>();

export function kycColumns(selectedId: string | null, select: (id: string) => void) {
  return column.columns([
    column.accessor('uploadedAt', {
      header: 'Uploaded',
      cell: ({ getValue, row }) => (
        <>
          <DateTime value={getValue()} />
          <span className="cell-note">waiting {ageLabel(row.original.ageSeconds)}</span>
        </>
      ),
    }),
    column.accessor('player', {
      header: 'Player',
      cell: ({ getValue }) => {
        const player = getValue();
        return (
          <>
            <span>{player.email ?? player.nickname}</span>
            <span className="cell-note">{player.nickname}</span>
          </>
        );
      },
    }),
    column.accessor('type', { header: 'Document', cell: ({ getValue }) => documentTypeLabel(getValue()) }),
    column.accessor('verification', { header: 'Level', cell: ({ getValue }) => levelLabel(getValue()) }),
    column.display({
      id: 'view',
      header: () => <span className="visually-hidden">View</span>,
      cell: ({ row }) => {
        const document = row.original;
        const selected = document.id === selectedId;
        return (
          <button
            type="button"
            className={selected ? 'button button--small button--primary' : 'button button--small'}
            aria-pressed={selected}
            aria-label={`View the ${documentTypeLabel(document.type).toLowerCase()} of ${document.player.nickname}`}
            onClick={() => select(document.id)}
          >
            View
          </button>
        );
      },
    }),
  ]);
}
