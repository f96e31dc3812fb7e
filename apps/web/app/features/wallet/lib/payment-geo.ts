import { useLocalValue } from './local-value.ts';

/** The wallet region the player chose (spec section 9): it decides which methods are offered. */
export const PAYMENT_GEO_KEY = 'paymentGeo';

/** The chosen region, else the player's country, else the country the visit comes from. */
export function usePaymentGeo(fallback: string | null | undefined) {
  const [stored, setStored] = useLocalValue(PAYMENT_GEO_KEY);
  const country = stored && /^[A-Z]{2}$/.test(stored) ? stored : (fallback ?? null);
  return { country, choose: (code: string) => setStored(code) };
}
