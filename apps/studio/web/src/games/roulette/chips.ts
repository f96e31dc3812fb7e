import { fromMinor, toMinor } from '../../lib/money.ts';
import { type RouletteSpot, spotById } from './roulette-layout.ts';

/** Chips in the order they were placed, so that Undo takes the last one back. */
export type PlacedChip = { spotId: string; amount: bigint };

export function placeChip(placed: readonly PlacedChip[], spotId: string, amount: bigint): PlacedChip[] {
  return spotById.has(spotId) && amount > 0n ? [...placed, { spotId, amount }] : [...placed];
}

export const undoChip = (placed: readonly PlacedChip[]): PlacedChip[] => placed.slice(0, -1);

export function totalsBySpot(placed: readonly PlacedChip[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const { spotId, amount } of placed) totals.set(spotId, (totals.get(spotId) ?? 0n) + amount);
  return totals;
}

export const totalStake = (placed: readonly PlacedChip[]) =>
  placed.reduce((total, { amount }) => total + amount, 0n);

/** The bet the server takes: one chip per spot with its summed amount, in table order. */
export function toBetChips(placed: readonly PlacedChip[], decimals: number) {
  const totals = totalsBySpot(placed);
  return [...spotById.values()]
    .filter((spot) => totals.has(spot.id))
    .map((spot) => ({
      betKind: spot.betKind,
      numbers: spot.numbers,
      amount: fromMinor(totals.get(spot.id)!, decimals),
    }));
}

/** A chip on a spot returns 36 / numbers covered times its amount when the pocket is one of them. */
export function spotPayout(spot: RouletteSpot, amount: bigint, pocket: number): bigint {
  return spot.numbers.includes(pocket) ? (amount * 36n) / BigInt(spot.numbers.length) : 0n;
}

/** The chip values offered: 1, 5, 25, 100 and 500 minimum bets, as far as the maximum allows. */
export function chipValues(min: bigint, max: bigint): bigint[] {
  return [1n, 5n, 25n, 100n, 500n].map((times) => min * times).filter((value) => value <= max);
}

/** A chip's face: "2.5", "10", "1k". */
export function chipFace(amount: bigint, decimals: number): string {
  const text = fromMinor(amount, decimals).replace(/\.?0+$/, '');
  const value = Number(text);
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  if (value >= 1_000) return `${value / 1_000}k`;
  return text;
}

const spotKey = (betKind: string, numbers: readonly number[]) =>
  `${betKind}:${[...numbers].sort((a, b) => a - b).join(',')}`;
const spotIdByKey = new Map(
  [...spotById.values()].map((spot) => [spotKey(spot.betKind, spot.numbers), spot.id]),
);

/** A stored round's chips back on the table (chips on spots this table does not draw are left out). */
export function placedFromChips(
  chips: readonly { betKind: string; numbers: readonly number[]; amount: string }[],
  decimals: number,
): PlacedChip[] {
  return chips.flatMap(({ betKind, numbers, amount }) => {
    const spotId = spotIdByKey.get(spotKey(betKind, numbers));
    const minor = toMinor(amount, decimals);
    return spotId && minor !== null ? [{ spotId, amount: minor }] : [];
  });
}
