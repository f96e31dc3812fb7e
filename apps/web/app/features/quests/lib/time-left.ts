export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

/** The time from `now` to `iso`, in whole units; null once it has passed (or for a date it cannot read). */
export function timeLeft(iso: string, now: number): TimeLeft | null {
  const end = Date.parse(iso);
  if (Number.isNaN(end) || end <= now) return null;
  const total = Math.floor((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Which countdown text fits (the two largest units that matter): days and hours, hours and minutes,
 * or minutes and seconds in the last hour.
 */
export function countdownKey(left: TimeLeft): 'days' | 'hours' | 'minutes' {
  if (left.days > 0) return 'days';
  if (left.hours > 0) return 'hours';
  return 'minutes';
}
