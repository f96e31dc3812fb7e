import type { DepositRequest, InvoicesQueryInput, RouteResponse, WithdrawRequest } from '@casino/contracts';
import { type LinkedRoute, paymentRoutes, riskRoutes, walletRoutes } from '@casino/contracts/links';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '../../../lib/api-client.ts';

/**
 * Every wallet, payment and risk call (client contract sections 4, 5 and 10), as query options and
 * plain calls. Query keys start with `wallet` so a sign-out or a realtime update can invalidate them together.
 */
export const WALLET_QUERY_KEY = 'wallet';

export type InvoicesPage = RouteResponse<LinkedRoute<typeof paymentRoutes.invoices>>;

export type AdjustmentsPage = RouteResponse<LinkedRoute<typeof walletRoutes.adjustments>>;
export const ADJUSTMENTS_PER_PAGE = 20;

export type MethodsDirection = 'deposit' | 'withdrawal';

const methodsRoute = (direction: MethodsDirection) =>
  direction === 'deposit' ? paymentRoutes.depositMethods : paymentRoutes.withdrawalMethods;

export const walletQueries = {
  accounts: (api: ApiClient) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'accounts'],
      queryFn: async () => (await api.call(walletRoutes.accounts, {})).data,
    }),
  methods: (api: ApiClient, direction: MethodsDirection, currency: string, country: string | undefined) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'methods', direction, currency, country ?? ''],
      queryFn: async () =>
        (await api.call(methodsRoute(direction), { query: { currency, country: country || undefined } }))
          .data,
    }),
  turnoverWager: (api: ApiClient, currency: string) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'turnover-wager', currency],
      queryFn: async () => (await api.call(riskRoutes.turnoverWager, { query: { currency } })).data,
    }),
  invoices: (api: ApiClient, query: InvoicesQueryInput) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'invoices', query],
      queryFn: () => api.call(paymentRoutes.invoices, { query }),
    }),
  /** Ours: the balance adjustments staff applied, a page at a time. */
  adjustments: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'adjustments', page],
      queryFn: () => api.call(walletRoutes.adjustments, { query: { page, perPage: ADJUSTMENTS_PER_PAGE } }),
    }),
  statistics: (api: ApiClient) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'invoice-statistics'],
      queryFn: async () => (await api.call(paymentRoutes.statistics, {})).data,
    }),
};

export const walletCalls = {
  /** Each answers the player's full account list. */
  createAccount: async (api: ApiClient, currency: string) =>
    (await api.call(walletRoutes.createAccount, { body: { currency } })).data,
  switchAccount: async (api: ApiClient, id: string) =>
    (await api.call(walletRoutes.switchAccount, { params: { id } })).data,
  hideAccount: async (api: ApiClient, id: string) =>
    (await api.call(walletRoutes.hideAccount, { params: { id } })).data,
  deposit: async (api: ApiClient, request: DepositRequest) =>
    (await api.call(paymentRoutes.deposit, { body: request })).data,
  /** `options` carries the step-up code of a player with 2FA on (decision 0022). */
  withdraw: async (api: ApiClient, request: WithdrawRequest, options?: CallOptions) =>
    (await api.call(paymentRoutes.withdraw, { body: request }, options)).data,
  declineInvoice: async (api: ApiClient, id: string) =>
    (await api.call(paymentRoutes.declineInvoice, { params: { id } })).data,
};
