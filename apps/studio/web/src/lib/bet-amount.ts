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

/** ½ and 2×: from the amount typed (or the minimum when it is not an amount), kept within the limits. */
export function scaleBet(text: string, limits: BetLimits, factor: 'half' | 'double'): string {
  const current = toMinor(text, limits.decimals) ?? limits.min;
  const scaled = factor === 'half' ? current / 2n : current * 2n;
  return fromMinor(clampMinor(scaled, limits.min, limits.max), limits.decimals);
}

/** The first bet offered: one unit of the currency, within the limits. */
export function defaultBet(limits: BetLimits): string {
  const oneUnit = 10n ** BigInt(limits.decimals);
  return fromMinor(clampMinor(oneUnit, limits.min, limits.max), limits.decimals);
}
