import { isDatabaseUnavailable } from '@casino/contracts';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredEvent } from './outbox.ts';
import { domainEvents } from './tables.ts';

/** Runs in the transaction that marks the event delivered: its changes and the mark commit together. */
export type EventHandler = (event: StoredEvent, tx: Db) => Promise<void> | void;

/** Where events with a channel go: the realtime gateway, Redis or Centrifugo. */
export type RealtimeSink = { publish(channel: string, data: unknown): Promise<void> };

export type DispatcherOptions = {
  db: Db;
  realtime: RealtimeSink;
  pollMs: number;
  onError?: (error: unknown, event: { id: number; type: string }) => void;
  /** A pass succeeded after failing ones (the database is back). */
  onResume?: () => void;
};

const MAX_PER_PASS = 200;
const MAX_RETRY_SECONDS = 300;
/** While passes fail (the database is away) they are retried less often, but at least this often. */
const MAX_PASS_RETRY_MS = 2_000;

/**
 * Delivers the outbox in order, each event in its own transaction that locks it (SKIP LOCKED, so two
 * dispatchers never take the same event) and marks it delivered. A crash before that commit leaves it
 * pending, and the next pass, after a restart too, delivers it; a delivered event is never taken again.
 */
export class EventDispatcher {
  private readonly handlers = new Map<string, EventHandler[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** A wake() that came while a pass was running: the next pass starts right after it. */
  private wakeRequested = false;
  /** Passes failed in a row: the first is reported, and each waits longer before the next. */
  private failedPasses = 0;

  constructor(private readonly options: DispatcherOptions) {}

  /** `type` '*' receives every event. */
  subscribe(type: string, handler: EventHandler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Runs a pass soon (e.g. right after a commit that published events). Wakes during a pass fold into
   * one more pass after it, so a burst of requests never queues a pass each.
   */
  wake() {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** Delivers what is pending now; resolves with the number delivered. Concurrent calls queue. */
  async dispatchPending(): Promise<number> {
    while (this.running) await this.running;
    let delivered = 0;
    this.running = (async () => {
      for (let i = 0; i < MAX_PER_PASS; i++) {
        const outcome = await this.dispatchOne();
        if (outcome === 'none') break;
        if (outcome === 'delivered') delivered++;
      }
    })().finally(() => {
      this.running = null;
    });
    await this.running;
    return delivered;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  private async tick() {
    this.timer = null;
    if (this.stopped) return;
    let delivered = 0;
    try {
      delivered = await this.dispatchPending();
      if (this.failedPasses > 0) this.options.onResume?.();
      this.failedPasses = 0;
    } catch (error) {
      if (this.failedPasses++ === 0) this.options.onError?.(error, { id: 0, type: 'dispatch' });
    }
    if (this.stopped) return;
    if (this.failedPasses > 0) return this.schedule(this.retryDelay());
    // A full pass may have left more behind; a wake during the pass asked for another.
    const again = this.wakeRequested || delivered >= MAX_PER_PASS;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.options.pollMs);
  }

  private retryDelay() {
    return Math.min(this.options.pollMs * 2 ** (this.failedPasses - 1), MAX_PASS_RETRY_MS);
  }

  private async dispatchOne(): Promise<'delivered' | 'failed' | 'none'> {
    let taken: { id: number; type: string; attempts: number } | null = null;
    try {
      await this.options.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(domainEvents)
          .where(
            and(
              isNull(domainEvents.deliveredAt),
              or(isNull(domainEvents.retryAt), lte(domainEvents.retryAt, sql`now()`)),
            ),
          )
          .orderBy(asc(domainEvents.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return;
        taken = row;
        await this.deliver(row, tx);
        await tx
          .update(domainEvents)
          .set({ deliveredAt: sql`now()`, attempts: row.attempts + 1, lastError: null })
          .where(eq(domainEvents.id, row.id));
      });
      return taken ? 'delivered' : 'none';
    } catch (error) {
      // A lost database is no fault of the event: it stays pending, without an attempt counted.
      if (!taken || isDatabaseUnavailable(error)) throw error;
      await this.recordFailure(taken, error);
      return 'failed';
    }
  }

  private async deliver(row: typeof domainEvents.$inferSelect, tx: Db) {
    const event: StoredEvent = {
      id: row.id,
      type: row.type,
      payload: row.payload,
      channel: row.channel ?? undefined,
      createdAt: row.createdAt,
    };
    for (const handler of [...(this.handlers.get(row.type) ?? []), ...(this.handlers.get('*') ?? [])])
      await handler(event, tx);
    // Published before the commit: a crash in between repeats the push, it never loses it. The client
    // reads `{ event, ...fields }` (client contract section 13), e.g. `{ event, account }`.
    if (row.channel)
      await this.options.realtime.publish(row.channel, { event: row.type, ...(row.payload as object) });
  }

  private async recordFailure(event: { id: number; type: string; attempts: number }, error: unknown) {
    this.options.onError?.(error, event);
    const attempts = event.attempts + 1;
    const delay = Math.min(2 ** attempts, MAX_RETRY_SECONDS);
    await this.options.db
      .update(domainEvents)
      .set({
        attempts,
        lastError: error instanceof Error ? error.message : String(error),
        retryAt: sql`now() + make_interval(secs => ${delay})`,
      })
      .where(eq(domainEvents.id, event.id));
  }
}
