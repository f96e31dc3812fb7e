import type { GamesQueryInput } from '@casino/contracts';

/** Games per page of a grid; "load more" asks for the next page of the same size. */
export const GAMES_PER_PAGE = 24;

/** The longest search and provider id the API accepts (gamesQuerySchema). */
export const SEARCH_MAX_LENGTH = 100;
const PROVIDER_MAX_LENGTH = 100;

/** A grid's filters as the URL keeps them: `?search=wild&provider=studio`. */
export type CatalogueFilters = { search: string; provider: string };

export const NO_FILTERS: CatalogueFilters = { search: '', provider: '' };

/** Filters from the URL query, cut to what the API accepts (a hand-made URL never fails); a missing one is empty. */
export function catalogueFiltersFromSearch(search: URLSearchParams): CatalogueFilters {
  return {
    search: (search.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    provider: (search.get('provider') ?? '').trim().slice(0, PROVIDER_MAX_LENGTH),
  };
}

/** Writes filter changes into a URL query: empty ones leave it, other parameters (modal flags) stay. */
export function applyCatalogueFilters(params: URLSearchParams, change: Partial<CatalogueFilters>) {
  for (const [key, value] of Object.entries(change)) {
    const clean = value.trim();
    if (clean) params.set(key, clean);
    else params.delete(key);
  }
}

/** A copy of the URL query with the filters changed. */
export function searchWithCatalogueFilters(
  search: URLSearchParams,
  change: Partial<CatalogueFilters>,
): URLSearchParams {
  const params = new URLSearchParams(search);
  applyCatalogueFilters(params, change);
  return params;
}

/** GET /api/game/games query of the first page of a grid (client contract names); empty filters send nothing. */
export function gamesQueryOf(filters: CatalogueFilters, collection?: string): GamesQueryInput {
  return {
    page: 1,
    perPage: GAMES_PER_PAGE,
    ...(collection ? { collectionId: [collection] } : {}),
    ...(filters.provider ? { providerId: [filters.provider] } : {}),
    ...(filters.search ? { name: filters.search } : {}),
  };
}

export const sameCatalogueFilters = (a: CatalogueFilters, b: CatalogueFilters) =>
  a.search === b.search && a.provider === b.provider;
