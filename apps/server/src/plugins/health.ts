import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors.ts';

/** Longer than this for `select 1` and the database counts as down. */
const PING_TIMEOUT_MS = 1_000;

/** GET /api/health: 200 while the database answers, 503 ('degraded') while it does not. */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (_request, reply) => {
    const databaseUp = await databaseAnswers(database.db, PING_TIMEOUT_MS);
    if (!databaseUp) reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return { data: { status: databaseUp ? 'ok' : 'degraded', database: database.driver, databaseUp } };
  });
}

/** Whether `select 1` comes back within `timeoutMs`; a ping left hanging is abandoned, not awaited. */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
