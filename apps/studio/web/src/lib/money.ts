import { displayFractionDigits } from '@casino/contracts';
import { findStudioCurrency } from '../../../src/catalogue/currencies.ts';

/**
 * Amounts travel as decimal text ("1.50"); the pages compute with integer minor units (bigint) so that
 * halving, doubling and payouts never drift, and only format for display.
 */

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,8}))?$/;

/** The most fraction digits among amounts the server sent: the currency's precision as the studio uses it. */
export function decimalsOf(...amounts: string[]): number {
  return Math.max(0, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
}

/** Decimal text to minor units; null when it is not an amount or has more digits than the currency. */
export function toMinor(text: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(match[1]! + fraction.padEnd(decimals, '0'));
}

export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

export function clampMinor(value: bigint, min: bigint, max: bigint): bigint {
  if (value < min) return min;
  if (value > max) return max;
  return value;
}

/** Amount × multiplier floored to minor units, as a payout is. The multiplier is read to 1/10^8. */
export function multiplyMinor(amount: bigint, multiplier: number): bigint {
  const scale = 100_000_000n;
  return (amount * BigInt(Math.round(multiplier * 1e8))) / scale;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, shown: number): Intl.NumberFormat {
  const key = `${currency}:${shown}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: shown, maximumFractionDigits: shown };
    try {
      formatter = new Intl.NumberFormat('en', { style: 'currency', currency, ...digits });
    } catch {
      formatter = new Intl.NumberFormat('en', digits);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The currency's minor-unit digits: the studio's own terms, else what the amount itself shows. */
function digitsOf(currency: string, amount: string): number {
  return findStudioCurrency(currency)?.decimals ?? Math.max(2, decimalsOf(amount));
}

/**
 * "€1,234.50"; currencies without a sign of their own (FUN, BTC, USDT) read "1,000.00 FUN". Every amount
 * of a currency shows the same digits, the site's display precision: "24.00 USDT", "0.00012500 BTC".
 * `decimals` is the currency's minor-unit digits.
 */
export function formatMoney(amount: string, currency: string, decimals = digitsOf(currency, amount)): string {
  const parts = formatterFor(currency, displayFractionDigits(decimals)).formatToParts(
    amount as Intl.StringNumericLiteral,
  );
  const sign = parts.find((part) => part.type === 'currency')?.value;
  if (sign !== undefined && sign !== currency) return parts.map((part) => part.value).join('');
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${number} ${currency}`;
}

/** "2.00×", trimmed to the precision that matters at a glance. */
export function formatMultiplier(multiplier: number, digits = 2): string {
  return `${multiplier.toFixed(digits)}×`;
}
