import type { AuditEntry } from '@casino/contracts';
import { columnHelperFor } from '../../components/data-table.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { ACTOR_KIND_LABELS, ROLE_LABELS } from '../../session/labels.ts';

const column = columnHelperFor<AuditEntry>();

/** Ids are uuids: their start tells rows apart in a narrow column; the details show them whole. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

export const detailIdOf = (entry: AuditEntry) => `audit-entry-${entry.sequence}`;

export function auditColumns(
  staffNames: ReadonlyMap<string, string>,
  expanded: ReadonlySet<string>,
  toggle: (sequence: string) => void,
) {
  return column.columns([
    column.accessor('at', { header: 'Time', cell: ({ getValue }) => <DateTime value={getValue()} /> }),
    column.accessor('actor', {
      header: 'Who',
      cell: ({ getValue }) => {
        const actor = getValue();
        const name = actor.kind === 'staff' ? staffNames.get(actor.id) : undefined;
        return (
          <>
            <span>{name ?? actor.id}</span>
            <span className="cell-note">
              {ACTOR_KIND_LABELS[actor.kind]}
              {actor.role ? `, ${ROLE_LABELS[actor.role]}` : ''}
            </span>
          </>
        );
      },
    }),
    column.accessor('action', { header: 'Action', cell: ({ getValue }) => <code>{getValue()}</code> }),
    column.accessor('target', {
      header: 'Target',
      cell: ({ getValue }) => {
        const target = getValue();
        const name = target.type === 'staff' && target.id ? staffNames.get(target.id) : undefined;
        return (
          <>
            <span>{target.type}</span>
            {target.id ? (
              <span className={name ? 'cell-note' : 'cell-note cell-note--id'} title={target.id}>
                {name ?? shortId(target.id)}
              </span>
            ) : null}
          </>
        );
      },
    }),
    column.accessor('reason', {
      header: 'Reason',
      cell: ({ getValue }) => getValue() ?? <span className="muted">—</span>,
    }),
    column.display({
      id: 'details',
      header: 'Details',
      cell: ({ row }) => {
        const entry = row.original;
        const open = expanded.has(entry.sequence);
        return (
          <button
            type="button"
            className="button button--small"
            aria-expanded={open}
            aria-controls={open ? detailIdOf(entry) : undefined}
            aria-label={`${open ? 'Hide' : 'Show'} the change of entry ${entry.sequence}`}
            onClick={() => toggle(entry.sequence)}
          >
            {open ? 'Hide' : 'Show'}
          </button>
        );
      },
    }),
  ]);
}
