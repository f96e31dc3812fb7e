import { useT } from '../../../lib/use-t.ts';
import type { ProvidersPageData } from '../api/page-data.ts';
import { GameSearchBox, useCatalogueFilters } from '../components/catalogue-toolbar.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { NoMatches } from '../components/no-matches.tsx';
import { ProviderCard } from '../components/provider-card.tsx';
import { useCatalogueGrid } from '../hooks/use-catalogue-grid.ts';
import { gamesQueryOf, sameCatalogueFilters } from '../lib/catalogue-filters.ts';

/**
 * /providers: a card per provider; `?provider={id}` picks one and lists its games under the cards
 * (with the search box), so a provider's games have a URL of their own.
 */
export function ProvidersPage({ loaded }: { loaded: ProvidersPageData }) {
  const t = useT('global-components');
  const [filters] = useCatalogueFilters();
  const selected = loaded.providers.find((provider) => provider.id === filters.provider);
  const grid = useCatalogueGrid(
    gamesQueryOf(filters),
    loaded.games && sameCatalogueFilters(filters, loaded.filters) ? loaded.games : undefined,
    !!selected,
  );
  return (
    <div className="page catalogue-page" data-testid="providers-page">
      <header className="catalogue-head">
        <h1>{t('games.providers.title')}</h1>
        <p className="muted">{t('games.providers.text')}</p>
      </header>
      <ul className="provider-grid" data-testid="provider-cards">
        {loaded.providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} selected={provider.id === selected?.id} />
          </li>
        ))}
      </ul>
      {selected ? (
        <section className="section" aria-labelledby="provider-games-title" data-testid="provider-games">
          <div className="catalogue-section-head">
            <h2 id="provider-games-title">{t('games.providers.games', { name: selected.name })}</h2>
            <GameSearchBox />
          </div>
          <GameGrid grid={grid} empty={<NoMatches filters={{ ...filters, provider: '' }} />} />
        </section>
      ) : (
        <p className="muted section" data-testid="provider-pick">
          {t('games.providers.pick')}
        </p>
      )}
    </div>
  );
}
