import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isDate,
  isDateAfter,
  isDateBefore,
  isDateOnOrAfter,
  isDateOnOrBefore,
  parseDateString,
  toTimestamp,
} from './date.ts';

describe('isDate', () => {
  it('passes on empty values', () => {
    expect(isDate(undefined)).toBe(true);
    expect(isDate(null)).toBe(true);
    expect(isDate('')).toBe(true);
  });

  it('accepts timestamps and valid Date objects', () => {
    expect(isDate(0)).toBe(true);
    expect(isDate(1_700_000_000_000)).toBe(true);
    expect(isDate(new Date(2020, 0, 1))).toBe(true);
    expect(isDate(Number.NaN)).toBe(false);
    expect(isDate(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isDate(new Date('nope'))).toBe(false);
  });

  it('accepts one or two digit month and day', () => {
    expect(isDate('2024-1-5')).toBe(true);
    expect(isDate('2024-01-05')).toBe(true);
    expect(isDate('2024-001-05')).toBe(false);
    expect(isDate('24-01-05')).toBe(false);
    expect(isDate('2024/01/05')).toBe(false);
    expect(isDate('2024-01-05T00:00')).toBe(false);
  });

  it('bounds the year to 1000..3000', () => {
    expect(isDate('1000-01-01')).toBe(true);
    expect(isDate('3000-12-31')).toBe(true);
    expect(isDate('0999-12-31')).toBe(false);
    expect(isDate('3001-01-01')).toBe(false);
  });

  it('bounds month and day', () => {
    expect(isDate('2023-12-31')).toBe(true);
    expect(isDate('2023-13-01')).toBe(false);
    expect(isDate('2023-00-10')).toBe(false);
    expect(isDate('2023-01-00')).toBe(false);
    expect(isDate('2023-01-32')).toBe(false);
    expect(isDate('2023-04-30')).toBe(true);
    expect(isDate('2023-04-31')).toBe(false);
  });

  it('handles leap years', () => {
    expect(isDate('2000-02-29')).toBe(true);
    expect(isDate('1900-02-29')).toBe(false);
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('2024-02-30')).toBe(false);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('rejects other types', () => {
    expect(isDate(true)).toBe(false);
    expect(isDate({})).toBe(false);
  });
});

describe('date parsing', () => {
  it('parses to calendar parts and UTC midnight', () => {
    expect(parseDateString('2024-2-9')).toEqual({ year: 2024, month: 2, day: 9 });
    expect(toTimestamp('2024-02-09')).toBe(Date.UTC(2024, 1, 9));
    expect(toTimestamp('2024-02-30')).toBeNull();
  });
});

describe('date comparisons', () => {
  const reference = '2024-03-10';

  it('after is strict', () => {
    expect(isDateAfter('2024-03-11', reference)).toBe(true);
    expect(isDateAfter('2024-03-10', reference)).toBe(false);
    expect(isDateAfter('2024-03-09', reference)).toBe(false);
  });

  it('on or after includes the same day', () => {
    expect(isDateOnOrAfter('2024-03-10', reference)).toBe(true);
    expect(isDateOnOrAfter('2024-3-10', reference)).toBe(true);
    expect(isDateOnOrAfter('2024-03-09', reference)).toBe(false);
  });

  it('before is strict', () => {
    expect(isDateBefore('2024-03-09', reference)).toBe(true);
    expect(isDateBefore('2024-03-10', reference)).toBe(false);
    expect(isDateBefore('2024-03-11', reference)).toBe(false);
  });

  it('on or before includes the same day', () => {
    expect(isDateOnOrBefore('2024-03-10', reference)).toBe(true);
    expect(isDateOnOrBefore('2024-03-11', reference)).toBe(false);
  });

  it('compares timestamps with date strings', () => {
    expect(isDateAfter(Date.UTC(2024, 2, 10, 12), reference)).toBe(true);
    expect(isDateBefore(Date.UTC(2024, 2, 9, 23), reference)).toBe(true);
  });

  it('fails when either side is invalid', () => {
    expect(isDateAfter('2024-02-30', reference)).toBe(false);
    expect(isDateAfter('2024-03-11', '2024-13-01')).toBe(false);
    expect(isDateBefore('2024-03-09', undefined)).toBe(false);
    expect(isDateOnOrBefore('soon', reference)).toBe(false);
  });

  it('passes on an empty value', () => {
    expect(isDateAfter('', reference)).toBe(true);
    expect(isDateBefore(null, reference)).toBe(true);
    expect(isDateOnOrAfter(undefined, reference)).toBe(true);
  });
});
