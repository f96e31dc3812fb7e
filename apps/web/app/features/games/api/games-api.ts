import {
  type GameBetsQuery,
  type GameFavorite,
  type GamesQuery,
  gameBetsResponseSchema,
  gameCollectionsResponseSchema,
  gameFavoriteResponseSchema,
  gameProvidersResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  gameWinnersResponseSchema,
  type PlayGameRequest,
  playedGamesResponseSchema,
  playGameResponseSchema,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * Every catalogue call of spec section 7 (Games), as query options and plain calls. Catalogue lists
 * carry the asker's favourite flags, so their keys name the viewer (a player id, or `guest`);
 * favourites and recently played belong to the player and sit under the player key, dropped on sign-out.
 */
export const GAMES_QUERY_KEY = 'games';

export const gameQueries = {
  collections: (api: ApiClient, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'collections', locale],
      queryFn: async () => (await api.get(gameCollectionsResponseSchema, '/game/collections')).data,
      staleTime: 5 * 60_000,
    }),
  providers: (api: ApiClient) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'providers'],
      queryFn: async () => (await api.get(gameProvidersResponseSchema, '/game/providers')).data,
      staleTime: 5 * 60_000,
    }),
  game: (api: ApiClient, identity: string, viewer: string, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'game', identity, viewer, locale],
      queryFn: async () =>
        (await api.get(gameResponseSchema, `/game/games/${encodeURIComponent(identity)}`)).data,
    }),
  games: (api: ApiClient, query: GamesQuery, viewer: string, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'list', viewer, locale, query],
      queryFn: () => api.get(gamesResponseSchema, '/game/games', query),
    }),
};

/** Every locale's recently played grid. */
export const PLAYED_GRID_PREFIX = [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'played'] as const;

/** Keys of the "load more" grids: the query without its page (the pages live inside). */
export const gridKeys = {
  catalogue: (query: Omit<GamesQuery, 'page'>, viewer: string, locale: string) =>
    [GAMES_QUERY_KEY, 'grid', viewer, locale, query] as const,
  favorites: (locale: string) => [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'favorites', locale] as const,
  played: (locale: string) => [...PLAYED_GRID_PREFIX, locale] as const,
};

/** One page of each grid. */
export const gridPages = {
  catalogue: (api: ApiClient, query: GamesQuery, page: number) =>
    api.get(gamesResponseSchema, '/game/games', { ...query, page }),
  favorites: (api: ApiClient, page: number, perPage: number) =>
    api.get(gamesResponseSchema, '/game/games/favorites', { page, perPage }),
  played: (api: ApiClient, page: number, perPage: number) =>
    api.get(playedGamesResponseSchema, '/game/games/played', { page, perPage }),
};

/** The player's rounds (the history's Games tab) and the public feed of wins. */
export const GAME_BETS_QUERY_KEY = [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'bets'] as const;
/** The winners feed is cached by the server for 5 s; every visitor polls it this often. */
export const WINNERS_POLL_MS = 15_000;

export const historyQueries = {
  bets: (api: ApiClient, query: GameBetsQuery) =>
    queryOptions({
      queryKey: [...GAME_BETS_QUERY_KEY, query],
      queryFn: () => api.get(gameBetsResponseSchema, '/game/bets', query),
    }),
  winners: (api: ApiClient) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'winners'],
      queryFn: async () => (await api.get(gameWinnersResponseSchema, '/game/spins/winners')).data,
      refetchInterval: WINNERS_POLL_MS,
      staleTime: WINNERS_POLL_MS,
    }),
};

export const gameCalls = {
  setFavorite: async (api: ApiClient, gameId: string, isFavorite: boolean): Promise<GameFavorite> => {
    const path = `/game/games/${encodeURIComponent(gameId)}/favorite`;
    const response = isFavorite
      ? await api.post(gameFavoriteResponseSchema, path, {})
      : await api.delete(gameFavoriteResponseSchema, path);
    return response.data;
  },
  play: async (api: ApiClient, identity: string, request: PlayGameRequest) =>
    (await api.post(playGameResponseSchema, `/game/games/${encodeURIComponent(identity)}/play`, request))
      .data,
};
