import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { installJobSchema, JobQueue } from './queue.ts';
import { driverExecutor } from './sql-executor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domains define their jobs here while the app is built, and schedule them in their transactions. */
    jobs: JobQueue;
  }
}

/** Polls and job runs hold at most this many connections, apart from the requests' pool. */
const JOBS_POOL_SIZE = 3;

/**
 * The durable job queue: starts when the app is ready (after every domain defined its jobs) and
 * stops, letting the runs in hand finish, when it closes. Tests leave workers off (JOBS_WORKERS) and
 * run due jobs with `app.jobs.runDue(asOf)`.
 */
export function registerJobs(app: FastifyInstance, database: Database) {
  const db = database.openPool(JOBS_POOL_SIZE);
  const jobs = new JobQueue({
    db,
    executor: driverExecutor(db, database.driver),
    work: app.env.JOBS_WORKERS ?? app.env.NODE_ENV !== 'test',
    pollSeconds: app.env.JOBS_POLL_SECONDS,
    onError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
}

/** pg-boss's tables (its schema `pgboss`), created or upgraded with the app's migrations at start. */
export async function installJobQueue(database: Database) {
  await installJobSchema(driverExecutor(database.db, database.driver));
}
