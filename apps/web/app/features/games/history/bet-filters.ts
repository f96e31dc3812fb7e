import type { GameBetsQuery } from '@casino/contracts';

/** Rounds per page of the history's Games tab. */
export const BETS_PER_PAGE = 20;

export const SETTLED_FILTERS = ['all', 'settled', 'open'] as const;
export type SettledFilter = (typeof SETTLED_FILTERS)[number];

/** The Games tab's filters as the URL keeps them: `?tab=games&settled=open&page=2`. */
export type BetFilters = { settled: SettledFilter; page: number };

export const DEFAULT_BET_FILTERS: BetFilters = { settled: 'all', page: 1 };

/** Filters from the URL query; anything unknown falls back to its default. */
export function betFiltersFromSearch(search: URLSearchParams): BetFilters {
  const page = Number(search.get('page'));
  const settled = SETTLED_FILTERS.find((filter) => filter === search.get('settled'));
  return { settled: settled ?? 'all', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** Writes a change into the URL query: a new settled filter starts at page 1; defaults leave the query. */
export function applyBetFilters(params: URLSearchParams, change: Partial<BetFilters>) {
  const current = betFiltersFromSearch(params);
  const settled = change.settled ?? current.settled;
  const page = change.page ?? (settled === current.settled ? current.page : 1);
  if (settled === 'all') params.delete('settled');
  else params.set('settled', settled);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
}

/** GET /api/game/bets query of the filters ("all" sends no isSettled). */
export function betsQueryOf(filters: BetFilters): GameBetsQuery {
  return {
    page: filters.page,
    perPage: BETS_PER_PAGE,
    ...(filters.settled === 'all' ? {} : { isSettled: filters.settled === 'settled' }),
  };
}

export const sameBetFilters = (a: BetFilters, b: BetFilters) => a.settled === b.settled && a.page === b.page;
