import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { WALLET_QUERY_KEY, walletCalls, walletQueries } from '../api/wallet-api.ts';
import { useWalletAccounts } from './use-wallet-accounts.ts';

/**
 * Makes a currency the active one (spec section 4): switches to its account, or creates one; then the
 * deposit methods, withdrawal methods and turnover wager load again.
 */
export function useSwitchCurrency() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { accounts } = useWalletAccounts();
  return useMutation({
    mutationFn: async (currency: string) => {
      const existing = accounts.find((account) => account.currency === currency);
      return existing
        ? walletCalls.switchAccount(api, existing.id)
        : walletCalls.createAccount(api, currency);
    },
    onSuccess: async (accounts) => {
      queryClient.setQueryData(walletQueries.accounts(api).queryKey, accounts);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'methods'] }),
        queryClient.invalidateQueries({ queryKey: [WALLET_QUERY_KEY, 'turnover-wager'] }),
      ]);
    },
  });
}
