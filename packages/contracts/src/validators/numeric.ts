import { isEmpty } from './empty.ts';

const numericPattern = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite number, or a string that is entirely a decimal number (surrounding spaces allowed). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !numericPattern.test(value.trim())) return null;
  return Number(value.trim());
}

function checkNumber(value: unknown, accept: (number: number) => boolean): boolean {
  if (isEmpty(value)) return true;
  const number = toNumber(value);
  return number !== null && accept(number);
}

export function isMinValue(value: unknown, min: number): boolean {
  return checkNumber(value, (number) => number >= min);
}

export function isMaxValue(value: unknown, max: number): boolean {
  return checkNumber(value, (number) => number <= max);
}

/** Inclusive on both ends. */
export function isBetween(value: unknown, min: number, max: number): boolean {
  return checkNumber(value, (number) => number >= min && number <= max);
}

export function isInteger(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^[-+]?\d+$/.test(value.trim());
}

function digitCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? String(value).length : null;
  return typeof value === 'string' && /^\d+$/.test(value) ? value.length : null;
}

/** Only digits, exactly `length` of them. */
export function isDigits(value: unknown, length: number): boolean {
  if (isEmpty(value)) return true;
  return digitCount(value) === length;
}

/** Only digits, between `min` and `max` of them (inclusive). */
export function isDigitsBetween(value: unknown, min: number, max: number): boolean {
  if (isEmpty(value)) return true;
  const count = digitCount(value);
  return count !== null && count >= min && count <= max;
}
