import type { DailySummary, DailySummaryRow, ReportQuery } from '@casino/contracts';
import { countDistinct, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { rollupFilter } from './filters.ts';
import { registrationsPerDay } from './players-sql.ts';
import { reportDaily, reportDailyPlayers } from './tables.ts';

/** The daily summary's sums in minor units, before they are shown. */
type Sums = {
  bets: bigint;
  wins: bigint;
  bonusCost: bigint;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  ftdCount: number;
  ftdAmount: bigint;
  registrations: number;
  activePlayers: number;
};

const empty = (): Sums => ({
  bets: 0n,
  wins: 0n,
  bonusCost: 0n,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  ftdCount: 0,
  ftdAmount: 0n,
  registrations: 0,
  activePlayers: 0,
});

const sumOf = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

function rollupSums(db: Db, query: ReportQuery, byDay: boolean) {
  const d = reportDaily;
  return db
    .select({
      day: byDay ? d.day : sql<string>`''`,
      currency: d.currency,
      bets: sumOf(d.bets),
      wins: sumOf(d.wins),
      bonusCost: sumOf(d.bonusCost),
      deposits: sumOf(d.deposits),
      depositCount: sumOf(d.depositCount),
      withdrawals: sumOf(d.withdrawals),
      withdrawalCount: sumOf(d.withdrawalCount),
      ftdCount: sumOf(d.ftdCount),
      ftdAmount: sumOf(d.ftdAmount),
    })
    .from(d)
    .where(rollupFilter(d, query))
    .groupBy(...(byDay ? [d.day, d.currency] : [d.currency]));
}

function activePlayers(db: Db, query: ReportQuery, byDay: boolean) {
  const p = reportDailyPlayers;
  return db
    .select({
      day: byDay ? p.day : sql<string>`''`,
      currency: p.currency,
      count: countDistinct(p.playerId),
    })
    .from(p)
    .where(rollupFilter(p, query))
    .groupBy(...(byDay ? [p.day, p.currency] : [p.currency]));
}

/** The summary in minor units, keyed `day|currency` ('' as the day of the totals). */
async function sumsBy(db: Db, query: ReportQuery, byDay: boolean): Promise<Map<string, Sums>> {
  const [rollups, actives, registrations] = await Promise.all([
    rollupSums(db, query, byDay),
    activePlayers(db, query, byDay),
    registrationsPerDay(db, query),
  ]);
  const sums = new Map<string, Sums>();
  const at = (day: string, currency: string) => {
    const key = `${day}|${currency}`;
    if (!sums.has(key)) sums.set(key, empty());
    return sums.get(key)!;
  };
  for (const row of rollups)
    Object.assign(at(row.day, row.currency), {
      bets: BigInt(row.bets),
      wins: BigInt(row.wins),
      bonusCost: BigInt(row.bonusCost),
      deposits: BigInt(row.deposits),
      depositCount: Number(row.depositCount),
      withdrawals: BigInt(row.withdrawals),
      withdrawalCount: Number(row.withdrawalCount),
      ftdCount: Number(row.ftdCount),
      ftdAmount: BigInt(row.ftdAmount),
    });
  for (const row of actives) at(row.day, row.currency).activePlayers = Number(row.count);
  for (const row of registrations) at(byDay ? row.day : '', row.currency).registrations += row.count;
  return sums;
}

function shown(key: string, sums: Sums, unit: number): DailySummaryRow {
  const [day, currency] = key.split('|') as [string, string];
  const money = (minor: bigint) => minorToDecimalString(minor, unit);
  const ggr = sums.bets - sums.wins;
  const ngr = ggr - sums.bonusCost;
  return {
    day: day === '' ? null : day,
    currency,
    bets: money(sums.bets),
    wins: money(sums.wins),
    ggr: money(ggr),
    bonusCost: money(sums.bonusCost),
    ngr: money(ngr),
    deposits: money(sums.deposits),
    depositCount: sums.depositCount,
    withdrawals: money(sums.withdrawals),
    withdrawalCount: sums.withdrawalCount,
    registrations: sums.registrations,
    ftdCount: sums.ftdCount,
    ftdAmount: money(sums.ftdAmount),
    activePlayers: sums.activePlayers,
    arpu: sums.activePlayers > 0 ? money(ngr / BigInt(sums.activePlayers)) : null,
  };
}

const byKey = (a: [string, Sums], b: [string, Sums]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The daily summary of a range: one row per day and currency, and a total per currency. */
export async function dailySummary(db: Db, query: ReportQuery): Promise<DailySummary> {
  const [days, totals, units] = await Promise.all([
    sumsBy(db, query, true),
    sumsBy(db, query, false),
    currencyUnits(db),
  ]);
  const rows = (sums: Map<string, Sums>) =>
    [...sums].sort(byKey).map(([key, value]) => shown(key, value, units.get(key.split('|')[1]!) ?? 1));
  return { days: rows(days), totals: rows(totals) };
}
