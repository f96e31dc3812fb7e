/**
 * Plinko: a ball falls through 8 to 16 rows of pegs and bounces left or right at each row. The path is
 * one 32-bit word: at row r (0 = top) the ball goes right when bit 31 − r is 1. It lands in bucket
 * i = number of right bounces (0..rows), with chance C(rows, i) / 2^rows. Each (rows, risk) has its own
 * symmetric multiplier table, chosen so that its return to player lies between 98 % and 99 %.
 */
import { exactRtp, type PayoutDistribution } from '../../math/payout-distribution.ts';
import { binomial, fromDecimal, type Rational, ratio } from '../../math/rational.ts';
import type { RandomStream } from '../../rng/provably-fair.ts';

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export type PlinkoBet = {
  rows: number;
  risk: PlinkoRisk;
};

export type PlinkoRound = {
  /** One entry per row: true where the ball bounced right. */
  bouncesRight: boolean[];
  bucket: number;
  payoutMultiplier: number;
};

/**
 * Multipliers from the centre bucket out to the edge bucket (the table is mirrored on the left).
 * For an odd number of rows the first value is the one shared by the two centre buckets.
 */
const MULTIPLIERS_FROM_CENTRE: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [0.64, 0.79, 1.25, 2.42, 5.6],
    9: [0.63, 0.9, 1.61, 3.49, 9],
    10: [0.61, 0.74, 1.11, 1.98, 4.15, 10],
    11: [0.67, 0.87, 1.34, 2.38, 4.83, 11],
    12: [0.64, 0.74, 1.03, 1.63, 2.91, 5.84, 13],
    13: [0.69, 0.85, 1.2, 1.92, 3.38, 6.58, 14],
    14: [0.68, 0.76, 0.98, 1.41, 2.24, 3.89, 7.34, 15],
    15: [0.71, 0.85, 1.12, 1.64, 2.59, 4.42, 8.12, 16],
    16: [0.71, 0.78, 0.95, 1.28, 1.85, 2.88, 4.8, 8.5, 16],
  },
  medium: {
    8: [0.53, 0.65, 1.18, 3.2, 13],
    9: [0.56, 0.79, 1.59, 4.5, 18],
    10: [0.57, 0.65, 1.02, 2.11, 5.89, 22],
    11: [0.62, 0.8, 1.29, 2.68, 7.11, 24],
    12: [0.6, 0.67, 0.94, 1.64, 3.57, 9.72, 33],
    13: [0.63, 0.76, 1.14, 2.09, 4.69, 13, 43],
    14: [0.61, 0.67, 0.89, 1.41, 2.71, 6.24, 17, 58],
    15: [0.61, 0.73, 1.05, 1.78, 3.62, 8.78, 25, 88],
    16: [0.61, 0.66, 0.84, 1.27, 2.24, 4.64, 11, 33, 110],
  },
  high: {
    8: [0.22, 0.37, 1.1, 4.79, 29],
    9: [0.26, 0.55, 1.75, 7.54, 43],
    10: [0.19, 0.3, 0.77, 2.7, 13, 76],
    11: [0.22, 0.42, 1.18, 4.33, 20, 120],
    12: [0.2, 0.29, 0.63, 1.84, 6.76, 31, 170],
    13: [0.21, 0.37, 0.9, 2.79, 11, 49, 270],
    14: [0.18, 0.26, 0.52, 1.35, 4.33, 17, 77, 420],
    15: [0.2, 0.34, 0.75, 2.03, 6.65, 26, 120, 620],
    16: [0.18, 0.24, 0.46, 1.07, 3.07, 10, 41, 190, 1000],
  },
};

export function assertValidPlinkoBet(bet: PlinkoBet): void {
  if (!Number.isInteger(bet.rows) || bet.rows < MIN_ROWS || bet.rows > MAX_ROWS) {
    throw new RangeError(`rows must be ${MIN_ROWS} to ${MAX_ROWS}, got ${bet.rows}`);
  }
  if (!PLINKO_RISKS.includes(bet.risk)) throw new RangeError(`unknown risk ${bet.risk}`);
}

/** Multipliers of buckets 0..rows, left to right. */
export function plinkoMultipliers(bet: PlinkoBet): number[] {
  assertValidPlinkoBet(bet);
  const fromCentre = MULTIPLIERS_FROM_CENTRE[bet.risk][bet.rows]!;
  return Array.from(
    { length: bet.rows + 1 },
    (_, bucket) => fromCentre[Math.floor(Math.abs(2 * bucket - bet.rows) / 2)]!,
  );
}

export function dropBall(stream: RandomStream, rows: number): boolean[] {
  const path = stream.nextUint32();
  return Array.from({ length: rows }, (_, row) => ((path >>> (31 - row)) & 1) === 1);
}

export function playPlinko(stream: RandomStream, bet: PlinkoBet): PlinkoRound {
  const multipliers = plinkoMultipliers(bet);
  const bouncesRight = dropBall(stream, bet.rows);
  const bucket = bouncesRight.filter(Boolean).length;
  return { bouncesRight, bucket, payoutMultiplier: multipliers[bucket]! };
}

/** How many of the 2^rows paths end in each bucket: C(rows, i). */
export function binomialBucketCounts(rows: number): bigint[] {
  return Array.from({ length: rows + 1 }, (_, bucket) => binomial(rows, bucket));
}

export function bucketChance(rows: number, bucket: number): Rational {
  return ratio(binomial(rows, bucket), 2n ** BigInt(rows));
}

export function plinkoPayoutDistribution(bet: PlinkoBet): PayoutDistribution {
  return plinkoMultipliers(bet).map((multiplier, bucket) => ({
    probability: bucketChance(bet.rows, bucket),
    multiplier: fromDecimal(multiplier),
  }));
}

export function plinkoRtp(bet: PlinkoBet): Rational {
  return exactRtp(plinkoPayoutDistribution(bet));
}
