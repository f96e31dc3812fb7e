import { isEmpty } from './empty.ts';

/** A timestamp in milliseconds, a 'YYYY-M-D' string or a Date. */
export type DateInput = string | number | Date;

export type CalendarDate = { year: number; month: number; day: number };

const MIN_YEAR = 1000;
const MAX_YEAR = 3000;
const datePattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses 'YYYY-M-D' (1 or 2 digit month and day), checking the year range and the month length. */
export function parseDateString(value: string): CalendarDate | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Calendar date of an input; timestamps and Date objects are read in UTC. */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value === 'string') return parseDateString(value);
  const time = toTimestamp(value);
  if (time === null) return null;
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Milliseconds since the epoch; date strings are taken at UTC midnight. */
export function toTimestamp(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string') return null;
  const date = parseDateString(value);
  return date && Date.UTC(date.year, date.month - 1, date.day);
}

export function isDate(value: unknown): boolean {
  return isEmpty(value) || toTimestamp(value) !== null;
}

function compareDates(value: unknown, reference: unknown, accept: (diff: number) => boolean): boolean {
  if (isEmpty(value)) return true;
  const time = toTimestamp(value);
  const referenceTime = toTimestamp(reference);
  return time !== null && referenceTime !== null && accept(time - referenceTime);
}

export function isDateAfter(value: unknown, reference: unknown): boolean {
  return compareDates(value, reference, (diff) => diff > 0);
}

export function isDateOnOrAfter(value: unknown, reference: unknown): boolean {
  return compareDates(value, reference, (diff) => diff >= 0);
}

export function isDateBefore(value: unknown, reference: unknown): boolean {
  return compareDates(value, reference, (diff) => diff < 0);
}

export function isDateOnOrBefore(value: unknown, reference: unknown): boolean {
  return compareDates(value, reference, (diff) => diff <= 0);
}
