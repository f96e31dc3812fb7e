/** The rhythm of the sportsbook's schedule. Tests and e2e shorten it; production keeps the defaults. */
export type SportsbookOptions = {
  /** Time between two kick-offs. */
  intervalMs: number;
  /** How many fixtures are open for bets at any time. */
  ahead: number;
  /** How often the loop looks for fixtures to schedule or settle. */
  tickMs: number;
  /** How long the loop's leadership lasts without renewal; renewed every third of it. */
  leaseMs: number;
  /** A bet still pending after this long is given back: the call that took it has died. */
  stalePendingMs: number;
  /** Settled fixtures listed as results, newest first. */
  resultsSize: number;
};

export const DEFAULT_SPORTSBOOK_OPTIONS: SportsbookOptions = {
  intervalMs: 60_000,
  ahead: 6,
  tickMs: 1_000,
  leaseMs: 10_000,
  stalePendingMs: 30_000,
  resultsSize: 10,
};

export function sportsbookOptions(overrides: Partial<SportsbookOptions> = {}): SportsbookOptions {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_SPORTSBOOK_OPTIONS, ...Object.fromEntries(defined) };
}
