import { describe, expect, it } from 'vitest';
import { checkBet, defaultBet, scaleBet } from './bet-amount.ts';

const eur = { min: 10n, max: 10_000n, decimals: 2, currency: 'EUR' };
const usdt = { min: 100_000n, max: 100_000_000n, decimals: 6, currency: 'USDT' };

describe('bet amount', () => {
  it('accepts a bet within the limits and the balance', () => {
    expect(checkBet('2.50', eur, 1000n)).toEqual({ ok: true, minor: 250n });
    expect(checkBet('100', eur, null)).toEqual({ ok: true, minor: 10_000n });
  });

  it('says why a bet is refused', () => {
    expect(checkBet('1.234', eur, 1000n)).toMatchObject({
      ok: false,
      message: 'Enter an amount such as 1.50.',
    });
    expect(checkBet('0.05', eur, 1000n)).toMatchObject({ ok: false, message: 'The minimum bet is €0.10.' });
    expect(checkBet('101', eur, null)).toMatchObject({ ok: false, message: 'The maximum bet is €100.00.' });
    expect(checkBet('20', eur, 1000n)).toMatchObject({
      ok: false,
      message: 'Your balance is too low for this bet.',
    });
  });

  it('halves and doubles within the limits', () => {
    expect(scaleBet('1.00', eur, 'half')).toBe('0.50');
    expect(scaleBet('0.15', eur, 'half')).toBe('0.10');
    expect(scaleBet('80', eur, 'double')).toBe('100.00');
    expect(scaleBet('x', eur, 'double')).toBe('0.20');
  });

  it('offers one unit of the currency first', () => {
    expect(defaultBet(eur)).toBe('1.00');
    expect(defaultBet({ min: 2000n, max: 1_600_000n, decimals: 0, currency: 'JPY' })).toBe('2000');
    expect(defaultBet({ min: 100n, max: 100_000n, decimals: 8, currency: 'BTC' })).toBe('0.00100000');
  });

  it('keeps the bet field in the display precision of a finer currency (issue 28)', () => {
    expect(defaultBet(usdt)).toBe('1.00');
    expect(scaleBet('1.00', usdt, 'half')).toBe('0.50');
    expect(scaleBet('0.25', usdt, 'half')).toBe('0.12');
    expect(scaleBet('0.15', usdt, 'half')).toBe('0.10');
    expect(scaleBet('60', usdt, 'double')).toBe('100.00');
    expect(checkBet('1.00', usdt, null)).toEqual({ ok: true, minor: 1_000_000n });
    expect(checkBet('1', usdt, 10n)).toMatchObject({ ok: false });
  });
});
