import { useCallback, useEffect, useState } from 'react';
import { useSiteData } from '../../../lib/site-data.ts';
import { useWalletAccounts } from '../../wallet/hooks/use-wallet-accounts.ts';
import { formatMoney } from '../../wallet/lib/display-unit.ts';

/** Formats a limit's amounts as the wallet shows money (display precision, mBTC for BTC). */
export function useLimitMoney(): (amount: number | null, currency: string | null) => string {
  const { locale } = useSiteData();
  const { unitOf } = useWalletAccounts();
  return useCallback(
    (amount, currency) => formatMoney(amount ?? 0, unitOf(currency ?? ''), locale),
    [unitOf, locale],
  );
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the locale, in the browser's zone (`local`), else in UTC. */
export function formatLimitDate(iso: string | null, locale: string, local = true): string {
  if (!iso) return '';
  const options = local ? DATE_FORMAT : { ...DATE_FORMAT, timeZone: 'UTC' };
  const text = new Intl.DateTimeFormat(locale, options).format(new Date(iso));
  return local ? text : `${text} UTC`;
}

/**
 * Formats the dates of server-rendered limits. The server does not know the visitor's time zone, so
 * the first render (server and hydration alike) shows UTC, and the browser's zone once mounted.
 */
export function useLimitDate(): (iso: string | null) => string {
  const { locale } = useSiteData();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  return useCallback((iso) => formatLimitDate(iso, locale, local), [locale, local]);
}
