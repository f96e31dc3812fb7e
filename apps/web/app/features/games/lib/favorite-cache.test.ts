import { describe, expect, it } from 'vitest';
import { withFavorite } from './favorite-cache.ts';

const dice = { id: 'g1', title: 'Dice', isFavorite: false };
const crash = { id: 'g2', title: 'Crash', isFavorite: false };

describe('favourite flag in cached answers', () => {
  it('changes the game itself', () => {
    expect(withFavorite(dice, 'g1', true)).toEqual({ ...dice, isFavorite: true });
    expect(withFavorite(crash, 'g1', true)).toBe(crash);
  });

  it('changes the game in a page and in the pages of a grid', () => {
    const page = { data: [dice, crash], meta: { page: 1 } };
    expect(withFavorite(page, 'g2', true).data).toEqual([dice, { ...crash, isFavorite: true }]);
    const grid = { pages: [page, { data: [crash], meta: { page: 2 } }], pageParams: [1, 2] };
    const changed = withFavorite(grid, 'g2', true);
    expect(changed.pages.map((item) => item.data.map((game) => game.isFavorite))).toEqual([
      [false, true],
      [true],
    ]);
    expect(changed.pageParams).toEqual([1, 2]);
  });

  it('leaves other answers alone', () => {
    expect(withFavorite(undefined, 'g1', true)).toBeUndefined();
    expect(withFavorite([dice], 'g1', true)).toEqual([dice]);
    expect(withFavorite({ data: { token: 'x' } }, 'g1', true)).toEqual({ data: { token: 'x' } });
  });
});
