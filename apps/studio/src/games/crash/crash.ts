/**
 * Crash: one shared round whose multiplier climbs from 1.00× until it crashes at the crash point.
 *
 * Crash point of a round: one draw j = randomFloat · 2^52, a uniform integer 0 … 2^52 − 1, and
 *   H = floor(99 · 2^52 / (2^52 − j))                  (integer division, exact; H = floor(0.99 / (1 − u) · 100)
 *   crash point = min(1,000,000, max(1.00, H / 100))    with u = j / 2^52 the randomFloat of the round)
 * The player's chance that the round reaches a target t = k / 100 (k = 101 … 100,000,000) is
 * P(H ≥ k) = floor(99 · 2^52 / k) / 2^52, which lies within 2^−52 below 0.99 / t; a cash-out at t pays
 * t, so every target returns 99 % (less than k / 100 · 2^−52 under it). About 1.98 % of rounds crash at
 * 1.00× straight away. The cap of 1,000,000× only cuts the tail: every target a bet can name is at most
 * the cap, and a crash point of at least the target still pays exactly the target.
 *
 * A target equal to the crash point wins: the crash point is the highest multiplier the round reached.
 */
import type { PayoutDistribution } from '../../math/payout-distribution.ts';
import { divide, ONE, type Rational, ratio, subtract, ZERO } from '../../math/rational.ts';
import type { RandomStream } from '../../rng/provably-fair.ts';
import { randomFloat } from '../../rng/sampling.ts';

export const CRASH_HOUSE_EDGE = ratio(1, 100);
/** Multipliers are whole hundredths: 100 is 1.00×. */
export const CRASH_MIN_HUNDREDTHS = 100;
/** The lowest cash-out target: 1.01×. */
export const CRASH_MIN_TARGET_HUNDREDTHS = 101;
/** The cap: no round goes past 1,000,000×. */
export const CRASH_MAX_HUNDREDTHS = 100_000_000;

const DRAWS = 2n ** 52n;
/** 99 % kept by the player, written in hundredths of the multiplier: 0.99 · 100. */
const PLAYER_SHARE_HUNDREDTHS = 99n;

/** The raw 52-bit draw of a round: the integer behind randomFloat. */
export function drawCrashWord(stream: RandomStream): bigint {
  return BigInt(randomFloat(stream) * Number(DRAWS));
}

/** The crash point in hundredths from the 52-bit draw. */
export function crashHundredthsFromDraw(draw: bigint): number {
  if (draw < 0n || draw >= DRAWS) throw new RangeError('the draw must be an integer 0 … 2^52 − 1');
  const uncapped = (PLAYER_SHARE_HUNDREDTHS * DRAWS) / (DRAWS - draw);
  if (uncapped >= BigInt(CRASH_MAX_HUNDREDTHS)) return CRASH_MAX_HUNDREDTHS;
  return Math.max(CRASH_MIN_HUNDREDTHS, Number(uncapped));
}

/** The crash point of a round, in hundredths (100 = 1.00×), from its provably fair stream. */
export function crashPointHundredths(stream: RandomStream): number {
  return crashHundredthsFromDraw(drawCrashWord(stream));
}

export function assertValidTarget(targetHundredths: number): void {
  if (
    !Number.isInteger(targetHundredths) ||
    targetHundredths < CRASH_MIN_TARGET_HUNDREDTHS ||
    targetHundredths > CRASH_MAX_HUNDREDTHS
  ) {
    throw new RangeError(
      `a cash-out target must be 1.01× to 1,000,000× in steps of 0.01, got ${targetHundredths}`,
    );
  }
}

/** A cash-out at the target wins when the round reaches it. */
export function targetReached(targetHundredths: number, crashHundredths: number): boolean {
  return targetHundredths <= crashHundredths;
}

/** The multiplier a cash-out at `targetHundredths` pays against the crash point: the target, or 0. */
export function settleCashout(targetHundredths: number, crashHundredths: number): Rational {
  assertValidTarget(targetHundredths);
  return targetReached(targetHundredths, crashHundredths) ? ratio(targetHundredths, 100) : ZERO;
}

/** The chance the round reaches the target: floor(99 · 2^52 / k) / 2^52 for k = target in hundredths. */
export function reachChance(targetHundredths: number): Rational {
  assertValidTarget(targetHundredths);
  const reachingDraws = (PLAYER_SHARE_HUNDREDTHS * DRAWS) / BigInt(targetHundredths);
  return ratio(reachingDraws, DRAWS);
}

/** The payouts of a bet that cashes out at the target (automatically or by hand, the maths is the same). */
export function crashPayoutDistribution(targetHundredths: number): PayoutDistribution {
  const reach = reachChance(targetHundredths);
  return [
    { probability: reach, multiplier: ratio(targetHundredths, 100) },
    { probability: subtract(ONE, reach), multiplier: ZERO },
  ];
}

/** 0.99 / target: the chance the definition aims at, which reachChance meets within 2^−52. */
export function idealReachChance(targetHundredths: number): Rational {
  return divide(subtract(ONE, CRASH_HOUSE_EDGE), ratio(targetHundredths, 100));
}

export type CrashRound = {
  crashPointHundredths: number;
  /** The crash point as a multiplier, e.g. 2.47. */
  crashPoint: number;
};

/** The outcome of a crash round from its stream (what the verifier recomputes from the revealed seed). */
export function playCrash(stream: RandomStream): CrashRound {
  const hundredths = crashPointHundredths(stream);
  return { crashPointHundredths: hundredths, crashPoint: hundredths / 100 };
}
