import { useCallback } from 'react';
import { useLocalValue } from './local-value.ts';

/** Where the fiat the wallet shows balances in is kept (spec section 9); absent means off. */
export const EQUIVALENT_CURRENCY_KEY = 'equivalentCurrency';
export const DEFAULT_EQUIVALENT_CURRENCY = 'USD';

/** The toggle's new stored value: on sets the default (USD), off removes it. */
export function toggledEquivalent(on: boolean, fallback = DEFAULT_EQUIVALENT_CURRENCY): string | null {
  return on ? fallback : null;
}

/** The fiat equivalent the currency list shows (null when off), with the toggle and the chooser. */
export function useEquivalentCurrency(fallback = DEFAULT_EQUIVALENT_CURRENCY) {
  const [code, setCode] = useLocalValue(EQUIVALENT_CURRENCY_KEY);
  const toggle = useCallback((on: boolean) => setCode(toggledEquivalent(on, fallback)), [setCode, fallback]);
  return { code, enabled: code !== null, toggle, choose: setCode };
}
