const CENTS = 2;
const FULL_PRECISION_ABOVE = 6;

/**
 * How many fraction digits an amount is shown with, the same on every page (site and studio).
 *
 * Coins counted in hundred-millionths (BTC, ETH, LTC) show every digit of their display unit (mBTC: 5,
 * BTC: 8), because a hundredth of one of them is real money. Everything else, fiat and the tokens counted
 * in millionths that are worth about a dollar (USDT, XRP), shows at most cents: "10.87 USDT", never
 * "10.869565 USDT".
 *
 * @param currencyDigits the currency's minor-unit digits (log10 of subunitToUnit)
 * @param unitShift the digits its display unit moves the point by (3 for mBTC), 0 when shown as itself
 */
export function displayFractionDigits(currencyDigits: number, unitShift = 0): number {
  if (currencyDigits > FULL_PRECISION_ABOVE) return Math.max(0, currencyDigits - unitShift);
  return Math.min(CENTS, currencyDigits);
}
