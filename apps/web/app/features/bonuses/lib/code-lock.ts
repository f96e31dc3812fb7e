/**
 * The server locks the promo input for 15 minutes after five wrong codes (HTTP 400, code 5), and says
 * when the lock ends (`error.lockedUntil`).
 */
export const CODE_LOCK_WINDOW_MS = 15 * 60_000;

/**
 * When the input unlocks, by this browser's clock: the server's end, else the whole window from the
 * answer. An end this clock cannot place (already past, or beyond the window) is the window's.
 */
export function codeLockEnd(lockedUntil: string | undefined, now: number): number {
  const end = lockedUntil === undefined ? Number.NaN : Date.parse(lockedUntil);
  const latest = now + CODE_LOCK_WINDOW_MS;
  return end > now ? Math.min(end, latest) : latest;
}
