import { backofficeKycRoutes as calls } from '@casino/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { kycColumns } from './kyc-columns.tsx';
import { KYC_QUERY_KEY } from './kyc-query-key.ts';
import { KycReviewPanel } from './kyc-review-panel.tsx';

const PAGE_SIZE = 50;

/** The KYC queue: documents waiting for review, oldest first; the selected one beside its player. */
export function KycPage() {
  const api = useApi();
  const queue = useInfiniteQuery({
    queryKey: KYC_QUERY_KEY,
    queryFn: ({ pageParam }) => api.call(calls.kycQueue, { query: { cursor: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.nextCursor ?? undefined,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const documents = useMemo(() => queue.data?.pages.flatMap((page) => page.data) ?? [], [queue.data]);
  const columns = useMemo(() => kycColumns(selectedId, setSelectedId), [selectedId]);
  const selected = documents.find((document) => document.id === selectedId);

  return (
    <section className="page">
      <title>KYC queue · Back office</title>
      <PageHeader
        title="KYC queue"
        description="Documents waiting for review, oldest first. The player reads the decision in their inbox."
      />
      {queue.isPending ? <LoadingState /> : null}
      {queue.isError ? <ErrorState error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <div className={selected ? 'kyc-layout kyc-layout--open' : 'kyc-layout'}>
          <div className="kyc-layout__queue">
            <DataTable
              caption="Documents waiting for review"
              columns={columns}
              data={documents}
              getRowId={(document) => document.id}
              emptyText="No document is waiting for review."
              serverOrdered
              testId="kyc-table"
            />
            <div className="table-footer">
              <span className="muted" role="status">
                {documents.length} {documents.length === 1 ? 'document' : 'documents'} waiting
              </span>
              {queue.hasNextPage ? (
                <button
                  type="button"
                  className="button"
                  onClick={() => void queue.fetchNextPage()}
                  disabled={queue.isFetchingNextPage}
                >
                  {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </button>
              ) : null}
            </div>
          </div>
          {selected ? (
            <KycReviewPanel key={selected.id} document={selected} onDecided={() => setSelectedId(null)} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
