import { describe, expect, it } from 'vitest';
import { ratio } from '../math/rational.ts';
import { findStudioCurrency } from './currencies.ts';
import { percentText } from './games.ts';
import { decimalToMinor, minorToDecimal, payout } from './money.ts';

describe('studio money', () => {
  it('converts decimal text and minor units exactly', () => {
    expect(decimalToMinor('1.50', 2)).toBe(150n);
    expect(decimalToMinor('0.00000001', 8)).toBe(1n);
    expect(decimalToMinor('20', 0)).toBe(20n);
    expect(decimalToMinor('1.001', 2)).toBeNull();
    expect(decimalToMinor('-1', 2)).toBeNull();
    expect(minorToDecimal(150n, 2)).toBe('1.5');
    expect(minorToDecimal(1n, 8)).toBe('0.00000001');
    expect(minorToDecimal(2000n, 0)).toBe('2000');
  });

  it('pays at an exact multiplier, rounded down to the minor unit', () => {
    expect(payout(100n, ratio(9900, 3333))).toBe(297n);
    expect(payout(1n, ratio(99, 100))).toBe(0n);
    expect(payout(12_345n, ratio(0))).toBe(0n);
    expect(() => payout(1n, ratio(-1))).toThrow(RangeError);
  });

  it('knows the bet limits of each currency in its own digits', () => {
    expect(findStudioCurrency('eur')).toMatchObject({ decimals: 2, minBet: 10n, maxBet: 10_000n });
    expect(findStudioCurrency('JPY')).toMatchObject({ decimals: 0, minBet: 20n });
    expect(findStudioCurrency('BTC')).toMatchObject({ decimals: 8, minBet: 100n, maxBet: 100_000n });
    expect(findStudioCurrency('XYZ')).toBeUndefined();
  });

  it('prints a rational RTP as percent text', () => {
    expect(percentText('3325/3456')).toBe('96.21');
    expect(percentText('1/2')).toBe('50.00');
  });
});
