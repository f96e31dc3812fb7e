import { describe, expect, it } from 'vitest';
import { totalProbability } from '../../math/payout-distribution.ts';
import {
  add,
  compare,
  divide,
  format,
  fromDecimal,
  multiply,
  ONE,
  ratio,
  ZERO,
} from '../../math/rational.ts';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  binomialBucketCounts,
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
  playPlinko,
  plinkoMultipliers,
  plinkoPayoutDistribution,
  plinkoRtp,
} from './plinko.ts';

const EXACT_RTP: Record<PlinkoRisk, readonly string[]> = {
  low: [
    '633/640',
    '5067/5120',
    '25303/25600',
    '101277/102400',
    '40507/40960',
    '404829/409600',
    '202741/204800',
    '1620541/1638400',
    '3239849/3276800',
  ],
  medium: [
    '12659/12800',
    '12633/12800',
    '50657/51200',
    '10129/10240',
    '631/640',
    '202493/204800',
    '50639/51200',
    '323877/327680',
    '3238303/3276800',
  ],
  high: [
    '6327/6400',
    '12641/12800',
    '12671/12800',
    '101309/102400',
    '202689/204800',
    '404299/409600',
    '810317/819200',
    '323753/327680',
    '1620437/1638400',
  ],
};

const everyRowCount = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);
const everyBet = PLINKO_RISKS.flatMap((risk) => everyRowCount.map((rows) => ({ rows, risk })));

/** Bucket counts of all 2^rows paths, each path played as the top bits of one scripted word. */
function bucketCountsByPlayingEveryPath(rows: number): bigint[] {
  const counts = new Array<bigint>(rows + 1).fill(0n);
  for (let path = 0; path < 2 ** rows; path += 1) {
    const { bucket } = playPlinko(scriptedStream([(path << (32 - rows)) >>> 0]), { rows, risk: 'low' });
    counts[bucket] = counts[bucket]! + 1n;
  }
  return counts;
}

describe('plinko return to player', () => {
  it.each(everyBet)('is the pinned exact figure, within 98 % to 99 %, for $rows rows $risk', (bet) => {
    const rtp = plinkoRtp(bet);
    expect(format(rtp)).toBe(EXACT_RTP[bet.risk][bet.rows - MIN_ROWS]);
    expect(compare(rtp, ratio(98, 100))).toBeGreaterThanOrEqual(0);
    expect(compare(rtp, ratio(99, 100))).toBeLessThanOrEqual(0);
    expect(totalProbability(plinkoPayoutDistribution(bet))).toEqual(ONE);
  });

  it.each(everyRowCount)('matches the formula when all 2^%i paths are played', (rows) => {
    const counts = bucketCountsByPlayingEveryPath(rows);
    expect(counts).toEqual(binomialBucketCounts(rows));
    for (const risk of PLINKO_RISKS) {
      const totalPayout = plinkoMultipliers({ rows, risk }).reduce(
        (total, multiplier, bucket) => add(total, multiply(fromDecimal(multiplier), ratio(counts[bucket]!))),
        ZERO,
      );
      expect(divide(totalPayout, ratio(2n ** BigInt(rows)))).toEqual(plinkoRtp({ rows, risk }));
    }
  });
});

describe('plinko tables', () => {
  it.each(everyBet)('is symmetric and grows towards the edges for $rows rows $risk', (bet) => {
    const multipliers = plinkoMultipliers(bet);
    expect(multipliers).toHaveLength(bet.rows + 1);
    expect([...multipliers].reverse()).toEqual(multipliers);
    const rightHalf = multipliers.slice(Math.floor(bet.rows / 2));
    rightHalf.forEach((multiplier, i) => {
      if (i > 0) expect(multiplier).toBeGreaterThanOrEqual(rightHalf[i - 1]!);
    });
  });

  it('refuses rows outside 8..16 and unknown risks', () => {
    expect(() => plinkoMultipliers({ rows: 7, risk: 'low' })).toThrow(RangeError);
    expect(() => plinkoMultipliers({ rows: 17, risk: 'low' })).toThrow(RangeError);
    expect(() => plinkoMultipliers({ rows: 8, risk: 'extreme' as PlinkoRisk })).toThrow(RangeError);
  });
});

describe('plinko rounds', () => {
  it('reads the path from the top bits of one word, 1 = right', () => {
    const round = playPlinko(scriptedStream([0b1011_0000 << 24]), { rows: 8, risk: 'high' });
    expect(round.bouncesRight).toEqual([true, false, true, true, false, false, false, false]);
    expect(round.bucket).toBe(3);
    expect(round.payoutMultiplier).toBe(0.37);
  });

  it('pins the bucket of a known seed', () => {
    const stream = createRandomStream({
      serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
      clientSeed: 'lucky-player',
      nonce: 42,
    });
    // First word 0x5d5589db: top 16 bits 0101 1101 0101 0101 hold 9 right bounces.
    expect(playPlinko(stream, { rows: 16, risk: 'medium' })).toMatchObject({
      bucket: 9,
      payoutMultiplier: 0.66,
    });
  });
});
