import { add, multiply, type Rational, subtract, sum, ZERO } from './rational.ts';

/** One possible settlement of a round: with this probability the stake is paid back times `multiplier`. */
export type PayoutOutcome = {
  readonly probability: Rational;
  readonly multiplier: Rational;
};

export type PayoutDistribution = readonly PayoutOutcome[];

export function totalProbability(distribution: PayoutDistribution): Rational {
  return sum(distribution.map((outcome) => outcome.probability));
}

/** Return to player: the expected payout per unit staked. */
export function exactRtp(distribution: PayoutDistribution): Rational {
  return distribution.reduce(
    (total, outcome) => add(total, multiply(outcome.probability, outcome.multiplier)),
    ZERO,
  );
}

/** Variance of the payout per unit staked: E[m²] − RTP². */
export function payoutVariance(distribution: PayoutDistribution): Rational {
  const secondMoment = distribution.reduce(
    (total, outcome) =>
      add(total, multiply(outcome.probability, multiply(outcome.multiplier, outcome.multiplier))),
    ZERO,
  );
  const rtp = exactRtp(distribution);
  return subtract(secondMoment, multiply(rtp, rtp));
}
