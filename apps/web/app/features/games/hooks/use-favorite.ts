import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useAlerts } from '../../../components/alerts/alert-queue.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { GAMES_QUERY_KEY, gameCalls } from '../api/games-api.ts';
import { withFavorite } from '../lib/favorite-cache.ts';

export type FavoriteChange = { gameId: string; title: string; isFavorite: boolean };

function markEverywhere(queryClient: QueryClient, gameId: string, isFavorite: boolean) {
  const update = (cached: unknown) => withFavorite(cached, gameId, isFavorite);
  queryClient.setQueriesData({ queryKey: [GAMES_QUERY_KEY] }, update);
  queryClient.setQueriesData({ queryKey: [PLAYER_QUERY_KEY, GAMES_QUERY_KEY] }, update);
}

/**
 * Adds or removes a favourite. Every cached grid shows the new heart at once; a refusal puts the old
 * one back with an alert. The favourites list loads again so it gains or loses the game.
 */
export function useFavoriteToggle() {
  const api = useApi();
  const queryClient = useQueryClient();
  const pushAlert = useAlerts();
  const t = useT('alerts');
  return useMutation({
    mutationFn: ({ gameId, isFavorite }: FavoriteChange) => gameCalls.setFavorite(api, gameId, isFavorite),
    onMutate: ({ gameId, isFavorite }) => markEverywhere(queryClient, gameId, isFavorite),
    onError: (_error, { gameId, title, isFavorite }) => {
      markEverywhere(queryClient, gameId, !isFavorite);
      pushAlert({
        type: 'error',
        title: t('games.favoriteFailed.title'),
        text: t('games.favoriteFailed.text', { game: title }),
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'favorites'] }),
  });
}
