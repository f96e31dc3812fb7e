import { displayFractionDigits, settingsRoutes } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../api/api-context.tsx';

const CURRENCIES_QUERY_KEY = ['backoffice', 'currencies'] as const;
const FALLBACK_DIGITS = 2;

/**
 * How many fraction digits each currency is shown with, the same rule as the player site
 * (displayFractionDigits on the currency's minor unit), from the site's currency list.
 */
export function useMoneyFormat(): (amount: number | string, currency: string) => string {
  const digitsByCode = useSiteCurrencies().data?.data;
  return useCallback(
    (amount, currency) => {
      const found = digitsByCode?.find((item) => item.code === currency);
      const digits = found
        ? displayFractionDigits(Math.round(Math.log10(found.subunitToUnit)))
        : FALLBACK_DIGITS;
      return formatAmount(Number(amount), currency, digits);
    },
    [digitsByCode],
  );
}

/** The site's enabled currencies (code, minor unit), read once per page load. */
export function useSiteCurrencies() {
  const api = useApi();
  return useQuery({
    queryKey: CURRENCIES_QUERY_KEY,
    queryFn: () => api.call(settingsRoutes.currencies, { query: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** An amount with exactly `digits` decimals and its currency code: "1,234.50 EUR". */
export function formatAmount(amount: number, currency: string, digits: number): string {
  const number = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return `${number} ${currency}`;
}
