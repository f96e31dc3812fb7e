import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { registrationsBetween } from '../identity/players.ts';
import { activeDaysFold } from './active-players.ts';
import { ledgerParts, measures, roundStakeJoin } from './ledger-facts-sql.ts';

/**
 * The rollup job's step (decisions 0046, 0050): folds the ledger transactions after the watermark into
 * the daily rollup, the players-per-day sets and counts, the first deposits and the payments list, and
 * moves the watermark, all in the caller's transaction (the job's): a fold happens once, however often the job
 * runs or the process restarts. Transactions younger than `settleMs` are left for the next run: ids are
 * taken before commit, so a younger id may still be followed by an older one that has not committed.
 */

export const DAILY_WATERMARK = 'daily';
export const REGISTRATIONS_WATERMARK = 'registrations';
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
    bettors AS (SELECT day, currency, country, player_id FROM parts WHERE kind = 'bet'),
    ${activeDaysFold(sql`bettors`)},
    game_players AS (
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

/**
 * How far back each run reads registrations again: a registration whose transaction commits up to this
 * late is still counted (`report_registrations` keeps it from counting twice).
 */
export const REGISTRATION_OVERLAP_MS = 10 * 60_000;
const REGISTRATIONS_PER_STATEMENT = 5_000;

/**
 * Counts identity's registrations into `report_day_counts`, per day, currency and country (the
 * player's at fold time), through identity's `registrationsBetween`, from the watermark less the
 * overlap up to now, and moves the watermark (an instant cut to the millisecond, so that it survives a
 * JavaScript Date), in the caller's transaction. Migration `reports_active_counts` counted the players
 * before it.
 */
export async function foldRegistrations(tx: Db): Promise<number> {
  await tx.execute(sql`
    INSERT INTO report_watermarks (name, last_transaction_id) VALUES (${REGISTRATIONS_WATERMARK}, 0)
    ON CONFLICT (name) DO NOTHING`);
  const [row] = rowsOf<{ last: string | null; now: string }>(
    await tx.execute(sql`
      SELECT floor(extract(epoch FROM last_at) * 1000)::text AS last,
        floor(extract(epoch FROM date_trunc('milliseconds', now())) * 1000)::text AS now
      FROM report_watermarks WHERE name = ${REGISTRATIONS_WATERMARK} FOR UPDATE`),
  );
  const since = row!.last === null ? null : new Date(Number(row!.last) - REGISTRATION_OVERLAP_MS);
  const upTo = new Date(Number(row!.now));
  const registrations = await registrationsBetween(tx, since, upTo);
  let counted = 0;
  for (let start = 0; start < registrations.length; start += REGISTRATIONS_PER_STATEMENT) {
    const values = sql.join(
      registrations
        .slice(start, start + REGISTRATIONS_PER_STATEMENT)
        .map((r) => sql`(${r.playerId}::uuid, ${r.day}::date, ${r.currency}, ${r.country})`),
      sql`, `,
    );
    const [result] = rowsOf<{ counted: number }>(
      await tx.execute(sql`
        WITH read (player_id, day, currency, country) AS (VALUES ${values}),
        counted AS (
          INSERT INTO report_registrations (player_id) SELECT player_id FROM read
          ON CONFLICT DO NOTHING RETURNING player_id
        ),
        day_counts AS (
          INSERT INTO report_day_counts (day, currency, country, registrations)
          SELECT day, currency, country, count(*)::int FROM read JOIN counted USING (player_id)
          GROUP BY day, currency, country
          ON CONFLICT (day, currency, country) DO UPDATE
            SET registrations = report_day_counts.registrations + excluded.registrations
          RETURNING registrations
        )
        SELECT count(*)::int AS counted FROM counted`),
    );
    counted += Number(result?.counted ?? 0);
  }
  await tx.execute(sql`
    UPDATE report_watermarks SET last_at = ${upTo.toISOString()}::timestamptz, updated_at = now()
    WHERE name = ${REGISTRATIONS_WATERMARK}`);
  return counted;
}

/** How many batches one run of the fold job folds at most: the rest waits for the next run. */
export const FOLD_BATCHES_PER_RUN = 40;

/**
 * One run of the `reports.fold` job in the caller's transaction: the registrations, then the ledger a
 * batch at a time up to the settle lag, at most FOLD_BATCHES_PER_RUN batches.
 */
export async function foldRun(tx: Db, options: FoldOptions = {}): Promise<number> {
  await foldRegistrations(tx);
  let folded = 0;
  for (let batch = 0; batch < FOLD_BATCHES_PER_RUN; batch++) {
    const { from, to } = await foldLedger(tx, options);
    if (to === from) break;
    folded += to - from;
  }
  return folded;
}

/** Folds until the ledger is read up to the settle lag, registrations first (tests, the CLI, the bench). */
export async function foldAll(db: Db, options: FoldOptions = {}): Promise<number> {
  await db.transaction((tx) => foldRegistrations(tx));
  let folded = 0;
  for (;;) {
    const { from, to } = await db.transaction((tx) => foldLedger(tx, options));
    if (to === from) return folded;
    folded += to - from;
  }
}
