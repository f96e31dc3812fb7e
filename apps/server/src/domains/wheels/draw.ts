import {
  createRandomStream,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
  type RoundSeeds,
} from '@casino/studio/provably-fair';
import { randomInt } from '@casino/studio/sampling';

/**
 * The wheel's draw, on the studio's provably fair generator (apps/studio/src/rng): the byte stream is
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), and `randomInt` reads from it a number
 * below the total weight by rejection sampling (no modulo bias). The sectors, in position order, take
 * the numbers by their cumulative weights: the first sector whose running total exceeds the number
 * wins. Everything is integer arithmetic, so a player recomputes the same sector from the revealed
 * seeds and the published weights.
 */

/** Each spin has a seed pair of its own, so its one draw uses nonce 0. */
export const SPIN_NONCE = 0;

export type SpinSeeds = { serverSeed: string; serverSeedHash: string; clientSeed: string };

/** A new spin's seeds: the server seed is shown only by its hash until the spin is played. */
export function newSpinSeeds(): SpinSeeds {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed() };
}

export type Draw = { roll: number; totalWeight: number; index: number };

/** The sector drawn among `weights` (positive integers, in position order) by these seeds. */
export function drawSector(seeds: RoundSeeds, weights: readonly number[]): Draw {
  if (weights.length === 0 || weights.some((weight) => !Number.isSafeInteger(weight) || weight <= 0))
    throw new RangeError('A wheel needs sectors of positive whole weights');
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const roll = randomInt(createRandomStream(seeds), totalWeight);
  return { roll, totalWeight, index: sectorAt(weights, roll) };
}

/** The position of the sector whose cumulative weight first exceeds `roll`. */
export function sectorAt(weights: readonly number[], roll: number): number {
  let reached = 0;
  for (const [index, weight] of weights.entries()) {
    reached += weight;
    if (roll < reached) return index;
  }
  throw new RangeError(`roll ${roll} is not below the total weight ${reached}`);
}
