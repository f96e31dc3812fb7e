import {
  type ColumnDef,
  createColumnHelper,
  createSortedRowModel,
  type Header,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';

/** The table features every back-office table has: sorting in the browser where a column allows it. */
export const backofficeTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text, alphanumeric: sortFn_alphanumeric, datetime: sortFn_datetime },
});
export type BackofficeTableFeatures = typeof backofficeTableFeatures;

export const columnHelperFor = <Row extends RowData>() => createColumnHelper<BackofficeTableFeatures, Row>();

export type DataTableProps<Row extends RowData> = {
  /** The table's accessible name (a caption, visually hidden). */
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: the columns' own value types vary per column.
  columns: ColumnDef<BackofficeTableFeatures, Row, any>[];
  data: Row[];
  getRowId: (row: Row) => string;
  emptyText: string;
  initialSorting?: SortingState;
  /** Rows that come from the server in their order (keyset pages): no sorting in the browser. */
  serverOrdered?: boolean;
  /** A full-width row under a row (its details), when it returns something. */
  renderDetail?: (row: Row) => ReactNode;
  testId?: string;
};

/**
 * The one table of the back office (TanStack Table): semantic markup, sortable headers as buttons
 * with aria-sort, and a scroll box that keeps wide tables usable at 768 px.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  emptyText,
  initialSorting = [],
  serverOrdered = false,
  renderDetail,
  testId,
}: DataTableProps<Row>) {
  const table = useTable({
    features: backofficeTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    enableSorting: !serverOrdered,
    enableSortingRemoval: false,
    initialState: { sorting: initialSorting },
  });
  const columnCount = table.getAllLeafColumns().length;

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </HeaderCell>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => {
              const detail = renderDetail?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr data-row-id={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                  {detail ? (
                    <tr className="data-table__detail">
                      <td colSpan={columnCount}>{detail}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<Row extends RowData>({
  header,
  children,
}: {
  header: Header<BackofficeTableFeatures, Row, unknown>;
  children: ReactNode;
}) {
  const column = header.column;
  if (!column.getCanSort()) return <th scope="col">{children}</th>;
  const sorted = column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className="sort-button" onClick={column.getToggleSortingHandler()}>
        {children}
        <span className="sort-button__mark" aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
