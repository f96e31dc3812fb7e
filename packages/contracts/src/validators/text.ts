import { isEmpty } from './empty.ts';

const emailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

const testString = (value: unknown, pattern: RegExp): boolean =>
  isEmpty(value) || (typeof value === 'string' && pattern.test(value));

export function isEmail(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
  return emailPattern.test(value) && value.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH;
}

/** Letters of any script (with their combining marks). */
export function isAlpha(value: unknown): boolean {
  return testString(value, /^[\p{L}\p{M}]+$/u);
}

export function isAlphaNum(value: unknown): boolean {
  return testString(value, /^[\p{L}\p{M}\p{N}]+$/u);
}

/** Letters, digits, underscores and hyphens. */
export function isAlphaDash(value: unknown): boolean {
  return testString(value, /^[\p{L}\p{M}\p{N}_-]+$/u);
}

/**
 * Accepts a RegExp, a plain pattern string or a '/pattern/flags' literal as sent by the server.
 * Returns null for a pattern that does not compile. Global and sticky flags are dropped so
 * repeated tests do not depend on lastIndex.
 */
export function toRegExp(pattern: string | RegExp): RegExp | null {
  const literal = typeof pattern === 'string' ? /^\/(.+)\/([a-z]*)$/s.exec(pattern) : null;
  const source = pattern instanceof RegExp ? pattern.source : (literal?.[1] ?? pattern);
  const flags = pattern instanceof RegExp ? pattern.flags : (literal?.[2] ?? '');
  try {
    return new RegExp(source, flags.replace(/[gy]/g, ''));
  } catch {
    return null;
  }
}

/** A pattern that does not compile fails every non-empty value. */
export function matchesPattern(value: unknown, pattern: string | RegExp): boolean {
  if (isEmpty(value)) return true;
  const regExp = toRegExp(pattern);
  return (
    regExp !== null && (typeof value === 'string' || typeof value === 'number') && regExp.test(String(value))
  );
}

/** Strict equality, empty values included (a confirmation must match even when blank). */
export function isSameAs(value: unknown, other: unknown): boolean {
  return value === other;
}

export function isDifferent(value: unknown, other: unknown): boolean {
  return isEmpty(value) || value !== other;
}
