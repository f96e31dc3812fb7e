import { describe, expect, it } from 'vitest';
import {
  isBetween,
  isDigits,
  isDigitsBetween,
  isInteger,
  isMaxValue,
  isMinValue,
  toNumber,
} from './numeric.ts';

describe('toNumber', () => {
  it('reads numbers and numeric strings', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(' 10.5 ')).toBe(10.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('1e3')).toBe(1000);
  });

  it('rejects non-numeric input', () => {
    for (const value of ['10abc', '1,5', '0x10', 'Infinity', ' ', Number.NaN, true, null]) {
      expect(toNumber(value)).toBeNull();
    }
  });
});

describe('value rules', () => {
  it('min and max value are inclusive', () => {
    expect(isMinValue(10, 10)).toBe(true);
    expect(isMinValue('9.99', 10)).toBe(false);
    expect(isMaxValue('100', 100)).toBe(true);
    expect(isMaxValue(100.01, 100)).toBe(false);
  });

  it('between is inclusive on both ends', () => {
    expect(isBetween(10, 10, 20)).toBe(true);
    expect(isBetween(20, 10, 20)).toBe(true);
    expect(isBetween(9, 10, 20)).toBe(false);
    expect(isBetween('21', 10, 20)).toBe(false);
  });

  it('fails non-numeric values and passes empty ones', () => {
    expect(isMinValue('abc', 0)).toBe(false);
    expect(isBetween('', 10, 20)).toBe(true);
  });
});

describe('isInteger', () => {
  it('accepts integers as numbers and strings', () => {
    for (const value of [18, -1, 0, '18', '+18', ' 18 ']) expect(isInteger(value)).toBe(true);
  });

  it('rejects fractions and words', () => {
    for (const value of [18.5, '18.5', '18a', 'eighteen', Number.NaN]) expect(isInteger(value)).toBe(false);
  });
});

describe('digits rules', () => {
  it('digits requires exactly N digits', () => {
    expect(isDigits('123456', 6)).toBe(true);
    expect(isDigits('012345', 6)).toBe(true);
    expect(isDigits('12345', 6)).toBe(false);
    expect(isDigits('1234567', 6)).toBe(false);
    expect(isDigits('12345a', 6)).toBe(false);
    expect(isDigits('-12345', 6)).toBe(false);
    expect(isDigits(123456, 6)).toBe(true);
  });

  it('digits-between bounds the digit count inclusively', () => {
    expect(isDigitsBetween('12', 2, 4)).toBe(true);
    expect(isDigitsBetween('1234', 2, 4)).toBe(true);
    expect(isDigitsBetween('1', 2, 4)).toBe(false);
    expect(isDigitsBetween('12345', 2, 4)).toBe(false);
    expect(isDigitsBetween('12.4', 2, 4)).toBe(false);
  });

  it('passes on empty values', () => {
    expect(isDigits('', 6)).toBe(true);
    expect(isDigitsBetween(null, 2, 4)).toBe(true);
  });
});
