import { useT } from '../../../lib/use-t.ts';
import type { CategoryPageData } from '../api/page-data.ts';
import {
  CatalogueModalButtons,
  CollectionPills,
  GameSearchBox,
  ProviderSelect,
  useCatalogueFilters,
} from '../components/catalogue-toolbar.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { NoMatches } from '../components/no-matches.tsx';
import { useCatalogueGrid } from '../hooks/use-catalogue-grid.ts';
import { gamesQueryOf, sameCatalogueFilters } from '../lib/catalogue-filters.ts';

/** /categories/{identity}: the collections as pills, search and provider filter, the games grid. */
export function CategoryPage({ loaded }: { loaded: CategoryPageData }) {
  const t = useT('global-components');
  const [filters] = useCatalogueFilters();
  const { collection } = loaded;
  const grid = useCatalogueGrid(
    gamesQueryOf(filters, collection.identity),
    sameCatalogueFilters(filters, loaded.filters) ? loaded.games : undefined,
  );
  return (
    <div className="page catalogue-page" data-testid="category-page">
      <header className="catalogue-head">
        <h1>{collection.name}</h1>
        <p className="muted">{t('games.category.count', { count: collection.gamesCount })}</p>
      </header>
      <CollectionPills collections={loaded.collections} current={collection.identity} />
      <div className="catalogue-filters">
        <GameSearchBox />
        <ProviderSelect providers={loaded.providers} />
        <CatalogueModalButtons />
      </div>
      <section aria-labelledby="catalogue-games-title">
        <h2 id="catalogue-games-title" className="visually-hidden">
          {t('games.grid.title', { name: collection.name })}
        </h2>
        <GameGrid grid={grid} empty={<NoMatches filters={filters} />} />
      </section>
    </div>
  );
}
