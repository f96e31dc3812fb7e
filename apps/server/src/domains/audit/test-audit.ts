import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Runs statements on the audit log with its append-only triggers off, as its table's owner could:
 * how the tests tamper with it (and empty it between tests).
 */
export async function tamper(db: Db, ...statements: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER USER`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER USER`);
  });
}

/** An empty chain again: no rows, the head at the genesis hash. */
export async function resetAuditLog(db: Db) {
  await tamper(db, 'TRUNCATE audit_log');
  await db.execute(sql`UPDATE audit_chain_head SET sequence = 0, hash = repeat('0', 64)`);
}
