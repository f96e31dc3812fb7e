import type { TournamentDetail } from '@casino/contracts';
import { gamesRoutes, tournamentRoutes } from '@casino/contracts/links';
import { type AppLoadContext, data } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../../../lib/api-client.ts';
import { playerApi, requestSessionToken } from '../../../lib/session/server.ts';
import {
  fetchTournamentLists,
  type TournamentPageData,
  type TournamentsPageData,
} from './tournaments-api.ts';

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

/** /tournaments: the running and upcoming tournaments and the last finished ones, the same for everyone. */
export async function loadTournamentsPage(context: AppLoadContext): Promise<TournamentsPageData> {
  return fetchTournamentLists(createApiClient(context.api));
}

/**
 * /tournaments/{identity}: the tournament with its leaderboard, and the signed-in visitor's entry. A
 * token the server refuses reads as a guest; an unknown tournament is the not-found page.
 */
export async function loadTournamentPage(
  request: Request,
  context: AppLoadContext,
  identity: string,
): Promise<TournamentPageData> {
  const read = await readAsVisitor(request, context, identity);
  return { ...read, collections: await collectionNames(createApiClient(context.api), read.tournament) };
}

async function readAsVisitor(request: Request, context: AppLoadContext, identity: string) {
  try {
    if (requestSessionToken(request)) {
      const asPlayer = await readTournament(playerApi(request, context), identity).catch((error: unknown) => {
        if (isStatus(error, 401, 403)) return null;
        throw error;
      });
      if (asPlayer) return { tournament: asPlayer, asPlayer: true };
    }
    return { tournament: await readTournament(createApiClient(context.api), identity), asPlayer: false };
  } catch (error) {
    if (isStatus(error, 404, 422)) throw data(null, { status: 404 });
    throw error;
  }
}

/** The names of the collections the conditions list, by identity (none asked when it lists none). */
async function collectionNames(
  api: ApiClient,
  tournament: TournamentDetail,
): Promise<Record<string, string>> {
  const { gameCollections, gameCollectionsExcluded } = tournament.conditions;
  if (gameCollections.length + gameCollectionsExcluded.length === 0) return {};
  const collections = (await api.call(gamesRoutes.collections, {})).data;
  return Object.fromEntries(collections.map((collection) => [collection.identity, collection.name]));
}

async function readTournament(api: ApiClient, identity: string) {
  return (await api.call(tournamentRoutes.tournament, { params: { id: identity } })).data;
}
