import { ErrorCode } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { walletQueries } from '../api/wallet-api.ts';
import type { WalletOperation } from '../lib/wallet-analytics.ts';

/**
 * What the tab offers for the active currency and the payment region: its methods, and for the
 * withdraw tab the open turnover wager. A deposit limit (13100) or a site with no payment provider
 * (13010) answers the methods call.
 */
export function useWalletMethods(tab: WalletOperation, currency: string | undefined, country: string | null) {
  const api = useApi();
  const direction = tab === 'deposit' ? 'deposit' : 'withdrawal';
  const methods = useQuery({
    ...walletQueries.methods(api, direction, currency ?? '', country ?? undefined),
    enabled: !!currency,
  });
  const turnover = useQuery({
    ...walletQueries.turnoverWager(api, currency ?? ''),
    enabled: tab === 'withdraw' && !!currency,
  });
  return {
    methods: methods.data,
    isPending: !currency || methods.isPending,
    limitReached: isApiError(methods.error, ErrorCode.depositLimitReached),
    noProvider: isApiError(methods.error, ErrorCode.paymentProviderMissing),
    testMoney: methods.data?.some((method) => method.testMoney) ?? false,
    turnover: turnover.data,
  };
}

const isApiError = (error: unknown, code: ErrorCode) => error instanceof ApiError && error.code === code;
