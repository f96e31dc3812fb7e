// Test helpers: app processes of their own on a database the test shares with them.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../db/client.ts';
import { openTestDatabase, type TestDriver } from '../../test/databases.ts';

const CHILD = path.join(import.meta.dirname, 'test-job-process.ts');

export type SharedDatabase = {
  /** What a child opens: a PGlite folder or a PostgreSQL URL. */
  target: string;
  /** This process's handle (PGlite: only while no child has the folder open). */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
};

/** A migrated, seeded database a child process can open by itself. */
export async function sharedDatabase(driver: TestDriver): Promise<SharedDatabase> {
  if (driver === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-jobs-'));
    const template = new Blob([fs.readFileSync(process.env.CASINO_TEST_TEMPLATE!)]);
    await (await openDatabase({ driver: 'pglite', dataDir, loadDataDir: template })).close();
    return {
      target: dataDir,
      open: () => openDatabase({ driver: 'pglite', dataDir }),
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await openTestDatabase('postgres');
  const result = await database.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
  return { target: url.href, open: async () => database, remove: () => database.close() };
}

export type AppProcess = {
  child: ChildProcessByStdio<null, Readable, null>;
  /** Resolves once the process printed its signal; rejects if it died first. */
  started: Promise<void>;
  exited: Promise<number | null>;
};

/** Starts test-job-process.ts, which prints `signal` when it got where the test waits for it. */
export function startAppProcess(target: string, args: string[], signal: string): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, target, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes(signal) && resolve());
    child.on('exit', (code) => reject(new Error(`app process exited (${code}) before "${signal}"`)));
  });
  return { child, started, exited };
}
