import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { openTestDatabase, testDrivers } from '../../test/databases.ts';
import { BATCH_SIZE, ORDERED_ATTEMPTS } from './batch.ts';
import { type DispatcherOptions, EventDispatcher } from './dispatcher.ts';
import { EVENTS_NOTIFY_CHANNEL, publishEvent } from './outbox.ts';
import { domainEvents } from './tables.ts';

type Push = { channel: string; data: { event: string; n?: number } & Record<string, unknown> };

/** A dispatcher that records its pushes; poll 60 s, so only a wake, a notification or a call delivers. */
function recordingDispatcher(db: Db, options: Partial<DispatcherOptions> = {}, pushes: Push[] = []) {
  const dispatcher = new EventDispatcher({
    db,
    pollMs: 60_000,
    realtime: { publish: async (channel, data) => void pushes.push({ channel, data: data as Push['data'] }) },
    ...options,
  });
  const pushed = (channel: string) => pushes.filter((push) => push.channel === channel).map((p) => p.data.n);
  return { dispatcher, pushes, pushed };
}

/** Commits one transaction that publishes `test.n` events numbered 1.., on the channels given in turn. */
async function publishNumbered(db: Db, channels: (string | undefined)[]) {
  await db.transaction(async (tx) => {
    for (const [index, channel] of channels.entries())
      await publishEvent(tx, { type: 'test.n', payload: { n: index + 1 }, channel });
  });
}

const numberOf = (event: { payload: unknown }) => (event.payload as { n: number }).n;

/** A batch marks its events in one statement, at one time: the distinct delivery times count the batches. */
async function deliveryTransactions(db: Db) {
  const result = await db.execute(sql`select count(distinct delivered_at)::int as n from domain_events`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.each(testDrivers)('the event dispatcher on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.execute(sql`create table test_effects (n int primary key)`);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`truncate domain_events, test_effects`);
  });

  const effects = async () => {
    const result = await database.db.execute(sql`select n from test_effects order by n`);
    return (result as unknown as { rows: { n: number }[] }).rows.map((row) => row.n);
  };

  it('delivers a batch in one transaction, past a failing event, whose channel waits for it', async () => {
    await publishNumbered(database.db, ['a', 'b', 'a', 'b', 'a', undefined]);
    const { dispatcher, pushed } = recordingDispatcher(database.db);
    let failing = true;
    dispatcher.subscribe('test.n', async (event, tx) => {
      await tx.execute(sql`insert into test_effects values (${numberOf(event)})`);
      if (numberOf(event) === 3 && failing) throw new Error('boom');
    });

    expect(await dispatcher.dispatchPending()).toBe(4);
    expect(pushed('a')).toEqual([1]);
    expect(pushed('b')).toEqual([2, 4]);
    // The failed handler's insert rolled back alone; 5 (channel a, after 3) was not handled at all.
    expect(await effects()).toEqual([1, 2, 4, 6]);
    expect(await deliveryTransactions(database.db)).toBe(1);
    const pending = await database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.deliveredAt} is null`)
      .orderBy(domainEvents.id);
    expect(pending.map((row) => [numberOf(row), row.attempts, row.lastError])).toEqual([
      [3, 1, 'boom'],
      [5, 0, null],
    ]);
    expect(pending[0]!.retryAt!.getTime()).toBeGreaterThan(Date.now());

    // 5 waits for 3's retry, even though it is due itself.
    expect(await dispatcher.dispatchPending()).toBe(0);
    failing = false;
    await database.db.update(domainEvents).set({ retryAt: null });
    expect(await dispatcher.dispatchPending()).toBe(2);
    expect(pushed('a')).toEqual([1, 3, 5]);
    expect(await effects()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a batch handler all the events of its type at once; a bad event fails alone', async () => {
    await publishNumbered(database.db, ['a', 'b', 'a', 'b']);
    const { dispatcher, pushed } = recordingDispatcher(database.db);
    const calls: number[][] = [];
    dispatcher.subscribeBatch('test.n', async (events, tx) => {
      calls.push(events.map(numberOf));
      for (const event of events) {
        await tx.execute(sql`insert into test_effects values (${numberOf(event)})`);
        if (numberOf(event) === 2) throw new Error('bad one');
      }
    });

    expect(await dispatcher.dispatchPending()).toBe(2);
    // Once over the batch; after it failed, once per event.
    expect(calls).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
    expect(await effects()).toEqual([1, 3, 4]);
    expect(pushed('a')).toEqual([1, 3]);
    // 4 (channel b, after the failed 2) waits for it: handled, not delivered, handled again later.
    expect(pushed('b')).toEqual([]);
    const pending = await database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.deliveredAt} is null`)
      .orderBy(domainEvents.id);
    expect(pending.map((row) => [numberOf(row), row.attempts, row.lastError])).toEqual([
      [2, 1, 'bad one'],
      [4, 0, null],
    ]);
  });

  it('stops holding a channel back behind an event that keeps failing', async () => {
    await publishNumbered(database.db, ['a', 'a']);
    await database.db
      .update(domainEvents)
      .set({ attempts: ORDERED_ATTEMPTS - 1 })
      .where(sql`${domainEvents.payload} ->> 'n' = '1'`);
    const { dispatcher, pushed } = recordingDispatcher(database.db);
    dispatcher.subscribe('test.n', (event) => {
      if (numberOf(event) === 1) throw new Error('never works');
    });
    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(await dispatcher.dispatchPending()).toBe(1);
    expect(pushed('a')).toEqual([2]);
  });

  it('delivers 500 events in three transactions', async () => {
    await publishNumbered(
      database.db,
      Array.from({ length: 500 }, (_, index) => `channel-${index % 7}`),
    );
    const { dispatcher, pushes } = recordingDispatcher(database.db);
    expect(await dispatcher.dispatchPending()).toBe(500);
    expect(await deliveryTransactions(database.db)).toBe(Math.ceil(500 / BATCH_SIZE));
    expect(pushes.map((push) => push.data.n)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  });

  it('pushes what a renderer computes from committed state at delivery, or nothing when it says null', async () => {
    await publishNumbered(database.db, ['a', 'a', undefined]);
    // Committed after the events: the renderer must see it, the stored payloads cannot.
    await database.db.execute(sql`insert into test_effects values (41), (42)`);
    const { dispatcher, pushes } = recordingDispatcher(database.db);
    const rendered: number[] = [];
    dispatcher.render('test.n', async (event, tx) => {
      rendered.push(numberOf(event));
      if (numberOf(event) === 2) return null;
      const result = await tx.execute(sql`select count(*)::int as effects from test_effects`);
      return { effects: (result as unknown as { rows: { effects: number }[] }).rows[0]!.effects };
    });
    expect(() => dispatcher.render('test.n', () => null)).toThrow('test.n has a renderer already');

    expect(await dispatcher.dispatchPending()).toBe(3);
    expect(pushes).toEqual([{ channel: 'a', data: { event: 'test.n', effects: 2 } }]);
    // Without a channel there is nothing to render.
    expect(rendered).toEqual([1, 2]);
  });

  it('prepares the renders of a batch once, from one read of all its events, and falls back when that fails', async () => {
    await publishNumbered(database.db, ['a', 'b', 'c']);
    const { dispatcher, pushes } = recordingDispatcher(database.db);
    const prepared: number[][] = [];
    let failing = false;
    dispatcher.render<Map<number, number>>(
      'test.n',
      async (event, tx, squares) => {
        if (squares) return { square: squares.get(numberOf(event)) };
        const result = await tx.execute(sql`select ${numberOf(event)}::int * -1 as square`);
        return { square: (result as unknown as { rows: { square: number }[] }).rows[0]!.square };
      },
      async (events, tx) => {
        prepared.push(events.map(numberOf));
        if (failing) await tx.execute(sql`select * from no_such_table`);
        return new Map(events.map((event) => [numberOf(event), numberOf(event) ** 2]));
      },
    );
    expect(await dispatcher.dispatchPending()).toBe(3);
    expect(prepared).toEqual([[1, 2, 3]]);
    expect(pushes.map((push) => push.data.square)).toEqual([1, 4, 9]);

    failing = true;
    await publishNumbered(database.db, ['a']);
    expect(await dispatcher.dispatchPending()).toBe(1);
    // The failed read rolled back alone; the render read for itself.
    expect(pushes.at(-1)!.data.square).toBe(-1);
  });

  it('renders alike events of a batch once: the last one, after the handlers of the others', async () => {
    await database.db.transaction(async (tx) => {
      for (const channel of ['a', 'b', 'a', 'a'])
        await publishEvent(tx, { type: 'test.account', payload: { account: 7 }, channel });
    });
    const { dispatcher, pushes } = recordingDispatcher(database.db);
    const handled: number[] = [];
    dispatcher.subscribe('test.account', async (event, tx) => {
      handled.push(event.id);
      await tx.execute(sql`insert into test_effects values (${event.id})`);
    });
    dispatcher.render('test.account', async (_event, tx) => {
      const result = await tx.execute(sql`select count(*)::int as effects from test_effects`);
      return { effects: (result as unknown as { rows: { effects: number }[] }).rows[0]!.effects };
    });
    expect(await dispatcher.dispatchPending()).toBe(4);
    expect(handled).toHaveLength(4);
    expect(pushes).toEqual([
      { channel: 'b', data: { event: 'test.account', effects: 2 } },
      { channel: 'a', data: { event: 'test.account', effects: 4 } },
    ]);
  });

  it('is woken by the commit that published, though its poll is 60 s', async () => {
    const { dispatcher, pushed } = recordingDispatcher(database.openPool(1), {
      listen: (onNotify) => database.listen(EVENTS_NOTIFY_CHANNEL, onNotify),
    });
    await dispatcher.start();
    try {
      await publishNumbered(database.db, ['a']);
      await expect.poll(() => pushed('a'), { timeout: 5_000 }).toEqual([1]);
      // The wake of the start and of the first LISTEN are spent; this one can only come from NOTIFY.
      await publishNumbered(database.db, [undefined, 'a']);
      await expect.poll(() => pushed('a'), { timeout: 5_000 }).toEqual([1, 2]);
    } finally {
      await dispatcher.stop();
    }
  });

  it.runIf(driver === 'postgres')('listens again after its connection is killed', async () => {
    const { dispatcher, pushed } = recordingDispatcher(database.db, {
      listen: (onNotify) => database.listen(EVENTS_NOTIFY_CHANNEL, onNotify),
    });
    await dispatcher.start();
    try {
      const listeners = async () => {
        const result = await database.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
        return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
      };
      const [first] = await listeners();
      expect(first).toBeDefined();
      await database.db.execute(sql`select pg_terminate_backend(${first})`);
      const replaced = async () => {
        const pids = await listeners();
        return pids.length === 1 && pids[0] !== first;
      };
      await expect.poll(replaced, { timeout: 5_000 }).toBe(true);
      // Let the wake of the reconnection pass before publishing.
      await expect.poll(() => dispatcher.dispatchPending().then(() => true)).toBe(true);
      await publishNumbered(database.db, ['a']);
      await expect.poll(() => pushed('a'), { timeout: 5_000 }).toEqual([1]);
    } finally {
      await dispatcher.stop();
    }
  });

  it('two dispatchers on one database deliver each event once, in order per channel', async () => {
    const pushes: Push[] = [];
    const handled: number[] = [];
    const dispatchers = [1, 2].map(() => {
      const { dispatcher } = recordingDispatcher(
        database.openPool(1),
        { listen: (onNotify) => database.listen(EVENTS_NOTIFY_CHANNEL, onNotify) },
        pushes,
      );
      dispatcher.subscribe('test.n', (event) => void handled.push(numberOf(event)));
      return dispatcher;
    });
    await Promise.all(dispatchers.map((dispatcher) => dispatcher.start()));
    // 4 writers, each publishing on channels of its own (as a player's events are written one
    // transaction after the other): 5 commits of 30 events each, while the dispatchers deliver.
    const channelsOf = (writer: number) => ['a', 'b', 'c'].map((name) => `${writer}-${name}`);
    let next = 0;
    try {
      await Promise.all(
        [0, 1, 2, 3].map(async (writer) => {
          for (let commit = 0; commit < 5; commit++)
            await database.db.transaction(async (tx) => {
              for (let index = 0; index < 30; index++) {
                const n = ++next;
                await publishEvent(tx, {
                  type: 'test.n',
                  payload: { n },
                  channel: channelsOf(writer)[index % 3],
                });
              }
            });
        }),
      );
      await expect.poll(() => handled.length, { timeout: 10_000 }).toBe(600);
    } finally {
      await Promise.all(dispatchers.map((dispatcher) => dispatcher.stop()));
    }
    expect([...handled].sort((x, y) => x - y)).toEqual(Array.from({ length: 600 }, (_, index) => index + 1));
    const rows = await database.db.select().from(domainEvents);
    const idOf = new Map(rows.map((row) => [numberOf(row), row.id]));
    for (const channel of [0, 1, 2, 3].flatMap(channelsOf)) {
      const order = pushes.filter((push) => push.channel === channel).map((push) => idOf.get(push.data.n!)!);
      expect(order).toHaveLength(50);
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
  });
});
