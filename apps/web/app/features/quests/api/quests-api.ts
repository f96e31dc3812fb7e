import { type PlayerQuest, QuestState } from '@casino/contracts';
import { gamesRoutes, questRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { PLAYER_QUERY_KEY } from '../../../lib/session/session-context.tsx';

/**
 * The quest calls (client contract section 9). Every list is the player's, under a player key, so a
 * sign-out drops them with the rest; amounts come in the active account's currency (the API's default),
 * so a switch of account reloads them (QuestsRealtimeEffects).
 */
export const QUESTS_KEY = [PLAYER_QUERY_KEY, 'quests'] as const;
export const OFFERED_KEY = [...QUESTS_KEY, 'offered'] as const;
/** The player's quests: the active ones and the recently finished ones. */
export const PLAYER_QUESTS_KEY = [...QUESTS_KEY, 'player'] as const;
export const ACTIVE_KEY = [...PLAYER_QUESTS_KEY, 'active'] as const;
export const FINISHED_KEY = [...PLAYER_QUESTS_KEY, 'finished'] as const;

/** A site offers a handful of quests: one page holds them all. */
export const LIST_SIZE = 50;
/** The finished quests the hub recalls. */
export const FINISHED_SIZE = 5;
export const FINISHED_STATES: number[] = [QuestState.completed, QuestState.expired, QuestState.expiredByTime];

export const questsQueries = {
  /** Quests on offer the player has not taken. */
  offered: (api: ApiClient) =>
    queryOptions({
      queryKey: OFFERED_KEY,
      queryFn: async (): Promise<PlayerQuest[]> =>
        (await api.call(questRoutes.availableQuests, { query: { page: 1, perPage: LIST_SIZE } })).data,
    }),
  /** The player's active quests, kept current by the retention:quests pushes. */
  active: (api: ApiClient) =>
    queryOptions({
      queryKey: ACTIVE_KEY,
      queryFn: async (): Promise<PlayerQuest[]> =>
        (
          await api.call(questRoutes.playerQuests, {
            query: { state: [QuestState.active], page: 1, perPage: LIST_SIZE },
          })
        ).data,
    }),
  /** The last quests the player completed or ran out of time on, newest first. */
  finished: (api: ApiClient) =>
    queryOptions({
      queryKey: FINISHED_KEY,
      queryFn: async (): Promise<PlayerQuest[]> =>
        (
          await api.call(questRoutes.playerQuests, {
            query: { state: FINISHED_STATES, page: 1, perPage: FINISHED_SIZE },
          })
        ).data,
    }),
  /** The games a task counts, by identity (the catalogue's games call). */
  games: (api: ApiClient, identities: string[]) =>
    queryOptions({
      queryKey: ['quests', 'games', identities],
      queryFn: async () =>
        (
          await api.call(gamesRoutes.games, {
            query: { identity: identities, page: 1, perPage: Math.min(100, Math.max(1, identities.length)) },
          })
        ).data,
      staleTime: 5 * 60_000,
    }),
  /** A free-spins reward's game, by id. */
  game: (api: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: ['quests', 'game', gameId],
      queryFn: async () => (await api.call(gamesRoutes.game, { params: { id: gameId } })).data,
      staleTime: 5 * 60_000,
    }),
};

export const questsCalls = {
  /** Takes an offered quest (by the quest's id); answers the player's new quest. */
  activate: async (api: ApiClient, questId: string) =>
    (await api.call(questRoutes.activateQuest, { params: { id: questId }, query: {} })).data,
  /** Gives up one of the player's active quests (by the player quest's id). */
  cancel: async (api: ApiClient, playerQuestId: string) =>
    (await api.call(questRoutes.cancelQuest, { params: { id: playerQuestId }, query: {} })).data,
};
