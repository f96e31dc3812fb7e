import { gamesRoutes as calls } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRenderScope, renderScoped } from '../../plugins/internal-calls.ts';
import { route } from '../../plugins/routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import {
  type Asker,
  addFavorite,
  favoriteIdsOf,
  getGame,
  getProvider,
  listCollections,
  listFavorites,
  listGames,
  listPlayed,
  listProviders,
  removeFavorite,
} from './service.ts';

/**
 * The game catalogue, favourites and recently played (client contract section 7). Launches and the game
 * history (bets, spins, winners) are game-wallet's: they open its sessions and read its rounds.
 */
export async function gameRoutes(app: FastifyInstance) {
  /** The asker: a guest-or-player route has `request.player` set or null. */
  const asker = (request: FastifyRequest, country?: string): Asker => {
    const playerId = request.player?.playerId ?? null;
    return {
      locale: request.locale,
      country: country ?? request.visitorCountry,
      playerId,
      // A lobby render asks for five pages of games: their hearts come from one read.
      favoriteIds:
        playerId && inRenderScope(request, app.internalCallSecret)
          ? () =>
              renderScoped(request, app.internalCallSecret, `favorites:${playerId}`, () =>
                favoriteIdsOf(app.db, playerId),
              )
          : undefined,
    };
  };

  const signedIn = (request: FastifyRequest, country?: string) => ({
    ...asker(request, country),
    playerId: sessionOf(request).playerId,
  });

  route(app, calls.collections, async (_input, request) => ({
    data: await listCollections(app.db, asker(request)),
  }));

  route(app, calls.providers, async ({ query }) => ({ data: await listProviders(app.db, query) }));

  route(app, calls.provider, async ({ params }) => ({ data: await getProvider(app.db, params.id) }));

  route(app, calls.games, async ({ query }, request) => listGames(app.db, query, asker(request)));

  route(app, calls.favorites, async ({ query }, request) => {
    const paged = query.page !== undefined || query.perPage !== undefined;
    const page = paged ? { page: query.page ?? 1, perPage: query.perPage ?? 20 } : null;
    return listFavorites(app.db, page, signedIn(request));
  });

  route(app, calls.played, async ({ query }, request) =>
    listPlayed(app.db, query, signedIn(request, query.countryCode)),
  );

  route(app, calls.game, async ({ params }, request) => ({
    data: await getGame(app.db, params.id, asker(request)),
  }));

  route(app, calls.addFavorite, async ({ params }, request) => ({
    data: await addFavorite(app.db, params.id, signedIn(request)),
  }));

  route(app, calls.removeFavorite, async ({ params }, request) => ({
    data: await removeFavorite(app.db, params.id, signedIn(request)),
  }));
}
