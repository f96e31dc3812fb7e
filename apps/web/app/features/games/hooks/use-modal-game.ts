import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { gameQueries } from '../api/games-api.ts';
import { useCatalogueViewer } from './use-viewer.ts';

/**
 * The game a modal's flag names (`?mobile-game=dice`): an id or a slug. A flag without a game (empty,
 * or a bare `=true`) names none: nothing is fetched, and `missing` says so at once, as it does when the
 * game is not found.
 */
export function useModalGame(flag: string) {
  const api = useApi();
  const { viewer, locale } = useCatalogueViewer();
  const identity = flag === 'true' ? '' : flag;
  const query = useQuery({ ...gameQueries.game(api, identity, viewer, locale), enabled: identity !== '' });
  return { ...query, missing: identity === '' || query.isError };
}
