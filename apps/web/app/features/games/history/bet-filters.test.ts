import { describe, expect, it } from 'vitest';
import { applyBetFilters, BETS_PER_PAGE, betFiltersFromSearch, betsQueryOf } from './bet-filters.ts';

describe('game history filters', () => {
  it('reads the settled filter and the page, defaulting what is unknown', () => {
    expect(betFiltersFromSearch(new URLSearchParams('tab=games&settled=open&page=3'))).toEqual({
      settled: 'open',
      page: 3,
    });
    expect(betFiltersFromSearch(new URLSearchParams('settled=maybe&page=-2'))).toEqual({
      settled: 'all',
      page: 1,
    });
  });

  it('starts a new filter at page 1 and keeps other parameters', () => {
    const params = new URLSearchParams('tab=games&page=4');
    applyBetFilters(params, { settled: 'settled' });
    expect(params.toString()).toBe('tab=games&settled=settled');
    applyBetFilters(params, { page: 2 });
    expect(params.toString()).toBe('tab=games&settled=settled&page=2');
    applyBetFilters(params, { settled: 'all' });
    expect(params.toString()).toBe('tab=games');
  });

  it('asks the API for settled, open or every round', () => {
    expect(betsQueryOf({ settled: 'all', page: 1 })).toEqual({ page: 1, perPage: BETS_PER_PAGE });
    expect(betsQueryOf({ settled: 'settled', page: 2 })).toEqual({
      page: 2,
      perPage: BETS_PER_PAGE,
      isSettled: true,
    });
    expect(betsQueryOf({ settled: 'open', page: 1 }).isSettled).toBe(false);
  });
});
