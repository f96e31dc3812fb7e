// Test fixtures: a job that records each run in a table of its own, for the tests and their child
// processes alike.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobOptions } from './queue.ts';

export const RECORDING_JOB = 'test.record';

export type RecordedRun = { key: string | null; note: string; retryCount: number; pid: number };

export async function createRunsTable(db: Db) {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS test_job_runs (key text, note text, retry_count int, pid int)`,
  );
}

export async function recordedRuns(db: Db): Promise<RecordedRun[]> {
  const result = await db.execute(
    sql`SELECT key, note, retry_count AS "retryCount", pid FROM test_job_runs ORDER BY key`,
  );
  return (result as unknown as { rows: RecordedRun[] }).rows;
}

/** `afterRecord` runs in the job's transaction after the row is written: a throw rolls the row back. */
export function defineRecordingJob(
  app: FastifyInstance,
  options: JobOptions & { afterRecord?: () => void } = {},
) {
  return app.jobs.define<{ note: string }>(
    RECORDING_JOB,
    async (tx, job) => {
      await tx.execute(
        sql`INSERT INTO test_job_runs VALUES (${job.key}, ${job.data.note}, ${job.retryCount}, ${process.pid})`,
      );
      options.afterRecord?.();
    },
    options,
  );
}

/** The state pg-boss holds for each job of a name, by key. */
export async function jobStates(db: Db, name = RECORDING_JOB): Promise<Record<string, string>> {
  const result = await db.execute(
    sql`SELECT singleton_key AS key, state FROM pgboss.job WHERE name = ${name} ORDER BY key`,
  );
  const rows = (result as unknown as { rows: { key: string; state: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.key, row.state]));
}
