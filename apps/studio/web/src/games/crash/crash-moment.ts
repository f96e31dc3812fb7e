import type { CrashState } from '@casino/contracts/studio';
import { elapsedAt, flooredMultiplier, multiplierAt } from './crash-curve.ts';

/** Where the round is at a moment on the server's clock. */
export type CrashMoment = {
  phase: CrashState['phase'];
  elapsedMs: number;
  multiplier: number;
  bettingLeftMs: number;
};

export function momentOf(state: CrashState, serverNowMs: number): CrashMoment {
  const bettingLeftMs = Math.max(0, Date.parse(state.bettingEndsAt) - serverNowMs);
  if (state.phase === 'crashed' && state.crashPoint !== null) {
    const elapsedMs = elapsedAt(state.crashPoint, state.growthPerMs);
    return { phase: 'crashed', elapsedMs, multiplier: state.crashPoint, bettingLeftMs };
  }
  if (state.phase === 'running' && state.startedAt) {
    const elapsedMs = Math.max(0, serverNowMs - Date.parse(state.startedAt));
    return {
      phase: 'running',
      elapsedMs,
      multiplier: multiplierAt(elapsedMs, state.growthPerMs),
      bettingLeftMs,
    };
  }
  return { phase: 'betting', elapsedMs: 0, multiplier: 1, bettingLeftMs };
}

/** The player's bet on a round, as the bet and cash-out answers and the live bets tell it. */
export type MyCrashBet = {
  roundId: string;
  amount: string;
  autoCashout: number | null;
  cashedOutAt: number | null;
  win: string | null;
  /** The masked name the bets list shows for the player, once known. */
  player: string | null;
};

export type MyBetStatus =
  | { kind: 'none' }
  | { kind: 'placed' }
  | { kind: 'riding' }
  | { kind: 'cashed'; at: number; confirmed: boolean }
  | { kind: 'lost' };

/** What the player's bet is doing in the round on show. */
export function myBetStatus(bet: MyCrashBet | null, state: CrashState, moment: CrashMoment): MyBetStatus {
  if (!bet || bet.roundId !== state.roundId) return { kind: 'none' };
  if (bet.cashedOutAt !== null) return { kind: 'cashed', at: bet.cashedOutAt, confirmed: true };
  if (moment.phase === 'betting') return { kind: 'placed' };
  const auto = bet.autoCashout;
  const reachedAuto = auto !== null && flooredMultiplier(moment.multiplier) >= auto;
  if (reachedAuto) return { kind: 'cashed', at: auto, confirmed: false };
  return moment.phase === 'crashed' ? { kind: 'lost' } : { kind: 'riding' };
}

/** The player's row in the live bets, to learn a cash-out the server made (auto cash-out). */
export function withLiveBets(bet: MyCrashBet | null, state: CrashState): MyCrashBet | null {
  if (!bet || bet.player === null || bet.roundId !== state.roundId) return bet;
  const row = state.bets.find((shown) => shown.player === bet.player);
  if (!row || row.cashedOutAt === null) return bet;
  return { ...bet, cashedOutAt: row.cashedOutAt, win: row.win };
}

/** The auto cash-out typed ("2", "2.5"): null when left empty, 'invalid' unless 1.01 to 1,000,000 in hundredths. */
export function parseAutoCashout(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || value < 1.01 || value > 1_000_000) return 'invalid';
  return value;
}
