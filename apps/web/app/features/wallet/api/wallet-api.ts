import {
  type DepositRequest,
  depositResponseSchema,
  type InvoicesQuery,
  invoiceResponseSchema,
  invoiceSchema,
  invoiceStatisticsSchema,
  pagedEnvelope,
  paymentMethodsResponseSchema,
  turnoverWagerResponseSchema,
  type WithdrawRequest,
  walletRoutes,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';

/**
 * Every wallet and payment call of spec section 7, as query options and plain calls. Query keys start
 * with `wallet` so a sign-out or a realtime update can invalidate them together.
 */
export const WALLET_QUERY_KEY = 'wallet';

export const invoicesPageSchema = pagedEnvelope(invoiceSchema);
const statisticsResponseSchema = z.object({ data: invoiceStatisticsSchema });
const depositResponseEnvelope = z.object({ data: depositResponseSchema });

export type MethodsDirection = 'deposit' | 'withdrawal';

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
        (
          await api.get(paymentMethodsResponseSchema, `/payment/methods/${direction}`, {
            currency,
            country: country || undefined,
          })
        ).data,
    }),
  turnoverWager: (api: ApiClient, currency: string) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'turnover-wager', currency],
      queryFn: async () =>
        (await api.get(turnoverWagerResponseSchema, '/risk/reasons/turn-over-wager', { currency })).data,
    }),
  invoices: (api: ApiClient, query: Partial<InvoicesQuery>) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'invoices', query],
      queryFn: () => api.get(invoicesPageSchema, '/payment/invoices', query),
    }),
  statistics: (api: ApiClient) =>
    queryOptions({
      queryKey: [WALLET_QUERY_KEY, 'invoice-statistics'],
      queryFn: async () => (await api.get(statisticsResponseSchema, '/payment/invoices/statistics')).data,
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
    (await api.post(depositResponseEnvelope, '/payment/invoices/deposit', request)).data,
  withdraw: async (api: ApiClient, request: WithdrawRequest) =>
    (await api.post(invoiceResponseSchema, '/payment/invoices/withdrawal', request)).data,
  declineInvoice: async (api: ApiClient, id: string) =>
    (await api.put(invoiceResponseSchema, `/payment/invoices/${id}/decline`, {})).data,
};
