import { gamesRoutes } from '@casino/contracts/links';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError } from '../../../lib/api-client.ts';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import { type CatalogueFilters, GAMES_PER_PAGE, gamesQueryOf } from '../lib/catalogue-filters.ts';
import { gridPages } from './games-api.ts';

/**
 * The catalogue as a loader asks it: as the visitor (favourite flags, the country's restrictions)
 * and in the page's language (`x-locale`; an unprefixed page is the default locale).
 */
export function catalogueApi(request: Request, context: AppLoadContext, lang: string | undefined): ApiClient {
  const localized: AppLoadContext = {
    ...context,
    api: (path, init = {}) =>
      context.api(path, { ...init, headers: { ...init.headers, ...(lang ? { 'x-locale': lang } : {}) } }),
  };
  return playerApi(request, localized);
}

const firstPlayerPage = { page: 1, perPage: GAMES_PER_PAGE };

/** /categories/{identity}: every collection (the pills), the providers (the filter), the first page. */
export async function loadCategoryPage(api: ApiClient, identity: string, filters: CatalogueFilters) {
  const [collections, providers, games] = await Promise.all([
    api.call(gamesRoutes.collections, {}),
    api.call(gamesRoutes.providers, { query: {} }),
    api.call(gamesRoutes.games, { query: gamesQueryOf(filters, identity) }),
  ]);
  const collection = collections.data.find((item) => item.identity === identity || item.id === identity);
  if (!collection) throw data(null, { status: 404 });
  return { collection, collections: collections.data, providers: providers.data, filters, games };
}

/** /providers: the provider cards and, with `?provider=`, the first page of its games. */
export async function loadProvidersPage(api: ApiClient, filters: CatalogueFilters) {
  const [providers, games] = await Promise.all([
    api.call(gamesRoutes.providers, { query: {} }),
    filters.provider ? api.call(gamesRoutes.games, { query: gamesQueryOf(filters) }) : null,
  ]);
  return { providers: providers.data, filters, games };
}

/** /games/{id}: the game (id or slug), or the 404 page. */
export async function loadGamePage(api: ApiClient, identity: string) {
  try {
    return { game: (await api.call(gamesRoutes.game, { params: { id: identity } })).data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A player's list (favourites, recently played): its first page, or null for a guest, whose page
 * asks to sign in instead. A token the server refuses reads as a guest.
 */
async function loadPlayerList<T>(request: Request, load: () => Promise<T>): Promise<T | null> {
  if (!requestSessionToken(request)) return null;
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function loadFavoritesPage(request: Request, api: ApiClient) {
  return loadPlayerList(request, () =>
    gridPages.favorites(api, firstPlayerPage.page, firstPlayerPage.perPage),
  );
}

export function loadPlayedPage(request: Request, api: ApiClient) {
  return loadPlayerList(request, () => gridPages.played(api, firstPlayerPage.page, firstPlayerPage.perPage));
}

/** The lobby's rows: each collection with its first games. */
export const LOBBY_ROW_GAMES = 12;

export const lobbyRowQuery = (collectionId: string) => ({
  collectionId: [collectionId],
  page: 1,
  perPage: LOBBY_ROW_GAMES,
});

export async function loadGameRows(api: ApiClient) {
  const collections = (await api.call(gamesRoutes.collections, {})).data;
  const rows = await Promise.all(
    collections.map(async (collection) => ({
      collection,
      page: await api.call(gamesRoutes.games, { query: lobbyRowQuery(collection.id) }),
    })),
  );
  return rows.filter((row) => row.page.data.length > 0);
}

/** The lobby's rows for a landing page, which stands without them when the catalogue fails. */
export async function loadLobbyGames(request: Request, context: AppLoadContext, lang: string | undefined) {
  return loadGameRows(catalogueApi(request, context, lang)).catch(() => []);
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
export type ProvidersPageData = Awaited<ReturnType<typeof loadProvidersPage>>;
export type GameRow = Awaited<ReturnType<typeof loadGameRows>>[number];
