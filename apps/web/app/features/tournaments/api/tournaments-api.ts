import type { LeaderboardEntry, Tournament, TournamentDetail } from '@casino/contracts';
import { tournamentRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The tournament calls (client contract section 9). The list is the same for everyone; a tournament
 * read by a player carries their entry, so it sits under the player key (a sign-out drops it) and a
 * guest's copy under its own.
 */
export const TOURNAMENTS_KEY = ['tournaments'] as const;

/** Announced and running tournaments (states 2 and 3), and the finished ones (4 and 5). */
export const ACTIVE_STATES = [2, 3];
export const FINISHED_STATES = [4, 5];

/** What /tournaments renders first. */
export type TournamentsPageData = { active: Tournament[]; finished: Tournament[] };

/**
 * What /tournaments/{identity} renders first; `asPlayer` tells whether the entry is the visitor's, and
 * `collections` names the game collections its conditions list (by identity).
 */
export type TournamentPageData = {
  tournament: TournamentDetail;
  asPlayer: boolean;
  collections: Record<string, string>;
};

/** Every running and upcoming tournament in one page; the newest finished ones. */
const ACTIVE_QUERY = { state: ACTIVE_STATES, page: 1, perPage: 50 };
const FINISHED_QUERY = { state: FINISHED_STATES, page: 1, perPage: 50 };
/** How many finished tournaments the list shows. */
export const FINISHED_SHOWN = 6;

export async function fetchTournamentLists(api: ApiClient): Promise<TournamentsPageData> {
  const [active, finished] = await Promise.all([
    api.call(tournamentRoutes.tournaments, { query: ACTIVE_QUERY }),
    api.call(tournamentRoutes.tournaments, { query: FINISHED_QUERY }),
  ]);
  const newestFirst = [...finished.data].sort((a, b) => Date.parse(b.endAt) - Date.parse(a.endAt));
  return { active: active.data, finished: newestFirst.slice(0, FINISHED_SHOWN) };
}

export const tournamentKey = (identity: string, asPlayer: boolean) =>
  asPlayer
    ? ([PLAYER_QUERY_KEY, 'tournament', identity] as const)
    : ([...TOURNAMENTS_KEY, 'detail', identity] as const);

export const tournamentQueries = {
  lists: (api: ApiClient) =>
    queryOptions({ queryKey: [...TOURNAMENTS_KEY, 'lists'], queryFn: () => fetchTournamentLists(api) }),
  detail: (api: ApiClient, identity: string, asPlayer: boolean) =>
    queryOptions({
      queryKey: tournamentKey(identity, asPlayer),
      queryFn: async (): Promise<TournamentDetail> =>
        (await api.call(tournamentRoutes.tournament, { params: { id: identity } })).data,
    }),
};

export async function participate(api: ApiClient, tournamentId: string) {
  await api.call(tournamentRoutes.participate, { params: { id: tournamentId } });
}

/** The detail with a pushed leaderboard. */
export const withLeaderboard = (
  detail: TournamentDetail,
  leaderboard: LeaderboardEntry[],
): TournamentDetail => ({ ...detail, leaderboard, prizes: prizesHeldBy(detail, leaderboard) });

/** The prizes with the entry that now holds each place. */
function prizesHeldBy(detail: TournamentDetail, leaderboard: LeaderboardEntry[]) {
  return detail.prizes.map((prize) => {
    const holder = leaderboard.find((entry) => entry.place === prize.place);
    return {
      ...prize,
      entry: holder ? { playerId: holder.playerId, nickname: holder.nickname, points: holder.points } : null,
    };
  });
}
