import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

/** Row counts of every table of the database (all schemas but the system's), by `schema.table`. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
  )) as unknown as Rows<{ schema: string; name: string }>;
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`SELECT count(*)::int AS count FROM "${schema}"."${name}"`),
    )) as unknown as Rows<{ count: number }>;
    counts[`${schema}.${name}`] = Number(result.rows[0]!.count);
  }
  return counts;
}

/** The tables whose count changed, with before and after. */
export function changedCounts(before: Record<string, number>, after: Record<string, number>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name] !== after[name])
    .map((name) => ({ table: name, before: before[name] ?? 0, after: after[name] ?? 0 }));
}
