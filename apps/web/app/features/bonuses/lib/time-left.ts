const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeLeft = { days: number; hours: number; minutes: number };

/** What is left until `iso`, in whole days, hours and minutes; null once it has passed (or no date). */
export function timeLeft(iso: string | null, now: number): TimeLeft | null {
  const end = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(end) || end <= now) return null;
  const left = end - now;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
  };
}

/** The translation key that says it best: days and hours, hours and minutes, or minutes. */
export function timeLeftKey(left: TimeLeft): 'days' | 'hours' | 'minutes' {
  if (left.days > 0) return 'days';
  return left.hours > 0 ? 'hours' : 'minutes';
}
