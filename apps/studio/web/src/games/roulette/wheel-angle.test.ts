import { describe, expect, it } from 'vitest';
import { restingAngle, SECTOR_DEGREES, spinAngle } from './wheel-angle.ts';

const normalised = (angle: number) => ((angle % 360) + 360) % 360;

describe('roulette wheel angle', () => {
  it('rests with the pocket under the pointer', () => {
    expect(restingAngle(0)).toBe(0);
    expect(restingAngle(32)).toBeCloseTo(-SECTOR_DEGREES);
    expect(restingAngle(26)).toBeCloseTo(-36 * SECTOR_DEGREES);
  });

  it('spins several whole turns backwards and lands on the pocket', () => {
    for (const [current, pocket] of [
      [0, 17],
      [restingAngle(17) - 1800, 3],
      [-12345.6, 0],
    ] as const) {
      const next = spinAngle(current, pocket);
      expect(current - next).toBeGreaterThanOrEqual(5 * 360);
      expect(current - next).toBeLessThan(6 * 360);
      expect(normalised(next)).toBeCloseTo(normalised(restingAngle(pocket)), 6);
    }
  });
});
