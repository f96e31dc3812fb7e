import type { LimitPeriod } from '@casino/contracts';

/** A fixed calendar window [from, to) of a limit's period in the player's time zone. */
export type Window = { from: Date; to: Date };

type LocalDate = { year: number; month: number; day: number; weekday: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function partsAt(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsAt(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting a calendar day in the zone (DST-safe: two passes of the offset). */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - offsetAt(new Date(wall), timeZone);
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

function localDate(instant: Date, timeZone: string): LocalDate {
  const p = partsAt(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day, weekday: p.weekday };
}

/**
 * The window of `period` holding `now`, in `timeZone`: the local day, the week from Monday, or the
 * calendar month (RTS 12: fixed windows, not rolling ones). Date.UTC normalises day 0 or 32.
 */
export function windowOf(period: LimitPeriod, now: Date, timeZone: string): Window {
  const today = localDate(now, timeZone);
  const at = (year: number, month: number, day: number) => {
    const normal = new Date(Date.UTC(year, month - 1, day));
    return midnight(normal.getUTCFullYear(), normal.getUTCMonth() + 1, normal.getUTCDate(), timeZone);
  };
  if (period === 'daily')
    return { from: at(today.year, today.month, today.day), to: at(today.year, today.month, today.day + 1) };
  if (period === 'weekly') {
    const monday = today.day - today.weekday;
    return { from: at(today.year, today.month, monday), to: at(today.year, today.month, monday + 7) };
  }
  return { from: at(today.year, today.month, 1), to: at(today.year, today.month + 1, 1) };
}

/** Whether `timeZone` is one the runtime knows (the constants' player.timeZone list). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}
