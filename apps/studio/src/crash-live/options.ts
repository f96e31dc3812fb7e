import { DEFAULT_GROWTH_PER_MS } from '../games/crash/crash-curve.ts';

/** The rhythm of the crash loop. Tests shorten it; production keeps the defaults. */
export type CrashLiveOptions = {
  /** How long bets are taken before the round starts. */
  bettingMs: number;
  /** The pause after a crash before the next round opens for bets. */
  crashedMs: number;
  /** Multiplier growth: m(t) = e^(growthPerMs · t). */
  growthPerMs: number;
  /** Crash points listed in the state, newest first. */
  historySize: number;
  /** How long the loop's leadership lasts without renewal; renewed every third of it. */
  leaseMs: number;
  /** A bet still pending after this long is given back: the call that took it has died. */
  stalePendingMs: number;
  /**
   * Each node reads the state this often while someone watches it, to pass on what other nodes did;
   * by default twice per crash pause (at most every 500 ms), so no crash goes unseen.
   */
  pollMs: number;
};

export const DEFAULT_CRASH_OPTIONS: CrashLiveOptions = {
  bettingMs: 6_000,
  crashedMs: 3_000,
  growthPerMs: DEFAULT_GROWTH_PER_MS,
  historySize: 20,
  leaseMs: 10_000,
  stalePendingMs: 30_000,
  pollMs: 500,
};

const MIN_POLL_MS = 25;

export function crashOptions(overrides: Partial<CrashLiveOptions> = {}): CrashLiveOptions {
  const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
  const options: CrashLiveOptions = { ...DEFAULT_CRASH_OPTIONS, ...Object.fromEntries(defined) };
  if (overrides.pollMs === undefined)
    options.pollMs = Math.max(MIN_POLL_MS, Math.min(DEFAULT_CRASH_OPTIONS.pollMs, options.crashedMs / 2));
  return options;
}
