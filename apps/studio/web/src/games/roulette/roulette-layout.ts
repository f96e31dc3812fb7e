import { texts } from '../../texts.ts';

/**
 * The European table: 0, the numbers 1–36 in three columns, and the outside bets. Each spot knows the
 * bet it places (kind and numbers, as the server's legal bets) and where it sits in the wide layout
 * (numbers run left to right) and the narrow one (numbers run top to bottom).
 */
export type RouletteSpot = {
  id: string;
  betKind: string;
  numbers: number[];
  label: string;
  colour: 'red' | 'black' | 'green' | 'outside';
  /** CSS grid-area (row-start / column-start / row-end / column-end) in the wide and narrow layouts. */
  wideArea: string;
  narrowArea: string;
};

export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const pocketColour = (pocket: number): 'red' | 'black' | 'green' =>
  pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';

const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);
const area = (row: number, column: number, rows = 1, columns = 1) =>
  `${row} / ${column} / ${row + rows} / ${column + columns}`;
/** Column 1, 2 or 3 of the table: 1, 4, 7 … / 2, 5, 8 … / 3, 6, 9 … */
const columnOf = (n: number) => ((n - 1) % 3) + 1;

function numberSpot(n: number): RouletteSpot {
  const tableRow = Math.ceil(n / 3);
  return {
    id: `straight-${n}`,
    betKind: 'straight',
    numbers: [n],
    label: String(n),
    colour: pocketColour(n),
    wideArea: area(4 - columnOf(n), 1 + tableRow),
    narrowArea: area(1 + tableRow, 2 + columnOf(n)),
  };
}

const zeroSpot: RouletteSpot = {
  id: 'straight-0',
  betKind: 'straight',
  numbers: [0],
  label: '0',
  colour: 'green',
  wideArea: area(1, 1, 3),
  narrowArea: area(1, 3, 1, 3),
};

const columnSpots = [1, 2, 3].map(
  (column): RouletteSpot => ({
    id: `column-${column}`,
    betKind: 'column',
    numbers: range(1, 36).filter((n) => columnOf(n) === column),
    label: texts.roulette.column,
    colour: 'outside',
    wideArea: area(4 - column, 14),
    narrowArea: area(14, 2 + column),
  }),
);

const dozenSpots = [0, 1, 2].map(
  (dozen): RouletteSpot => ({
    id: `dozen-${dozen + 1}`,
    betKind: 'dozen',
    numbers: range(12 * dozen + 1, 12),
    label: texts.roulette.dozen(dozen),
    colour: 'outside',
    wideArea: area(4, 2 + 4 * dozen, 1, 4),
    narrowArea: area(2 + 4 * dozen, 2, 4, 1),
  }),
);

const EVEN_MONEY: { kind: string; label: string; numbers: number[]; colour: RouletteSpot['colour'] }[] = [
  { kind: 'low', label: texts.roulette.low, numbers: range(1, 18), colour: 'outside' },
  {
    kind: 'even',
    label: texts.roulette.even,
    numbers: range(1, 36).filter((n) => n % 2 === 0),
    colour: 'outside',
  },
  { kind: 'red', label: texts.roulette.red, numbers: range(1, 36).filter((n) => RED.has(n)), colour: 'red' },
  {
    kind: 'black',
    label: texts.roulette.black,
    numbers: range(1, 36).filter((n) => !RED.has(n)),
    colour: 'black',
  },
  {
    kind: 'odd',
    label: texts.roulette.odd,
    numbers: range(1, 36).filter((n) => n % 2 === 1),
    colour: 'outside',
  },
  { kind: 'high', label: texts.roulette.high, numbers: range(19, 18), colour: 'outside' },
];

const evenMoneySpots = EVEN_MONEY.map(
  ({ kind, label, numbers, colour }, index): RouletteSpot => ({
    id: kind,
    betKind: kind,
    numbers,
    label,
    colour,
    wideArea: area(5, 2 + 2 * index, 1, 2),
    narrowArea: area(2 + 2 * index, 1, 2, 1),
  }),
);

export const ROULETTE_SPOTS: readonly RouletteSpot[] = [
  zeroSpot,
  ...range(1, 36).map(numberSpot),
  ...columnSpots,
  ...dozenSpots,
  ...evenMoneySpots,
];

export const spotById = new Map(ROULETTE_SPOTS.map((spot) => [spot.id, spot]));
