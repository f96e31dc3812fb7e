import { maxSafeTiles, minesMultiplier, TILES } from '../games/mines/mines.ts';
import { type Rational, toNumber, ZERO } from '../math/rational.ts';
import { StudioError } from '../server/errors.ts';

/**
 * A mines round's state, kept in studio_rounds.outcome: the mines placed at the start (hidden while
 * the round is open), the safe tiles opened so far in order, whether a mine was hit, and whether the
 * round ended (mine, cash-out or every safe tile open) and only waits for its win to be paid.
 */
export type MinesState = {
  mineTiles: number[];
  openedTiles: number[];
  hitMine: boolean;
  finished: boolean;
};

export function readMinesState(outcome: Record<string, unknown>): MinesState {
  const numbers = (value: unknown) =>
    (Array.isArray(value) ? value.filter(Number.isInteger) : []) as number[];
  return {
    mineTiles: numbers(outcome.mineTiles),
    openedTiles: numbers(outcome.openedTiles),
    hitMine: outcome.hitMine === true,
    finished: outcome.finished === true,
  };
}

/** The cash-out multiplier after `safeTiles` safe tiles: 0 before the first. */
export function minesCashoutMultiplier(mineCount: number, safeTiles: number): Rational {
  return safeTiles === 0 ? ZERO : minesMultiplier(mineCount, safeTiles);
}

/** What an open round shows: the opened tiles and the multipliers now and after one more safe tile. */
export function openMinesView(outcome: Record<string, unknown>, mineCount: number): Record<string, unknown> {
  const { openedTiles } = readMinesState(outcome);
  const safe = openedTiles.length;
  return {
    openedTiles,
    multiplier: toNumber(minesCashoutMultiplier(mineCount, safe)),
    nextMultiplier: safe < maxSafeTiles(mineCount) ? toNumber(minesMultiplier(mineCount, safe + 1)) : null,
  };
}

/**
 * Opens one tile: a mine ends the round with nothing; a safe tile adds to the multiplier, and the
 * last safe tile ends it (cashed out at the top multiplier). 422 for a tile opened already.
 */
export function revealTile(state: MinesState, mineCount: number, tile: number): MinesState {
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES)
    throw StudioError.field('tile', 'Pick a tile 0 to 24.');
  if (state.openedTiles.includes(tile)) throw StudioError.field('tile', 'This tile is open already.');
  const openedTiles = [...state.openedTiles, tile];
  if (state.mineTiles.includes(tile)) return { ...state, openedTiles, hitMine: true, finished: true };
  return { ...state, openedTiles, finished: openedTiles.length === maxSafeTiles(mineCount) };
}

/** The multiplier a finished or cashed-out state pays. */
export function minesPayoutMultiplier(state: MinesState, mineCount: number): Rational {
  return state.hitMine ? ZERO : minesCashoutMultiplier(mineCount, state.openedTiles.length);
}
