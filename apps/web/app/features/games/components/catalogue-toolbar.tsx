import type { GameCollection, GameProvider } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useModals } from '../../../components/modals/use-modals.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useLatestSearch, useSearchUpdate } from '../../../lib/use-search-update.ts';
import { useT } from '../../../lib/use-t.ts';
import {
  applyCatalogueFilters,
  type CatalogueFilters,
  catalogueFiltersFromSearch,
  SEARCH_MAX_LENGTH,
  searchWithCatalogueFilters,
} from '../lib/catalogue-filters.ts';

/** Typing waits this long after the last key before the search reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The grid's filters as the URL holds them, and their setter (replacing the history entry). */
export function useCatalogueFilters() {
  const latest = useLatestSearch();
  const updateSearch = useSearchUpdate();
  const change = (update: Partial<CatalogueFilters>) =>
    updateSearch((params) => applyCatalogueFilters(params, update), {
      replace: true,
      preventScrollReset: true,
    });
  return [catalogueFiltersFromSearch(latest), change] as const;
}

/** Category pills: every collection, the current one marked; the search and provider filter stay. */
export function CollectionPills({
  collections,
  current,
}: {
  collections: GameCollection[];
  current?: string;
}) {
  const t = useT('global-components');
  const localize = useLocalizePath();
  const [filters] = useCatalogueFilters();
  const query = searchWithCatalogueFilters(new URLSearchParams(), filters).toString();
  return (
    <nav className="pill-nav" aria-label={t('games.categories.label')} data-testid="collection-pills">
      {collections.map((collection) => (
        <Link
          key={collection.id}
          to={`${localize(`/categories/${collection.identity}`)}${query ? `?${query}` : ''}`}
          className="pill"
          aria-current={collection.identity === current ? 'page' : undefined}
          preventScrollReset
          data-testid={`collection-pill-${collection.identity}`}
        >
          {collection.name}
          <span className="pill__count">{collection.gamesCount}</span>
        </Link>
      ))}
    </nav>
  );
}

/** The search box: the server filters by title once typing pauses; the query stays in the URL. */
export function GameSearchBox() {
  const t = useT('global-components');
  const [filters, change] = useCatalogueFilters();
  const [text, setText] = useState(filters.search);
  const sent = useRef(filters.search);

  // A search changed from outside (back button, a link) shows in the box.
  useEffect(() => {
    if (filters.search === sent.current) return;
    sent.current = filters.search;
    setText(filters.search);
  }, [filters.search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      change({ search: wanted });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <search className="game-search">
      <label className="visually-hidden" htmlFor="game-search">
        {t('games.search.label')}
      </label>
      <Icon name="search" size={18} className="game-search__icon" />
      <input
        id="game-search"
        type="search"
        className="field__control game-search__input"
        placeholder={t('games.search.placeholder')}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        data-testid="game-search"
      />
    </search>
  );
}

/** Provider filter: all providers, or one of them. */
export function ProviderSelect({ providers }: { providers: GameProvider[] }) {
  const t = useT('global-components');
  const [filters, change] = useCatalogueFilters();
  return (
    <label className="provider-select">
      <span className="visually-hidden">{t('games.providerFilter.label')}</span>
      <select
        className="field__control"
        value={filters.provider}
        onChange={(event) => change({ provider: event.target.value })}
        data-testid="provider-filter"
      >
        <option value="">{t('games.providerFilter.all')}</option>
        {providers.map((provider) => (
          <option key={provider.id} value={provider.id}>
            {provider.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** On a phone the pills give way to two buttons opening the categories and providers modals. */
export function CatalogueModalButtons() {
  const t = useT('global-components');
  const { open } = useModals();
  return (
    <div className="catalogue-modal-buttons">
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => open('categories')}
        data-testid="open-categories"
      >
        <Icon name="grid" size={16} /> {t('games.categories.button')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => open('providers')}
        data-testid="open-providers"
      >
        <Icon name="layers" size={16} /> {t('games.providers.button')}
      </button>
    </div>
  );
}
