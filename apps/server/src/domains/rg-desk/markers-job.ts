import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerTimeZone } from '../identity/players.ts';
import { cancelledWithdrawalsBetween } from '../payments/withdrawal-facts.ts';
import { currencyUnits } from '../settings/service.ts';
import { type CashEntry, cashEntriesBetween } from '../wallet/cash-entries.ts';
import { minorToUnits } from '../wallet/money.ts';
import {
  cancelledWithdrawalPlay,
  depositsAfterZero,
  type FoundMarker,
  MARKERS_LOOKBACK_DAYS,
  NIGHT_PLAY,
  nightPlay,
} from './markers.ts';
import { rgHarmMarkers } from './tables.ts';

/** The markers job: every 15 minutes over the last MARKERS_LOOKBACK_DAYS; `asOf` for tests. */
export const MARKERS_JOB = { name: 'rg-desk.markers' } as const;
export const MARKERS_CRON = '*/15 * * * *';

const DAY = 86_400_000;

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Reads the facts of the lookback from the ledger and payments, runs the markers over them and keeps
 * what they find, one row per player, kind and day (a later run replaces a day's evidence).
 */
export async function computeMarkers(tx: Db, asOf: Date): Promise<number> {
  const window = { from: new Date(asOf.getTime() - MARKERS_LOOKBACK_DAYS * DAY), to: asOf };
  const [entries, cancellations] = await Promise.all([
    cashEntriesBetween(tx, window),
    cancelledWithdrawalsBetween(tx, window),
  ]);
  const found: { playerId: string; marker: FoundMarker }[] = [];
  for (const account of groupBy(entries, (entry) => entry.walletAccountId).values())
    for (const marker of depositsAfterZero(account)) found.push({ playerId: account[0]!.playerId, marker });

  const bets = groupBy(
    entries.filter((entry) => entry.kind === 'bet' && entry.amount < 0n),
    (entry) => entry.playerId,
  );
  for (const [playerId, playerBets] of bets) {
    // Fewer UTC days of play than nights asked cannot make the marker: skip the time zone read.
    if (new Set(playerBets.map(utcDate)).size >= NIGHT_PLAY.nights)
      for (const marker of nightPlay(playerBets, await playerTimeZone(tx, playerId)))
        found.push({ playerId, marker });
  }
  for (const [playerId, cancelled] of groupBy(cancellations, (item) => item.playerId))
    for (const marker of cancelledWithdrawalPlay(cancelled, bets.get(playerId) ?? []))
      found.push({ playerId, marker });

  await keepMarkers(tx, found, asOf);
  return found.length;
}

const utcDate = (entry: CashEntry) => entry.at.toISOString().slice(0, 10);

async function keepMarkers(tx: Db, found: { playerId: string; marker: FoundMarker }[], asOf: Date) {
  if (found.length === 0) return;
  const units = await currencyUnits(tx);
  // Two findings of a kind on one day (two cancelled withdrawals) are one marker with both.
  const rows = [
    ...groupBy(found, ({ playerId, marker }) => `${playerId}|${marker.kind}|${marker.day}`).values(),
  ].map((same) => ({
    playerId: same[0]!.playerId,
    kind: same[0]!.marker.kind,
    day: same[0]!.marker.day,
    computedAt: asOf,
    evidence: same.flatMap(({ marker }) =>
      marker.evidence.map((item) => ({
        at: item.at.toISOString(),
        what: item.what,
        currency: item.currency,
        amount: item.amount === null ? null : minorToUnits(item.amount, units.get(item.currency ?? '') ?? 1),
      })),
    ),
  }));
  await tx
    .insert(rgHarmMarkers)
    .values(rows)
    .onConflictDoUpdate({
      target: [rgHarmMarkers.playerId, rgHarmMarkers.kind, rgHarmMarkers.day],
      set: { evidence: sql`excluded.evidence`, computedAt: sql`excluded.computed_at` },
    });
}
