import { describe, expect, it } from 'vitest';
import { SPIN_TURNS, sectorCentre, sectorPath, stopRotation } from './geometry.ts';

describe('the wheel geometry', () => {
  it('draws equal sectors clockwise from the top', () => {
    expect(sectorPath(0, 4, 100)).toBe('M0,0L0,-100A100,100 0 0 1 100,0Z');
    expect(sectorPath(1, 4, 100)).toBe('M0,0L100,0A100,100 0 0 1 0,100Z');
    expect(sectorCentre(1, 4)).toBe(135);
  });

  it('stops every sector under the pointer after whole turns, from wherever the wheel stands', () => {
    for (const current of [0, 45, 1837.5]) {
      for (let index = 0; index < 6; index += 1) {
        const stop = stopRotation(current, index, 6);
        expect(stop - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        expect(stop - current).toBeLessThan((SPIN_TURNS + 1) * 360);
        expect((((stop + sectorCentre(index, 6)) % 360) + 360) % 360).toBeCloseTo(0);
      }
    }
  });
});
