import { describe, expect, it } from 'vitest';
import {
  cancelledWithdrawalPlay,
  depositsAfterZero,
  localTime,
  type Movement,
  nightPlay,
} from './markers.ts';

const at = (iso: string) => new Date(iso);
const move = (kind: string, amount: bigint, balanceAfter: bigint, iso: string): Movement => ({
  kind,
  amount,
  balanceAfter,
  at: at(iso),
  currency: 'EUR',
});

/** A deposit of 10 EUR, lost in one bet, `gapMinutes` before the next deposit; `times` such cycles. */
function cycles(times: number, gapMinutes: number, day = '2026-12-01'): Movement[] {
  const out: Movement[] = [];
  for (let cycle = 0; cycle < times; cycle++) {
    const start = Date.parse(`${day}T10:00:00Z`) + cycle * 60 * 60_000;
    out.push(move('deposit', 1000n, 1000n, new Date(start).toISOString()));
    out.push(move('bet', -1000n, 0n, new Date(start + 5 * 60_000).toISOString()));
  }
  // The deposit after the last loss.
  const last = out.at(-1)!.at.getTime();
  out.push(move('deposit', 1000n, 1000n, new Date(last + gapMinutes * 60_000).toISOString()));
  return out;
}

describe('markers of harm (pure)', () => {
  it('deposit after zero: three deposits within ten minutes of a zero balance in a day', () => {
    // Cycles an hour apart: each deposit after the first comes 55 minutes after the zero, except the last.
    const quick: Movement[] = [];
    for (let n = 0; n < 4; n++) {
      const t = Date.parse('2026-12-01T10:00:00Z') + n * 15 * 60_000;
      quick.push(move('deposit', 1000n, 1000n, new Date(t).toISOString()));
      quick.push(move('bet', -1000n, 0n, new Date(t + 5 * 60_000).toISOString()));
    }
    const found = depositsAfterZero(quick);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'deposit-after-zero', day: '2026-12-01' });
    expect(found[0]!.evidence.filter((item) => item.what === 'deposit')).toHaveLength(3);
  });

  it('deposit after zero near-miss: two quick ones, or a third after eleven minutes', () => {
    expect(depositsAfterZero(cycles(1, 5).concat())).toEqual([]);
    const slow: Movement[] = [];
    for (let n = 0; n < 4; n++) {
      const t = Date.parse('2026-12-01T10:00:00Z') + n * 16 * 60_000;
      slow.push(move('deposit', 1000n, 1000n, new Date(t).toISOString()));
      // 11 minutes from the zero to the next deposit.
      slow.push(move('bet', -1000n, 0n, new Date(t + 5 * 60_000).toISOString()));
    }
    expect(depositsAfterZero(slow)).toEqual([]);
    // A deposit onto a balance that is not zero does not count.
    expect(
      depositsAfterZero([
        move('bet', -1000n, 0n, '2026-12-01T10:00:00Z'),
        move('win', 5n, 5n, '2026-12-01T10:01:00Z'),
        move('deposit', 1000n, 1005n, '2026-12-01T10:02:00Z'),
      ]),
    ).toEqual([]);
  });

  it('night play: three nights in the player time zone; two are not enough; day play never counts', () => {
    const bets = ['2026-11-28T01:10:00Z', '2026-11-29T02:00:00Z', '2026-11-30T05:59:00Z'].map((iso) =>
      move('bet', -200n, 0n, iso),
    );
    const found = nightPlay(bets, 'UTC');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'night-play', day: '2026-11-30' });
    expect(found[0]!.evidence.map((item) => item.amount)).toEqual([200n, 200n, 200n]);
    expect(nightPlay(bets.slice(0, 2), 'UTC')).toEqual([]);
    // 01:10 UTC is 02:10 in Berlin (night) but 20:10 the day before in New York (evening).
    expect(nightPlay(bets, 'America/New_York')).toEqual([]);
    expect(localTime(at('2026-11-28T01:10:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-11-28', hour: 2 });
    expect(localTime(at('2026-11-28T01:10:00Z'), 'Not/AZone')).toEqual({ date: '2026-11-28', hour: 1 });
    expect(nightPlay([move('bet', -1n, 0n, '2026-11-28T06:00:00Z')], 'UTC')).toEqual([]);
  });

  it('cancelled withdrawal then play: half of it staked within thirty minutes', () => {
    const cancel = {
      invoiceId: 'w1',
      amount: 5000n,
      currency: 'EUR',
      cancelledAt: at('2026-12-01T20:00:00Z'),
    };
    const bets = [
      move('bet', -1500n, 3500n, '2026-12-01T20:05:00Z'),
      move('bet', -1000n, 2500n, '2026-12-01T20:29:00Z'),
    ];
    const found = cancelledWithdrawalPlay([cancel], bets);
    expect(found).toHaveLength(1);
    expect(found[0]!.evidence.map((item) => item.amount)).toEqual([5000n, 2500n]);
    // Near-misses: a little less staked, or the second bet after the window, or before the cancel.
    expect(
      cancelledWithdrawalPlay([cancel], [bets[0]!, move('bet', -999n, 0n, '2026-12-01T20:29:00Z')]),
    ).toEqual([]);
    expect(
      cancelledWithdrawalPlay([cancel], [bets[0]!, move('bet', -1000n, 0n, '2026-12-01T20:31:00Z')]),
    ).toEqual([]);
    expect(cancelledWithdrawalPlay([cancel], [move('bet', -5000n, 0n, '2026-12-01T19:59:00Z')])).toEqual([]);
  });
});
