import { z } from 'zod';

/** A slot round's outcome as the server stores it (the maths' SlotRound). */
export const slotWinSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('line'),
    line: z.number().int(),
    symbol: z.string(),
    count: z.number().int(),
    multiplier: z.number(),
  }),
  z.object({
    kind: z.literal('ways'),
    ways: z.number().int(),
    symbol: z.string(),
    count: z.number().int(),
    multiplier: z.number(),
  }),
  z.object({
    kind: z.literal('scatter'),
    symbol: z.string(),
    count: z.number().int(),
    multiplier: z.number(),
  }),
]);
export type SlotWin = z.infer<typeof slotWinSchema>;

export const slotOutcomeSchema = z.object({
  stops: z.array(z.number().int()).optional(),
  window: z.array(z.array(z.string())),
  wins: z.array(slotWinSchema),
});
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

/** A cell of the window: reel (column, 0 = left) and row (0 = top). */
export type Cell = { reel: number; row: number };
export const cellKey = ({ reel, row }: Cell) => `${reel}:${row}`;

type Board = { window: string[][]; lines: number[][] | null; wildId: string | undefined };

/** The cells a win is made of: along its line, the matching rows of its leading reels, or every scatter. */
export function winCells(win: SlotWin, { window, lines, wildId }: Board): Cell[] {
  if (win.kind === 'line') {
    const line = lines?.[win.line] ?? [];
    return line.slice(0, win.count).map((row, reel) => ({ reel, row }));
  }
  const matches = (id: string) => id === win.symbol || (win.kind === 'ways' && id === wildId);
  const reels = win.kind === 'ways' ? window.slice(0, win.count) : window;
  return reels.flatMap((column, reel) => column.flatMap((id, row) => (matches(id) ? [{ reel, row }] : [])));
}

/** Every cell of every win, as keys, to light up after the reels land. */
export function winningCellKeys(wins: readonly SlotWin[], board: Board): Set<string> {
  return new Set(wins.flatMap((win) => winCells(win, board).map(cellKey)));
}

/** Random symbols the reels pass while they spin (looks only: the outcome comes from the server). */
export function fillerSymbols(
  ids: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  if (ids.length === 0) return [];
  return Array.from({ length: count }, () => ids[Math.floor(random() * ids.length)]!);
}
