import { describe, expect, it } from 'vitest';
import { CHI_SQUARE_0_999, chiSquareAgainstUniform, scriptedStream } from '../test/scripted-stream.ts';
import { createRandomStream, type RandomStream } from './provably-fair.ts';
import { pickDistinct, randomFloat, randomInt, rejectionLimit, shuffle } from './sampling.ts';

const TWO_POW_32 = 2 ** 32;
const SERVER_SEED = '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
const knownStream = () =>
  createRandomStream({ serverSeed: SERVER_SEED, clientSeed: 'lucky-player', nonce: 42 });
const streamForNonce = (nonce: number) =>
  createRandomStream({ serverSeed: SERVER_SEED, clientSeed: 'uniformity', nonce });

function countDraws(draws: number, outcomes: number, draw: (stream: RandomStream) => number): number[] {
  const counts = new Array<number>(outcomes).fill(0);
  for (let nonce = 0; nonce < draws; nonce += 1) {
    const outcome = draw(streamForNonce(nonce));
    counts[outcome] = counts[outcome]! + 1;
  }
  return counts;
}

describe('rejection limit', () => {
  const rangeSizes = [1, 2, 3, 6, 7, 10, 25, 37, 10_000, 2 ** 31 + 1, 3 * 2 ** 30, TWO_POW_32];

  it('is the largest multiple of the range size that fits in 32 bits', () => {
    for (const size of rangeSizes) {
      const limit = rejectionLimit(size);
      expect(limit % size).toBe(0);
      expect(TWO_POW_32 - limit).toBeGreaterThanOrEqual(0);
      expect(TWO_POW_32 - limit).toBeLessThan(size);
    }
  });

  it('so every value of the range has exactly limit / size accepted words', () => {
    expect(rejectionLimit(10)).toBe(4_294_967_290);
    expect(rejectionLimit(37)).toBe(37 * 116_080_197);
    expect(rejectionLimit(3 * 2 ** 30)).toBe(3 * 2 ** 30);
    expect(rejectionLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1);
  });

  it('rejects words at or above the limit and draws again', () => {
    const stream = scriptedStream([0xffff_ffff, 4_294_967_290, 4_294_967_289]);
    expect(randomInt(stream, 10)).toBe(9);
    expect(stream.wordsRead()).toBe(3);
    expect(randomInt(scriptedStream([0xffff_ffff]), TWO_POW_32)).toBe(0xffff_ffff);
  });

  it('refuses range sizes outside 1..2^32', () => {
    for (const size of [0, -1, 1.5, TWO_POW_32 + 1]) expect(() => rejectionLimit(size)).toThrow(RangeError);
  });
});

describe('randomInt', () => {
  it('pins known answers', () => {
    const stream = knownStream();
    expect(Array.from({ length: 5 }, () => randomInt(stream, 37))).toEqual([23, 33, 32, 10, 25]);
    expect(randomInt(knownStream(), 10_000)).toBe(6939);
  });

  it('draws a tiny range uniformly (chi-square, 60,000 rounds)', () => {
    const counts = countDraws(60_000, 6, (stream) => randomInt(stream, 6));
    expect(chiSquareAgainstUniform(counts)).toBeLessThan(CHI_SQUARE_0_999[5]!);
  });

  it('stays uniform where plain modulo would favour the low third twice over', () => {
    const size = 3 * 2 ** 30;
    const thirds = countDraws(30_000, 3, (stream) => Math.floor(randomInt(stream, size) / 2 ** 30));
    expect(chiSquareAgainstUniform(thirds)).toBeLessThan(CHI_SQUARE_0_999[2]!);
    const moduloThirds = countDraws(30_000, 3, (stream) =>
      Math.floor((stream.nextUint32() % size) / 2 ** 30),
    );
    expect(chiSquareAgainstUniform(moduloThirds)).toBeGreaterThan(1000);
  });
});

describe('randomFloat', () => {
  it('uses 52 bits: the top 20 of one word and all 32 of the next', () => {
    expect(randomFloat(scriptedStream([0, 0]))).toBe(0);
    expect(randomFloat(scriptedStream([0xffff_ffff, 0xffff_ffff]))).toBe(1 - 2 ** -52);
    expect(randomFloat(scriptedStream([0x0000_1000, 1]))).toBe((2 ** 32 + 1) / 2 ** 52);
    expect(randomFloat(scriptedStream([0x0000_0fff, 0]))).toBe(0);
  });

  it('pins known answers', () => {
    const stream = knownStream();
    expect([randomFloat(stream), randomFloat(stream)]).toEqual([0.36458664047783707, 0.4170179792313349]);
  });
});

describe('pickDistinct and shuffle', () => {
  it('pins known answers', () => {
    expect(pickDistinct(knownStream(), 25, 24)).toEqual([
      14, 9, 7, 20, 18, 16, 1, 13, 0, 10, 11, 17, 21, 12, 15, 2, 6, 8, 24, 23, 22, 4, 19, 5,
    ]);
    expect(shuffle(knownStream(), ['a', 'b', 'c', 'd', 'e'])).toEqual(['e', 'b', 'a', 'c', 'd']);
  });

  it('follows Fisher–Yates from the front with randomInt(size − i)', () => {
    // randomInt(5) = 7 % 5 = 2 swaps 0↔2; randomInt(4) = 5 % 4 = 1 swaps 1↔2.
    expect(pickDistinct(scriptedStream([7, 5]), 5, 2)).toEqual([2, 0]);
  });

  it('picks the whole pool as the full shuffle does', () => {
    const pool = Array.from({ length: 25 }, (_, tile) => tile);
    expect(pickDistinct(knownStream(), 25, 25)).toEqual(shuffle(knownStream(), pool));
    expect([...pickDistinct(knownStream(), 25, 25)].sort((a, b) => a - b)).toEqual(pool);
  });

  it('draws every ordered pick equally often (chi-square, 48,000 rounds)', () => {
    const counts = countDraws(48_000, 12, (stream) => {
      const [first, second] = pickDistinct(stream, 4, 2) as [number, number];
      return first * 3 + (second > first ? second - 1 : second);
    });
    expect(chiSquareAgainstUniform(counts)).toBeLessThan(CHI_SQUARE_0_999[11]!);
  });

  it('draws every permutation equally often (chi-square, 36,000 rounds)', () => {
    const permutations = ['abc', 'acb', 'bac', 'bca', 'cab', 'cba'];
    const counts = countDraws(36_000, 6, (stream) =>
      permutations.indexOf(shuffle(stream, [...'abc']).join('')),
    );
    expect(chiSquareAgainstUniform(counts)).toBeLessThan(CHI_SQUARE_0_999[5]!);
  });

  it('refuses to pick more values than the pool holds', () => {
    expect(() => pickDistinct(knownStream(), 3, 4)).toThrow(RangeError);
  });
});
