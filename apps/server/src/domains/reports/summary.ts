import type { DailySummary, DailySummaryRow, ReportQuery } from '@casino/contracts';
import { countDistinct, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currencyUnits } from '../settings/service.ts';
import { minorToDecimalString } from '../wallet/money.ts';
import { dayCounts, rangeActivePlayers } from './active-players.ts';
import { rollupFilter } from './filters.ts';
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

function rollupSums(db: Db, query: ReportQuery) {
  const d = reportDaily;
  return db
    .select({
      day: d.day,
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
    .groupBy(d.day, d.currency);
}

/**
 * Distinct players who bet in a game or a provider's games, per day and currency or per currency over
 * the range: counted on read from the players-per-game set, which such a filter narrows.
 */
function gamePlayers(db: Db, query: ReportQuery, byDay: boolean) {
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

/** Adds each figure of `part` to `sums` (bigints to bigints, counts to counts). */
function addInto(sums: Sums, part: Partial<Sums>) {
  const target = sums as Record<string, bigint | number>;
  for (const [name, value] of Object.entries(part)) {
    const current = target[name]!;
    target[name] =
      typeof current === 'bigint' ? current + (value as bigint) : (current as number) + (value as number);
  }
}

/** The summary in minor units, keyed `day|currency`, and the totals per currency keyed `|currency`. */
async function sumsOf(
  db: Db,
  query: ReportQuery,
): Promise<{ days: Map<string, Sums>; totals: Map<string, Sums> }> {
  // Without a game filter every count is a rollup row; a game's players are counted from its own set.
  const byGame = Boolean(query.gameId || query.providerId);
  const [rollups, counts, dailyActives, rangeActives] = await Promise.all([
    rollupSums(db, query),
    dayCounts(db, query),
    byGame ? gamePlayers(db, query, true) : null,
    byGame ? gamePlayers(db, query, false) : rangeActivePlayers(db, query),
  ]);
  const days = new Map<string, Sums>();
  const totals = new Map<string, Sums>();
  const at = (sums: Map<string, Sums>, key: string) => {
    if (!sums.has(key)) sums.set(key, empty());
    return sums.get(key)!;
  };
  const add = (day: string, currency: string, part: Partial<Sums>) => {
    addInto(at(days, `${day}|${currency}`), part);
    addInto(at(totals, `|${currency}`), part);
  };
  for (const row of rollups)
    add(row.day, row.currency, {
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
  // Games do not filter registrations. Active players are distinct over what is counted: a day's, and
  // the range's (not the days' sum).
  for (const row of counts) {
    add(row.day, row.currency, { registrations: Number(row.registrations) });
    if (!byGame) at(days, `${row.day}|${row.currency}`).activePlayers = Number(row.activePlayers);
  }
  for (const row of dailyActives ?? []) at(days, `${row.day}|${row.currency}`).activePlayers = row.count;
  for (const row of rangeActives) at(totals, `|${row.currency}`).activePlayers = row.count;
  return { days, totals };
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
  const [{ days, totals }, units] = await Promise.all([sumsOf(db, query), currencyUnits(db)]);
  const rows = (sums: Map<string, Sums>) =>
    [...sums].sort(byKey).map(([key, value]) => shown(key, value, units.get(key.split('|')[1]!) ?? 1));
  return { days: rows(days), totals: rows(totals) };
}
