import { ErrorCode, type WalletAccount } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { walletCalls, walletQueries } from '../api/wallet-api.ts';

type Action = { kind: 'switch' | 'hide'; account: WalletAccount } | { kind: 'add'; currency: string };

const ERROR_KEYS: Record<number, string> = {
  [ErrorCode.activeAccountNotHideable]: 'profileWallet.errors.activeNotHideable',
  [ErrorCode.accountAlreadyExists]: 'profileWallet.errors.accountExists',
  [ErrorCode.currencyNotEnabled]: 'profileWallet.errors.currencyNotEnabled',
};

/** The text for a failed account call: ours for the wallet's own codes, a generic one otherwise. */
export function accountErrorKey(error: unknown): string {
  return (error instanceof ApiError && ERROR_KEYS[error.code]) || 'profileWallet.errors.generic';
}

/** Switch, hide and add, one at a time. The answer (the full account list) replaces the cached one. */
export function useAccountActions() {
  const t = useT('layout');
  const api = useApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const accountsKey = walletQueries.accounts(api).queryKey;
  const mutation = useMutation({
    mutationFn: (action: Action) => {
      if (action.kind === 'add') return walletCalls.createAccount(api, action.currency);
      if (action.kind === 'switch') return walletCalls.switchAccount(api, action.account.id);
      return walletCalls.hideAccount(api, action.account.id);
    },
    onMutate: () => setError(null),
    onSuccess: (accounts) => queryClient.setQueryData(accountsKey, accounts),
    onError: (failure) => setError(t(accountErrorKey(failure))),
  });
  const pending = mutation.isPending ? mutation.variables : undefined;
  return {
    run: (action: Action) => mutation.mutate(action),
    busy: mutation.isPending,
    /** What is under way on an account: its switch, its hide, or nothing. */
    pendingOn: (id: string): 'switch' | 'hide' | null =>
      pending && pending.kind !== 'add' && pending.account.id === id ? pending.kind : null,
    adding: pending?.kind === 'add',
    error,
  };
}
