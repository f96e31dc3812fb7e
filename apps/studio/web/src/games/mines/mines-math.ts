import { z } from 'zod';

/**
 * Mines as the server pays it (apps/studio/src/games/mines): after k safe tiles with m mines on 25 tiles
 * the multiplier is 0.99 · C(25, k) / C(25 − m, k).
 */
export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
/** Every mine count a round may have, for pickers. */
export const MINE_COUNTS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

export const maxSafeTiles = (mineCount: number) => TILES - mineCount;

/** 0.99 · ∏_{i<k} (25 − i) / (25 − m − i); 1 before the first tile. */
export function minesMultiplier(mineCount: number, safeTiles: number): number {
  if (safeTiles <= 0) return 1;
  let ratio = 1;
  for (let i = 0; i < safeTiles; i += 1) ratio *= (TILES - i) / (TILES - mineCount - i);
  return 0.99 * ratio;
}

/** The multiplier the next safe tile would reach, or null when every safe tile is open. */
export function nextMultiplier(mineCount: number, safeTiles: number): number | null {
  return safeTiles + 1 > maxSafeTiles(mineCount) ? null : minesMultiplier(mineCount, safeTiles + 1);
}

/** Two decimals, truncated, so that the figure never promises more than the payout. */
export const minesMultiplierText = (multiplier: number) =>
  `${(Math.floor(multiplier * 100 + 1e-9) / 100).toFixed(2)}×`;

export const minesOutcomeSchema = z.object({
  openedTiles: z.array(z.number().int()).default([]),
  mineTiles: z.array(z.number().int()).optional(),
});
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;
export const minesParamsSchema = z.object({ mineCount: z.number().int() });

export type TileLook = 'hidden' | 'gem' | 'mine-hit' | 'mine' | 'gem-unopened';

/** How each tile looks: opened gems, the mine that ended the round, and once over, the whole layout. */
export function tileLooks(outcome: MinesOutcome, hitTile: number | null = null): TileLook[] {
  const mines = new Set(outcome.mineTiles ?? []);
  const opened = new Set(outcome.openedTiles);
  const over = outcome.mineTiles !== undefined;
  const hit = hitTile ?? outcome.openedTiles.find((tile) => mines.has(tile)) ?? null;
  return Array.from({ length: TILES }, (_, tile): TileLook => {
    if (tile === hit && mines.has(tile)) return 'mine-hit';
    if (opened.has(tile) && !mines.has(tile)) return 'gem';
    if (!over) return 'hidden';
    return mines.has(tile) ? 'mine' : 'gem-unopened';
  });
}

export const safeOpened = (outcome: MinesOutcome) => {
  const mines = new Set(outcome.mineTiles ?? []);
  return outcome.openedTiles.filter((tile) => !mines.has(tile)).length;
};
