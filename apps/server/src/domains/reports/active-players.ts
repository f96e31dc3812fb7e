import { REPORT_MAX_DAYS, type ReportQuery } from '@casino/contracts';
import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportActiveGaps, reportDayCounts } from './tables.ts';

/**
 * Active players without counting player-days on read (decision 0050). The fold adds each new
 * (currency, player, day) to `report_active_days`, bumps the day's count in `report_day_counts`, and
 * keeps `report_active_gaps`: per day, how many of its players bet last `gap` days before. Over a
 * range every player counts once, on their first day in it, so the range's figure is the days' actives
 * less the players whose previous day is inside the range (gap ≤ day − from).
 */

/**
 * The longest gap kept as such: no range reaches further back from its last day, so a previous day
 * older than that is never inside a range and is kept as 0 (none), like a first day. Migration
 * `reports_active_counts` backfills with the same number.
 */
export const ACTIVE_GAP_DAYS = REPORT_MAX_DAYS - 1;

const gapOf = (day: string, previous: string) =>
  sql.raw(`CASE WHEN ${previous} IS NOT NULL AND ${day} - ${previous} <= ${ACTIVE_GAP_DAYS}
    THEN ${day} - ${previous} ELSE 0 END`);

/**
 * The fold's common table expressions for the bettors of a batch (`source`: day, currency, country,
 * player_id, repeats allowed), to put in its WITH. Every step reads the tables as they were before the
 * statement, so the days it inserts are told apart from the days already there: a new day's previous
 * day is the later of its old and its new neighbour, and the old day right after new ones takes the
 * last of them as its previous day. Days may come in any order (a transaction's `created_at` is when
 * it began, so two around midnight can swap).
 */
export function activeDaysFold(source: SQL): SQL {
  return sql`
    new_days AS (
      INSERT INTO report_active_days (currency, player_id, day, country)
      SELECT DISTINCT ON (currency, player_id, day) currency, player_id, day, country FROM ${source}
      ORDER BY currency, player_id, day
      ON CONFLICT DO NOTHING
      RETURNING currency, player_id, day, country
    ),
    day_actives AS (
      INSERT INTO report_day_counts (day, currency, country, active_players)
      SELECT day, currency, country, count(*)::int FROM new_days GROUP BY day, currency, country
      ON CONFLICT (day, currency, country) DO UPDATE
        SET active_players = report_day_counts.active_players + excluded.active_players
      RETURNING 1
    ),
    neighbours AS (
      SELECT n.*,
        (SELECT max(a.day) FROM report_active_days a
          WHERE a.currency = n.currency AND a.player_id = n.player_id AND a.day < n.day) AS old_before,
        (SELECT min(a.day) FROM report_active_days a
          WHERE a.currency = n.currency AND a.player_id = n.player_id AND a.day > n.day) AS old_after,
        lag(n.day) OVER (PARTITION BY n.currency, n.player_id ORDER BY n.day) AS new_before
      FROM new_days n
    ),
    successors AS (
      SELECT s.currency, s.player_id, s.day, a.country, s.old_previous, s.new_previous
      FROM (
        SELECT currency, player_id, old_after AS day, max(old_before) AS old_previous, max(day) AS new_previous
        FROM neighbours WHERE old_after IS NOT NULL GROUP BY currency, player_id, old_after
      ) s
      JOIN report_active_days a ON a.currency = s.currency AND a.player_id = s.player_id AND a.day = s.day
    ),
    gap_changes AS (
      SELECT day, currency, country, ${gapOf('day', 'greatest(old_before, new_before)')} AS gap, 1 AS players
      FROM neighbours
      UNION ALL
      SELECT day, currency, country, ${gapOf('day', 'old_previous')}, -1 FROM successors
      UNION ALL
      SELECT day, currency, country, ${gapOf('day', 'new_previous')}, 1 FROM successors
    ),
    active_gaps AS (
      INSERT INTO report_active_gaps (day, currency, country, gap, players)
      SELECT day, currency, country, gap, sum(players)::int FROM gap_changes
      GROUP BY day, currency, country, gap HAVING sum(players) <> 0
      ON CONFLICT (day, currency, country, gap) DO UPDATE
        SET players = report_active_gaps.players + excluded.players
      RETURNING 1
    )`;
}

/** The range and the currency and country filters over the counts' tables. */
function countsFilter(table: typeof reportDayCounts | typeof reportActiveGaps, query: ReportQuery) {
  return and(
    between(table.day, query.from, query.to),
    query.currency ? eq(table.currency, query.currency) : undefined,
    query.country ? eq(table.country, query.country) : undefined,
  );
}

/** Active players and registrations per day and currency (each player once a day), from the counts. */
export function dayCounts(db: Db, query: ReportQuery) {
  const c = reportDayCounts;
  return db
    .select({
      day: c.day,
      currency: c.currency,
      activePlayers: sql<number>`sum(${c.activePlayers})::int`,
      registrations: sql<number>`sum(${c.registrations})::int`,
    })
    .from(c)
    .where(countsFilter(c, query))
    .groupBy(c.day, c.currency);
}

/**
 * Distinct players who bet over the range, per currency: each counts once, in the country of their
 * first day in the range (decision 0050). Reads one row per day and country and the gaps inside the range.
 */
export async function rangeActivePlayers(
  db: Db,
  query: ReportQuery,
): Promise<{ currency: string; count: number }[]> {
  const c = reportDayCounts;
  const g = reportActiveGaps;
  const days = db
    .select({ currency: c.currency, players: sql<number>`sum(${c.activePlayers})`.as('players') })
    .from(c)
    .where(countsFilter(c, query))
    .groupBy(c.currency);
  const returns = db
    .select({ currency: g.currency, players: sql<number>`-sum(${g.players})`.as('players') })
    .from(g)
    .where(and(countsFilter(g, query), sql`${g.gap} BETWEEN 1 AND ${g.day} - ${query.from}::date`))
    .groupBy(g.currency);
  const both = days.unionAll(returns).as('both');
  const rows = await db
    .select({ currency: both.currency, count: sql<number>`sum(${both.players})::int` })
    .from(both)
    .groupBy(both.currency);
  return rows.map((row) => ({ currency: row.currency, count: Number(row.count) }));
}
