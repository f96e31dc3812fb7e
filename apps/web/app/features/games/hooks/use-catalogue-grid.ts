import type { Game, GamesQueryInput } from '@casino/contracts';
import { useApi } from '../../../lib/api-context.tsx';
import { gridKeys, gridPages } from '../api/games-api.ts';
import type { GamePage } from './use-game-pages.ts';
import { useGamePages } from './use-game-pages.ts';
import { useCatalogueViewer } from './use-viewer.ts';

/** A catalogue grid of the first-page query `query`; `firstPage` is the loader's, when it matches. */
export function useCatalogueGrid(
  query: GamesQueryInput,
  firstPage: GamePage<Game> | undefined,
  enabled = true,
) {
  const api = useApi();
  const { viewer, locale } = useCatalogueViewer();
  const { page: _first, ...base } = query;
  return useGamePages({
    queryKey: gridKeys.catalogue(base, viewer, locale),
    fetchPage: (page) => gridPages.catalogue(api, query, page),
    firstPage,
    enabled,
  });
}
