import { useCallback } from 'react';
import { useSiteData } from '../../../lib/site-data.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';

/** Formats amounts of a currency as the wallet shows them (mBTC for BTC), in the page's language. */
export function useMoney(currency: string): (amount: number) => string {
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return useCallback(
    (amount: number) => formatMoney(amount, unitOf(currency), locale),
    [currency, unitOf, locale],
  );
}
