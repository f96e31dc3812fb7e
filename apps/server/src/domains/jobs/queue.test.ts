import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import type { JobType } from './queue.ts';
import { createRunsTable, defineRecordingJob, jobStates, recordedRuns } from './test-jobs.ts';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDrivers)('durable jobs on %s', (driver) => {
  let t: TestApp;
  let recording: JobType<{ note: string }>;
  /** Failures the recording job still has to go through before it succeeds. */
  let failuresLeft = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, (app) => {
      recording = defineRecordingJob(app, {
        afterRecord: () => {
          if (failuresLeft-- > 0) throw new Error('the recording job fails on purpose');
        },
      });
    });
    await createRunsTable(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    failuresLeft = 0;
    await t.database.db.execute(sql`DELETE FROM test_job_runs`);
    await t.database.db.execute(sql`DELETE FROM pgboss.job`);
  });

  const db = () => t.database.db;
  const schedule = (key: string, runAt: Date, note = key) =>
    t.app.jobs.schedule(db(), recording, { key, runAt, data: { note } });

  it('runs a job when the fake clock reaches its time, with its key and data, and only then', async () => {
    const now = Date.now();
    expect(await schedule('later', new Date(now + HOUR_MS), 'an hour on')).toBe(true);

    expect(await t.app.jobs.runDue(new Date(now + HOUR_MS - 1_000))).toBe(0);
    expect(await recordedRuns(db())).toEqual([]);
    expect(await t.app.jobs.runDue(new Date(now + HOUR_MS))).toBe(1);
    expect(await recordedRuns(db())).toEqual([
      { key: 'later', note: 'an hour on', retryCount: 0, pid: process.pid },
    ]);
    expect(await jobStates(db())).toEqual({ later: 'completed' });
    expect(await t.app.jobs.runDue(new Date(now + 2 * HOUR_MS))).toBe(0);
  });

  it('queues a key once: a second schedule, before or after the run, queues nothing', async () => {
    const runAt = new Date();
    expect(await schedule('once', runAt, 'first')).toBe(true);
    expect(await schedule('once', runAt, 'second')).toBe(false);
    expect(await t.app.jobs.runDue(runAt)).toBe(1);
    expect(await schedule('once', runAt, 'third')).toBe(false);
    expect(await t.app.jobs.runDue(new Date(runAt.getTime() + HOUR_MS))).toBe(0);
    expect(await recordedRuns(db())).toEqual([expect.objectContaining({ key: 'once', note: 'first' })]);
  });

  it('keeps a key queued once when two transactions schedule it at the same time', async () => {
    const runAt = new Date();
    const answers = await Promise.all(
      ['a', 'b'].map((note) =>
        db().transaction((tx) => t.app.jobs.schedule(tx, recording, { key: 'race', runAt, data: { note } })),
      ),
    );
    expect(answers.sort()).toEqual([false, true]);
    expect(await t.app.jobs.runDue(runAt)).toBe(1);
    expect(await recordedRuns(db())).toHaveLength(1);
  });

  it('queues nothing when the transaction that scheduled the job rolls back', async () => {
    const runAt = new Date();
    const failed = db().transaction(async (tx) => {
      await t.app.jobs.schedule(tx, recording, { key: 'rolled-back', runAt, data: { note: 'no' } });
      throw new Error('the business change fails');
    });
    await expect(failed).rejects.toThrow('the business change fails');
    expect(await jobStates(db())).toEqual({});
    expect(await t.app.jobs.runDue(new Date(runAt.getTime() + HOUR_MS))).toBe(0);
    // The key is free again: the rolled-back schedule left nothing behind.
    expect(await schedule('rolled-back', runAt)).toBe(true);
  });

  it('rolls back a failed run with its effects and retries it until it succeeds', async () => {
    failuresLeft = 2;
    const runAt = new Date();
    await schedule('flaky', runAt);
    // The first run fails; its retry waits (10 s, then 20 s) and comes due within the hour.
    expect(await t.app.jobs.runDue(runAt)).toBe(1);
    expect(await recordedRuns(db())).toEqual([]);
    expect(await jobStates(db())).toEqual({ flaky: 'retry' });
    expect(await t.app.jobs.runDue(new Date(runAt.getTime() + HOUR_MS))).toBe(2);
    // Only the third run's row is left: the two failed runs were rolled back with what they wrote.
    expect(await recordedRuns(db())).toEqual([expect.objectContaining({ key: 'flaky', retryCount: 2 })]);
    expect(await jobStates(db())).toEqual({ flaky: 'completed' });
  });

  it('refuses a job it does not know, and a definition once the queue runs', async () => {
    const unknown = { name: 'test.unknown' } as JobType<{ note: string }>;
    await expect(
      t.app.jobs.schedule(db(), unknown, { key: 'x', runAt: new Date(), data: { note: 'x' } }),
    ).rejects.toThrow('job test.unknown is not defined');
    expect(() => t.app.jobs.define('test.late', async () => {})).toThrow(
      'job test.late defined after the queue started',
    );
  });

  it('prunes identity data hourly through a cron job (the timer it replaces is gone)', async () => {
    const schedules = await db().execute(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`);
    // The app's cron schedules: the weekly cashback (bonuses), the chat's transcripts past retention,
    // the hourly prune, the reports' fold every minute, the markers of harm every 15 minutes and the
    // tournament series.
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'bonuses.cashback-week', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'chat.retention', cron: '17 * * * *', timezone: 'UTC' },
      { name: 'identity.prune', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'reports.fold', cron: '* * * * *', timezone: 'UTC' },
      { name: 'rg-desk.markers', cron: '*/15 * * * *', timezone: 'UTC' },
      { name: 'tournaments.series', cron: '7 * * * *', timezone: 'UTC' },
    ]);
    await db().execute(
      sql`INSERT INTO rate_events (scope, subject, created_at) VALUES ('s', 'old', now() - interval '2 days')`,
    );
    const prune = { name: 'identity.prune' } as JobType<Record<string, never>>;
    await t.app.jobs.schedule(db(), prune, { key: 'now', runAt: new Date(), data: {} });
    expect(await t.app.jobs.runDue(new Date())).toBe(1);
    const left = await db().execute(
      sql`SELECT count(*)::int AS count FROM rate_events WHERE subject = 'old'`,
    );
    expect((left as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0);
    expect(await jobStates(db(), 'identity.prune')).toEqual({ now: 'completed' });
  });
});
