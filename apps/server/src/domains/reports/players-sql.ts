import type { ReportQuery } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rangeEnd, rangeStart } from './filters.ts';

/**
 * Registrations per UTC day and the player's currency (identity's players, read as SQL like the
 * ledger facts): not a rollup, since players are few beside rounds and the table is read by range.
 * Games and providers do not filter them.
 */
export async function registrationsPerDay(
  db: Db,
  query: ReportQuery,
): Promise<{ day: string; currency: string; count: number }[]> {
  const result = await db.execute(sql`
    SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, currency, count(*)::int AS count
    FROM players
    WHERE created_at >= ${rangeStart(query).toISOString()}::timestamptz
      AND created_at < ${rangeEnd(query).toISOString()}::timestamptz
      AND currency IS NOT NULL
      ${query.currency ? sql`AND currency = ${query.currency}` : sql``}
      ${query.country ? sql`AND country = ${query.country}` : sql``}
    GROUP BY 1, 2`);
  return (result as unknown as { rows: { day: string; currency: string; count: number }[] }).rows;
}

/** The nicknames of some players. */
export async function nicknamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`SELECT id, nickname FROM players WHERE id IN (${list})`);
  const rows = (result as unknown as { rows: { id: string; nickname: string }[] }).rows;
  return new Map(rows.map((row) => [row.id, row.nickname]));
}
