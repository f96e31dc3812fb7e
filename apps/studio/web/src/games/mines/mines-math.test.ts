import { describe, expect, it } from 'vitest';
import { minesMultiplier, minesMultiplierText, nextMultiplier, safeOpened, tileLooks } from './mines-math.ts';

describe('mines on the page', () => {
  it('pays 0.99 · C(25, k) / C(25 − m, k)', () => {
    expect(minesMultiplier(1, 1)).toBeCloseTo(0.99 * (25 / 24), 12);
    expect(minesMultiplier(3, 2)).toBeCloseTo((0.99 * 300) / 231, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(5, 0)).toBe(1);
    expect(minesMultiplierText(minesMultiplier(1, 1))).toBe('1.03×');
    expect(minesMultiplierText(minesMultiplier(24, 1))).toBe('24.75×');
  });

  it('has no next tile once every safe tile is open', () => {
    expect(nextMultiplier(24, 0)).toBeCloseTo(24.75, 12);
    expect(nextMultiplier(24, 1)).toBeNull();
  });

  it('shows opened gems while the round runs and the layout once it is over', () => {
    const running = tileLooks({ openedTiles: [3, 7] });
    expect(running[3]).toBe('gem');
    expect(running[0]).toBe('hidden');

    const lost = tileLooks({ openedTiles: [3, 7, 12], mineTiles: [12, 20] });
    expect(lost[12]).toBe('mine-hit');
    expect(lost[20]).toBe('mine');
    expect(lost[3]).toBe('gem');
    expect(lost[0]).toBe('gem-unopened');
    expect(safeOpened({ openedTiles: [3, 7, 12], mineTiles: [12, 20] })).toBe(2);

    expect(tileLooks({ openedTiles: [3], mineTiles: [9] }, 9)[9]).toBe('mine-hit');
  });
});
