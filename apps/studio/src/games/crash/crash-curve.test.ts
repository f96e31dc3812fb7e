import { describe, expect, it } from 'vitest';
import {
  cashoutHundredthsAt,
  DEFAULT_GROWTH_PER_MS,
  hundredthsAt,
  msToReach,
  multiplierAt,
} from './crash-curve.ts';

const GROWTH = DEFAULT_GROWTH_PER_MS;

describe('crash multiplier curve', () => {
  it('starts at 1.00× and grows as e^(growth · t)', () => {
    expect(multiplierAt(0, GROWTH)).toBe(1);
    expect(multiplierAt(-50, GROWTH)).toBe(1);
    expect(multiplierAt(10_000, GROWTH)).toBeCloseTo(Math.E ** 0.6, 12);
    expect(hundredthsAt(msToReach(200, GROWTH) + 1, GROWTH)).toBe(200);
    expect(msToReach(200, GROWTH)).toBeCloseTo(11_552.45, 1);
  });

  it('pays m(t) rounded down while the round runs, never above the crash point, nothing after it', () => {
    const crash = 250;
    expect(cashoutHundredthsAt(0, crash, GROWTH)).toBe(100);
    expect(cashoutHundredthsAt(msToReach(199.5, GROWTH), crash, GROWTH)).toBe(199);
    expect(cashoutHundredthsAt(msToReach(crash, GROWTH) - 0.001, crash, GROWTH)).toBeLessThanOrEqual(crash);
    expect(cashoutHundredthsAt(msToReach(crash, GROWTH), crash, GROWTH)).toBeNull();
    expect(cashoutHundredthsAt(0, 100, GROWTH)).toBeNull();
  });
});
