import { InvoiceStatus, type InvoicesQueryInput, InvoiceType } from '@casino/contracts';

/** Invoices per page of the history. */
export const HISTORY_PER_PAGE = 20;

export const TYPE_FILTERS = ['all', 'deposit', 'withdrawal'] as const;
export const STATUS_FILTERS = ['all', 'pending', 'success', 'error'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The history's filters as the URL keeps them: `?type=deposit&status=pending&page=2`. */
export type HistoryFilters = { type: TypeFilter; status: StatusFilter; page: number };

export const DEFAULT_FILTERS: HistoryFilters = { type: 'all', status: 'all', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** Filters from the URL query; anything unknown falls back to its default. */
export function filtersFromSearch(search: URLSearchParams): HistoryFilters {
  const page = Number(search.get('page'));
  return {
    type: oneOf(TYPE_FILTERS, search.get('type')) ?? 'all',
    status: oneOf(STATUS_FILTERS, search.get('status')) ?? 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL query with the filters changed: defaults leave the query, other parameters (a modal's flag)
 * stay, and a new type or status starts again at page 1.
 */
export function searchWithFilters(search: URLSearchParams, change: Partial<HistoryFilters>): URLSearchParams {
  const current = filtersFromSearch(search);
  const filtersChanged =
    (change.type !== undefined && change.type !== current.type) ||
    (change.status !== undefined && change.status !== current.status);
  const next: HistoryFilters = {
    ...current,
    ...change,
    page: change.page ?? (filtersChanged ? 1 : current.page),
  };
  const params = new URLSearchParams(search);
  const values: Record<keyof HistoryFilters, string | null> = {
    type: next.type === 'all' ? null : next.type,
    status: next.status === 'all' ? null : next.status,
    page: next.page > 1 ? String(next.page) : null,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

const TYPE_VALUES: Record<Exclude<TypeFilter, 'all'>, InvoiceType> = {
  deposit: InvoiceType.deposit,
  withdrawal: InvoiceType.withdrawal,
};
const STATUS_VALUES: Record<Exclude<StatusFilter, 'all'>, InvoiceStatus> = {
  pending: InvoiceStatus.pending,
  success: InvoiceStatus.success,
  error: InvoiceStatus.error,
};

/** GET /api/payment/invoices query of the filters ("all" sends nothing; the others a bracket array). */
export function invoicesQueryOf(filters: HistoryFilters): InvoicesQuery {
  return {
    page: filters.page,
    perPage: HISTORY_PER_PAGE,
    ...(filters.type === 'all' ? {} : { type: [TYPE_VALUES[filters.type]] }),
    ...(filters.status === 'all' ? {} : { status: [STATUS_VALUES[filters.status]] }),
  };
}

/** What the history page sends: the page, and the type and status as the client's bracket arrays. */
export type InvoicesQuery = InvoicesQueryInput & {
  page: number;
  perPage: number;
  type?: InvoiceType[];
  status?: InvoiceStatus[];
};

/** The status filter's name of an invoice status, for the badge and its text. */
export function statusName(status: InvoiceStatus): Exclude<StatusFilter, 'all'> {
  if (status === InvoiceStatus.pending) return 'pending';
  return status === InvoiceStatus.success ? 'success' : 'error';
}

export function typeName(type: InvoiceType): Exclude<TypeFilter, 'all'> {
  return type === InvoiceType.deposit ? 'deposit' : 'withdrawal';
}

export const sameFilters = (a: HistoryFilters, b: HistoryFilters) =>
  a.type === b.type && a.status === b.status && a.page === b.page;
