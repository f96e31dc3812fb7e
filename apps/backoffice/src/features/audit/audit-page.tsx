import { backofficeRoutes as calls } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-context.tsx';
import { AUDIT_QUERY_KEY } from '../../api/query-keys.ts';
import { useStaffNames } from '../../api/staff-names.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditEntryDetail } from './audit-entry-detail.tsx';
import { AuditFilterForm } from './audit-filter-form.tsx';
import { type AuditFilters, filtersFromSearch, searchFromFilters } from './audit-filters.ts';

const PAGE_SIZE = 50;

/** The audit log, newest first, filtered from the URL, older rows a page at a time (keyset cursor). */
export function AuditPage() {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const log = useInfiniteQuery({
    queryKey: [...AUDIT_QUERY_KEY, filters],
    queryFn: ({ pageParam }) =>
      api.call(calls.auditLog, { query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.nextCursor ?? undefined,
  });
  const names = useStaffNames(useCan('staff.read'));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => {
    const toggle = (sequence: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(sequence)) next.add(sequence);
        return next;
      });
    return auditColumns(names, expanded, toggle);
  }, [names, expanded]);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.data) ?? [], [log.data]);
  const applyFilters = (next: AuditFilters) => setSearch(searchFromFilters(next));

  return (
    <section className="page">
      <title>Audit log · Back office</title>
      <PageHeader
        title="Audit log"
        description="Every change made by staff and API keys, newest first. Rows are chained by hash: npm run audit-check proves none was edited or removed."
      />
      <AuditFilterForm filters={filters} onApply={applyFilters} />
      {log.isPending ? <LoadingState /> : null}
      {log.isError ? <ErrorState error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.data ? (
        <>
          <DataTable
            caption="Audit log entries"
            columns={columns}
            data={entries}
            getRowId={(entry) => entry.sequence}
            emptyText="No entries match these filters."
            serverOrdered
            renderDetail={(entry) =>
              expanded.has(entry.sequence) ? <AuditEntryDetail entry={entry} /> : null
            }
            testId="audit-table"
          />
          <div className="table-footer">
            <span className="muted" role="status">
              {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown
            </span>
            {log.hasNextPage ? (
              <button
                type="button"
                className="button"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage ? 'Loading…' : 'Load older entries'}
              </button>
            ) : entries.length > 0 ? (
              <span className="muted">No older entries.</span>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
