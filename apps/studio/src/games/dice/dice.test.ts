import { describe, expect, it } from 'vitest';
import { exactRtp, totalProbability } from '../../math/payout-distribution.ts';
import { add, divide, ONE, type Rational, ratio, toNumber, ZERO } from '../../math/rational.ts';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  DICE_OUTCOMES,
  type DiceBet,
  diceMultiplier,
  dicePayoutDistribution,
  MAX_WINNING_ROLLS,
  MIN_WINNING_ROLLS,
  playDice,
  settleDiceRoll,
} from './dice.ts';

const NINETY_NINE_PERCENT = ratio(99, 100);

function everyValidBet(): DiceBet[] {
  const bets: DiceBet[] = [];
  for (let winning = MIN_WINNING_ROLLS; winning <= MAX_WINNING_ROLLS; winning += 1) {
    bets.push({ direction: 'under', targetHundredths: winning });
    bets.push({ direction: 'over', targetHundredths: DICE_OUTCOMES - 1 - winning });
  }
  return bets;
}

function rtpByEnumeratingRolls(bet: DiceBet): Rational {
  let totalPayout = ZERO;
  for (let roll = 0; roll < DICE_OUTCOMES; roll += 1)
    totalPayout = add(totalPayout, settleDiceRoll(bet, roll));
  return divide(totalPayout, ratio(DICE_OUTCOMES));
}

describe('dice return to player', () => {
  it('is exactly 99 % for a range of targets, enumerating all 10,000 rolls', () => {
    const sampled = everyValidBet().filter((_, index) => index % 97 === 0 || index < 4 || index > 19_595);
    expect(sampled.length).toBeGreaterThan(200);
    for (const bet of sampled) expect(rtpByEnumeratingRolls(bet)).toEqual(NINETY_NINE_PERCENT);
  });

  it('is exactly 99 % for every one of the 19,600 valid bets by formula', () => {
    for (const bet of everyValidBet()) {
      const distribution = dicePayoutDistribution(bet);
      expect(totalProbability(distribution)).toEqual(ONE);
      expect(exactRtp(distribution)).toEqual(NINETY_NINE_PERCENT);
    }
  });
});

describe('dice rounds', () => {
  it('pays 0.99 · 100 / win chance', () => {
    expect(diceMultiplier({ direction: 'under', targetHundredths: 5000 })).toEqual(ratio(198, 100));
    expect(diceMultiplier({ direction: 'over', targetHundredths: 4999 })).toEqual(ratio(198, 100));
    expect(diceMultiplier({ direction: 'under', targetHundredths: 1 })).toEqual(ratio(9900));
    expect(toNumber(diceMultiplier({ direction: 'over', targetHundredths: 199 }))).toBeCloseTo(1.0102, 4);
  });

  it('wins under on roll < target and over on roll > target', () => {
    const under = { direction: 'under', targetHundredths: 5000 } as const;
    expect(playDice(scriptedStream([4999]), under)).toEqual({
      rollHundredths: 4999,
      won: true,
      payoutMultiplier: 1.98,
    });
    expect(playDice(scriptedStream([5000]), under).won).toBe(false);
    const over = { direction: 'over', targetHundredths: 5000 } as const;
    expect(playDice(scriptedStream([5000]), over).won).toBe(false);
    expect(playDice(scriptedStream([5001]), over).payoutMultiplier).toBe(9900 / 4999);
  });

  it('rolls randomInt(10000) from the seeded stream', () => {
    const stream = createRandomStream({
      serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
      clientSeed: 'lucky-player',
      nonce: 42,
    });
    expect(playDice(stream, { direction: 'over', targetHundredths: 5000 }).rollHundredths).toBe(6939);
  });

  it('refuses win chances outside 0.01 % to 98 %', () => {
    const invalid: DiceBet[] = [
      { direction: 'under', targetHundredths: 0 },
      { direction: 'under', targetHundredths: 9801 },
      { direction: 'over', targetHundredths: 9999 },
      { direction: 'over', targetHundredths: 198 },
      { direction: 'under', targetHundredths: 50.5 },
    ];
    for (const bet of invalid) expect(() => playDice(scriptedStream([0]), bet)).toThrow(RangeError);
  });
});
