import { isEmpty } from './empty.ts';

/** Characters of a string (counted by code point, so an emoji is one) or items of an array. */
export function lengthOf(value: unknown): number | null {
  if (typeof value === 'string') return Array.from(value).length;
  return Array.isArray(value) ? value.length : null;
}

export function isMinLength(value: unknown, min: number): boolean {
  if (isEmpty(value)) return true;
  const length = lengthOf(value);
  return length !== null && length >= min;
}

export function isMaxLength(value: unknown, max: number): boolean {
  if (isEmpty(value)) return true;
  const length = lengthOf(value);
  return length !== null && length <= max;
}
