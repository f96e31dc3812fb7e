import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

type Rows = { rows: unknown[] };

/** What pg-boss runs its SQL through (its `db` option): positional `$n` parameters, answers with rows. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<Rows> };

type PgPool = { query: (text: string, values?: unknown[]) => Promise<Rows> };
type PgliteClient = PgPool & { exec: (text: string) => Promise<Rows[]> };

/**
 * pg-boss on the driver under a drizzle handle: a pg pool, or the one PGlite instance. pg-boss sends
 * its schema set-up and maintenance as one parameterless text of several statements (BEGIN ...
 * COMMIT); the pg pool takes that as a simple query, PGlite only through `exec`.
 */
export function driverExecutor(db: Db, driver: Database['driver']): SqlExecutor {
  // drizzle's documented handle on the driver it was built on.
  const client = (db as unknown as { $client: unknown }).$client;
  if (driver === 'postgres') {
    const pool = client as PgPool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteClient;
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** pg-boss inside a caller's transaction (or on any drizzle handle): a job commits or rolls back with it. */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    executeSql: async (text, values = []) => (await tx.execute(positional(text, values))) as unknown as Rows,
  };
}

/** `$1 ... $n` text as drizzle SQL, each placeholder bound as a parameter (never spliced into the text). */
function positional(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}
