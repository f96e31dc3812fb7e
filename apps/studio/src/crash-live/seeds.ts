import { crashPointHundredths } from '../games/crash/crash.ts';
import { createRandomStream, hashServerSeed, newServerSeed } from '../rng/provably-fair.ts';

/**
 * The public client seed of every crash round. Crash rounds are shared, so no player chooses it; each
 * round has its own server seed (committed by its hash before betting opens, revealed at the crash) and
 * its number as nonce, so nobody, the studio included, can pick a crash point after the commitment.
 */
export const CRASH_CLIENT_SEED = 'lucky-harbor-crash';

export type DrawnRound = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  crashHundredths: number;
};

/** A fresh server seed for round `number` and the crash point it decides. */
export function drawRound(number: number): DrawnRound {
  const serverSeed = newServerSeed();
  const stream = createRandomStream({ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: number });
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: CRASH_CLIENT_SEED,
    crashHundredths: crashPointHundredths(stream),
  };
}
