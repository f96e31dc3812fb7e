import type { CreateLimitRequest, UpdateLimitRequest } from '@casino/contracts';
import { identityRoutes, limitRoutes, settingsRoutes, walletRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';

/** Limits' calls (client contract section 3). Keys start with `limits`; a change reloads them all. */
export const LIMITS_QUERY_KEY = 'limits';

export const limitsQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: [LIMITS_QUERY_KEY, 'list'],
      queryFn: async () => (await api.call(limitRoutes.listLimits, {})).data,
    }),
  /** Periods and time zones come from the settings' constants (spec section 9). */
  constants: (api: ApiClient) =>
    queryOptions({
      queryKey: [LIMITS_QUERY_KEY, 'constants'],
      queryFn: async () => (await api.call(settingsRoutes.constants, {})).data,
      staleTime: 10 * 60_000,
    }),
  /** The currencies the player holds: a cash limit is set in one of them. */
  currencies: (api: ApiClient) =>
    queryOptions({
      queryKey: [LIMITS_QUERY_KEY, 'accounts'],
      queryFn: async () =>
        (await api.call(walletRoutes.accounts, {})).data.map((account) => account.currency),
    }),
  profile: (api: ApiClient) =>
    queryOptions({
      queryKey: [LIMITS_QUERY_KEY, 'profile'],
      queryFn: async () => (await api.call(identityRoutes.profile, {})).data,
    }),
  /** The reality-check interval (RTS 13): the chooser's, and the game page's to show and to follow. */
  realityCheck: (api: ApiClient) =>
    queryOptions({
      queryKey: [LIMITS_QUERY_KEY, 'reality-check'],
      queryFn: async () => (await api.call(limitRoutes.realityCheck, {})).data,
    }),
};

export const limitsCalls = {
  create: async (api: ApiClient, body: CreateLimitRequest) =>
    (await api.call(limitRoutes.createLimit, { body })).data,
  /** Raising or removing a limit may need the 2FA step-up code (`options` from lib/step-up.ts). */
  update: async (api: ApiClient, id: string, body: UpdateLimitRequest, options?: CallOptions) =>
    (await api.call(limitRoutes.updateLimit, { params: { id }, body }, options)).data,
  remove: async (api: ApiClient, id: string, options?: CallOptions) =>
    (await api.call(limitRoutes.deleteLimit, { params: { id } }, options)).data,
  setTimeZone: async (api: ApiClient, timeZone: string) =>
    (await api.call(identityRoutes.updateProfile, { body: { timeZone } })).data,
  setRealityCheck: async (api: ApiClient, intervalSeconds: number | null) =>
    (await api.call(limitRoutes.updateRealityCheck, { body: { intervalSeconds } })).data,
};
