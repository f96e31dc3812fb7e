import { describe, expect, it } from 'vitest';
import { totalProbability } from '../math/payout-distribution.ts';
import { ONE } from '../math/rational.ts';
import { simulateTitle } from './run-simulation.ts';
import { simulatedTitles } from './titles.ts';

const SEEDS = {
  serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
  clientSeed: 'simulation-smoke',
};
const SMOKE_ROUNDS = 20_000;

describe('RTP simulation (smoke run; the 10-million-round runs are `npm run rtp-sim`)', () => {
  it.each(simulatedTitles())('plays $slug with the real generator and lands inside the interval', (title) => {
    for (const configuration of title.configurations) {
      expect(totalProbability(configuration.distribution)).toEqual(ONE);
    }
    const result = simulateTitle(title, SMOKE_ROUNDS, SEEDS);
    expect(result.rounds).toBe(SMOKE_ROUNDS);
    expect(result.standardError).toBeGreaterThan(0);
    expect(result.interval[0]).toBeLessThan(result.simulatedRtp);
    expect(result.interval[1]).toBeGreaterThan(result.simulatedRtp);
    expect(result.exactInsideInterval).toBe(true);
  });

  it('weights the exact figure by the rounds each configuration played', () => {
    const [dice, roulette, mines] = simulatedTitles();
    expect(simulateTitle(dice!, 1000, SEEDS).exactRtp).toBeCloseTo(0.99, 12);
    expect(simulateTitle(roulette!, 1000, SEEDS).exactRtp).toBeCloseTo(36 / 37, 12);
    expect(simulateTitle(mines!, 1000, SEEDS).exactRtp).toBeCloseTo(0.99, 12);
  });

  it('replays identically from the same seeds', () => {
    const [dice] = simulatedTitles();
    expect(simulateTitle(dice!, 2000, SEEDS).simulatedRtp).toBe(
      simulateTitle(dice!, 2000, SEEDS).simulatedRtp,
    );
  });
});
