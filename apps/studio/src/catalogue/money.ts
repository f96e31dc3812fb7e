import type { Rational } from '../math/rational.ts';

/**
 * Exact conversion between integer minor units and decimal text ("1.5") for a currency with
 * `decimals` digits after the point. Strings and bigints only: no float ever holds money.
 */
export function minorToDecimal(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** "12.34" to minor units; null when it is not a plain decimal or has more digits than the currency. */
export function decimalToMinor(value: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** What a bet of `amount` minor units pays at an exact multiplier, rounded down to the minor unit. */
export function payout(amount: bigint, multiplier: Rational): bigint {
  if (multiplier.numerator < 0n) throw new RangeError('a multiplier cannot be negative');
  return (amount * multiplier.numerator) / multiplier.denominator;
}
