import type { Currency } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  displayUnit,
  formatMoney,
  fromDisplay,
  toDisplay,
  toDisplayBound,
} from './display-unit.ts';

const currency = (code: string, extra: Partial<Currency> = {}): Currency => ({
  code,
  name: code,
  type: 'fiat',
  isEnabled: true,
  isBase: false,
  subunitToUnit: 100,
  rate: { rate: 1, rateTime: null },
  symbol: code,
  nativeCurrency: code,
  subCurrencies: [],
  ...extra,
});

const currencies: Currency[] = [
  currency('EUR', { isBase: true }),
  currency('USD', { rate: { rate: 0.92, rateTime: null } }),
  currency('JPY', { subunitToUnit: 1 }),
  currency('BTC', {
    type: 'crypto',
    subunitToUnit: 100_000_000,
    rate: { rate: 88_000, rateTime: null },
    subCurrencies: [{ code: 'mBTC', subunitToUnit: 1000 }],
  }),
  currency('ETH', {
    type: 'crypto',
    subunitToUnit: 100_000_000,
    subCurrencies: [{ code: 'mETH', subunitToUnit: 1000 }],
  }),
  currency('USDT', { type: 'crypto', subunitToUnit: 1_000_000 }),
];

describe('milli-units', () => {
  it('shows BTC and ETH in mBTC and mETH, 1000 to the coin', () => {
    expect(displayUnit('BTC', currencies)).toEqual({
      currency: 'BTC',
      code: 'mBTC',
      factor: 1000,
      decimals: 5,
      shown: 5,
      type: 'crypto',
    });
    expect(displayUnit('ETH', currencies).code).toBe('mETH');
    expect(toDisplay(0.0125, displayUnit('BTC', currencies))).toBe(12.5);
    expect(toDisplay(1.23456789, displayUnit('ETH', currencies))).toBe(1234.56789);
  });

  it('leaves other currencies in their own unit', () => {
    expect(displayUnit('EUR', currencies)).toMatchObject({ code: 'EUR', factor: 1, decimals: 2 });
    expect(displayUnit('USDT', currencies)).toMatchObject({ code: 'USDT', factor: 1, decimals: 6 });
    expect(displayUnit('JPY', currencies)).toMatchObject({ factor: 1, decimals: 0 });
    expect(displayUnit('XYZ', currencies)).toMatchObject({ code: 'XYZ', factor: 1, decimals: 2 });
  });

  it('turns typed milli-units back into coins exactly', () => {
    const btc = displayUnit('BTC', currencies);
    expect(fromDisplay('12.5', btc)).toBe('0.0125');
    expect(fromDisplay('0.1', btc)).toBe('0.0001');
    expect(fromDisplay('1500', btc)).toBe('1.5');
    expect(fromDisplay('3', btc)).toBe('0.003');
    expect(fromDisplay('0.00001', btc)).toBe('0.00000001');
    expect(fromDisplay('25.5', displayUnit('EUR', currencies))).toBe('25.5');
  });

  it('formats balances with their unit', () => {
    expect(formatMoney(0.0125, displayUnit('BTC', currencies), 'en')).toBe('12.50000 mBTC');
    expect(formatMoney(1250, displayUnit('EUR', currencies), 'en')).toBe('1,250.00 EUR');
    expect(formatMoney(1250, displayUnit('EUR', currencies), 'de')).toBe('1.250,00 EUR');
    expect(formatMoney(1500, displayUnit('JPY', currencies), 'en')).toBe('1,500 JPY');
  });

  it('shows every amount in the display precision of its currency (issue 28)', () => {
    const usdt = displayUnit('USDT', currencies);
    expect(formatMoney(10.869565, usdt, 'en')).toBe('10.87 USDT');
    expect(formatMoney(5.43478, usdt, 'en')).toBe('5.43 USDT');
    expect(formatMoney(23.725, usdt, 'en')).toBe('23.73 USDT');
    expect(formatMoney(43.35, usdt, 'en')).toBe('43.35 USDT');
    expect(formatMoney(0.00001, displayUnit('BTC', currencies), 'en')).toBe('0.01000 mBTC');
    expect(formatMoney(0.0123456, displayUnit('BTC', currencies), 'en')).toBe('12.34560 mBTC');
  });

  it('rounds a limit inwards on the shown precision', () => {
    const usdt = displayUnit('USDT', currencies);
    expect(toDisplayBound(21.73913, usdt, 'up')).toBe(21.74);
    expect(toDisplayBound(21.731, usdt, 'up')).toBe(21.74);
    expect(toDisplayBound(108.695652, usdt, 'down')).toBe(108.69);
    expect(toDisplayBound(20, usdt, 'up')).toBe(20);
  });

  it('converts through the base currency', () => {
    const [eur, usd] = currencies;
    expect(convertAmount(92, eur!, usd!)).toBeCloseTo(100);
  });
});
