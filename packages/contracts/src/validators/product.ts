import { isEmpty } from './empty.ts';

const yesWords = new Set(['yes', 'on', '1', 'true']);
const noWords = new Set(['no', 'off', '0', 'false']);
const booleanLikes = new Set<unknown>([true, false, 1, 0, '1', '0']);

const testString = (value: unknown, pattern: RegExp): boolean =>
  isEmpty(value) || (typeof value === 'string' && pattern.test(value));

export function isCountryCode(value: unknown): boolean {
  return testString(value, /^[A-Z]{2}$/);
}

export function isLanguageCode(value: unknown): boolean {
  return testString(value, /^[a-z]{2}$/);
}

export function isLowercase(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value === value.toLowerCase());
}

export function isUppercase(value: unknown): boolean {
  return isEmpty(value) || (typeof value === 'string' && value === value.toUpperCase());
}

function isWordLike(value: unknown, words: Set<string>, flag: boolean): boolean {
  if (isEmpty(value)) return true;
  if (typeof value === 'boolean') return value === flag;
  if (typeof value === 'number') return value === (flag ? 1 : 0);
  return typeof value === 'string' && words.has(value.toLowerCase());
}

/** yes, on, 1, true (case-insensitive), boolean true or number 1. */
export function isYes(value: unknown): boolean {
  return isWordLike(value, yesWords, true);
}

/** no, off, 0, false (case-insensitive), boolean false or number 0. */
export function isNo(value: unknown): boolean {
  return isWordLike(value, noWords, false);
}

export function isSlug(value: unknown): boolean {
  return testString(value, /^[A-Za-z0-9_-]+$/);
}

export function isArrayValue(value: unknown): boolean {
  return isEmpty(value) || Array.isArray(value);
}

/** Exactly true, false, 1, 0, '1' or '0'. */
export function isBooleanLike(value: unknown): boolean {
  return isEmpty(value) || booleanLikes.has(value);
}
