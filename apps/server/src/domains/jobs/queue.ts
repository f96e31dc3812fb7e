import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { InFlight } from './in-flight.ts';
import { jobIdFor } from './job-ids.ts';
import { type SqlExecutor, transactionExecutor } from './sql-executor.ts';

/** A job's data: plain JSON (it is stored as jsonb). */
export type JobData = Record<string, unknown>;

export type Job<Data extends JobData> = {
  id: string;
  /** The key it was scheduled with; null for a run of a cron schedule. */
  key: string | null;
  data: Data;
  /** 0 on the first run, then 1, 2 ... on retries. */
  retryCount: number;
};

/**
 * Runs inside the transaction that also marks the job done: what it writes through `tx` happens
 * exactly once, however often the job is fetched (retry, restart, a second node). Anything it does
 * outside `tx` may happen more than once: write a domain event (the outbox) instead of calling out.
 */
export type JobHandler<Data extends JobData> = (tx: Db, job: Job<Data>) => Promise<void>;

export type JobOptions = {
  /** Also runs on this cron schedule (UTC, minute precision), once per slot across all nodes. */
  cron?: string;
  /** Runs after a failure: how many, the delay before the first (seconds), doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run that takes longer counts as failed and is retried. */
  expireInSeconds?: number;
};

/** What `define` returns and `schedule` takes: a job's name, typed with its data. */
export type JobType<Data extends JobData> = { readonly name: string; readonly data?: Data };

type Definition = { name: string; handler: JobHandler<JobData>; options: JobOptions };

export type JobQueueOptions = {
  db: Db;
  /** pg-boss's own connection to the database (outside any caller's transaction). */
  executor: SqlExecutor;
  /** Whether this process polls for due jobs and cron slots; off, jobs run only through `runDue`. */
  work: boolean;
  pollSeconds: number;
  onError: (error: unknown, job?: { name: string; id: string }) => void;
};

export const JOBS_SCHEMA = 'pgboss';
const BATCH_SIZE = 20;
const STOP_TIMEOUT_MS = 5_000;
const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 15 * 60 };

/** Creates pg-boss's schema, or migrates it to this pg-boss's version, and nothing else. */
export async function installJobSchema(executor: SqlExecutor) {
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

const DEADLOCK = '40P01';

/** The SQLSTATE of a database error (drizzle wraps the driver's error as the cause). */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function queueSettings({ name, options }: Definition) {
  return {
    name,
    retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: options.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: options.retryBackoff ?? DEFAULTS.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? DEFAULTS.expireInSeconds,
  };
}

/** Thrown inside a run's transaction when another run already finished the job: nothing to do. */
class AlreadyDone extends Error {}

/**
 * The durable job queue (pg-boss on the app's database, PostgreSQL or PGlite). Domains `define` their
 * jobs while the app is built and `schedule` them inside their own transactions; the queue starts when
 * the app is ready and stops when it closes.
 */
export class JobQueue {
  readonly #definitions = new Map<string, Definition>();
  readonly #inFlight = new InFlight();
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  #started = false;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    const tracked: SqlExecutor = {
      executeSql: (text, values) => this.#inFlight.track(options.executor.executeSql(text, values)),
    };
    this.#boss = new PgBoss({
      db: tracked as PgBoss.Db,
      schema: JOBS_SCHEMA,
      supervise: options.work,
      schedule: options.work,
    });
    this.#boss.on('error', (error) => options.onError(error));
  }

  define<Data extends JobData = JobData>(
    name: string,
    handler: JobHandler<Data>,
    options: JobOptions = {},
  ): JobType<Data> {
    if (this.#started) throw new Error(`job ${name} defined after the queue started`);
    if (this.#definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.#definitions.set(name, { name, handler: handler as JobHandler<JobData>, options });
    return { name };
  }

  /**
   * Queues a run at `runAt` in the caller's transaction (`tx`, or the plain db): it commits or rolls
   * back with it. A key is queued once: a second schedule of a key pg-boss still keeps (queued,
   * running, or finished and not yet deleted, 7 days after archiving) queues nothing and answers false.
   */
  async schedule<Data extends JobData>(
    tx: Db,
    type: JobType<Data>,
    job: { key: string; runAt: Date; data: Data },
  ): Promise<boolean> {
    if (!this.#definitions.has(type.name)) throw new Error(`job ${type.name} is not defined`);
    if (!this.#started) throw new Error(`job ${type.name} scheduled before the queue started`);
    const db = transactionExecutor(tx) as PgBoss.Db;
    const id = jobIdFor(type.name, job.key);
    if (await this.#boss.getJobById(type.name, id, { db, includeArchive: true })) return false;
    const options = { id, startAfter: job.runAt, singletonKey: job.key, db };
    return (await this.#boss.send(type.name, job.data, options)) !== null;
  }

  async start() {
    await this.#boss.start();
    await this.#createQueues();
    await this.#syncCronSchedules();
    this.#started = true;
    if (!this.#options.work) return;
    for (const definition of this.#definitions.values()) await this.#work(definition);
  }

  /** Stops fetching, lets the runs in hand finish, and waits for pg-boss's last queries. */
  async stop() {
    this.#started = false;
    await this.#boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    await this.#inFlight.settled();
  }

  /**
   * The fake clock (tests): runs now every job due at `asOf` or earlier, by the database's clock or
   * by `asOf`, retries included (a failed run's retry due by `asOf` runs too, up to the retry limit),
   * and answers how many runs it made. pg-boss compares `start_after` with the database's now(), so
   * the jobs due at `asOf` are first moved to now: the one place we write into pg-boss's tables (its
   * schema 10 `job` table).
   */
  async runDue(asOf: Date): Promise<number> {
    let runs = 0;
    for (const definition of this.#definitions.values()) {
      for (;;) {
        await this.#moveDueToNow(definition.name, asOf);
        const jobs = await this.#boss.fetch<JobData>(definition.name, {
          batchSize: BATCH_SIZE,
          includeMetadata: true,
        });
        if (jobs.length === 0) break;
        for (const job of jobs) await this.#run(definition, job);
        runs += jobs.length;
      }
    }
    return runs;
  }

  async #moveDueToNow(name: string, asOf: Date) {
    await this.#options.executor.executeSql(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() - interval '1 second'
       WHERE name = $1 AND state < 'active' AND start_after <= $2::timestamptz`,
      [name, asOf.toISOString()],
    );
  }

  /**
   * Creates each queue, or brings its settings to the code's. pg-boss 10 adds a partition to its job
   * table per new queue, and two nodes doing that at once can deadlock: our queues are created by one
   * node at a time (an advisory lock to the end of the transaction), and a deadlock with pg-boss's own
   * queue (created, unlocked, in `boss.start`) is retried.
   */
  async #createQueues() {
    const queues = [...this.#definitions.values()].map(queueSettings);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.#options.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('casino.jobs.create-queues'))`);
          const boss = new PgBoss({ db: transactionExecutor(tx) as PgBoss.Db, schema: JOBS_SCHEMA });
          for (const queue of queues) {
            await boss.createQueue(queue.name, queue);
            // A queue that exists keeps the settings it was created with.
            await boss.updateQueue(queue.name, queue);
          }
        });
        return;
      } catch (error) {
        if (attempt === 3 || sqlState(error) !== DEADLOCK) throw error;
      }
    }
  }

  /** The cron schedules in the database are exactly the defined ones (a removed job stops running). */
  async #syncCronSchedules() {
    const crons = new Map(
      [...this.#definitions.values()].flatMap(({ name, options }) =>
        options.cron ? [[name, options.cron] as const] : [],
      ),
    );
    for (const { name } of await this.#boss.getSchedules())
      if (!crons.has(name)) await this.#boss.unschedule(name);
    for (const [name, cron] of crons) await this.#boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  async #work(definition: Definition) {
    const options = {
      batchSize: BATCH_SIZE,
      includeMetadata: true as const,
      pollingIntervalSeconds: this.#options.pollSeconds,
    };
    const workerId = await this.#boss.work<JobData>(definition.name, options, async (jobs) => {
      const runs = (async () => {
        for (const job of jobs) await this.#run(definition, job);
      })();
      await this.#inFlight.track(runs);
      // A full batch: there may be more due at once, so fetch again without waiting for the poll.
      if (jobs.length === BATCH_SIZE) this.#boss.notifyWorker(workerId);
    });
  }

  /**
   * One run: marks the job done and runs the handler in one transaction, so a job is done exactly
   * when its effects are. A run that fails is rolled back and handed to pg-boss for a retry.
   */
  async #run(definition: Definition, job: PgBoss.JobWithMetadata<JobData>) {
    const { name } = definition;
    try {
      await this.#options.db.transaction(async (tx) => {
        // pg-boss types this as void; it answers how many jobs it changed.
        const done = (await this.#boss.complete(
          name,
          job.id,
          {},
          {
            db: transactionExecutor(tx) as PgBoss.Db,
          },
        )) as unknown as { affected: number };
        if (done.affected === 0) throw new AlreadyDone();
        await definition.handler(tx, {
          id: job.id,
          key: job.singletonKey,
          data: job.data ?? {},
          retryCount: job.retryCount,
        });
      });
    } catch (error) {
      if (error instanceof AlreadyDone) return;
      this.#options.onError(error, { name, id: job.id });
      await this.#boss
        .fail(name, job.id, { message: String(error) })
        .catch((failure: unknown) => this.#options.onError(failure, { name, id: job.id }));
    }
  }
}
