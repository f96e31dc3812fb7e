import { describe, expect, it } from 'vitest';
import {
  chipFace,
  chipValues,
  placeChip,
  placedFromChips,
  spotPayout,
  toBetChips,
  totalStake,
  totalsBySpot,
  undoChip,
} from './chips.ts';
import { ROULETTE_SPOTS, spotById } from './roulette-layout.ts';

describe('roulette chips', () => {
  it('stacks chips per spot and undoes the last one', () => {
    let placed = placeChip([], 'red', 100n);
    placed = placeChip(placed, 'straight-17', 50n);
    placed = placeChip(placed, 'red', 100n);
    expect(totalsBySpot(placed)).toEqual(
      new Map([
        ['red', 200n],
        ['straight-17', 50n],
      ]),
    );
    expect(totalStake(placed)).toBe(250n);
    placed = undoChip(placed);
    expect(totalsBySpot(placed).get('red')).toBe(100n);
    expect(undoChip([])).toEqual([]);
  });

  it('ignores unknown spots and empty chips', () => {
    expect(placeChip([], 'split-1-2', 10n)).toEqual([]);
    expect(placeChip([], 'red', 0n)).toEqual([]);
  });

  it('sends one chip per spot with the legal numbers', () => {
    const placed = [
      { spotId: 'dozen-2', amount: 100n },
      { spotId: 'straight-0', amount: 10n },
      { spotId: 'dozen-2', amount: 15n },
    ];
    expect(toBetChips(placed, 2)).toEqual([
      { betKind: 'straight', numbers: [0], amount: '0.10' },
      { betKind: 'dozen', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], amount: '1.15' },
    ]);
  });

  it('lays out 49 spots covering every bet the page offers', () => {
    expect(ROULETTE_SPOTS).toHaveLength(49);
    expect(spotById.get('column-1')!.numbers).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(spotById.get('black')!.numbers).toHaveLength(18);
    expect(spotById.get('red')!.numbers).toContain(32);
    expect(spotById.get('straight-36')!.wideArea).toBe('1 / 13 / 2 / 14');
    expect(spotById.get('straight-1')!.narrowArea).toBe('2 / 3 / 3 / 4');
  });

  it('pays 36 / numbers covered on a hit', () => {
    expect(spotPayout(spotById.get('straight-17')!, 100n, 17)).toBe(3600n);
    expect(spotPayout(spotById.get('dozen-1')!, 100n, 5)).toBe(300n);
    expect(spotPayout(spotById.get('red')!, 100n, 0)).toBe(0n);
  });

  it('offers chip values within the limits', () => {
    expect(chipValues(10n, 10_000n)).toEqual([10n, 50n, 250n, 1000n, 5000n]);
    expect(chipValues(10n, 300n)).toEqual([10n, 50n, 250n]);
    expect(chipFace(250n, 2)).toBe('2.5');
    expect(chipFace(1000n, 2)).toBe('10');
    expect(chipFace(500_000n, 2)).toBe('5k');
  });
});

describe('a stored round on the table', () => {
  it('puts the chips back on their spots', () => {
    const placed = placedFromChips(
      [
        { betKind: 'dozen', numbers: [24, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23], amount: '1.5' },
        { betKind: 'split', numbers: [1, 2], amount: '1' },
        { betKind: 'red', numbers: spotById.get('red')!.numbers, amount: '0.1' },
      ],
      2,
    );
    expect(placed).toEqual([
      { spotId: 'dozen-2', amount: 150n },
      { spotId: 'red', amount: 10n },
    ]);
  });
});
