import type { GameBetsQueryInput, GamesQueryInput, PlayGameRequest } from '@casino/contracts';
import { gameHistoryRoutes, gamesRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * Every catalogue call of client contract section 7 (Games), as query options and plain calls.
 * Catalogue lists carry the asker's favourite flags, so their keys name the viewer (a player id, or
 * `guest`); favourites and recently played belong to the player and sit under the player key, dropped
 * on sign-out.
 */
export const GAMES_QUERY_KEY = 'games';

export const gameQueries = {
  collections: (api: ApiClient, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'collections', locale],
      queryFn: async () => (await api.call(gamesRoutes.collections, {})).data,
      staleTime: 5 * 60_000,
    }),
  providers: (api: ApiClient) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'providers'],
      queryFn: async () => (await api.call(gamesRoutes.providers, { query: {} })).data,
      staleTime: 5 * 60_000,
    }),
  game: (api: ApiClient, identity: string, viewer: string, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'game', identity, viewer, locale],
      queryFn: async () => (await api.call(gamesRoutes.game, { params: { id: identity } })).data,
    }),
  games: (api: ApiClient, query: GamesQueryInput, viewer: string, locale: string) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'list', viewer, locale, query],
      queryFn: () => api.call(gamesRoutes.games, { query }),
    }),
};

/** Every locale's recently played grid. */
export const PLAYED_GRID_PREFIX = [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'played'] as const;

/** Keys of the "load more" grids: the query without its page (the pages live inside). */
export const gridKeys = {
  catalogue: (query: Omit<GamesQueryInput, 'page'>, viewer: string, locale: string) =>
    [GAMES_QUERY_KEY, 'grid', viewer, locale, query] as const,
  favorites: (locale: string) => [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'favorites', locale] as const,
  played: (locale: string) => [...PLAYED_GRID_PREFIX, locale] as const,
};

/** One page of each grid. */
export const gridPages = {
  catalogue: (api: ApiClient, query: GamesQueryInput, page: number) =>
    api.call(gamesRoutes.games, { query: { ...query, page } }),
  favorites: async (api: ApiClient, page: number, perPage: number) => {
    const answer = await api.call(gamesRoutes.favorites, { query: { page, perPage } });
    return { data: answer.data, meta: answer.meta ?? wholeList(answer.data.length) };
  },
  played: (api: ApiClient, page: number, perPage: number) =>
    api.call(gamesRoutes.played, { query: { page, perPage } }),
};

/** The meta of a list answered whole. */
const wholeList = (rows: number) => ({ page: 1, perPage: Math.max(rows, 1), totalPages: 1, totalRows: rows });

/** The player's rounds (the history's Games tab) and the public feed of wins. */
export const GAME_BETS_QUERY_KEY = [PLAYER_QUERY_KEY, GAMES_QUERY_KEY, 'bets'] as const;
/** The winners feed is cached by the server for 5 s; every visitor polls it this often. */
export const WINNERS_POLL_MS = 15_000;

export const historyQueries = {
  bets: (api: ApiClient, query: GameBetsQueryInput) =>
    queryOptions({
      queryKey: [...GAME_BETS_QUERY_KEY, query],
      queryFn: () => api.call(gameHistoryRoutes.bets, { query }),
    }),
  winners: (api: ApiClient) =>
    queryOptions({
      queryKey: [GAMES_QUERY_KEY, 'winners'],
      queryFn: async () => (await api.call(gameHistoryRoutes.winners, { query: {} })).data,
      refetchInterval: WINNERS_POLL_MS,
      staleTime: WINNERS_POLL_MS,
    }),
};

export const gameCalls = {
  /** Adds or removes a favourite (by the game's id); answers every favourite. */
  setFavorite: async (api: ApiClient, gameId: string, isFavorite: boolean) => {
    const route = isFavorite ? gamesRoutes.addFavorite : gamesRoutes.removeFavorite;
    return (await api.call(route, { params: { id: gameId } })).data;
  },
  play: async (api: ApiClient, identity: string, body: PlayGameRequest) =>
    (await api.call(gamesRoutes.play, { params: { id: identity }, body })).data,
};
