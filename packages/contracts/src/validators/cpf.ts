import { isEmpty } from './empty.ts';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index++) {
    sum += Number(digits[index]) * (length + 1 - index);
  }
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Brazilian taxpayer number: 11 digits once '.' and '-' are removed, not all alike, both check digits right. */
export function isCpf(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value !== 'string') return false;
  const digits = value.replace(/[.-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}
