import { toCalendarDate } from './date.ts';
import { isEmpty } from './empty.ts';

/** Whole years between a birth date and `now`, on UTC calendar dates; null for an invalid date. */
export function ageInYears(birthDate: unknown, now: Date = new Date()): number | null {
  const birth = toCalendarDate(birthDate);
  const today = toCalendarDate(now);
  if (!birth || !today) return null;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function isMinAge(value: unknown, years: number, now: Date = new Date()): boolean {
  if (isEmpty(value)) return true;
  const age = ageInYears(value, now);
  return age !== null && age >= years;
}

export function isMaxAge(value: unknown, years: number, now: Date = new Date()): boolean {
  if (isEmpty(value)) return true;
  const age = ageInYears(value, now);
  return age !== null && age <= years;
}
