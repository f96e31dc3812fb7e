import type { Db } from '../../db/client.ts';
import { currencyRate } from './service.ts';
import { currencies } from './tables.ts';

/**
 * Amounts from one currency to another at the site's rates (each the value of one unit in the base
 * currency, stored as exact decimals), in integer minor units: no float touches the amount.
 */

type Rate = { rate: string; subunitToUnit: number };

/** Decimal text as a fraction of bigints ("1.17" → 117/100). */
function fraction(decimal: string): { num: bigint; den: bigint } {
  const [whole = '0', part = ''] = decimal.trim().split('.');
  const den = 10n ** BigInt(part.length);
  return { num: BigInt(whole) * den + BigInt(part || '0'), den };
}

/** `amount` minor units of `source` in minor units of `target`, rounded down; null without a target rate. */
function convert(amount: bigint, source: Rate, target: Rate): bigint | null {
  const s = fraction(source.rate);
  const t = fraction(target.rate);
  if (t.num === 0n) return null;
  // amount/unitFrom * rateFrom / rateTo * unitTo
  const num = amount * s.num * t.den * BigInt(target.subunitToUnit);
  const den = BigInt(source.subunitToUnit) * s.den * t.num;
  return num / den;
}

/**
 * `amount` in minor units of `from` as minor units of `to`, rounded down (a converted cap is never more
 * than the rule's); null when either currency is unknown.
 */
export async function convertMinor(db: Db, amount: bigint, from: string, to: string): Promise<bigint | null> {
  if (from === to) return amount;
  const [source, target] = await Promise.all([currencyRate(db, from), currencyRate(db, to)]);
  if (!source || !target) return null;
  return convert(amount, source, target);
}

export type BaseAmount = { currency: string; subunitToUnit: number; amount: bigint };

/**
 * A converter to the base currency from one read of every currency's rate (for many amounts at once):
 * each amount rounded down; null for an unknown currency or when the site has no base currency.
 */
export async function baseCurrencyConverter(
  db: Db,
): Promise<(amount: bigint, from: string) => BaseAmount | null> {
  return baseConverterOf(await siteRates(db));
}

/** The same converter from rates already read. */
export function baseConverterOf(rates: SiteRates): (amount: bigint, from: string) => BaseAmount | null {
  const { base } = rates;
  const subunitToUnit = base === null ? undefined : rates.unitOf(base);
  return (amount, from) => {
    if (base === null || subunitToUnit === undefined) return null;
    const converted = rates.convert(amount, from, base);
    return converted === null ? null : { currency: base, subunitToUnit, amount: converted };
  };
}

/** Every currency's rate, read once (for many amounts at once). */
export type SiteRates = {
  /** The base currency's code (null when the site has none). */
  base: string | null;
  /** Minor units per unit of a currency, or undefined when the site does not know it. */
  unitOf(code: string): number | undefined;
  /** `amount` minor units of `from` in minor units of `to`, rounded down; null for an unknown currency. */
  convert(amount: bigint, from: string, to: string): bigint | null;
};

export async function siteRates(db: Db): Promise<SiteRates> {
  const rows = await db
    .select({
      code: currencies.code,
      rate: currencies.rate,
      subunitToUnit: currencies.subunitToUnit,
      isBase: currencies.isBase,
    })
    .from(currencies);
  const byCode = new Map(
    rows.map((row) => [row.code, { rate: String(row.rate), subunitToUnit: row.subunitToUnit }]),
  );
  return {
    base: rows.find((row) => row.isBase)?.code ?? null,
    unitOf: (code) => byCode.get(code)?.subunitToUnit,
    convert: (amount, from, to) => {
      const source = byCode.get(from);
      const target = byCode.get(to);
      if (!source || !target) return null;
      return from === to ? amount : convert(amount, source, target);
    },
  };
}
