import { useT } from '../../../lib/use-t.ts';
import { type CatalogueFilters, NO_FILTERS } from '../lib/catalogue-filters.ts';
import { useCatalogueFilters } from './catalogue-toolbar.tsx';

/** An empty catalogue grid: what was searched, and a button clearing the filters it was given. */
export function NoMatches({ filters }: { filters: CatalogueFilters }) {
  const t = useT('global-components');
  const [, change] = useCatalogueFilters();
  const filtered = filters.search !== '' || filters.provider !== '';
  return (
    <>
      <p className="muted">
        {filters.search ? t('games.grid.noMatch', { search: filters.search }) : t('games.grid.empty')}
      </p>
      {filtered ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => change(filters.provider ? NO_FILTERS : { search: '' })}
          data-testid="clear-filters"
        >
          {t('games.grid.clearFilters')}
        </button>
      ) : null}
    </>
  );
}
