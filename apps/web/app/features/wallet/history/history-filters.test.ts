import { InvoiceStatus, InvoiceType } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  HISTORY_PER_PAGE,
  invoicesQueryOf,
  searchWithFilters,
  statusName,
} from './history-filters.ts';

const search = (query: string) => new URLSearchParams(query);

describe('history filters from the URL', () => {
  it('reads type, status and page', () => {
    expect(filtersFromSearch(search('type=withdrawal&status=pending&page=3'))).toEqual({
      type: 'withdrawal',
      status: 'pending',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(filtersFromSearch(search(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch(search('type=refund&status=2&page=-4'))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromSearch(search('page=1.5')).page).toBe(1);
    expect(filtersFromSearch(search('page=abc')).page).toBe(1);
  });
});

describe('history filters into the URL', () => {
  it('writes only what differs from the defaults', () => {
    expect(searchWithFilters(search(''), { type: 'deposit' }).toString()).toBe('type=deposit');
    expect(searchWithFilters(search('type=deposit'), { type: 'all' }).toString()).toBe('');
    expect(searchWithFilters(search(''), { page: 2 }).toString()).toBe('page=2');
  });

  it('starts again at page 1 when the type or status changes', () => {
    expect(searchWithFilters(search('type=deposit&page=4'), { status: 'error' }).toString()).toBe(
      'type=deposit&status=error',
    );
    expect(searchWithFilters(search('status=error&page=4'), { status: 'error' }).get('page')).toBe('4');
  });

  it("keeps other parameters such as a modal's flag", () => {
    const next = searchWithFilters(search('wallet=deposit&type=deposit'), { page: 2 });
    expect(next.get('wallet')).toBe('deposit');
    expect(next.get('type')).toBe('deposit');
    expect(next.get('page')).toBe('2');
  });

  it('reads back what it wrote', () => {
    const filters = { type: 'withdrawal', status: 'success', page: 5 } as const;
    expect(filtersFromSearch(searchWithFilters(search(''), filters))).toEqual(filters);
  });
});

describe('invoice list query', () => {
  it('sends nothing for "all" and 20 per page', () => {
    expect(invoicesQueryOf(DEFAULT_FILTERS)).toEqual({ page: 1, perPage: HISTORY_PER_PAGE });
    expect(HISTORY_PER_PAGE).toBe(20);
  });

  it('maps type and status to their numbers, in bracket arrays as the client sends them', () => {
    expect(invoicesQueryOf({ type: 'deposit', status: 'pending', page: 2 })).toEqual({
      page: 2,
      perPage: 20,
      type: [InvoiceType.deposit],
      status: [InvoiceStatus.pending],
    });
    expect(invoicesQueryOf({ type: 'withdrawal', status: 'error', page: 1 })).toMatchObject({
      type: [InvoiceType.withdrawal],
      status: [InvoiceStatus.error],
    });
    expect(invoicesQueryOf({ type: 'all', status: 'success', page: 1 })).toEqual({
      page: 1,
      perPage: 20,
      status: [InvoiceStatus.success],
    });
  });

  it('names every status the way the filter does', () => {
    expect([InvoiceStatus.pending, InvoiceStatus.success, InvoiceStatus.error].map(statusName)).toEqual([
      'pending',
      'success',
      'error',
    ]);
  });
});
