/**
 * European roulette: one zero, 37 pockets, pocket = randomInt(37). A bet covering k numbers returns
 * 36 / k times the stake when it wins (35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 1:1), so every bet returns
 * k/37 · 36/k = 36/37. Zero loses every outside bet.
 */
import type { PayoutDistribution } from '../../math/payout-distribution.ts';
import { ONE, type Rational, ratio, subtract, toNumber, ZERO } from '../../math/rational.ts';
import type { RandomStream } from '../../rng/provably-fair.ts';
import { randomInt } from '../../rng/sampling.ts';

export const POCKETS = 37;
const TABLE_ROWS = 12;
const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
] as const;

export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

/** A bet is its kind and the numbers it covers, e.g. { kind: 'split', numbers: [17, 20] }. */
export type RouletteBet = {
  kind: RouletteBetKind;
  numbers: readonly number[];
};

export type RouletteRound = {
  pocket: number;
  won: boolean;
  payoutMultiplier: number;
};

const numbersFrom = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);
const tableNumbers = numbersFrom(1, 36);
/** Column 1, 2 or 3 of the table: 1, 4, 7, ... / 2, 5, 8, ... / 3, 6, 9, ... */
const columnOf = (tableNumber: number) => ((tableNumber - 1) % 3) + 1;

export function isRed(pocket: number): boolean {
  return RED_NUMBERS.has(pocket);
}

function splits(): number[][] {
  const besideEachOther = tableNumbers.filter((n) => columnOf(n) < 3).map((n) => [n, n + 1]);
  const aboveEachOther = tableNumbers.filter((n) => n <= 33).map((n) => [n, n + 3]);
  return [[0, 1], [0, 2], [0, 3], ...besideEachOther, ...aboveEachOther];
}

function streets(): number[][] {
  const rows = numbersFrom(0, TABLE_ROWS).map((row) => numbersFrom(3 * row + 1, 3));
  return [[0, 1, 2], [0, 2, 3], ...rows];
}

function corners(): number[][] {
  const squares = tableNumbers.filter((n) => columnOf(n) < 3 && n <= 32).map((n) => [n, n + 1, n + 3, n + 4]);
  return [[0, 1, 2, 3], ...squares];
}

function coveredNumberSets(kind: RouletteBetKind): number[][] {
  switch (kind) {
    case 'straight':
      return numbersFrom(0, POCKETS).map((n) => [n]);
    case 'split':
      return splits();
    case 'street':
      return streets();
    case 'corner':
      return corners();
    case 'line':
      return numbersFrom(0, TABLE_ROWS - 1).map((row) => numbersFrom(3 * row + 1, 6));
    case 'dozen':
      return [0, 1, 2].map((dozen) => numbersFrom(12 * dozen + 1, 12));
    case 'column':
      return [1, 2, 3].map((column) => tableNumbers.filter((n) => columnOf(n) === column));
    case 'red':
      return [tableNumbers.filter(isRed)];
    case 'black':
      return [tableNumbers.filter((n) => !isRed(n))];
    case 'even':
      return [tableNumbers.filter((n) => n % 2 === 0)];
    case 'odd':
      return [tableNumbers.filter((n) => n % 2 === 1)];
    case 'low':
      return [numbersFrom(1, 18)];
    case 'high':
      return [numbersFrom(19, 18)];
  }
}

/** Every bet of this kind the table layout allows. */
export function legalBets(kind: RouletteBetKind): RouletteBet[] {
  return coveredNumberSets(kind).map((numbers) => ({ kind, numbers }));
}

const betKey = (kind: RouletteBetKind, numbers: readonly number[]) =>
  `${kind}:${[...numbers].sort((a, b) => a - b).join(',')}`;

const LEGAL_BET_KEYS: ReadonlySet<string> = new Set(
  ROULETTE_BET_KINDS.flatMap((kind) => coveredNumberSets(kind).map((numbers) => betKey(kind, numbers))),
);

export function assertLegalBet(bet: RouletteBet): void {
  if (!LEGAL_BET_KEYS.has(betKey(bet.kind, bet.numbers))) {
    throw new RangeError(`not a legal ${bet.kind} bet: ${bet.numbers.join(', ')}`);
  }
}

/** Stake returned on a win, stake included: 36 / numbers covered. */
export function rouletteMultiplier(bet: RouletteBet): Rational {
  return ratio(36, bet.numbers.length);
}

export function settleRoulettePocket(bet: RouletteBet, pocket: number): Rational {
  return bet.numbers.includes(pocket) ? rouletteMultiplier(bet) : ZERO;
}

export function spinPocket(stream: RandomStream): number {
  return randomInt(stream, POCKETS);
}

export function playRoulette(stream: RandomStream, bet: RouletteBet): RouletteRound {
  assertLegalBet(bet);
  const pocket = spinPocket(stream);
  const won = bet.numbers.includes(pocket);
  return { pocket, won, payoutMultiplier: won ? toNumber(rouletteMultiplier(bet)) : 0 };
}

export function roulettePayoutDistribution(bet: RouletteBet): PayoutDistribution {
  const winChance = ratio(bet.numbers.length, POCKETS);
  return [
    { probability: winChance, multiplier: rouletteMultiplier(bet) },
    { probability: subtract(ONE, winChance), multiplier: ZERO },
  ];
}
