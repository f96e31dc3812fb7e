import { describe, expect, it } from 'vitest';
import { drawSector, sectorAt } from './draw.ts';

const WEIGHTS = [300, 200, 100, 40, 60, 80, 20, 200];

describe('wheels: the provably fair draw', () => {
  it('maps a number to the sector whose cumulative weight first exceeds it', () => {
    expect(sectorAt(WEIGHTS, 0)).toBe(0);
    expect(sectorAt(WEIGHTS, 299)).toBe(0);
    expect(sectorAt(WEIGHTS, 300)).toBe(1);
    expect(sectorAt(WEIGHTS, 599)).toBe(2);
    expect(sectorAt(WEIGHTS, 799)).toBe(6);
    expect(sectorAt(WEIGHTS, 800)).toBe(7);
    expect(sectorAt(WEIGHTS, 999)).toBe(7);
    expect(() => sectorAt(WEIGHTS, 1000)).toThrow(RangeError);
  });

  it('refuses a wheel without sectors or with a weight that is not a positive whole number', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 0 };
    expect(() => drawSector(seeds, [])).toThrow(RangeError);
    expect(() => drawSector(seeds, [1, 0])).toThrow(RangeError);
    expect(() => drawSector(seeds, [1.5, 2])).toThrow(RangeError);
  });

  it('draws each sector as often as its weight says, over 100 000 draws (chi-square, p > 0.001)', () => {
    const draws = 100_000;
    const counts = WEIGHTS.map(() => 0);
    const serverSeed = 'f'.repeat(63).concat('0');
    for (let nonce = 0; nonce < draws; nonce++) {
      counts[drawSector({ serverSeed, clientSeed: 'distribution', nonce }, WEIGHTS).index]! += 1;
    }
    const chiSquare = WEIGHTS.reduce((sum, weight, index) => {
      const expected = (draws * weight) / 1000;
      return sum + (counts[index]! - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: 24.32 is the 0.999 quantile.
    expect(chiSquare).toBeLessThan(24.32);
  });
});
