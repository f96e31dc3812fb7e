import { describe, expect, it } from 'vitest';
import {
  catalogueFiltersFromSearch,
  GAMES_PER_PAGE,
  gamesQueryOf,
  searchWithCatalogueFilters,
} from './catalogue-filters.ts';

describe('catalogue filters', () => {
  it('reads search and provider from the URL, trimmed', () => {
    expect(catalogueFiltersFromSearch(new URLSearchParams('search=%20wild%20&provider=studio'))).toEqual({
      search: 'wild',
      provider: 'studio',
    });
    expect(catalogueFiltersFromSearch(new URLSearchParams())).toEqual({ search: '', provider: '' });
  });

  it('cuts a search and a provider to what the API accepts', () => {
    const long = 'a'.repeat(150);
    const filters = catalogueFiltersFromSearch(new URLSearchParams({ search: long, provider: long }));
    expect(filters.search).toHaveLength(100);
    expect(filters.provider).toHaveLength(100);
  });

  it('writes filters into the query, keeping other parameters and dropping empty ones', () => {
    const next = searchWithCatalogueFilters(new URLSearchParams('providers=&search=old&provider=studio'), {
      search: 'idol',
    });
    expect(next.toString()).toBe('providers=&search=idol&provider=studio');
    expect(searchWithCatalogueFilters(next, { search: ' ', provider: '' }).toString()).toBe('providers=');
  });

  it('asks for the first page with only the filters that are set', () => {
    expect(gamesQueryOf({ search: '', provider: '' }, 'slots')).toEqual({
      page: 1,
      perPage: GAMES_PER_PAGE,
      collectionId: ['slots'],
    });
    expect(gamesQueryOf({ search: 'dice', provider: 'studio' })).toEqual({
      page: 1,
      perPage: GAMES_PER_PAGE,
      providerId: ['studio'],
      name: 'dice',
    });
  });
});
