import { describe, expect, it } from 'vitest';
import { exactRtp } from '../../math/payout-distribution.ts';
import { add, divide, type Rational, ratio, subtract, ZERO } from '../../math/rational.ts';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  assertLegalBet,
  isRed,
  legalBets,
  POCKETS,
  playRoulette,
  ROULETTE_BET_KINDS,
  type RouletteBet,
  type RouletteBetKind,
  rouletteMultiplier,
  roulettePayoutDistribution,
  settleRoulettePocket,
} from './roulette.ts';

const THIRTY_SIX_THIRTY_SEVENTHS = ratio(36, 37);

const EXPECTED: Record<RouletteBetKind, { bets: number; covered: number; paysToOne: number }> = {
  straight: { bets: 37, covered: 1, paysToOne: 35 },
  split: { bets: 60, covered: 2, paysToOne: 17 },
  street: { bets: 14, covered: 3, paysToOne: 11 },
  corner: { bets: 23, covered: 4, paysToOne: 8 },
  line: { bets: 11, covered: 6, paysToOne: 5 },
  dozen: { bets: 3, covered: 12, paysToOne: 2 },
  column: { bets: 3, covered: 12, paysToOne: 2 },
  red: { bets: 1, covered: 18, paysToOne: 1 },
  black: { bets: 1, covered: 18, paysToOne: 1 },
  even: { bets: 1, covered: 18, paysToOne: 1 },
  odd: { bets: 1, covered: 18, paysToOne: 1 },
  low: { bets: 1, covered: 18, paysToOne: 1 },
  high: { bets: 1, covered: 18, paysToOne: 1 },
};

function rtpByEnumeratingPockets(bet: RouletteBet): Rational {
  let totalPayout = ZERO;
  for (let pocket = 0; pocket < POCKETS; pocket += 1) {
    totalPayout = add(totalPayout, settleRoulettePocket(bet, pocket));
  }
  return divide(totalPayout, ratio(POCKETS));
}

describe('roulette return to player', () => {
  it.each(ROULETTE_BET_KINDS)('is exactly 36/37 for every %s bet, enumerating the 37 pockets', (kind) => {
    for (const bet of legalBets(kind)) {
      expect(rtpByEnumeratingPockets(bet)).toEqual(THIRTY_SIX_THIRTY_SEVENTHS);
      expect(exactRtp(roulettePayoutDistribution(bet))).toEqual(THIRTY_SIX_THIRTY_SEVENTHS);
    }
  });
});

describe('roulette table', () => {
  it.each(ROULETTE_BET_KINDS)('lays out the standard %s bets with standard payouts', (kind) => {
    const bets = legalBets(kind);
    expect(bets).toHaveLength(EXPECTED[kind].bets);
    for (const bet of bets) {
      expect(new Set(bet.numbers).size).toBe(EXPECTED[kind].covered);
      expect(bet.numbers.every((n) => Number.isInteger(n) && n >= 0 && n < POCKETS)).toBe(true);
      expect(subtract(rouletteMultiplier(bet), ratio(1))).toEqual(ratio(EXPECTED[kind].paysToOne));
    }
  });

  it('splits, streets and corners only join neighbours on the table', () => {
    expect(legalBets('split').map((bet) => bet.numbers)).toContainEqual([17, 20]);
    expect(legalBets('split').map((bet) => bet.numbers)).not.toContainEqual([3, 4]);
    expect(legalBets('corner').map((bet) => bet.numbers)).toContainEqual([32, 33, 35, 36]);
    expect(legalBets('corner').map((bet) => bet.numbers)).toContainEqual([0, 1, 2, 3]);
    expect(legalBets('street').map((bet) => bet.numbers)).toContainEqual([0, 2, 3]);
  });

  it('keeps zero out of every outside bet', () => {
    for (const kind of ['dozen', 'column', 'red', 'black', 'even', 'odd', 'low', 'high'] as const) {
      for (const bet of legalBets(kind)) expect(bet.numbers).not.toContain(0);
    }
    expect(isRed(0)).toBe(false);
    const red = legalBets('red')[0]!.numbers;
    const black = legalBets('black')[0]!.numbers;
    expect([...red, ...black].sort((a, b) => a - b)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(red).toEqual(
      expect.arrayContaining([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]),
    );
  });

  it('accepts legal bets in any order and refuses others', () => {
    expect(() => assertLegalBet({ kind: 'split', numbers: [20, 17] })).not.toThrow();
    expect(() => assertLegalBet({ kind: 'split', numbers: [3, 4] })).toThrow(RangeError);
    expect(() => assertLegalBet({ kind: 'corner', numbers: [3, 4, 6, 7] })).toThrow(RangeError);
    expect(() => assertLegalBet({ kind: 'red', numbers: [1, 3] })).toThrow(RangeError);
    expect(() => assertLegalBet({ kind: 'straight', numbers: [37] })).toThrow(RangeError);
  });
});

describe('roulette rounds', () => {
  it('spins randomInt(37) and pays 36 / numbers covered', () => {
    expect(playRoulette(scriptedStream([17]), { kind: 'straight', numbers: [17] })).toEqual({
      pocket: 17,
      won: true,
      payoutMultiplier: 36,
    });
    expect(playRoulette(scriptedStream([37]), legalBets('red')[0]!)).toEqual({
      pocket: 0,
      won: false,
      payoutMultiplier: 0,
    });
  });

  it('pins the pocket of a known seed', () => {
    const stream = createRandomStream({
      serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
      clientSeed: 'lucky-player',
      nonce: 42,
    });
    expect(playRoulette(stream, legalBets('black')[0]!)).toEqual({
      pocket: 23,
      won: false,
      payoutMultiplier: 0,
    });
  });
});
