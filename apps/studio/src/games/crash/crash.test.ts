import { describe, expect, it } from 'vitest';
import { exactRtp, totalProbability } from '../../math/payout-distribution.ts';
import { compare, multiply, ONE, type Rational, ratio, subtract, ZERO } from '../../math/rational.ts';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  CRASH_MAX_HUNDREDTHS,
  CRASH_MIN_TARGET_HUNDREDTHS,
  crashHundredthsFromDraw,
  crashPayoutDistribution,
  crashPointHundredths,
  idealReachChance,
  playCrash,
  reachChance,
  settleCashout,
} from './crash.ts';

const DRAWS = 2n ** 52n;
const ONE_DRAW = ratio(1n, DRAWS);
const NINETY_NINE_PERCENT = ratio(99, 100);

/** Every target from 1.01× to 100×, then a spread up to the cap. */
function targets(): number[] {
  const fine = Array.from({ length: 10_000 - 100 }, (_, i) => CRASH_MIN_TARGET_HUNDREDTHS + i);
  const coarse = [12_345, 50_000, 99_999, 100_000, 1_000_003, 9_999_999, 33_333_333, CRASH_MAX_HUNDREDTHS];
  return [...fine, ...coarse];
}

/** The first draw whose crash point reaches the target: crash points grow with the draw. */
const firstReachingDraw = (targetHundredths: number) => DRAWS - (99n * DRAWS) / BigInt(targetHundredths);

const isBetween = (value: Rational, low: Rational, high: Rational) =>
  compare(low, value) <= 0 && compare(value, high) <= 0;

describe('crash point', () => {
  it('is floor(99 · 2^52 / (2^52 − j)) hundredths, at least 1.00× and at most 1,000,000×', () => {
    expect(crashHundredthsFromDraw(0n)).toBe(100);
    expect(crashHundredthsFromDraw(DRAWS / 2n)).toBe(198);
    expect(crashHundredthsFromDraw((DRAWS * 3n) / 4n)).toBe(396);
    expect(crashHundredthsFromDraw((DRAWS * 9n) / 10n)).toBe(989); // 2^52 / 10 rounds down: just under 9.90×
    expect(crashHundredthsFromDraw(DRAWS - 1n)).toBe(CRASH_MAX_HUNDREDTHS);
    expect(() => crashHundredthsFromDraw(DRAWS)).toThrow(RangeError);
    expect(() => crashHundredthsFromDraw(-1n)).toThrow(RangeError);
  });

  it('reads the 52-bit randomFloat of the stream', () => {
    expect(crashPointHundredths(scriptedStream([0, 0]))).toBe(100);
    expect(crashPointHundredths(scriptedStream([0x8000_0000, 0]))).toBe(198);
    expect(crashPointHundredths(scriptedStream([0xffff_ffff, 0xffff_ffff]))).toBe(CRASH_MAX_HUNDREDTHS);
    const stream = createRandomStream({
      serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
      clientSeed: 'lucky-player',
      nonce: 42,
    });
    // randomFloat = 0.36458664047783707 (the sampling known answer): floor(99 / 0.635413...) = 155.
    expect(playCrash(stream)).toEqual({ crashPointHundredths: 155, crashPoint: 1.55 });
  });

  it('reaches each target on exactly floor(99 · 2^52 / k) of the 2^52 draws', () => {
    for (const target of targets()) {
      const first = firstReachingDraw(target);
      expect(crashHundredthsFromDraw(first)).toBeGreaterThanOrEqual(target);
      expect(crashHundredthsFromDraw(first - 1n)).toBeLessThan(target);
    }
  });

  it('crashes at 1.00× straight away on about 1.98 % of rounds', () => {
    const instant = subtract(ONE, reachChance(CRASH_MIN_TARGET_HUNDREDTHS));
    expect(Number(instant.numerator) / Number(instant.denominator)).toBeCloseTo(2 / 101, 12);
  });
});

describe('crash return to player', () => {
  it('reaches a target t with chance within 2^-52 below 0.99 / t', () => {
    for (const target of targets()) {
      const ideal = idealReachChance(target);
      expect(isBetween(reachChance(target), subtract(ideal, ONE_DRAW), ideal)).toBe(true);
    }
  });

  it('returns 99 % (less than t · 2^-52 under it) at every cash-out target, by formula', () => {
    for (const target of targets()) {
      const distribution = crashPayoutDistribution(target);
      expect(totalProbability(distribution)).toEqual(ONE);
      const shortfall = multiply(ratio(target, 100), ONE_DRAW);
      expect(
        isBetween(exactRtp(distribution), subtract(NINETY_NINE_PERCENT, shortfall), NINETY_NINE_PERCENT),
      ).toBe(true);
    }
  });

  it('is exactly 99 % where the target divides 99 · 2^52', () => {
    for (const target of [396, 1_584, 99 * 4096]) {
      expect(exactRtp(crashPayoutDistribution(target))).toEqual(NINETY_NINE_PERCENT);
    }
  });

  it('pays the target when the round reaches it, the crash point itself included', () => {
    expect(settleCashout(200, 200)).toEqual(ratio(2));
    expect(settleCashout(150, 4_711)).toEqual(ratio(3, 2));
    expect(settleCashout(201, 200)).toEqual(ZERO);
    expect(() => settleCashout(100, 200)).toThrow(RangeError);
    expect(() => settleCashout(CRASH_MAX_HUNDREDTHS + 1, CRASH_MAX_HUNDREDTHS)).toThrow(RangeError);
  });
});
