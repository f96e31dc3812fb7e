import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DAILY_WATERMARK } from './fold.ts';
import { ledgerParts, measures, roundStakeJoin } from './ledger-facts-sql.ts';

/**
 * The reconciliation (`npm run reports-check`): for each day of a range and each currency, every total
 * of the daily rollup equals the same sum taken now from the ledger's own entries (transactions up to
 * the fold's watermark: those after it are not folded yet). The ledger side is one query over the
 * day's ledger transactions, not the rollup's incremental sums, so an edited, lost or double-counted
 * rollup row shows up as a difference.
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

const totalsList = sql.raw(CHECKED_MEASURES.map((name) => `sum(${name})::text AS ${name}`).join(', '));

async function watermark(db: Db): Promise<number> {
  const [row] = rowsOf<{ last: string | number }>(
    await db.execute(
      sql`SELECT last_transaction_id AS last FROM report_watermarks WHERE name = ${DAILY_WATERMARK}`,
    ),
  );
  return row ? Number(row.last) : 0;
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
    per_row AS (SELECT day, currency, ${measures} FROM facts GROUP BY day, currency)
    SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, ${totalsList} FROM per_row GROUP BY day, currency`);
}

function rollupTotals(db: Db, from: string, to: string) {
  return db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, ${totalsList}
    FROM report_daily WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY day, currency`);
}

/** Every total of the range where the rollup and the ledger disagree (none: they reconcile). */
export async function reconcileReports(
  db: Db,
  from: string,
  to: string,
): Promise<{ watermark: number; checked: number; differences: ReportDifference[] }> {
  const upTo = await watermark(db);
  const [ledger, rollup] = await Promise.all([
    ledgerTotals(db, from, to, upTo).then(rowsOf<Totals>),
    rollupTotals(db, from, to).then(rowsOf<Totals>),
  ]);
  const key = (row: Totals) => `${row.day}|${row.currency}`;
  const ledgerByKey = new Map(ledger.map((row) => [key(row), row]));
  const rollupByKey = new Map(rollup.map((row) => [key(row), row]));
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
