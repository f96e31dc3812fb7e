import { describe, expect, it } from 'vitest';
import { cellKey, fillerSymbols, winCells, winningCellKeys } from './slot-wins.ts';

const window = [
  ['A', 'W', 'K'],
  ['A', 'Q', 'S'],
  ['W', 'A', 'K'],
  ['J', 'A', 'S'],
  ['Q', 'K', 'J'],
];
const lines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [0, 1, 2, 1, 0],
];
const board = { window, lines, wildId: 'W' };

describe('slot winning cells', () => {
  it('follows a line for the count of the win', () => {
    const cells = winCells({ kind: 'line', line: 1, symbol: 'A', count: 3, multiplier: 1 }, board);
    expect(cells).toEqual([
      { reel: 0, row: 0 },
      { reel: 1, row: 0 },
      { reel: 2, row: 0 },
    ]);
  });

  it('takes every matching or wild cell of the leading reels for a ways win', () => {
    const cells = winCells({ kind: 'ways', ways: 2, symbol: 'A', count: 4, multiplier: 1 }, board).map(
      cellKey,
    );
    expect(cells).toEqual(['0:0', '0:1', '1:0', '2:0', '2:1', '3:1']);
  });

  it('takes every scatter anywhere', () => {
    const cells = winCells({ kind: 'scatter', symbol: 'S', count: 2, multiplier: 2 }, board).map(cellKey);
    expect(cells).toEqual(['1:2', '3:2']);
  });

  it('merges the cells of several wins', () => {
    const keys = winningCellKeys(
      [
        { kind: 'line', line: 0, symbol: 'Q', count: 2, multiplier: 1 },
        { kind: 'scatter', symbol: 'S', count: 2, multiplier: 2 },
      ],
      board,
    );
    expect([...keys].sort()).toEqual(['0:1', '1:1', '1:2', '3:2']);
  });

  it('draws filler symbols from the title', () => {
    const values = [0, 0.5, 0.99];
    let next = 0;
    expect(fillerSymbols(['X', 'Y', 'Z'], 3, () => values[next++]!)).toEqual(['X', 'Y', 'Z']);
  });
});
