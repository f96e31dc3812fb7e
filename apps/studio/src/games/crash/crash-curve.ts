/**
 * The crash multiplier over time: m(t) = e^(growthPerMs · t), t in milliseconds since the round started.
 * The round runs while t < ln(crash point) / growthPerMs; a cash-out at time t pays m(t) rounded down to
 * whole hundredths, never more than the crash point.
 */

/** How fast the multiplier climbs: 2× after about 11.6 s, 10× after 38 s, 100× after 77 s. */
export const DEFAULT_GROWTH_PER_MS = 0.00006;

export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  return Math.exp(growthPerMs * Math.max(elapsedMs, 0));
}

/** m(t) rounded down to hundredths (100 = 1.00×). */
export function hundredthsAt(elapsedMs: number, growthPerMs: number): number {
  return Math.floor(multiplierAt(elapsedMs, growthPerMs) * 100);
}

/** When the multiplier reaches `hundredths`: ln(hundredths / 100) / growthPerMs milliseconds after the start. */
export function msToReach(hundredths: number, growthPerMs: number): number {
  return Math.log(hundredths / 100) / growthPerMs;
}

/** The multiplier a cash-out gets at `elapsedMs`, or null once the round has crashed. */
export function cashoutHundredthsAt(
  elapsedMs: number,
  crashHundredths: number,
  growthPerMs: number,
): number | null {
  if (elapsedMs >= msToReach(crashHundredths, growthPerMs)) return null;
  return Math.min(hundredthsAt(elapsedMs, growthPerMs), crashHundredths);
}
