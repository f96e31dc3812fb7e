import { performance } from 'node:perf_hooks';
import { exactRtp, payoutVariance } from '../math/payout-distribution.ts';
import { toNumber } from '../math/rational.ts';
import { createRandomStream } from '../rng/provably-fair.ts';
import type { SimulatedTitle } from './titles.ts';

/** Two-sided 99.9 % quantile of the standard normal distribution. */
export const Z_99_9 = 3.2905267314919;

export type SimulationSeeds = {
  serverSeed: string;
  clientSeed: string;
};

export type SimulationResult = {
  slug: string;
  rounds: number;
  exactRtp: number;
  simulatedRtp: number;
  /** From the exact payout variance of each configuration (the null hypothesis being tested). */
  standardError: number;
  /** From the payouts observed, for comparison. */
  sampleStandardError: number;
  interval: readonly [number, number];
  exactInsideInterval: boolean;
  elapsedMs: number;
};

type ConfigurationTally = { rounds: number; payout: number; payoutSquared: number };

function playRounds(title: SimulatedTitle, rounds: number, seeds: SimulationSeeds): ConfigurationTally[] {
  const configurations = title.configurations;
  const tallies = configurations.map(() => ({ rounds: 0, payout: 0, payoutSquared: 0 }));
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const index = nonce % configurations.length;
    const payout = configurations[index]!.play(createRandomStream({ ...seeds, nonce }));
    const tally = tallies[index]!;
    tally.rounds += 1;
    tally.payout += payout;
    tally.payoutSquared += payout * payout;
  }
  return tallies;
}

function sampleVarianceOfMean(tallies: readonly ConfigurationTally[], rounds: number): number {
  const withinConfiguration = tallies.reduce((total, tally) => {
    if (tally.rounds < 2) return total;
    const mean = tally.payout / tally.rounds;
    const variance = (tally.payoutSquared - tally.rounds * mean * mean) / (tally.rounds - 1);
    return total + tally.rounds * variance;
  }, 0);
  return withinConfiguration / (rounds * rounds);
}

/** Plays `rounds` rounds with the real generator (one nonce per round) and compares with the exact RTP. */
export function simulateTitle(
  title: SimulatedTitle,
  rounds: number,
  seeds: SimulationSeeds,
): SimulationResult {
  const started = performance.now();
  const tallies = playRounds(title, rounds, seeds);
  const elapsedMs = performance.now() - started;
  const weighted = (value: (index: number) => number) =>
    tallies.reduce((total, tally, index) => total + tally.rounds * value(index), 0) / rounds;
  const exact = weighted((index) => toNumber(exactRtp(title.configurations[index]!.distribution)));
  const exactVarianceOfMean =
    weighted((index) => toNumber(payoutVariance(title.configurations[index]!.distribution))) / rounds;
  const simulatedRtp = tallies.reduce((total, tally) => total + tally.payout, 0) / rounds;
  const standardError = Math.sqrt(exactVarianceOfMean);
  const halfWidth = Z_99_9 * standardError;
  return {
    slug: title.slug,
    rounds,
    exactRtp: exact,
    simulatedRtp,
    standardError,
    sampleStandardError: Math.sqrt(sampleVarianceOfMean(tallies, rounds)),
    interval: [simulatedRtp - halfWidth, simulatedRtp + halfWidth],
    exactInsideInterval: Math.abs(simulatedRtp - exact) <= halfWidth,
    elapsedMs,
  };
}
