/**
 * Unbiased numbers from a RandomStream. The algorithm is described in provably-fair.ts and
 * docs/games/rtp.md; keep the three in step, a verifier recomputes rounds from that description.
 */
import type { RandomStream } from './provably-fair.ts';

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_52 = 2 ** 52;

/** Words below this value are used; words at or above it are rejected because they would favour low values. */
export function rejectionLimit(rangeSize: number): number {
  if (!Number.isInteger(rangeSize) || rangeSize < 1 || rangeSize > TWO_POW_32) {
    throw new RangeError(`range size must be an integer from 1 to 2^32, got ${rangeSize}`);
  }
  return TWO_POW_32 - (TWO_POW_32 % rangeSize);
}

/** A uniform integer in 0..rangeSize-1, by rejection sampling on 32-bit words. */
export function randomInt(stream: RandomStream, rangeSize: number): number {
  const limit = rejectionLimit(rangeSize);
  for (;;) {
    const word = stream.nextUint32();
    if (word < limit) return word % rangeSize;
  }
}

/** A uniform multiple of 2^-52 in [0, 1): the top 20 bits of one word and all 32 bits of the next. */
export function randomFloat(stream: RandomStream): number {
  const high20 = stream.nextUint32() >>> 12;
  const low32 = stream.nextUint32();
  return (high20 * TWO_POW_32 + low32) / TWO_POW_52;
}

function shuffleFront<T>(stream: RandomStream, items: T[], steps: number): T[] {
  for (let position = 0; position < steps; position += 1) {
    const chosen = position + randomInt(stream, items.length - position);
    const displaced = items[position]!;
    items[position] = items[chosen]!;
    items[chosen] = displaced;
  }
  return items;
}

/** A uniformly random ordering of `items` (Fisher–Yates from the front); the input is not modified. */
export function shuffle<T>(stream: RandomStream, items: readonly T[]): T[] {
  return shuffleFront(stream, [...items], Math.max(items.length - 1, 0));
}

/**
 * `count` distinct values of 0..poolSize-1 in the order drawn: the first `count` positions of the
 * Fisher–Yates shuffle of [0, 1, ..., poolSize-1]. pickDistinct(n, n) equals the full shuffle.
 */
export function pickDistinct(stream: RandomStream, poolSize: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > poolSize) {
    throw new RangeError(`cannot pick ${count} distinct values out of ${poolSize}`);
  }
  const pool = Array.from({ length: poolSize }, (_, value) => value);
  return shuffleFront(stream, pool, Math.min(count, poolSize - 1)).slice(0, count);
}
