import { describe, expect, it } from 'vitest';
import { decimalsOf, formatMoney, fromMinor, multiplyMinor, toMinor } from './money.ts';

describe('studio money', () => {
  it('reads the precision from the amounts the server sent', () => {
    expect(decimalsOf('1000.00', '0.10', '100.00')).toBe(2);
    expect(decimalsOf('0.00010000', '0.0001')).toBe(8);
    expect(decimalsOf('5')).toBe(0);
  });

  it('converts decimal text to minor units and back without drift', () => {
    expect(toMinor('1.5', 2)).toBe(150n);
    expect(toMinor(' 0.10 ', 2)).toBe(10n);
    expect(toMinor('1.505', 2)).toBeNull();
    expect(toMinor('abc', 2)).toBeNull();
    expect(toMinor('-1', 2)).toBeNull();
    expect(fromMinor(150n, 2)).toBe('1.50');
    expect(fromMinor(5n, 8)).toBe('0.00000005');
    expect(fromMinor(42n, 0)).toBe('42');
  });

  it('floors a payout to minor units', () => {
    expect(multiplyMinor(100n, 1.98)).toBe(198n);
    expect(multiplyMinor(333n, 1.5)).toBe(499n);
    expect(multiplyMinor(100n, 0)).toBe(0n);
  });

  it('formats known currencies with their sign and others after the number', () => {
    expect(formatMoney('1234.5', 'EUR', 2)).toBe('€1,234.50');
    expect(formatMoney('1000.00', 'FUN')).toBe('1,000.00 FUN');
  });

  it('shows every amount of a currency in its display precision, as the site does (issue 28)', () => {
    expect(formatMoney('24.000000', 'USDT', 6)).toBe('24.00 USDT');
    expect(formatMoney('24.5', 'USDT', 6)).toBe('24.50 USDT');
    expect(formatMoney('23.725', 'USDT')).toBe('23.73 USDT');
    expect(formatMoney('5.43478', 'USDT')).toBe('5.43 USDT');
    expect(formatMoney('42.15', 'USDT')).toBe('42.15 USDT');
    expect(formatMoney('0.000125', 'BTC')).toBe('0.00012500 BTC');
    expect(formatMoney('0.00012500', 'BTC', 8)).toBe('0.00012500 BTC');
    expect(formatMoney('7', 'JPY', 0)).toBe('¥7');
  });
});
