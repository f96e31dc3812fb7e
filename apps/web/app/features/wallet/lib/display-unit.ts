import { type Currency, displayFractionDigits } from '@casino/contracts';

/**
 * The unit a currency is shown and typed in. BTC and ETH show in milli-units (spec section 3): their
 * first sub-currency (mBTC, mETH) is 1000 units to one coin.
 */
export type DisplayUnit = {
  /** The currency of the account and of the API. */
  currency: string;
  /** What the player reads: the currency, or its sub-currency. */
  code: string;
  /** Display units in one currency unit (1000 for mBTC). */
  factor: number;
  /** Decimals the display unit can hold. */
  decimals: number;
  /** Decimals every amount of it is shown with (`displayFractionDigits`): 2 for USDT, 5 for mBTC. */
  shown: number;
  type: 'fiat' | 'crypto';
};

const digitsOf = (subunitToUnit: number) => Math.max(0, Math.round(Math.log10(subunitToUnit)));

/** The display unit of a currency; an unknown currency shows as itself with 2 decimals. */
export function displayUnit(code: string, currencies: readonly Currency[] | undefined): DisplayUnit {
  const currency = currencies?.find((item) => item.code === code);
  if (!currency) return { currency: code, code, factor: 1, decimals: 2, shown: 2, type: 'fiat' };
  const digits = digitsOf(currency.subunitToUnit);
  // A sub-currency's subunitToUnit is how many of it make one unit (1000 mBTC in 1 BTC).
  const sub = currency.subCurrencies[0];
  if (!sub || sub.subunitToUnit <= 1)
    return {
      currency: code,
      code,
      factor: 1,
      decimals: digits,
      shown: displayFractionDigits(digits),
      type: currency.type,
    };
  return {
    currency: code,
    code: sub.code,
    factor: sub.subunitToUnit,
    decimals: Math.max(0, digits - digitsOf(sub.subunitToUnit)),
    shown: displayFractionDigits(digits, digitsOf(sub.subunitToUnit)),
    type: currency.type,
  };
}

/** An amount of the API (currency units) in display units: 0.0125 BTC is 12.5 mBTC. */
export function toDisplay(amount: number, unit: DisplayUnit): number {
  return Number((amount * unit.factor).toFixed(unit.decimals));
}

/**
 * A limit in display units on the unit's display precision, rounded inwards so the shown minimum is never
 * below the real one (21.739130 USDT shows "21.74") and the shown maximum never above.
 */
export function toDisplayBound(amount: number, unit: DisplayUnit, toward: 'up' | 'down'): number {
  const scale = 10 ** unit.shown;
  const scaled = toDisplay(amount, unit) * scale;
  const rounded = toward === 'up' ? Math.ceil(scaled - 1e-6) : Math.floor(scaled + 1e-6);
  return rounded / scale;
}

/**
 * A typed display amount as the decimal text the API takes, shifted exactly (no float): "12.5" mBTC is
 * "0.0125" BTC.
 */
export function fromDisplay(text: string, unit: DisplayUnit): string {
  const shift = Math.round(Math.log10(unit.factor));
  const [whole = '0', fraction = ''] = text.split('.');
  if (shift === 0) return fraction ? `${whole}.${fraction}` : whole;
  const digits = whole.padStart(shift + 1, '0') + fraction;
  const point = digits.length - fraction.length - shift;
  const intPart = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fracPart = digits.slice(point).replace(/0+$/, '');
  return fracPart ? `${intPart}.${fracPart}` : intPart;
}

/** A display amount with its unit in the unit's display precision, in the page's locale: "1,250.00 EUR", "12.50000 mBTC". */
export function formatDisplay(amount: number, unit: DisplayUnit, locale: string): string {
  return `${formatDisplayNumber(amount, unit, locale)} ${unit.code}`;
}

/** The figure alone, for a field or a sum that shows the unit elsewhere: "1.00". */
export function formatDisplayNumber(amount: number, unit: DisplayUnit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: unit.shown,
    maximumFractionDigits: unit.shown,
  }).format(amount);
}

/** An API amount (currency units) as the player reads it. */
export function formatMoney(amount: number, unit: DisplayUnit, locale: string): string {
  return formatDisplay(toDisplay(amount, unit), unit, locale);
}

/** The value of an amount in another currency, through both rates to the base currency. */
export function convertAmount(amount: number, from: Currency, to: Currency): number {
  return (amount * from.rate.rate) / to.rate.rate;
}
