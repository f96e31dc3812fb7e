// A migrated database of its own for the server under chaos: a PostgreSQL copy of the test template,
// or a PGlite folder started from the PGlite template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client.ts';
import { openTestDatabase, type TestDriver } from '../databases.ts';

export type ScratchDatabase = {
  /** What tells the server where its database is. */
  env: Record<string, string>;
  /**
   * The database for this process's checks. PGlite allows one process at a time: open it only while
   * the server is stopped, and close it before starting the server again.
   */
  open: () => Promise<Database>;
  /** Whether this process may read while the server runs. */
  sharedWhileRunning: boolean;
  drop: () => Promise<void>;
};

export async function scratchDatabase(driver: TestDriver): Promise<ScratchDatabase> {
  return driver === 'postgres' ? postgresCopy() : pgliteFolder();
}

async function postgresCopy(): Promise<ScratchDatabase> {
  const database = await openTestDatabase('postgres');
  const result = await database.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return {
    env: { DATABASE_URL: url.href },
    open: async () => ({ ...database, close: async () => {} }),
    sharedWhileRunning: true,
    drop: () => database.close(),
  };
}

async function pgliteFolder(): Promise<ScratchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-chaos-'));
  const template = new Blob([fs.readFileSync(process.env.CASINO_TEST_TEMPLATE!)]);
  const seeded = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: template });
  await seeded.close();
  return {
    env: { PGLITE_DIR: dataDir },
    open: () => openDatabase({ driver: 'pglite', dataDir }),
    sharedWhileRunning: false,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
