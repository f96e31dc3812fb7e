import { STUDIO_DEMO_CURRENCY } from '@casino/contracts';
import { decimalToMinor } from './money.ts';

/**
 * The currencies the studio plays in: digits after the point and its bet limits, in minor units. The
 * studio keeps its own list (it reads no platform table); fiat limits are about 0.10 to 100 EUR, crypto
 * limits the same value at rough rates, rounded to plain figures.
 */
export type StudioCurrency = { code: string; decimals: number; minBet: bigint; maxBet: bigint };

const currency = (code: string, decimals: number, minBet: string, maxBet: string): StudioCurrency => ({
  code,
  decimals,
  minBet: decimalToMinor(minBet, decimals)!,
  maxBet: decimalToMinor(maxBet, decimals)!,
});

const CURRENCIES: readonly StudioCurrency[] = [
  currency(STUDIO_DEMO_CURRENCY, 2, '0.10', '100'),
  currency('EUR', 2, '0.10', '100'),
  currency('USD', 2, '0.10', '100'),
  currency('GBP', 2, '0.10', '100'),
  currency('CAD', 2, '0.20', '150'),
  currency('BRL', 2, '0.50', '500'),
  currency('TRY', 2, '5', '3500'),
  currency('INR', 2, '10', '9000'),
  currency('RUB', 2, '10', '10000'),
  currency('JPY', 0, '20', '16000'),
  currency('BTC', 8, '0.000001', '0.001'),
  currency('ETH', 8, '0.00003', '0.03'),
  currency('LTC', 8, '0.0013', '1.3'),
  currency('USDT', 6, '0.10', '100'),
  currency('XRP', 6, '0.2', '200'),
];

const BY_CODE = new Map(CURRENCIES.map((entry) => [entry.code, entry]));

/** The studio's terms for a currency, or undefined when it does not play in it. */
export function findStudioCurrency(code: string): StudioCurrency | undefined {
  return BY_CODE.get(code.toUpperCase());
}
