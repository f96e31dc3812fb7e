import { displayFractionDigits } from '@casino/contracts';
import { texts } from '../texts.ts';
import { clampMinor, formatMoney, fromMinor, toMinor } from './money.ts';

/** The bet limits of a session in minor units, with the currency's precision. */
export type BetLimits = { min: bigint; max: bigint; decimals: number; currency: string };

export type BetCheck = { ok: true; minor: bigint } | { ok: false; message: string };

const show = (minor: bigint, limits: BetLimits) =>
  formatMoney(fromMinor(minor, limits.decimals), limits.currency, limits.decimals);

/** Whether `text` is a bet the server will take on these limits and balance; why not otherwise. */
export function checkBet(text: string, limits: BetLimits, balance: bigint | null): BetCheck {
  const minor = toMinor(text, limits.decimals);
  if (minor === null) return { ok: false, message: texts.bet.invalid };
  if (minor < limits.min) return { ok: false, message: texts.bet.belowMin(show(limits.min, limits)) };
  if (minor > limits.max) return { ok: false, message: texts.bet.aboveMax(show(limits.max, limits)) };
  if (balance !== null && minor > balance) return { ok: false, message: texts.bet.aboveBalance };
  return { ok: true, minor };
}

/** The minor units one step of the shown precision is worth: 10 000 for USDT (cents of 6 digits). */
const shownStep = (limits: BetLimits) =>
  10n ** BigInt(limits.decimals - displayFractionDigits(limits.decimals));

/**
 * A bet as the field shows it, in the currency's display precision ("1.00" USDT, not "1.000000"); a limit
 * finer than that precision keeps its own digits, so the text is always the exact amount.
 */
export function betText(minor: bigint, limits: BetLimits): string {
  const full = fromMinor(minor, limits.decimals);
  const cut = limits.decimals - displayFractionDigits(limits.decimals);
  if (cut === 0 || minor % shownStep(limits) !== 0n) return full;
  const shown = full.slice(0, full.length - cut);
  return shown.endsWith('.') ? shown.slice(0, -1) : shown;
}

/**
 * ½ and 2×: from the amount typed (or the minimum when it is not an amount), on the shown precision and
 * kept within the limits.
 */
export function scaleBet(text: string, limits: BetLimits, factor: 'half' | 'double'): string {
  const current = toMinor(text, limits.decimals) ?? limits.min;
  const scaled = factor === 'half' ? current / 2n : current * 2n;
  const onStep = scaled - (scaled % shownStep(limits));
  return betText(clampMinor(onStep, limits.min, limits.max), limits);
}

/** The first bet offered: one unit of the currency, within the limits. */
export function defaultBet(limits: BetLimits): string {
  const oneUnit = 10n ** BigInt(limits.decimals);
  return betText(clampMinor(oneUnit, limits.min, limits.max), limits);
}
