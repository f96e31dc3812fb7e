/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely outcomes, roll = randomInt(10000) / 100).
 * The player bets the roll lands under or over a target; the multiplier is
 * (1 − house edge) · 100 / win chance %, so every bet returns exactly 99 %.
 */
import type { PayoutDistribution } from '../../math/payout-distribution.ts';
import {
  divide,
  multiply,
  ONE,
  type Rational,
  ratio,
  subtract,
  toNumber,
  ZERO,
} from '../../math/rational.ts';
import type { RandomStream } from '../../rng/provably-fair.ts';
import { randomInt } from '../../rng/sampling.ts';

export const DICE_OUTCOMES = 10_000;
export const DICE_HOUSE_EDGE = ratio(1, 100);
/** Win chance bounds, in rolls out of 10,000: 0.01 % to 98 %. */
export const MIN_WINNING_ROLLS = 1;
export const MAX_WINNING_ROLLS = 9_800;

export type DiceDirection = 'under' | 'over';

/** Rolls and targets are in hundredths: 4950 is 49.50. Under wins on roll < target, over on roll > target. */
export type DiceBet = {
  direction: DiceDirection;
  targetHundredths: number;
};

export type DiceRound = {
  rollHundredths: number;
  won: boolean;
  payoutMultiplier: number;
};

export function winningRolls(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.targetHundredths : DICE_OUTCOMES - 1 - bet.targetHundredths;
}

export function assertValidDiceBet(bet: DiceBet): void {
  const winning = winningRolls(bet);
  if (!Number.isInteger(bet.targetHundredths) || winning < MIN_WINNING_ROLLS || winning > MAX_WINNING_ROLLS) {
    throw new RangeError(`win chance must be 0.01 % to 98 %, got ${winning / 100} %`);
  }
}

/** (1 − edge) · 100 / (winning / 100) = 0.99 · 10000 / winning rolls. */
export function diceMultiplier(bet: DiceBet): Rational {
  const keptByPlayer = subtract(ONE, DICE_HOUSE_EDGE);
  return divide(multiply(keptByPlayer, ratio(DICE_OUTCOMES)), ratio(winningRolls(bet)));
}

export function rollWins(bet: DiceBet, rollHundredths: number): boolean {
  return bet.direction === 'under'
    ? rollHundredths < bet.targetHundredths
    : rollHundredths > bet.targetHundredths;
}

export function settleDiceRoll(bet: DiceBet, rollHundredths: number): Rational {
  return rollWins(bet, rollHundredths) ? diceMultiplier(bet) : ZERO;
}

export function playDice(stream: RandomStream, bet: DiceBet): DiceRound {
  assertValidDiceBet(bet);
  const rollHundredths = randomInt(stream, DICE_OUTCOMES);
  const won = rollWins(bet, rollHundredths);
  const payoutMultiplier = won ? toNumber(diceMultiplier(bet)) : 0;
  return { rollHundredths, won, payoutMultiplier };
}

export function dicePayoutDistribution(bet: DiceBet): PayoutDistribution {
  const winChance = ratio(winningRolls(bet), DICE_OUTCOMES);
  return [
    { probability: winChance, multiplier: diceMultiplier(bet) },
    { probability: subtract(ONE, winChance), multiplier: ZERO },
  ];
}
