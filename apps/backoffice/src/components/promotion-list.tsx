import type { PageMeta, PromotionState } from '@casino/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable } from './data-table.tsx';
import { Pager } from './pager.tsx';
import { PROMOTION_STATE_LABELS, PromotionStateFilter } from './promotion-state.tsx';
import { ErrorState, LoadingState } from './query-states.tsx';

type PromotionListProps<T extends { id: string }> = {
  /** "Which bonuses": the filter's legend. */
  legend: string;
  /** The table's caption without a state filter ("All bonuses") and its text when empty. */
  allCaption: string;
  emptyText: string;
  state: PromotionState | undefined;
  /** A new state filter; the page goes back to the first. */
  onState: (state: PromotionState | undefined) => void;
  onPage: (page: number) => void;
  list: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column type varies per accessor.
  columns: any[];
  filterTestId: string;
  tableTestId: string;
};

/** A list of promotions of one kind (bonuses, quests, wheels): the state filter, the table, its pages. */
export function PromotionList<T extends { id: string }>(props: PromotionListProps<T>) {
  const { list, state } = props;
  return (
    <>
      <PromotionStateFilter
        legend={props.legend}
        state={state}
        onChange={props.onState}
        testId={props.filterTestId}
      />
      {list.isPending ? <LoadingState /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <DataTable
            caption={state ? PROMOTION_STATE_LABELS[state] : props.allCaption}
            columns={props.columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            emptyText={props.emptyText}
            serverOrdered
            testId={props.tableTestId}
          />
          <Pager meta={list.data.meta} onPage={props.onPage} />
        </>
      ) : null}
    </>
  );
}
