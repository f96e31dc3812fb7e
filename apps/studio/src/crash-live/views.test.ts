import { describe, expect, it } from 'vitest';
import type { CrashBetRow, CrashRoundRow } from './tables.ts';
import { betView, maskPlayer, roundState } from './views.ts';

const round: CrashRoundRow = {
  id: 'round-1',
  number: 7,
  serverSeed: 'secret-seed',
  serverSeedHash: 'hash-of-seed',
  clientSeed: 'lucky-harbor-crash',
  crashHundredths: 247,
  growthPerMs: 0.00006,
  phase: 'running',
  voided: false,
  bettingEndsAt: new Date('2026-01-01T10:00:06Z'),
  startedAt: new Date('2026-01-01T10:00:06Z'),
  crashedAt: null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
};

const bet: CrashBetRow = {
  id: 'bet-1',
  roundId: 'round-1',
  sessionId: 'session-1',
  playerRef: 'player-42',
  currency: 'BTC',
  amountMinor: 150_000n,
  autoCashoutHundredths: 200,
  status: 'cashedOut',
  cashedOutHundredths: 200,
  winMinor: 300_000n,
  createdAt: new Date(),
  settledAt: new Date(),
  paidAt: null,
};

describe('crash views', () => {
  it('masks a player the same way every time, without showing the reference', () => {
    expect(maskPlayer('player-42')).toMatch(/^[0-9a-f]{2}\*\*\*[0-9a-f]{2}$/);
    expect(maskPlayer('player-42')).toBe(maskPlayer('player-42'));
    expect(maskPlayer('player-42')).not.toContain('42');
  });

  it('shows amounts in the bet currency and multipliers as numbers', () => {
    expect(betView(bet)).toEqual({
      player: maskPlayer('player-42'),
      currency: 'BTC',
      amount: '0.0015',
      cashedOutAt: 2,
      win: '0.003',
    });
  });

  it('keeps the crash point and the server seed secret until the round has crashed', () => {
    expect(roundState(round, [], [])).toMatchObject({ phase: 'running', crashPoint: null, serverSeed: null });
    const crashed = roundState(
      { ...round, phase: 'crashed', crashedAt: new Date() },
      [],
      [{ roundId: 'round-1', crashHundredths: 247 }],
    );
    expect(crashed).toMatchObject({
      crashPoint: 2.47,
      serverSeed: 'secret-seed',
      history: [{ crashPoint: 2.47 }],
    });
  });
});
