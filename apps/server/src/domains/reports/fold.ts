import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerParts, measures, roundStakeJoin } from './ledger-facts-sql.ts';

/**
 * The rollup job's step (decision 0042): folds the ledger transactions after the watermark into the
 * daily rollup, the players-per-day set, the first deposits and the payments list, and moves the
 * watermark, all in the caller's transaction (the job's): a fold happens once, however often the job
 * runs or the process restarts. Transactions younger than `settleMs` are left for the next run: ids are
 * taken before commit, so a younger id may still be followed by an older one that has not committed.
 */

export const DAILY_WATERMARK = 'daily';
export const FOLD_BATCH = 5_000;
export const FOLD_SETTLE_MS = 5_000;

export type FoldOptions = { batch?: number; settleMs?: number };
export type FoldResult = { from: number; to: number };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

async function lockWatermark(tx: Db): Promise<number> {
  await tx.execute(sql`
    INSERT INTO report_watermarks (name, last_transaction_id) VALUES (${DAILY_WATERMARK}, 0)
    ON CONFLICT (name) DO NOTHING`);
  const [row] = rowsOf<{ last: string | number }>(
    await tx.execute(sql`
      SELECT last_transaction_id AS last FROM report_watermarks
      WHERE name = ${DAILY_WATERMARK} FOR UPDATE`),
  );
  return Number(row!.last);
}

/** The last id of the next batch that is old enough to fold; `after` when there is none. */
async function batchEnd(tx: Db, after: number, batch: number, settleMs: number): Promise<number> {
  const [row] = rowsOf<{ last: string | number | null; young: string | number | null }>(
    await tx.execute(sql`
      WITH next AS (
        SELECT id, created_at FROM ledger_transactions WHERE id > ${after} ORDER BY id LIMIT ${batch}
      )
      SELECT max(id) AS last,
        min(id) FILTER (WHERE created_at > now() - make_interval(secs => ${settleMs / 1000})) AS young
      FROM next`),
  );
  if (row?.last === null || row?.last === undefined) return after;
  return row.young === null ? Number(row.last) : Number(row.young) - 1;
}

/** Folds one batch; answers the ids it covered (from < id ≤ to; from = to when nothing was new). */
export async function foldLedger(tx: Db, options: FoldOptions = {}): Promise<FoldResult> {
  const from = await lockWatermark(tx);
  const to = await batchEnd(tx, from, options.batch ?? FOLD_BATCH, options.settleMs ?? FOLD_SETTLE_MS);
  if (to <= from) return { from, to: from };
  await tx.execute(sql`
    WITH parts AS (${ledgerParts(sql`t.id > ${from} AND t.id <= ${to}`)}),
    first_deposits AS (
      INSERT INTO report_first_deposits (player_id, transaction_id)
      SELECT DISTINCT ON (player_id) player_id, id FROM parts WHERE kind = 'deposit' ORDER BY player_id, id
      ON CONFLICT (player_id) DO NOTHING
      RETURNING transaction_id
    ),
    payments AS (
      INSERT INTO report_payments (transaction_id, player_id, kind, currency, amount, at)
      SELECT id, player_id, CASE kind WHEN 'deposit' THEN 'deposit' ELSE 'withdrawal' END, currency,
        CASE kind WHEN 'deposit' THEN cash ELSE -reserved END, created_at
      FROM parts WHERE kind IN ('deposit', 'withdrawal.payout')
      ON CONFLICT (transaction_id) DO NOTHING
      RETURNING 1
    ),
    active AS (
      INSERT INTO report_daily_players (day, currency, country, game_id, provider_id, player_id)
      SELECT DISTINCT day, currency, country, game_id, provider_id, player_id FROM parts WHERE kind = 'bet'
      ON CONFLICT DO NOTHING
      RETURNING 1
    ),
    facts AS (
      SELECT parts.*, (f.transaction_id IS NOT NULL) AS ftd, r.bet_minor AS round_stake
      FROM parts
      LEFT JOIN first_deposits f ON f.transaction_id = parts.id
      ${roundStakeJoin(sql`parts`)}
    )
    INSERT INTO report_daily (day, currency, country, game_id, provider_id, bets, wins, bonus_cost,
      deposit_count, deposits, withdrawal_count, withdrawals, ftd_count, ftd_amount, rounds, stakes,
      payouts, returns, return_squares)
    SELECT day, currency, country, game_id, provider_id, ${measures}
    FROM facts GROUP BY day, currency, country, game_id, provider_id
    ON CONFLICT (day, currency, country, game_id, provider_id) DO UPDATE SET
      bets = report_daily.bets + excluded.bets,
      wins = report_daily.wins + excluded.wins,
      bonus_cost = report_daily.bonus_cost + excluded.bonus_cost,
      deposit_count = report_daily.deposit_count + excluded.deposit_count,
      deposits = report_daily.deposits + excluded.deposits,
      withdrawal_count = report_daily.withdrawal_count + excluded.withdrawal_count,
      withdrawals = report_daily.withdrawals + excluded.withdrawals,
      ftd_count = report_daily.ftd_count + excluded.ftd_count,
      ftd_amount = report_daily.ftd_amount + excluded.ftd_amount,
      rounds = report_daily.rounds + excluded.rounds,
      stakes = report_daily.stakes + excluded.stakes,
      payouts = report_daily.payouts + excluded.payouts,
      returns = report_daily.returns + excluded.returns,
      return_squares = report_daily.return_squares + excluded.return_squares`);
  await tx.execute(sql`
    UPDATE report_watermarks SET last_transaction_id = ${to}, updated_at = now()
    WHERE name = ${DAILY_WATERMARK}`);
  return { from, to };
}

/** Folds until the ledger is read up to the settle lag (tests, the CLI, the bench). */
export async function foldAll(db: Db, options: FoldOptions = {}): Promise<number> {
  let folded = 0;
  for (;;) {
    const { from, to } = await db.transaction((tx) => foldLedger(tx, options));
    if (to === from) return folded;
    folded += to - from;
  }
}
