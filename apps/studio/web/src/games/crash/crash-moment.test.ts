import type { CrashState } from '@casino/contracts/studio';
import { describe, expect, it } from 'vitest';
import { type MyCrashBet, momentOf, myBetStatus, withLiveBets } from './crash-moment.ts';

const start = Date.parse('2025-05-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const state = (overrides: Partial<CrashState>): CrashState => ({
  roundId: 'r1',
  number: 7,
  phase: 'running',
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'public',
  bettingEndsAt: iso(start),
  startedAt: iso(start),
  crashPoint: null,
  growthPerMs: 0.00006,
  serverTime: iso(start),
  bets: [],
  history: [],
  ...overrides,
});

const bet: MyCrashBet = {
  roundId: 'r1',
  amount: '1',
  autoCashout: 2,
  cashedOutAt: null,
  win: null,
  player: 'pl***12',
};

describe('crash moment', () => {
  it('counts down while betting', () => {
    const moment = momentOf(
      state({ phase: 'betting', startedAt: null, bettingEndsAt: iso(start + 4000) }),
      start + 1500,
    );
    expect(moment).toEqual({ phase: 'betting', elapsedMs: 0, multiplier: 1, bettingLeftMs: 2500 });
  });

  it('rises from the start on the server clock', () => {
    const moment = momentOf(state({}), start + 10_000);
    expect(moment.elapsedMs).toBe(10_000);
    expect(moment.multiplier).toBeCloseTo(Math.exp(0.6), 12);
  });

  it('stops at the crash point', () => {
    const moment = momentOf(state({ phase: 'crashed', crashPoint: 3.5 }), start + 999_999);
    expect(moment.multiplier).toBe(3.5);
    expect(moment.elapsedMs).toBeCloseTo(Math.log(3.5) / 0.00006, 6);
  });
});

describe('my crash bet', () => {
  it('is placed, riding, auto-cashed or lost as the round moves', () => {
    const betting = state({ phase: 'betting', startedAt: null, bettingEndsAt: iso(start + 1000) });
    expect(myBetStatus(bet, betting, momentOf(betting, start))).toEqual({ kind: 'placed' });
    const running = state({});
    expect(myBetStatus(bet, running, momentOf(running, start + 1000))).toEqual({ kind: 'riding' });
    expect(myBetStatus(bet, running, momentOf(running, start + 12_000))).toEqual({
      kind: 'cashed',
      at: 2,
      confirmed: false,
    });
    const crashed = state({ phase: 'crashed', crashPoint: 1.5 });
    expect(myBetStatus(bet, crashed, momentOf(crashed, start))).toEqual({ kind: 'lost' });
    expect(myBetStatus({ ...bet, roundId: 'old' }, running, momentOf(running, start))).toEqual({
      kind: 'none',
    });
  });

  it('takes a cash-out the server made from the live bets', () => {
    const withRow = state({
      bets: [
        { player: 'ot***99', currency: 'EUR', amount: '5', cashedOutAt: null, win: null },
        { player: 'pl***12', currency: 'EUR', amount: '1', cashedOutAt: 2, win: '2' },
      ],
    });
    expect(withLiveBets(bet, withRow)).toMatchObject({ cashedOutAt: 2, win: '2' });
    expect(myBetStatus(withLiveBets(bet, withRow), withRow, momentOf(withRow, start))).toEqual({
      kind: 'cashed',
      at: 2,
      confirmed: true,
    });
  });
});
