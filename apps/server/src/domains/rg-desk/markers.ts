import type { HarmMarkerKind } from '@casino/contracts';

/**
 * Markers of harm, each a pure function over facts the owning domains hold (the ledger's cash
 * entries, the withdrawals players cancelled). The markers job (markers-job.ts) reads the facts and
 * keeps what these find in rg_harm_markers. Thresholds are named here; amounts in minor units.
 */

const MINUTE = 60_000;

/** (a) A deposit within `withinMinutes` of the cash balance reaching zero, `timesPerDay` times in a UTC day. */
export const DEPOSIT_AFTER_ZERO = { withinMinutes: 10, timesPerDay: 3 } as const;
/** (b) Play between `fromHour` and `toHour` (the player's time zone) on `nights` nights of the lookback. */
export const NIGHT_PLAY = { fromHour: 0, toHour: 6, nights: 3 } as const;
/** (c) After cancelling a withdrawal, bets within `withinMinutes` of at least `share` of its amount. */
export const CANCELLED_WITHDRAWAL_PLAY = { withinMinutes: 30, share: 0.5 } as const;
/** How far back the job looks each run (night play needs several days). */
export const MARKERS_LOOKBACK_DAYS = 7;

export type Movement = { kind: string; amount: bigint; balanceAfter: bigint; at: Date; currency: string };
export type Cancellation = { invoiceId: string; amount: bigint; currency: string; cancelledAt: Date };

export type FoundEvidence = { at: Date; what: string; amount: bigint | null; currency: string | null };
export type FoundMarker = { kind: HarmMarkerKind; day: string; evidence: FoundEvidence[] };

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * (a) over one wallet account's cash movements, oldest first: each deposit that came while the
 * balance stood at zero, within the window of the movement that took it there; a day with enough of
 * them is a marker, its evidence each zero and the deposit after it.
 */
export function depositsAfterZero(movements: Movement[], rule = DEPOSIT_AFTER_ZERO): FoundMarker[] {
  const byDay = new Map<string, FoundEvidence[]>();
  let zeroAt: Date | null = null;
  for (const movement of movements) {
    const before = movement.balanceAfter - movement.amount;
    if (movement.kind === 'deposit' && before === 0n && zeroAt) {
      if (movement.at.getTime() - zeroAt.getTime() <= rule.withinMinutes * MINUTE) {
        const day = utcDay(movement.at);
        const evidence = byDay.get(day) ?? [];
        evidence.push(
          { at: zeroAt, what: 'balance reached zero', amount: 0n, currency: movement.currency },
          { at: movement.at, what: 'deposit', amount: movement.amount, currency: movement.currency },
        );
        byDay.set(day, evidence);
      }
    }
    zeroAt = movement.balanceAfter === 0n && movement.amount < 0n ? movement.at : null;
  }
  return [...byDay]
    .filter(([, evidence]) => evidence.length / 2 >= rule.timesPerDay)
    .map(([day, evidence]) => ({ kind: 'deposit-after-zero', day, evidence }));
}

/** The local date and hour of an instant in a time zone (UTC when the zone is unknown). */
export function localTime(at: Date, timeZone: string): { date: string; hour: number } {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * (b) over a player's bets: the nights (local dates) with a bet between the hours; enough of them
 * is one marker, dated the last night, its evidence each night's first bet and what it staked.
 */
export function nightPlay(bets: Movement[], timeZone: string, rule = NIGHT_PLAY): FoundMarker[] {
  const nights = new Map<string, FoundEvidence>();
  for (const bet of bets) {
    const local = localTime(bet.at, timeZone);
    if (local.hour < rule.fromHour || local.hour >= rule.toHour) continue;
    const stake = -bet.amount;
    const night = nights.get(local.date);
    if (night) night.amount = (night.amount ?? 0n) + stake;
    else
      nights.set(local.date, {
        at: bet.at,
        what: 'night play (first bet; staked that night)',
        amount: stake,
        currency: bet.currency,
      });
  }
  if (nights.size < rule.nights) return [];
  const dates = [...nights.keys()].sort();
  return [{ kind: 'night-play', day: dates.at(-1)!, evidence: dates.map((date) => nights.get(date)!) }];
}

/**
 * (c) over a player's cancelled withdrawals and bets: a cancellation followed within the window by
 * bets in its currency totalling at least the share of the amount sent back.
 */
export function cancelledWithdrawalPlay(
  cancellations: Cancellation[],
  bets: Movement[],
  rule = CANCELLED_WITHDRAWAL_PLAY,
): FoundMarker[] {
  const found: FoundMarker[] = [];
  for (const cancel of cancellations) {
    const end = cancel.cancelledAt.getTime() + rule.withinMinutes * MINUTE;
    const after = bets.filter(
      (bet) => bet.currency === cancel.currency && bet.at >= cancel.cancelledAt && bet.at.getTime() <= end,
    );
    const staked = after.reduce((sum, bet) => sum - bet.amount, 0n);
    // share as a fraction of 100, so the comparison stays in integers.
    if (staked * 100n < cancel.amount * BigInt(Math.round(rule.share * 100))) continue;
    found.push({
      kind: 'cancelled-withdrawal-play',
      day: utcDay(cancel.cancelledAt),
      evidence: [
        {
          at: cancel.cancelledAt,
          what: 'withdrawal cancelled',
          amount: cancel.amount,
          currency: cancel.currency,
        },
        {
          at: after.at(-1)!.at,
          what: `staked in ${after.length} bets after it`,
          amount: staked,
          currency: cancel.currency,
        },
      ],
    });
  }
  return found;
}
