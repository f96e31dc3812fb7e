import type { FieldErrors, StudioBet } from '@casino/contracts';
import type { StudioCurrency } from '../catalogue/currencies.ts';
import type { StudioGame } from '../catalogue/games.ts';
import { decimalToMinor, minorToDecimal } from '../catalogue/money.ts';
import { assertValidDiceBet, type DiceBet } from '../games/dice/dice.ts';
import { MAX_MINES, MIN_MINES } from '../games/mines/mines.ts';
import {
  assertValidPlinkoBet,
  MAX_ROWS,
  MIN_ROWS,
  type PlinkoBet,
  type PlinkoRisk,
} from '../games/plinko/plinko.ts';
import { assertLegalBet, type RouletteBet, type RouletteBetKind } from '../games/roulette/roulette.ts';
import type { SlotTitle } from '../games/slots/slot-engine.ts';
import { StudioError } from '../server/errors.ts';

/** A roulette chip: where it lies and its amount in minor units. */
export type RouletteChip = { bet: RouletteBet; amount: bigint };

/** A bet that passed every rule: amounts in minor units, parameters the maths accept. */
export type ValidBet =
  | { kind: 'slot'; amount: bigint; title: SlotTitle; freespinId: string | null }
  | { kind: 'dice'; amount: bigint; dice: DiceBet }
  | { kind: 'roulette'; amount: bigint; chips: RouletteChip[] }
  | { kind: 'plinko'; amount: bigint; plinko: PlinkoBet }
  | { kind: 'mines'; amount: bigint; mineCount: number };

/**
 * Checks a bet against the session's game and currency: the kind must be the game's, every amount
 * within the currency's limits (a roulette spin's total too), the parameters what the game's maths
 * accept. Every problem is a 422 naming its field.
 */
export function validateBet(body: StudioBet, game: StudioGame, currency: StudioCurrency): ValidBet {
  if (body.kind !== game.kind)
    throw StudioError.field('kind', `This session plays ${game.kind}, not ${body.kind}.`);
  const fields: FieldErrors = {};
  const fail = (field: string, message: string) => {
    fields[field] ??= [];
    fields[field].push(message);
  };
  const bet = readBet(body, game, currency, fail);
  if (Object.keys(fields).length > 0 || !bet) throw StudioError.validation(fields);
  return bet;
}

type Fail = (field: string, message: string) => void;

function readBet(body: StudioBet, game: StudioGame, currency: StudioCurrency, fail: Fail): ValidBet | null {
  if (body.kind === 'roulette') return readRoulette(body.chips, currency, fail);
  const amount = readAmount(body.amount, 'amount', currency, fail);
  const rule = (field: string, check: () => void) => {
    try {
      check();
    } catch (error) {
      fail(field, error instanceof Error ? error.message : String(error));
    }
  };
  switch (body.kind) {
    case 'slot':
      return amount === null || !game.title
        ? null
        : { kind: 'slot', amount, title: game.title, freespinId: body.freespinId ?? null };
    case 'dice': {
      const dice: DiceBet = { direction: body.direction, targetHundredths: body.targetHundredths };
      rule('targetHundredths', () => assertValidDiceBet(dice));
      return amount === null ? null : { kind: 'dice', amount, dice };
    }
    case 'plinko': {
      const plinko = { rows: body.rows, risk: body.risk as PlinkoRisk };
      if (!Number.isInteger(body.rows) || body.rows < MIN_ROWS || body.rows > MAX_ROWS)
        fail('rows', `Rows must be ${MIN_ROWS} to ${MAX_ROWS}.`);
      else rule('risk', () => assertValidPlinkoBet(plinko));
      return amount === null ? null : { kind: 'plinko', amount, plinko };
    }
    case 'mines':
      if (!Number.isInteger(body.mineCount) || body.mineCount < MIN_MINES || body.mineCount > MAX_MINES) {
        fail('mineCount', `Choose ${MIN_MINES} to ${MAX_MINES} mines.`);
        return null;
      }
      return amount === null ? null : { kind: 'mines', amount, mineCount: body.mineCount };
  }
}

function readRoulette(
  chips: Extract<StudioBet, { kind: 'roulette' }>['chips'],
  currency: StudioCurrency,
  fail: Fail,
): ValidBet | null {
  const read: RouletteChip[] = [];
  chips.forEach((chip, index) => {
    const bet: RouletteBet = { kind: chip.betKind as RouletteBetKind, numbers: chip.numbers };
    try {
      assertLegalBet(bet);
    } catch (error) {
      fail(`chips.${index}.numbers`, error instanceof Error ? error.message : String(error));
    }
    const amount = readAmount(chip.amount, `chips.${index}.amount`, currency, fail, { max: false });
    if (amount !== null) read.push({ bet, amount });
  });
  const total = read.reduce((sum, chip) => sum + chip.amount, 0n);
  if (total > currency.maxBet)
    fail(
      'chips',
      `The chips add up to more than the maximum bet of ${minorToDecimal(currency.maxBet, currency.decimals)}.`,
    );
  return read.length === chips.length ? { kind: 'roulette', amount: total, chips: read } : null;
}

/** An amount in minor units: no more digits than the currency has, within its bet limits. */
function readAmount(
  text: string,
  field: string,
  currency: StudioCurrency,
  fail: Fail,
  limits = { max: true },
): bigint | null {
  const amount = decimalToMinor(text, currency.decimals);
  const show = (minor: bigint) => `${minorToDecimal(minor, currency.decimals)} ${currency.code}`;
  if (amount === null) {
    fail(field, `${currency.code} amounts have at most ${currency.decimals} digits after the point.`);
    return null;
  }
  if (amount < currency.minBet) fail(field, `The minimum bet is ${show(currency.minBet)}.`);
  else if (limits.max && amount > currency.maxBet)
    fail(field, `The maximum bet is ${show(currency.maxBet)}.`);
  else return amount;
  return null;
}
