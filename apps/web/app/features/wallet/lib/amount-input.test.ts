import { describe, expect, it } from 'vitest';
import {
  clampAmount,
  clampAmountText,
  defaultAmount,
  formatInputAmount,
  isAmountInRange,
  parseAmount,
  sanitizeAmount,
} from './amount-input.ts';

describe('sanitizeAmount', () => {
  it('keeps digits and one decimal point only', () => {
    expect(sanitizeAmount('12a3')).toBe('123');
    expect(sanitizeAmount('1-2e3')).toBe('123');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('12,5')).toBe('12.5');
    expect(sanitizeAmount(' 5 € ')).toBe('5');
  });

  it('strips leading zeros but keeps the one before the point', () => {
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('0')).toBe('0');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('.5')).toBe('0.5');
    expect(sanitizeAmount('0100')).toBe('100');
  });

  it('keeps at most 10 characters', () => {
    expect(sanitizeAmount('12345678901234')).toBe('1234567890');
    expect(sanitizeAmount('1234567.12345', 8)).toBe('1234567.12');
  });

  it('cuts decimals to what the currency holds', () => {
    expect(sanitizeAmount('10.129', 2)).toBe('10.12');
    expect(sanitizeAmount('10.5', 0)).toBe('10');
  });
});

describe('clamping on blur', () => {
  it('turns empty, unreadable and too small amounts into the minimum', () => {
    expect(clampAmountText('', 10, 5000, 2)).toBe('10');
    expect(clampAmountText('.', 10, 5000, 2)).toBe('10');
    expect(clampAmountText('5', 10, 5000, 2)).toBe('10');
  });

  it('turns too large amounts into the maximum', () => {
    expect(clampAmountText('9999', 10, 5000, 2)).toBe('5000');
  });

  it('tidies amounts in range', () => {
    expect(clampAmountText('25.', 10, 5000, 2)).toBe('25');
    expect(clampAmountText('25.50', 10, 5000, 2)).toBe('25.5');
  });

  it('keeps small crypto minimums readable', () => {
    expect(clampAmountText('0', 0.0001, 5, 8)).toBe('0.0001');
    expect(formatInputAmount(1e-7, 8)).toBe('0.0000001');
  });
});

describe('range and defaults', () => {
  it('clamps the shown amount', () => {
    expect(clampAmount(null, 10, 100)).toBe(10);
    expect(clampAmount(500, 10, 100)).toBe(100);
    expect(clampAmount(50, 10, 100)).toBe(50);
  });

  it('tells when an amount is out of range', () => {
    expect(isAmountInRange(parseAmount('9.99'), 10, 100)).toBe(false);
    expect(isAmountInRange(parseAmount('100'), 10, 100)).toBe(true);
    expect(isAmountInRange(parseAmount(''), 10, 100)).toBe(false);
  });

  it('starts at the default preset, else at the minimum', () => {
    expect(
      defaultAmount(
        [
          { amount: 20, default: false },
          { amount: 50, default: true },
        ],
        10,
      ),
    ).toBe(50);
    expect(defaultAmount([{ amount: 20, default: false }], 10)).toBe(10);
  });
});
