import { describe, expect, it } from 'vitest';
import { exactRtp, totalProbability } from '../../math/payout-distribution.ts';
import { add, binomial, divide, multiply, ONE, ratio, toNumber, ZERO } from '../../math/rational.ts';
import { createRandomStream } from '../../rng/provably-fair.ts';
import { scriptedStream } from '../../test/scripted-stream.ts';
import {
  MAX_MINES,
  MIN_MINES,
  maxSafeTiles,
  minesMultiplier,
  minesPayoutDistribution,
  playMines,
  safeChance,
  settleMineLayout,
  TILES,
} from './mines.ts';

const NINETY_NINE_PERCENT = ratio(99, 100);

function* everyCashOut() {
  for (let mineCount = MIN_MINES; mineCount <= MAX_MINES; mineCount += 1) {
    for (let safeTiles = 1; safeTiles <= maxSafeTiles(mineCount); safeTiles += 1)
      yield { mineCount, safeTiles };
  }
}

/** Every set of `size` tiles out of 25, as bitmasks. */
function* tileSubsets(size: number, from = 0, chosen = 0): Generator<number> {
  if (size === 0) {
    yield chosen;
    return;
  }
  for (let tile = from; tile <= TILES - size; tile += 1)
    yield* tileSubsets(size - 1, tile + 1, chosen | (1 << tile));
}

const tilesOf = (mask: number) =>
  new Set(Array.from({ length: TILES }, (_, t) => t).filter((t) => mask & (1 << t)));

describe('mines return to player', () => {
  it('is exactly 99 % for every (mines, safe tiles) cash-out, by formula', () => {
    let cashOuts = 0;
    for (const { mineCount, safeTiles } of everyCashOut()) {
      const distribution = minesPayoutDistribution(mineCount, safeTiles);
      expect(totalProbability(distribution)).toEqual(ONE);
      expect(exactRtp(distribution)).toEqual(NINETY_NINE_PERCENT);
      expect(multiply(safeChance(mineCount, safeTiles), minesMultiplier(mineCount, safeTiles))).toEqual(
        NINETY_NINE_PERCENT,
      );
      cashOuts += 1;
    }
    expect(cashOuts).toBe(300);
  });

  it('is exactly 99 % averaged over every mine layout, settled as the game settles it', () => {
    const bets = [
      { mineCount: 1, openedTiles: Array.from({ length: 24 }, (_, tile) => tile) },
      { mineCount: 2, openedTiles: [12, 0, 24] },
      { mineCount: 5, openedTiles: [5, 6, 7, 8, 9] },
      { mineCount: 22, openedTiles: [0, 24] },
      { mineCount: 24, openedTiles: [13] },
    ];
    for (const bet of bets) {
      let layouts = 0n;
      let totalPayout = ZERO;
      for (const mask of tileSubsets(bet.mineCount)) {
        layouts += 1n;
        totalPayout = add(totalPayout, settleMineLayout(bet, tilesOf(mask)));
      }
      expect(layouts).toBe(binomial(TILES, bet.mineCount));
      expect(divide(totalPayout, ratio(layouts))).toEqual(NINETY_NINE_PERCENT);
    }
  });
});

describe('mines multipliers', () => {
  it('is 0.99 · C(25, k) / C(25 − mines, k)', () => {
    expect(minesMultiplier(1, 1)).toEqual(ratio(99 * 25, 100 * 24));
    expect(minesMultiplier(24, 1)).toEqual(ratio(2475, 100));
    expect(minesMultiplier(1, 24)).toEqual(ratio(2475, 100));
    expect(minesMultiplier(3, 5)).toEqual(ratio(99n * binomial(25, 5), 100n * binomial(22, 5)));
    expect(toNumber(minesMultiplier(12, 13))).toBe(0.99 * 5_200_300);
  });

  it('refuses impossible cash-outs', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(5, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(5, 21)).toThrow(RangeError);
  });
});

describe('mines rounds', () => {
  it('places mines with pickDistinct(25, mines) and stops at the first mine opened', () => {
    // randomInt(25): 7 → tile 7 first; randomInt(24): 0 → tile 1 second.
    const round = playMines(scriptedStream([7, 0]), { mineCount: 2, openedTiles: [3, 1, 4] });
    expect(round).toEqual({ mineTiles: [7, 1], safeTilesOpened: 1, hitMine: true, payoutMultiplier: 0 });
  });

  it('pays the cash-out multiplier when every opened tile is safe', () => {
    const round = playMines(scriptedStream([7, 0]), { mineCount: 2, openedTiles: [3, 4] });
    expect(round.hitMine).toBe(false);
    expect(round.payoutMultiplier).toBe(toNumber(minesMultiplier(2, 2)));
  });

  it('pins the layout of a known seed', () => {
    const stream = createRandomStream({
      serverSeed: '5f2e9c1a7b3d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
      clientSeed: 'lucky-player',
      nonce: 42,
    });
    expect(playMines(stream, { mineCount: 3, openedTiles: [0] }).mineTiles).toEqual([14, 9, 7]);
  });

  it('refuses repeated or off-grid tiles and too many picks', () => {
    expect(() => playMines(scriptedStream([0]), { mineCount: 3, openedTiles: [1, 1] })).toThrow(RangeError);
    expect(() => playMines(scriptedStream([0]), { mineCount: 3, openedTiles: [25] })).toThrow(RangeError);
    expect(() => playMines(scriptedStream([0]), { mineCount: 3, openedTiles: [] })).toThrow(RangeError);
    const everyTile = Array.from({ length: TILES }, (_, tile) => tile);
    expect(() => playMines(scriptedStream([0]), { mineCount: 3, openedTiles: everyTile })).toThrow(
      RangeError,
    );
  });
});
