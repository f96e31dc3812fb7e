import {
  gameIdParamsSchema,
  gamesQuerySchema,
  playerGamesQuerySchema,
  playGameRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { gameHistoryRoutes } from '../game-wallet/history-routes.ts';
import { sessionOf } from '../identity/request-origin.ts';
import { launchGame } from './launch.ts';
import {
  type Asker,
  addFavorite,
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
 * The game catalogue, favourites, recently played and launches (spec section 7, Games); the game
 * history (bets, spins, winners) comes from the seamless wallet's rounds.
 */
export async function gameRoutes(app: FastifyInstance) {
  const player = { preHandler: app.requirePlayer };
  await gameHistoryRoutes(app);

  const gameId = (request: FastifyRequest) => parseInput(gameIdParamsSchema, request.params).id;

  const asker = (request: FastifyRequest, playerId: string | null): Asker => ({
    locale: request.locale,
    country: request.visitorCountry,
    playerId,
  });

  /**
   * Public calls tell a signed-in player's favourites apart: a valid token counts, and a missing or
   * failing one reads as a guest (the catalogue never answers 401).
   */
  const optionalPlayer = async (request: FastifyRequest): Promise<string | null> => {
    if (!request.headers.authorization) return null;
    try {
      return (await app.authenticate(request)).playerId;
    } catch {
      return null;
    }
  };

  const signedIn = (request: FastifyRequest) => {
    const { playerId } = sessionOf(request);
    return { ...asker(request, playerId), playerId };
  };

  app.get('/api/game/collections', async (request) => ({
    data: await listCollections(app.db, asker(request, null)),
  }));

  app.get('/api/game/providers', async () => ({ data: await listProviders(app.db) }));

  app.get('/api/game/providers/:id', async (request) => ({
    data: await getProvider(app.db, gameId(request)),
  }));

  app.get('/api/game/games', async (request) => {
    const query = parseInput(gamesQuerySchema, request.query);
    return listGames(app.db, query, asker(request, await optionalPlayer(request)));
  });

  app.get('/api/game/games/favorites', player, async (request) =>
    listFavorites(app.db, parseInput(playerGamesQuerySchema, request.query), signedIn(request)),
  );

  app.get('/api/game/games/played', player, async (request) =>
    listPlayed(app.db, parseInput(playerGamesQuerySchema, request.query), signedIn(request)),
  );

  app.get('/api/game/games/:id', async (request) => ({
    data: await getGame(app.db, gameId(request), asker(request, await optionalPlayer(request))),
  }));

  app.post('/api/game/games/:id/favorite', player, async (request) => ({
    data: await addFavorite(app.db, sessionOf(request).playerId, gameId(request)),
  }));

  app.delete('/api/game/games/:id/favorite', player, async (request) => ({
    data: await removeFavorite(app.db, sessionOf(request).playerId, gameId(request)),
  }));

  /** A sent token must be valid (401 otherwise, so the client refreshes); without one, only demo. */
  app.post('/api/game/games/:id/play', async (request) => {
    const body = parseInput(playGameRequestSchema, request.body);
    const playerId = request.headers.authorization ? (await app.authenticate(request)).playerId : null;
    return {
      data: await launchGame(app.db, {
        identity: gameId(request),
        demo: body.demo,
        currency: body.currency,
        playerId,
        country: request.visitorCountry,
      }),
    };
  });
}
