import type { RandomStream } from '../rng/provably-fair.ts';

/** A stream that hands out the given 32-bit words (big-endian bytes) and fails when they run out. */
export function scriptedStream(words: readonly number[]): RandomStream & { wordsRead(): number } {
  const bytes = words.flatMap((word) => [
    word >>> 24,
    (word >>> 16) & 0xff,
    (word >>> 8) & 0xff,
    word & 0xff,
  ]);
  let offset = 0;
  const nextByte = () => {
    if (offset >= bytes.length) throw new Error('scripted stream ran out of words');
    offset += 1;
    return bytes[offset - 1]!;
  };
  return {
    nextByte,
    nextUint32: () => nextByte() * 0x1000000 + nextByte() * 0x10000 + nextByte() * 0x100 + nextByte(),
    wordsRead: () => offset / 4,
  };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareAgainstUniform(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((statistic, count) => statistic + (count - expected) ** 2 / expected, 0);
}

/** Chi-square values exceeded with probability 0.001, by degrees of freedom. */
export const CHI_SQUARE_0_999: Readonly<Record<number, number>> = { 2: 13.816, 5: 20.515, 11: 31.264 };
