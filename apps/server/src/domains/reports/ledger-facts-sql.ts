import { type SQL, sql } from 'drizzle-orm';

/**
 * What the reports read of other domains' tables, as SQL (like db/sql-facts.ts): each ledger
 * transaction of a kind the reports count, per player, with its cash, bonus and reserved parts, the
 * player's country and the game and provider its metadata names. The fold and the reconciliation both
 * start from it, so they agree on what a bet, a win or a deposit is.
 */

/** The ledger kinds the reports count (postings of other kinds leave the rollups alone). */
export const REPORTED_KINDS = [
  'bet',
  'win',
  'bet.rollback',
  'deposit',
  'withdrawal.payout',
  'bonus.convert',
] as const;

const kindList = sql.join(
  REPORTED_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * One row per (transaction, player account): kind, day (UTC), currency, country, game_id, provider_id,
 * session_id, round_id, player_id, cash, bonus and reserved (signed sums of the entries on those parts).
 */
export function ledgerParts(range: SQL): SQL {
  return sql`
    SELECT t.id, t.kind, t.created_at,
      (t.created_at AT TIME ZONE 'UTC')::date AS day,
      wa.currency,
      coalesce(p.country, '') AS country,
      coalesce(t.metadata->>'gameId', '') AS game_id,
      coalesce(t.metadata->>'providerId', '') AS provider_id,
      t.metadata->>'sessionId' AS session_id,
      t.metadata->>'roundId' AS round_id,
      wa.player_id,
      coalesce(sum(e.amount) FILTER (WHERE la.name = 'cash'), 0)::bigint AS cash,
      coalesce(sum(e.amount) FILTER (WHERE la.name = 'bonus'), 0)::bigint AS bonus,
      coalesce(sum(e.amount) FILTER (WHERE la.name = 'reserved'), 0)::bigint AS reserved
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts la ON la.id = e.account_id AND la.wallet_account_id IS NOT NULL
    JOIN wallet_accounts wa ON wa.id = la.wallet_account_id
    LEFT JOIN players p ON p.id = wa.player_id
    WHERE ${range} AND t.kind IN (${kindList})
    GROUP BY t.id, wa.currency, p.country, wa.player_id`;
}

/** The stake of the round a win posting belongs to (game-wallet's game_rounds), for its return. */
export const roundStakeJoin = (parts: SQL): SQL => sql`
  LEFT JOIN game_rounds r ON ${parts}.kind = 'win'
    AND r.session_id = (${parts}.session_id)::uuid AND r.provider_round_id = ${parts}.round_id`;

/**
 * The rollup's measures of a set of ledger parts (`facts`, with `ftd` and `round_stake` columns),
 * grouped by the five dimensions.
 */
export const measures = sql`
  sum(CASE kind WHEN 'bet' THEN -cash WHEN 'bet.rollback' THEN -cash ELSE 0 END)::bigint AS bets,
  sum(CASE WHEN kind = 'win' THEN cash ELSE 0 END)::bigint AS wins,
  sum(CASE WHEN kind = 'bonus.convert' THEN cash ELSE 0 END)::bigint AS bonus_cost,
  count(*) FILTER (WHERE kind = 'deposit')::int AS deposit_count,
  sum(CASE WHEN kind = 'deposit' THEN cash ELSE 0 END)::bigint AS deposits,
  count(*) FILTER (WHERE kind = 'withdrawal.payout')::int AS withdrawal_count,
  sum(CASE WHEN kind = 'withdrawal.payout' THEN -reserved ELSE 0 END)::bigint AS withdrawals,
  count(*) FILTER (WHERE ftd)::int AS ftd_count,
  sum(CASE WHEN ftd THEN cash ELSE 0 END)::bigint AS ftd_amount,
  count(*) FILTER (WHERE kind = 'bet')::int AS rounds,
  sum(CASE kind WHEN 'bet' THEN -(cash + bonus) WHEN 'bet.rollback' THEN -(cash + bonus) ELSE 0 END)::bigint AS stakes,
  sum(CASE WHEN kind = 'win' THEN cash + bonus ELSE 0 END)::bigint AS payouts,
  coalesce(sum(CASE WHEN kind = 'win' AND round_stake > 0
    THEN (cash + bonus)::float8 / round_stake::float8 ELSE 0 END), 0)::float8 AS returns,
  coalesce(sum(CASE WHEN kind = 'win' AND round_stake > 0
    THEN power((cash + bonus)::float8 / round_stake::float8, 2) ELSE 0 END), 0)::float8 AS return_squares`;
