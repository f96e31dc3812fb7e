import { isDatabaseUnavailable } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import type { Listener } from '../../db/notifications.ts';
import {
  BATCH_SIZE,
  type EventRow,
  markDelivered,
  pendingBatch,
  recordFailure,
  takeDeliveryTurn,
} from './batch.ts';
import type { StoredEvent } from './outbox.ts';

/** Runs in the transaction that marks the event delivered: its changes and the mark commit together. */
export type EventHandler = (event: StoredEvent, tx: Db) => Promise<void> | void;

/**
 * Runs once per batch over all its events of one type (in id order), before they are delivered, in
 * the same transaction: for a consumer of a frequent event (every round of every bet) that reads and
 * writes per batch instead of per event. Like an EventHandler it must be idempotent: an event it
 * handled may come again.
 */
export type BatchEventHandler = (events: StoredEvent[], tx: Db) => Promise<void>;

/**
 * Computes an event's push at delivery, from committed state read in the delivery transaction: the
 * client receives `{ event: type, ...fields }` (an `event` among the fields names the push instead,
 * when the client's name is another outbox type already); null pushes nothing.
 */
export type EventRenderer<Prepared = unknown> = (
  event: StoredEvent,
  tx: Db,
  /** What the type's `prepare` read for the whole batch; undefined when it has none or it failed. */
  prepared: Prepared | undefined,
) => Promise<object | null> | object | null;

/**
 * Reads, once per batch, what the renders of all its events of one type need (e.g. every changed
 * account's view in three queries instead of three per event). A renderer given a prepared value must
 * not query: its event then needs no savepoint of its own.
 */
export type RenderPreparer<Prepared = unknown> = (events: StoredEvent[], tx: Db) => Promise<Prepared>;

type Rendering = { renderer: EventRenderer; prepare?: RenderPreparer };

/** Where events with a channel go: the realtime gateway, Redis or Centrifugo. */
export type RealtimeSink = { publish(channel: string, data: unknown): Promise<void> };

export type DispatcherOptions = {
  /** Best a connection of its own (`Database.openPool`): deliveries then never queue behind requests. */
  db: Db;
  realtime: RealtimeSink;
  /** The fallback when no notification comes (or none can: a lost listener). */
  pollMs: number;
  /** Listens for the commits that published events (`Database.listen`); wakes the dispatcher at each. */
  listen?: (onNotify: () => void) => Listener;
  onError?: (error: unknown, event: { id: number; type: string }) => void;
  /** A pass succeeded after failing ones (the database is back). */
  onResume?: () => void;
};

type BatchOutcome = { taken: number; delivered: number };

/** While passes fail (the database is away) they are retried less often, but at least this often. */
const MAX_PASS_RETRY_MS = 2_000;
/**
 * A wake waits this long for more commits to join the batch: one player betting alone commits every
 * few milliseconds, and a batch per commit would cost more than the bets.
 */
const WAKE_GATHER_MS = 15;

/**
 * Delivers the outbox in batches: one transaction takes up to 200 due events in id order, runs each
 * event's handlers (in a savepoint of its own, so a failing one rolls back alone and is retried later
 * while the others go on), pushes it, and marks the delivered ones in one UPDATE. Handlers' changes
 * and the marks commit together: a crash at any point leaves the batch pending, never half-applied,
 * and a delivered event is never taken again. Pushes go out before the commit, so a crash may repeat
 * a push but never loses one.
 */
export class EventDispatcher {
  private readonly handlers = new Map<string, EventHandler[]>();
  private readonly batchHandlers = new Map<string, BatchEventHandler[]>();
  private readonly renderers = new Map<string, Rendering>();
  private timer: NodeJS.Timeout | null = null;
  /** When the timer fires (Infinity: no timer): a wake only ever brings it closer. */
  private timerDueAt = Number.POSITIVE_INFINITY;
  private running: Promise<unknown> | null = null;
  private listener: Listener | null = null;
  private stopped = true;
  /** A wake() that came while a batch was running: the next batch starts right after it. */
  private wakeRequested = false;
  /** Passes failed in a row: the first is reported, and each waits longer before the next. */
  private failedPasses = 0;

  constructor(private readonly options: DispatcherOptions) {}

  /** `type` '*' receives every event. */
  subscribe(type: string, handler: EventHandler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  /** `handler` gets each batch's events of `type` at once (see BatchEventHandler). */
  subscribeBatch(type: string, handler: BatchEventHandler) {
    this.batchHandlers.set(type, [...(this.batchHandlers.get(type) ?? []), handler]);
  }

  /** The push of `type` comes from `renderer` instead of the stored payload (`prepare`: see RenderPreparer). */
  render<Prepared>(type: string, renderer: EventRenderer<Prepared>, prepare?: RenderPreparer<Prepared>) {
    if (this.renderers.has(type)) throw new Error(`${type} has a renderer already`);
    this.renderers.set(type, { renderer: renderer as EventRenderer, prepare });
  }

  /** Starts delivering; resolves once the listener listens (or failed its first try: the poll remains). */
  async start() {
    this.stopped = false;
    this.schedule(0);
    this.listener ??= this.options.listen?.(() => this.wake()) ?? null;
    await this.listener?.ready;
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerDueAt = Number.POSITIVE_INFINITY;
    const listener = this.listener;
    this.listener = null;
    await Promise.all([this.running, listener?.close()]);
  }

  /**
   * Runs a batch soon (a commit published events). Wakes during a batch fold into one more batch after
   * it, so a burst of commits never queues a batch each.
   */
  wake() {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else if (this.timerDueAt > Date.now() + WAKE_GATHER_MS) this.schedule(WAKE_GATHER_MS);
  }

  /** Delivers what is due now, batch after batch; resolves with the number delivered. */
  async dispatchPending(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await this.runBatch();
      delivered += batch.delivered;
      if (batch.taken < BATCH_SIZE) return delivered;
    }
  }

  /** One batch at a time in this process: concurrent callers queue. */
  private async runBatch(): Promise<BatchOutcome> {
    while (this.running) await this.running.catch(() => {});
    const batch = this.dispatchBatch();
    this.running = batch;
    try {
      return await batch;
    } finally {
      this.running = null;
    }
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timerDueAt = Date.now() + delay;
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  private async tick() {
    this.timer = null;
    this.timerDueAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    let full = false;
    try {
      full = (await this.runBatch()).taken === BATCH_SIZE;
      if (this.failedPasses > 0) this.options.onResume?.();
      this.failedPasses = 0;
    } catch (error) {
      if (this.failedPasses++ === 0) this.options.onError?.(error, { id: 0, type: 'dispatch' });
    }
    if (this.stopped) return;
    if (this.failedPasses > 0) return this.schedule(this.retryDelay());
    const again = this.wakeRequested || full;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.options.pollMs);
  }

  private retryDelay() {
    return Math.min(this.options.pollMs * 2 ** (this.failedPasses - 1), MAX_PASS_RETRY_MS);
  }

  private dispatchBatch(): Promise<BatchOutcome> {
    return this.options.db.transaction(async (tx) => {
      if (!(await takeDeliveryTurn(tx))) return { taken: 0, delivered: 0 };
      const rows = await pendingBatch(tx);
      const superseded = this.supersededPushes(rows);
      const batchFailures = await this.runBatchHandlers(rows, tx);
      const prepared = await this.prepareRenders(rows, superseded, tx);
      const delivered: number[] = [];
      /** Channels with a failed event in this batch: their later events wait for the next batch. */
      const held = new Set<string>();
      for (const row of rows) {
        if (row.channel && held.has(row.channel)) continue;
        const batchFailure = batchFailures.get(row.id);
        const failure = batchFailure
          ? { error: batchFailure }
          : await this.deliverOne(row, tx, !superseded.has(row.id), prepared.get(row.type));
        if (failure === null) {
          delivered.push(row.id);
          continue;
        }
        if (row.channel) held.add(row.channel);
        this.options.onError?.(failure.error, row);
        await recordFailure(tx, row, failure.error);
      }
      await markDelivered(tx, delivered);
      return { taken: rows.length, delivered: delivered.length };
    });
  }

  /**
   * A rendered push shows the state at delivery, so of alike events in a batch (same type, channel and
   * payload: the same account changed by several bets) only the last one renders and pushes.
   */
  private supersededPushes(rows: EventRow[]): Set<number> {
    const last = new Map<string, number>();
    const superseded = new Set<number>();
    for (const row of rows) {
      if (!row.channel || !this.renderers.has(row.type)) continue;
      const key = JSON.stringify([row.type, row.channel, row.payload]);
      const earlier = last.get(key);
      if (earlier !== undefined) superseded.add(earlier);
      last.set(key, row.id);
    }
    return superseded;
  }

  /**
   * Runs the batch handlers over their types' events, each type in a savepoint. When one fails, it runs
   * again for each event alone, so one bad event fails alone: the answer maps those events to errors.
   */
  private async runBatchHandlers(rows: EventRow[], tx: Db): Promise<Map<number, unknown>> {
    const failures = new Map<number, unknown>();
    for (const [type, handlers] of this.batchHandlers) {
      const events = rows.filter((row) => row.type === type).map(storedEvent);
      if (events.length === 0) continue;
      const run = (some: StoredEvent[]) =>
        tx.transaction(async (savepoint) => {
          for (const handler of handlers) await handler(some, savepoint);
        });
      try {
        await run(events);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        for (const event of events) {
          try {
            await run([event]);
          } catch (alone) {
            if (isDatabaseUnavailable(alone)) throw alone;
            failures.set(event.id, alone);
          }
        }
      }
    }
    return failures;
  }

  /** Runs each rendered type's `prepare` over the batch's events that will push; a failed one is skipped. */
  private async prepareRenders(
    rows: EventRow[],
    superseded: Set<number>,
    tx: Db,
  ): Promise<Map<string, unknown>> {
    const byType = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      if (!row.channel || superseded.has(row.id) || !this.renderers.get(row.type)?.prepare) continue;
      byType.set(row.type, [...(byType.get(row.type) ?? []), storedEvent(row)]);
    }
    const prepared = new Map<string, unknown>();
    for (const [type, events] of byType) {
      try {
        prepared.set(
          type,
          await tx.transaction((savepoint) => this.renderers.get(type)!.prepare!(events, savepoint)),
        );
      } catch (error) {
        // The renders read for themselves, each in its savepoint.
        if (isDatabaseUnavailable(error)) throw error;
      }
    }
    return prepared;
  }

  /**
   * Delivers one event of the batch; a failure is returned, not thrown, unless the database is lost:
   * then the whole batch rolls back and stays pending without an attempt counted.
   */
  private async deliverOne(
    row: EventRow,
    tx: Db,
    pushes: boolean,
    prepared: unknown,
  ): Promise<{ error: unknown } | null> {
    const event = storedEvent(row);
    const handlers = [...(this.handlers.get(row.type) ?? []), ...(this.handlers.get('*') ?? [])];
    const channel = pushes ? event.channel : undefined;
    const renderer = channel ? this.renderers.get(row.type)?.renderer : undefined;
    const push = (db: Db) => this.push(channel, event, db, renderer, prepared);
    try {
      // A failed statement aborts the whole transaction: whatever may touch the database runs in a
      // savepoint, which rolls back alone. A push alone, or rendered from prepared reads, needs none.
      if (handlers.length > 0 || (renderer && prepared === undefined))
        await tx.transaction(async (savepoint) => {
          for (const handler of handlers) await handler(event, savepoint);
          await push(savepoint);
        });
      else await push(tx);
      return null;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return { error };
    }
  }

  /** The client reads `{ event, ...fields }` (client contract section 13), e.g. `{ event, account }`. */
  private async push(
    channel: string | undefined,
    event: StoredEvent,
    tx: Db,
    renderer: EventRenderer | undefined,
    prepared: unknown,
  ) {
    if (!channel) return;
    const fields = renderer ? await renderer(event, tx, prepared) : (event.payload as object);
    if (fields === null) return;
    await this.options.realtime.publish(channel, { event: event.type, ...fields });
  }
}

function storedEvent(row: EventRow): StoredEvent {
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    channel: row.channel ?? undefined,
    createdAt: row.createdAt,
  };
}
