import { describe, expect, it } from 'vitest';
import {
  clampTarget,
  diceMultiplier,
  dicePayoutMinor,
  flipDirection,
  multiplierText,
  parseHundredths,
  rollWins,
  targetBounds,
  winChanceText,
  winningRolls,
} from './dice-math.ts';

describe('dice maths on the page', () => {
  it('counts winning rolls like the server', () => {
    expect(winningRolls('under', 4950)).toBe(4950);
    expect(winningRolls('over', 4950)).toBe(5049);
    expect(rollWins('under', 4950, 4949)).toBe(true);
    expect(rollWins('under', 4950, 4950)).toBe(false);
    expect(rollWins('over', 4950, 4951)).toBe(true);
    expect(rollWins('over', 4950, 4950)).toBe(false);
  });

  it('pays 0.99 · 10000 / winning rolls', () => {
    expect(diceMultiplier('under', 4950)).toBe(2);
    expect(multiplierText('under', 4950)).toBe('2.0000×');
    expect(multiplierText('under', 9800)).toBe('1.0102×');
    expect(multiplierText('under', 1)).toBe('9900.0000×');
    expect(multiplierText('over', 4950)).toBe('1.9607×');
    expect(winChanceText('over', 4950)).toBe('50.49 %');
  });

  it('floors the payout to the minor unit', () => {
    expect(dicePayoutMinor(100n, 'under', 4950)).toBe(200n);
    expect(dicePayoutMinor(100n, 'over', 4950)).toBe(196n);
    expect(dicePayoutMinor(1n, 'under', 3)).toBe(3300n);
  });

  it('keeps the target within a 0.01 % to 98 % win chance', () => {
    expect(targetBounds('under')).toEqual({ min: 1, max: 9800 });
    expect(targetBounds('over')).toEqual({ min: 199, max: 9998 });
    expect(clampTarget('under', 9999)).toBe(9800);
    expect(clampTarget('over', 0)).toBe(199);
    expect(clampTarget('over', 5000.4)).toBe(5000);
  });

  it('flips direction with the same win chance', () => {
    const flipped = flipDirection('under', 4950);
    expect(flipped).toEqual({ direction: 'over', targetHundredths: 5049 });
    expect(winningRolls(flipped.direction, flipped.targetHundredths)).toBe(4950);
  });

  it('reads a typed target', () => {
    expect(parseHundredths('49.5')).toBe(4950);
    expect(parseHundredths('7')).toBe(700);
    expect(parseHundredths('12,34')).toBe(1234);
    expect(parseHundredths('100')).toBeNull();
    expect(parseHundredths('1.234')).toBeNull();
  });
});
