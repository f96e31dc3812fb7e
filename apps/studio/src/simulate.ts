/**
 * Return-to-player simulation: `npm run rtp-sim --workspace @casino/studio [-- dice roulette ...]`.
 * SIM_ROUNDS sets the rounds per title (default 10,000,000); SIM_SERVER_SEED and SIM_CLIENT_SEED
 * replay an earlier run. Exits with code 1 when an exact figure falls outside its 99.9 % interval.
 */
import { hashServerSeed, newClientSeed, newServerSeed } from './rng/provably-fair.ts';
import { type SimulationResult, simulateTitle } from './simulation/run-simulation.ts';
import { simulatedTitles } from './simulation/titles.ts';

const DEFAULT_ROUNDS = 10_000_000;

function roundsFromEnvironment(): number {
  const rounds = Number(process.env.SIM_ROUNDS ?? DEFAULT_ROUNDS);
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new RangeError('SIM_ROUNDS must be a positive integer');
  return rounds;
}

const percent = (value: number, digits = 4) => `${(value * 100).toFixed(digits)} %`;

function describe(result: SimulationResult): string {
  const [low, high] = result.interval;
  const seconds = result.elapsedMs / 1000;
  return [
    `${result.slug}: ${result.rounds.toLocaleString('en')} rounds in ${seconds.toFixed(1)} s`,
    `(${Math.round(result.rounds / seconds).toLocaleString('en')} rounds/s)`,
    `\n  exact RTP      ${percent(result.exactRtp)}`,
    `\n  simulated RTP  ${percent(result.simulatedRtp)}`,
    `\n  standard error ${percent(result.standardError)} (observed ${percent(result.sampleStandardError)})`,
    `\n  99.9 % interval [${percent(low)}, ${percent(high)}]`,
    `\n  exact inside   ${result.exactInsideInterval ? 'yes' : 'NO'}`,
  ].join(' ');
}

function main(): void {
  const rounds = roundsFromEnvironment();
  const seeds = {
    serverSeed: process.env.SIM_SERVER_SEED ?? newServerSeed(),
    clientSeed: process.env.SIM_CLIENT_SEED ?? newClientSeed(),
  };
  const wanted = process.argv.slice(2);
  const titles = simulatedTitles().filter((title) => wanted.length === 0 || wanted.includes(title.slug));
  console.log(`server seed ${seeds.serverSeed} (SHA-256 ${hashServerSeed(seeds.serverSeed)})`);
  console.log(`client seed ${seeds.clientSeed}, nonce 0..${rounds - 1}\n`);
  for (const title of titles) {
    console.log(`${title.slug}: ${title.description}`);
    const result = simulateTitle(title, rounds, seeds);
    console.log(`${describe(result)}\n`);
    if (!result.exactInsideInterval) process.exitCode = 1;
  }
}

main();
