import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { createRunsTable, defineRecordingJob, jobStates, recordedRuns } from './test-jobs.ts';
import { sharedDatabase, startAppProcess } from './test-processes.ts';

/** The app in this process, with its job workers on (polling twice a second) or off. */
async function startApp(database: Database, workers: boolean) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_WORKERS: String(workers),
    JOBS_POLL_SECONDS: '0.5',
  });
  const app = await buildApp({ env, database });
  const recording = defineRecordingJob(app);
  await app.ready();
  return { app, recording };
}

describe.each(testDrivers)('durable jobs across processes on %s', (driver) => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs a job scheduled by a process killed before its time once, in the next process', async () => {
    const shared = await sharedDatabase(driver);
    cleanups.push(shared.remove);
    const before = await shared.open();
    await createRunsTable(before.db);
    if (driver === 'pglite') await before.close();

    const scheduler = startAppProcess(shared.target, ['schedule', 'restart', '700'], 'scheduled');
    cleanups.push(() => scheduler.child.kill('SIGKILL'));
    await scheduler.started;
    scheduler.child.kill('SIGKILL');
    await scheduler.exited;

    const database = driver === 'pglite' ? await shared.open() : before;
    if (driver === 'pglite') cleanups.push(() => database.close());
    // Killed before its time: the job waits, nothing ran.
    expect(await jobStates(database.db)).toEqual({ restart: 'created' });
    expect(await recordedRuns(database.db)).toEqual([]);

    const { app } = await startApp(database, true);
    cleanups.push(() => app.close());
    await expect.poll(() => jobStates(database.db), { timeout: 15_000 }).toEqual({ restart: 'completed' });
    expect(await recordedRuns(database.db)).toEqual([
      { key: 'restart', note: `from ${scheduler.child.pid}`, retryCount: 0, pid: process.pid },
    ]);
    await app.close();

    // And a process after that finds nothing left to do.
    const { app: next } = await startApp(database, false);
    cleanups.push(() => next.close());
    expect(await next.jobs.runDue(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(0);
    expect(await recordedRuns(database.db)).toHaveLength(1);
  }, 60_000);

  // PGlite is one process's database: only PostgreSQL can have two app processes.
  it.skipIf(driver === 'pglite')(
    'runs each due job once with two app processes working the queue',
    async () => {
      const shared = await sharedDatabase(driver);
      cleanups.push(shared.remove);
      const database = await shared.open();
      await createRunsTable(database.db);
      // Both start at once, as two nodes of a deployment would.
      const workers = [1, 2].map(() => startAppProcess(shared.target, ['work'], 'ready'));
      for (const { child } of workers) cleanups.push(() => child.kill('SIGKILL'));
      await Promise.all(workers.map(({ started }) => started));

      const { app: scheduler, recording } = await startApp(database, false);
      cleanups.push(() => scheduler.close());
      const keys = Array.from({ length: 30 }, (_, index) => `job-${String(index).padStart(2, '0')}`);
      // Due a moment from now, while both processes are polling.
      const runAt = new Date(Date.now() + 1_000);
      for (const key of keys)
        await scheduler.jobs.schedule(database.db, recording, { key, runAt, data: { note: key } });

      const allDone = Object.fromEntries(keys.map((key) => [key, 'completed']));
      await expect.poll(() => jobStates(database.db), { timeout: 20_000 }).toEqual(allDone);
      const runs = await recordedRuns(database.db);
      expect(runs.map((run) => run.key)).toEqual(keys);
      const pids = workers.map(({ child }) => child.pid);
      expect(runs.every((run) => pids.includes(run.pid))).toBe(true);

      // Both stop cleanly on SIGTERM (the queue lets go before the database closes).
      for (const { child } of workers) child.kill('SIGTERM');
      expect(await Promise.all(workers.map(({ exited }) => exited))).toEqual([0, 0]);
    },
    60_000,
  );
});
