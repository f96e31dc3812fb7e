import type { Currency, WalletAccount } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { identityQueries } from '../../identity/api/identity-api.ts';
import { walletQueries } from '../api/wallet-api.ts';
import { type DisplayUnit, displayUnit } from '../lib/display-unit.ts';

export type WalletAccounts = {
  accounts: WalletAccount[];
  active: WalletAccount | undefined;
  /** Enabled currencies of the site, for units and rates. */
  currencies: Currency[];
  /** The display unit of a currency (mBTC for BTC). */
  unitOf: (code: string) => DisplayUnit;
  isPending: boolean;
  isError: boolean;
};

/** The signed-in player's accounts and the site's currencies; empty for a guest. */
export function useWalletAccounts(): WalletAccounts {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const accounts = useQuery({ ...walletQueries.accounts(api), enabled: isLoggedIn });
  const currencies = useQuery(identityQueries.currencies(api));
  return useMemo(() => {
    const enabled = (currencies.data ?? []).filter((currency) => currency.isEnabled);
    const list = accounts.data ?? [];
    return {
      accounts: list,
      active: list.find((account) => account.isActive) ?? list[0],
      currencies: enabled,
      unitOf: (code: string) => displayUnit(code, enabled),
      isPending: accounts.isPending,
      isError: accounts.isError,
    };
  }, [accounts.data, accounts.isPending, accounts.isError, currencies.data]);
}
