import type { AuditEntry } from '@casino/contracts';
import { columnHelperFor, DataTable } from '../../components/data-table.tsx';
import { detailIdOf } from './audit-columns.tsx';
import { changesBetween, displayValue, type FieldChange } from './change-diff.ts';

const column = columnHelperFor<FieldChange>();
const changeColumns = column.columns([
  column.accessor('path', { header: 'Field', cell: ({ getValue }) => <code>{getValue()}</code> }),
  column.accessor('before', {
    header: 'Before',
    cell: ({ getValue, row }) => (
      <span className={row.original.kind === 'added' ? 'muted' : 'diff diff--before'}>
        {displayValue(getValue())}
      </span>
    ),
  }),
  column.accessor('after', {
    header: 'After',
    cell: ({ getValue, row }) => (
      <span className={row.original.kind === 'removed' ? 'muted' : 'diff diff--after'}>
        {displayValue(getValue())}
      </span>
    ),
  }),
]);

/** One audit row opened: what changed (field by field, or the JSON), and where it came from. */
export function AuditEntryDetail({ entry }: { entry: AuditEntry }) {
  const changes = changesBetween(entry.before, entry.after);
  return (
    <div className="audit-detail" id={detailIdOf(entry)}>
      {changes === null ? (
        <div className="audit-detail__json">
          <JsonBlock label="Before" value={entry.before} />
          <JsonBlock label="After" value={entry.after} />
        </div>
      ) : changes.length > 0 ? (
        <DataTable
          caption={`Fields changed by entry ${entry.sequence}`}
          columns={changeColumns}
          data={changes}
          getRowId={(change) => change.path}
          emptyText=""
          serverOrdered
        />
      ) : (
        <p className="muted">No record was changed (a sign-in, a sign-out or a read).</p>
      )}
      <dl className="facts facts--inline">
        <dt>Entry</dt>
        <dd>{entry.sequence}</dd>
        <dt>Target</dt>
        <dd className="facts__long">
          {entry.target.type} <code>{entry.target.id ?? '—'}</code>
        </dd>
        <dt>Actor</dt>
        <dd className="facts__long">
          {entry.actor.kind} <code>{entry.actor.id}</code>
        </dd>
        <dt>IP</dt>
        <dd>{entry.ip ?? '—'}</dd>
        <dt>Browser</dt>
        <dd className="facts__long">{entry.userAgent ?? '—'}</dd>
        <dt>Hash</dt>
        <dd className="facts__long">
          <code>{entry.hash}</code>
        </dd>
      </dl>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <figure className="json-block">
      <figcaption className="field__label">{label}</figcaption>
      <pre>{value === undefined ? '—' : JSON.stringify(value, null, 2)}</pre>
    </figure>
  );
}
