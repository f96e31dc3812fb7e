import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { gameQueries } from '../api/games-api.ts';
import { useCatalogueViewer } from './use-viewer.ts';

/** The game a modal's flag names (`?mobile-game=dice`): an id or a slug; nothing for an empty flag. */
export function useModalGame(identity: string) {
  const api = useApi();
  const { viewer, locale } = useCatalogueViewer();
  return useQuery({ ...gameQueries.game(api, identity, viewer, locale), enabled: identity !== '' });
}
