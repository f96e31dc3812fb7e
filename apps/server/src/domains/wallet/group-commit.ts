import type { Db } from '../../db/client.ts';
import { isTransaction } from '../../db/transactions.ts';
import { AppError } from '../../plugins/errors.ts';
import { SYSTEM_ACCOUNT_SHARDS, systemShardOf } from './postings.ts';

/**
 * Group commit (TigerBeetle's batches, Blnk's coalescing): money operations that arrive while others
 * are being written share one database transaction, each inside its own savepoint. Each is still
 * checked alone (its own idempotency key, sums, non-negative balances, bet rules), a refused one rolls
 * back to its savepoint and fails alone, and every answer is released only after the shared commit,
 * so no caller hears of money that is not yet durable. Nothing waits on purpose: a lane that is idle
 * runs an operation at once in a transaction of its own; batches form only from what queued while the
 * previous commit was in flight.
 *
 * Operations of one wallet account always go to the same lane, and a lane owns whole house and PSP
 * clearing shards, so two batches in flight never lock the same ledger rows (no lock waits, no
 * deadlocks between batches). Within a lane, operations run in arrival order, each seeing the ones
 * before it exactly as if they had committed first: the answer is the one it would get alone.
 */

export type MoneyWork<T> = (tx: Db) => Promise<T>;

export type MoneyOperationOptions = {
  /**
   * The work writes in one statement, its last, and refuses (throws an AppError) only before it or
   * instead of it: it leaves the transaction as it found it or done, so it needs no savepoint of its
   * own (two round trips fewer), and alone in its lane it runs outside a transaction (its write
   * commits by itself). Should it fail any other way in a batch, the batch is rolled back, it alone
   * fails and the others run again.
   */
  atomic?: boolean;
};

/** Lanes divide the shards evenly: lane = shard % LANES. */
const LANES = 4;
/**
 * At most this many operations per transaction: PostgreSQL caches 64 subtransactions per backend, and
 * a transaction beyond that slows every other session's snapshots.
 */
const MAX_BATCH = 32;

if (SYSTEM_ACCOUNT_SHARDS % LANES !== 0) throw new Error('Each lane must own whole system-account shards');

type Queued = {
  work: MoneyWork<unknown>;
  atomic: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** How many operations ran and in how many database transactions (benches print the ratio). */
export type GroupCommitStats = { operations: number; commits: number };

class Lane {
  private queue: Queued[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly stats: GroupCommitStats,
  ) {}

  run<T>(work: MoneyWork<T>, atomic: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, atomic, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain() {
    this.draining = true;
    while (this.queue.length > 0) await this.commit(this.queue.splice(0, MAX_BATCH));
    this.draining = false;
  }

  private async commit(batch: Queued[]) {
    this.stats.operations += batch.length;
    this.stats.commits += 1;
    if (batch.length === 1) {
      const only = batch[0]!;
      // Alone, an atomic operation's one write commits by itself: no BEGIN and COMMIT round trips.
      const done = only.atomic ? only.work(this.db) : this.db.transaction(only.work);
      await done.then(only.resolve, only.reject);
      return;
    }
    const outcomes: Outcome[] = [];
    let broken: { item: Queued; error: unknown } | null = null;
    try {
      await this.db.transaction(async (tx) => {
        for (const item of batch) {
          const outcome = await runInBatch(tx, item);
          if ('broke' in outcome) {
            broken = { item, error: outcome.broke };
            throw outcome.broke;
          }
          outcomes.push(outcome);
        }
      });
    } catch (error) {
      if (broken) return this.retryWithout(batch, broken);
      // The shared commit failed (the database went away): nothing of the batch was written.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  /** An atomic operation failed in a way that may have aborted the transaction: it fails, the rest run again. */
  private retryWithout(batch: Queued[], broken: { item: Queued; error: unknown }) {
    broken.item.reject(broken.error);
    this.queue.unshift(...batch.filter((item) => item !== broken.item));
  }
}

/** One operation of a batch: a nested transaction (a savepoint) unless it is atomic. */
async function runInBatch(tx: Db, item: Queued): Promise<Outcome | { broke: unknown }> {
  if (!item.atomic) {
    // A nested transaction is a savepoint: a refusal rolls back this operation only.
    return tx.transaction(item.work).then(
      (value): Outcome => ({ ok: true, value }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
  }
  try {
    return { ok: true, value: await item.work(tx) };
  } catch (error) {
    return error instanceof AppError ? { ok: false, error } : { broke: error };
  }
}

const lanesOf = new WeakMap<Db, { lanes: Lane[]; stats: GroupCommitStats }>();

function groupOf(db: Db) {
  let group = lanesOf.get(db);
  if (!group) {
    const stats = { operations: 0, commits: 0 };
    group = { stats, lanes: Array.from({ length: LANES }, () => new Lane(db, stats)) };
    lanesOf.set(db, group);
  }
  return group;
}

/** The operations run and transactions committed so far on a database (a copy). */
export function groupCommitStats(db: Db): GroupCommitStats {
  return { ...groupOf(db).stats };
}

/**
 * Runs a money operation of a wallet account in a group-committed transaction. Inside a transaction
 * already (a caller composing operations), it runs there.
 */
export function runMoneyOperation<T>(
  db: Db,
  walletAccountId: string,
  work: MoneyWork<T>,
  options: MoneyOperationOptions = {},
): Promise<T> {
  if (isTransaction(db)) return work(db);
  return groupOf(db).lanes[systemShardOf(walletAccountId) % LANES]!.run(work, options.atomic ?? false);
}
