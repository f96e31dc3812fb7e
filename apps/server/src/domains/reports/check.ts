import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { registrationCounts } from '../identity/players.ts';
import { DAILY_WATERMARK, REGISTRATIONS_WATERMARK } from './fold.ts';
import { ledgerParts, measures, roundStakeJoin } from './ledger-facts-sql.ts';

/**
 * The reconciliation (`npm run reports-check`): for each day of a range and each currency, every total
 * of the daily rollup equals the same sum taken now from the ledger's own entries (transactions up to
 * the fold's watermark: those after it are not folded yet). The ledger side is one query over the
 * day's ledger transactions, not the rollup's incremental sums, so an edited, lost or double-counted
 * rollup row shows up as a difference. The day's counts are checked the same way: active players
 * against the players with a bet posting that day, registrations against identity's count up to the
 * registrations' watermark.
 */

export const CHECKED_MEASURES = [
  'bets',
  'wins',
  'bonus_cost',
  'deposit_count',
  'deposits',
  'withdrawal_count',
  'withdrawals',
  'ftd_count',
  'ftd_amount',
  'rounds',
  'stakes',
  'payouts',
  'active_players',
  'registrations',
] as const;

export type ReportDifference = {
  day: string;
  currency: string;
  measure: (typeof CHECKED_MEASURES)[number];
  rollup: string;
  ledger: string;
};

type Totals = Record<string, string> & { day: string; currency: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The measures of the ledger's facts and of `report_daily`; the day's counts have their own tables. */
const LEDGER_MEASURES = CHECKED_MEASURES.filter((name) => name !== 'registrations');
const DAILY_MEASURES = LEDGER_MEASURES.filter((name) => name !== 'active_players');
const totalsOf = (names: readonly string[]) =>
  sql.raw(names.map((name) => `sum(${name})::text AS ${name}`).join(', '));

async function watermarks(db: Db): Promise<{ upTo: number; registeredUpTo: Date | null }> {
  const rows = rowsOf<{ name: string; last: string | number; at: string | null }>(
    await db.execute(sql`
      SELECT name, last_transaction_id AS last, floor(extract(epoch FROM last_at) * 1000)::text AS at
      FROM report_watermarks WHERE name IN (${DAILY_WATERMARK}, ${REGISTRATIONS_WATERMARK})`),
  );
  const daily = rows.find((row) => row.name === DAILY_WATERMARK);
  const registered = rows.find((row) => row.name === REGISTRATIONS_WATERMARK)?.at;
  return {
    upTo: daily ? Number(daily.last) : 0,
    registeredUpTo: registered ? new Date(Number(registered)) : null,
  };
}

function ledgerTotals(db: Db, from: string, to: string, upTo: number) {
  const range = sql`t.id <= ${upTo}
    AND t.created_at >= ${from}::date AT TIME ZONE 'UTC'
    AND t.created_at < (${to}::date + 1) AT TIME ZONE 'UTC'`;
  return db.execute(sql`
    WITH parts AS (${ledgerParts(range)}),
    facts AS (
      SELECT parts.*, r.bet_minor AS round_stake,
        (parts.kind = 'deposit' AND parts.id = (
          SELECT min(t2.id) FROM ledger_transactions t2
          JOIN ledger_entries e2 ON e2.transaction_id = t2.id
          JOIN ledger_accounts la2 ON la2.id = e2.account_id
          JOIN wallet_accounts wa2 ON wa2.id = la2.wallet_account_id
          WHERE t2.kind = 'deposit' AND wa2.player_id = parts.player_id)) AS ftd
      FROM parts ${roundStakeJoin(sql`parts`)}
    ),
    per_row AS (
      SELECT day, currency, ${measures},
        count(DISTINCT player_id) FILTER (WHERE kind = 'bet')::int AS active_players
      FROM facts GROUP BY day, currency
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, ${totalsOf(LEDGER_MEASURES)}
    FROM per_row GROUP BY day, currency`);
}

function rollupTotals(db: Db, from: string, to: string) {
  return db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, ${totalsOf(DAILY_MEASURES)}
    FROM report_daily WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day, currency`);
}

function countTotals(db: Db, from: string, to: string) {
  return db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, ${totalsOf(['active_players', 'registrations'])}
    FROM report_day_counts WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day, currency`);
}

/** Identity's registrations of the range's days up to the watermark, as totals rows. */
async function registrationTotals(db: Db, from: string, to: string, upTo: Date | null): Promise<Totals[]> {
  if (!upTo) return [];
  const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
  const end = new Date(Math.min(upTo.getTime(), Date.parse(`${to}T00:00:00Z`) + 86_400_000));
  const totals = new Map<string, number>();
  for (const row of await registrationCounts(db, dayBefore, end))
    if (row.day >= from && row.day <= to) {
      const key = `${row.day}|${row.currency}`;
      totals.set(key, (totals.get(key) ?? 0) + row.count);
    }
  return [...totals].map(([key, count]) => {
    const [day, currency] = key.split('|') as [string, string];
    return { day, currency, registrations: String(count) };
  });
}

/** Rows of several sources merged per day and currency (each brings some of the measures). */
function byDayAndCurrency(...sources: Totals[][]): Map<string, Totals> {
  const merged = new Map<string, Totals>();
  for (const rows of sources)
    for (const row of rows) {
      const key = `${row.day}|${row.currency}`;
      merged.set(key, { ...merged.get(key), ...row });
    }
  return merged;
}

/** Every total of the range where the rollup and the ledger disagree (none: they reconcile). */
export async function reconcileReports(
  db: Db,
  from: string,
  to: string,
): Promise<{ watermark: number; checked: number; differences: ReportDifference[] }> {
  const { upTo, registeredUpTo } = await watermarks(db);
  const [ledger, registered, rollup, counts] = await Promise.all([
    ledgerTotals(db, from, to, upTo).then(rowsOf<Totals>),
    registrationTotals(db, from, to, registeredUpTo),
    rollupTotals(db, from, to).then(rowsOf<Totals>),
    countTotals(db, from, to).then(rowsOf<Totals>),
  ]);
  const ledgerByKey = byDayAndCurrency(ledger, registered);
  const rollupByKey = byDayAndCurrency(rollup, counts);
  const differences: ReportDifference[] = [];
  for (const k of new Set([...ledgerByKey.keys(), ...rollupByKey.keys()])) {
    const [day, currency] = k.split('|') as [string, string];
    for (const measure of CHECKED_MEASURES) {
      const fromRollup = rollupByKey.get(k)?.[measure] ?? '0';
      const fromLedger = ledgerByKey.get(k)?.[measure] ?? '0';
      if (BigInt(fromRollup) !== BigInt(fromLedger))
        differences.push({ day, currency, measure, rollup: fromRollup, ledger: fromLedger });
    }
  }
  return { watermark: upTo, checked: ledgerByKey.size, differences };
}

/** What the CLI prints and its exit code: 0 when the range reconciles, 1 naming each difference. */
export async function reportsCheck(
  db: Db,
  out: Pick<Console, 'log' | 'error'>,
  from: string,
  to: string,
): Promise<number> {
  const result = await reconcileReports(db, from, to);
  out.log(
    `Reports ${from} … ${to}: ${result.checked} day-currency totals checked against the ledger up to transaction ${result.watermark}.`,
  );
  for (const d of result.differences)
    out.error(`MISMATCH ${d.day} ${d.currency} ${d.measure}: rollup ${d.rollup}, ledger ${d.ledger}.`);
  if (result.differences.length > 0) return 1;
  out.log('Every rollup total equals the ledger.');
  return 0;
}
