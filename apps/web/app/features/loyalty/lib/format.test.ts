import { describe, expect, it } from 'vitest';
import { account } from '../test/loyalty-harness.tsx';
import { formatPercent, formatPoints, formatRate, levelProgress } from './format.ts';

describe('levelProgress', () => {
  it("runs from the current level's threshold to the next one's, on the points earned in all", () => {
    // Navigator from 1,000, Captain at 5,000; points held (spent down to 10) do not count.
    expect(levelProgress(account(2, 3000, 10))).toEqual({ percent: 50, remaining: 2000 });
    expect(levelProgress(account(1, 0))).toEqual({ percent: 0, remaining: 1000 });
  });

  it('stays within the bar and never asks for less than nothing', () => {
    expect(levelProgress(account(1, 1200))).toEqual({ percent: 100, remaining: 0 });
  });

  it('is null at the top level', () => {
    expect(levelProgress(account(4, 30000))).toBeNull();
  });
});

describe('loyalty numbers', () => {
  it('are written as the locale writes them', () => {
    expect(formatPoints(12500, 'en')).toBe('12,500');
    expect(formatPoints(12500, 'de')).toBe('12.500');
    expect(formatRate(1.25, 'pt-br')).toBe('1,25');
    expect(formatPercent(10, 'en')).toBe('10%');
  });
});
