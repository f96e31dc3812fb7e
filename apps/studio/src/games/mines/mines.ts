/**
 * Mines: a 5×5 grid (tiles 0..24, row by row) hides 1 to 24 mines, placed at the start of the round as
 * pickDistinct(25, mines). The player opens tiles one by one and may cash out after any safe tile; after
 * k safe tiles the multiplier is (1 − edge) · C(25, k) / C(25 − mines, k). The chance of k safe tiles
 * is C(25 − mines, k) / C(25, k), so every cash-out returns exactly 99 %.
 */
import type { PayoutDistribution } from '../../math/payout-distribution.ts';
import {
  binomial,
  divide,
  ONE,
  type Rational,
  ratio,
  subtract,
  toNumber,
  ZERO,
} from '../../math/rational.ts';
import type { RandomStream } from '../../rng/provably-fair.ts';
import { pickDistinct } from '../../rng/sampling.ts';

export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
export const MINES_HOUSE_EDGE = ratio(1, 100);

/** `openedTiles` in the order the player opened them; the round cashes out after the last one. */
export type MinesBet = {
  mineCount: number;
  openedTiles: readonly number[];
};

export type MinesRound = {
  mineTiles: number[];
  /** Safe tiles opened before a mine (or all of them). */
  safeTilesOpened: number;
  hitMine: boolean;
  payoutMultiplier: number;
};

export function maxSafeTiles(mineCount: number): number {
  return TILES - mineCount;
}

function assertValidMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MIN_MINES || mineCount > MAX_MINES) {
    throw new RangeError(`mine count must be ${MIN_MINES} to ${MAX_MINES}, got ${mineCount}`);
  }
}

function assertValidSafeTileCount(mineCount: number, safeTiles: number): void {
  if (!Number.isInteger(safeTiles) || safeTiles < 1 || safeTiles > maxSafeTiles(mineCount)) {
    throw new RangeError(
      `with ${mineCount} mines a cash-out needs 1 to ${maxSafeTiles(mineCount)} safe tiles`,
    );
  }
}

export function assertValidMinesBet(bet: MinesBet): void {
  assertValidMineCount(bet.mineCount);
  assertValidSafeTileCount(bet.mineCount, bet.openedTiles.length);
  const distinct = new Set(bet.openedTiles);
  const onGrid = bet.openedTiles.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < TILES);
  if (!onGrid || distinct.size !== bet.openedTiles.length) {
    throw new RangeError('opened tiles must be distinct tiles 0..24');
  }
}

/** Chance that the first `safeTiles` opened tiles all miss the mines: C(25 − mines, k) / C(25, k). */
export function safeChance(mineCount: number, safeTiles: number): Rational {
  return ratio(binomial(maxSafeTiles(mineCount), safeTiles), binomial(TILES, safeTiles));
}

export function minesMultiplier(mineCount: number, safeTiles: number): Rational {
  assertValidMineCount(mineCount);
  assertValidSafeTileCount(mineCount, safeTiles);
  return divide(subtract(ONE, MINES_HOUSE_EDGE), safeChance(mineCount, safeTiles));
}

export function placeMines(stream: RandomStream, mineCount: number): number[] {
  assertValidMineCount(mineCount);
  return pickDistinct(stream, TILES, mineCount);
}

export function settleMineLayout(bet: MinesBet, mineTiles: ReadonlySet<number>): Rational {
  return bet.openedTiles.some((tile) => mineTiles.has(tile))
    ? ZERO
    : minesMultiplier(bet.mineCount, bet.openedTiles.length);
}

export function playMines(stream: RandomStream, bet: MinesBet): MinesRound {
  assertValidMinesBet(bet);
  const mineTiles = placeMines(stream, bet.mineCount);
  const mines = new Set(mineTiles);
  const firstMine = bet.openedTiles.findIndex((tile) => mines.has(tile));
  const hitMine = firstMine !== -1;
  return {
    mineTiles,
    safeTilesOpened: hitMine ? firstMine : bet.openedTiles.length,
    hitMine,
    payoutMultiplier: hitMine ? 0 : toNumber(minesMultiplier(bet.mineCount, bet.openedTiles.length)),
  };
}

export function minesPayoutDistribution(mineCount: number, safeTiles: number): PayoutDistribution {
  const survival = safeChance(mineCount, safeTiles);
  return [
    { probability: survival, multiplier: minesMultiplier(mineCount, safeTiles) },
    { probability: subtract(ONE, survival), multiplier: ZERO },
  ];
}
