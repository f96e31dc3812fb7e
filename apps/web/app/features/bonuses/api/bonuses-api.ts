import { BonusCodeTrigger, PlayerBonusStatus } from '@casino/contracts';
import { bonusRoutes, gamesRoutes, settingsRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * Every bonus call (client contract section 6), as query options and plain calls. Query keys start
 * with `bonuses`, so a push or a sign-out can reach them together.
 */
export const BONUSES_QUERY_KEY = 'bonuses';

/** The lists show what is still going on: issued and active (spec section 4). */
export const LISTED_QUERY = { status: [PlayerBonusStatus.issued, PlayerBonusStatus.active], perPage: 100 };

export const PLAYER_BONUSES_KEY = [BONUSES_QUERY_KEY, 'player-bonuses'] as const;
export const PLAYER_FREESPINS_KEY = [BONUSES_QUERY_KEY, 'player-freespins'] as const;
export const DEPOSIT_BONUSES_KEY = [BONUSES_QUERY_KEY, 'deposit'] as const;
export const BONUS_CODES_KEY = [BONUSES_QUERY_KEY, 'codes'] as const;

export const bonusesQueries = {
  playerBonuses: (api: ApiClient) =>
    queryOptions({
      queryKey: PLAYER_BONUSES_KEY,
      queryFn: async () => (await api.call(bonusRoutes.playerBonuses, { query: LISTED_QUERY })).data,
    }),
  playerFreespins: (api: ApiClient) =>
    queryOptions({
      queryKey: PLAYER_FREESPINS_KEY,
      queryFn: async () => (await api.call(bonusRoutes.playerFreespins, { query: LISTED_QUERY })).data,
    }),
  /** The deposit bonuses on offer in the currency, in the order to offer them. */
  depositBonuses: (api: ApiClient, currency: string) =>
    queryOptions({
      queryKey: [...DEPOSIT_BONUSES_KEY, currency],
      queryFn: async () => (await api.call(bonusRoutes.bonuses, { query: { currency } })).data,
    }),
  /** The deposit code waiting for the next deposit, if any. */
  waitingCode: (api: ApiClient) =>
    queryOptions({
      queryKey: BONUS_CODES_KEY,
      queryFn: async () =>
        (await api.call(bonusRoutes.bonusCodes, { query: { trigger: BonusCodeTrigger.list } })).data,
    }),
  /** Each bonus's issue status for the player (1 available, 2 issued, 3 unavailable), by its id. */
  issueStatuses: (api: ApiClient, bonusIds: string[], currency: string) =>
    queryOptions({
      queryKey: [BONUSES_QUERY_KEY, 'status', currency, ...bonusIds],
      queryFn: async () => {
        const statuses = (await api.call(bonusRoutes.bonusStatus, { query: { bonusIds, currency } })).data;
        return Object.fromEntries(statuses.map((item) => [item.id, item.issueStatus]));
      },
    }),
  cashback: (api: ApiClient, currency: string) =>
    queryOptions({
      queryKey: [BONUSES_QUERY_KEY, 'cashback', currency],
      queryFn: async () => (await api.call(bonusRoutes.cashback, { query: { currency } })).data,
    }),
  /** Whether a deposit bonus starts declined comes from the settings' constants. */
  declineByDefault: (api: ApiClient) =>
    queryOptions({
      queryKey: ['settings', 'constants'],
      queryFn: async () => (await api.call(settingsRoutes.constants, {})).data,
      select: (constants) => constants.game.bonus.depositBonusDeclineDefault,
      staleTime: 10 * 60_000,
    }),
  /** A free spin's game, for its name (the push and the list carry only its identity). */
  game: (api: ApiClient, gameId: string) =>
    queryOptions({
      queryKey: [BONUSES_QUERY_KEY, 'game', gameId],
      queryFn: async () => (await api.call(gamesRoutes.game, { params: { id: gameId } })).data,
      staleTime: 10 * 60_000,
    }),
};

export const bonusesCalls = {
  activateBonus: async (api: ApiClient, id: string) =>
    (await api.call(bonusRoutes.activatePlayerBonus, { params: { id } })).data,
  cancelBonus: async (api: ApiClient, id: string) =>
    (await api.call(bonusRoutes.cancelPlayerBonus, { params: { id } })).data,
  activateFreespin: async (api: ApiClient, id: string) =>
    (await api.call(bonusRoutes.activatePlayerFreespin, { params: { id } })).data,
  cancelFreespin: async (api: ApiClient, id: string) =>
    (await api.call(bonusRoutes.cancelPlayerFreespin, { params: { id } })).data,
  addCode: async (api: ApiClient, bonusCode: string, trigger: BonusCodeTrigger) =>
    (await api.call(bonusRoutes.addBonusCode, { body: { bonusCode, trigger } })).data,
  removeCode: async (api: ApiClient, playerBonusCodeId: string) =>
    (await api.call(bonusRoutes.deleteBonusCode, { body: { playerBonusCodeId } })).data,
  /** Each bonus's issue status for the player (the welcome package's steps). */
  issueStatuses: async (api: ApiClient, bonusIds: string[], currency: string | undefined) =>
    (await api.call(bonusRoutes.bonusStatus, { query: { bonusIds, currency } })).data,
};
