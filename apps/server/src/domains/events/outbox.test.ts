import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { openTestDatabase, testDrivers } from '../../test/databases.ts';
import { EventDispatcher } from './dispatcher.ts';
import { publishEvent, type StoredEvent } from './outbox.ts';
import { domainEvents } from './tables.ts';

const CHILD = path.join(import.meta.dirname, 'crash-child.ts');

/** Runs the child until it says `marker`, then kills it (SIGKILL: no clean-up of any kind). */
async function runThenKill(args: string[], marker: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes(marker) && resolve());
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before saying ${marker}`)));
  });
  child.kill('SIGKILL');
  await exited;
}

function recordingDispatcher(db: Database['db']) {
  const handled: StoredEvent[] = [];
  const published: { channel: string; data: unknown }[] = [];
  const dispatcher = new EventDispatcher({
    db,
    pollMs: 60_000,
    realtime: { publish: async (channel, data) => void published.push({ channel, data }) },
  });
  dispatcher.subscribe('test.crash', (event) => void handled.push(event));
  return { dispatcher, handled, published };
}

describe.each(testDrivers)('domain event outbox on %s', (driver) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A migrated database the child can open by itself: a PGlite folder, or a Postgres database URL. */
  async function sharedDatabase(): Promise<{ target: string; reopen: () => Promise<Database> }> {
    if (driver === 'pglite') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-outbox-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const template = new Blob([fs.readFileSync(process.env.CASINO_TEST_TEMPLATE!)]);
      const seeded = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: template });
      await seeded.close();
      return { target: dataDir, reopen: () => openDatabase({ driver: 'pglite', dataDir }) };
    }
    const database = await openTestDatabase('postgres');
    cleanups.push(() => database.close());
    const result = await database.db.execute(sql`select current_database() as name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    return { target: url.href, reopen: async () => database };
  }

  it('delivers an event committed by a process killed before delivery, once, after the restart', async () => {
    const { target, reopen } = await sharedDatabase();
    await runThenKill(['publish', target, 'messenger:notifications#crash-test'], 'committed');

    const database = await reopen();
    if (driver === 'pglite') cleanups.push(() => database.close());
    const pending = await database.db.select().from(domainEvents);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.deliveredAt).toBeNull();

    const { dispatcher, handled, published } = recordingDispatcher(database.db);
    const passes = await Promise.all([dispatcher.dispatchPending(), dispatcher.dispatchPending()]);
    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(passes.sort()).toEqual([0, 1]);
    expect(handled.map((event) => event.type)).toEqual(['test.crash']);
    expect(published).toEqual([
      {
        channel: 'messenger:notifications#crash-test',
        // The client reads `{ event, ...fields }`: the payload's fields beside the event name.
        data: { event: 'test.crash', pid: expect.any(Number) },
      },
    ]);
    const second = recordingDispatcher(database.db);
    expect(await second.dispatcher.dispatchPending()).toBe(0);
    expect(second.handled).toEqual([]);
  });

  it('leaves a batch pending, none of its handlers applied, when its dispatcher is killed midway', async () => {
    const { target, reopen } = await sharedDatabase();
    let database = await reopen();
    await database.db.execute(sql`create table test_effects (event_id bigint primary key)`);
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await publishEvent(tx, { type: 'test.crash', payload: { n } });
    });
    // PGlite: one process at a time on its folder.
    if (driver === 'pglite') await database.close();
    await runThenKill(['deliver', target], 'midway');

    if (driver === 'pglite') database = await reopen();
    if (driver === 'pglite') cleanups.push(() => database.close());
    const effects = async () => {
      const result = await database.db.execute(sql`select event_id from test_effects order by event_id`);
      return (result as unknown as { rows: { event_id: string }[] }).rows.map((row) => Number(row.event_id));
    };
    expect(await effects()).toEqual([]);
    const events = await database.db.select().from(domainEvents).orderBy(domainEvents.id);
    expect(events.map((event) => [event.deliveredAt, event.attempts])).toEqual(Array(5).fill([null, 0]));

    const { dispatcher, handled } = recordingDispatcher(database.db);
    dispatcher.subscribe('test.crash', async (event, tx) => {
      await tx.execute(sql`insert into test_effects values (${event.id})`);
    });
    // On PostgreSQL the killed session's lock goes once the server sees the connection closed.
    await expect.poll(() => dispatcher.dispatchPending().then(() => handled.length)).toBe(5);
    expect(await effects()).toEqual(events.map((event) => event.id));
  });

  it('keeps a failed event for a later pass, rolls back its handler, and does not hold up the others', async () => {
    const database = await openTestDatabase(driver);
    cleanups.push(() => database.close());
    await database.db.transaction(async (tx) => {
      await publishEvent(tx, { type: 'test.crash', payload: { n: 1 } });
      await publishEvent(tx, { type: 'test.other', payload: { n: 2 } });
    });
    const seen: string[] = [];
    let failing = true;
    const dispatcher = new EventDispatcher({
      db: database.db,
      pollMs: 60_000,
      realtime: { publish: async () => {} },
    });
    dispatcher.subscribe('*', async (event, tx) => {
      await tx.execute(sql`select 1`);
      if (event.type === 'test.crash' && failing) throw new Error('boom');
      seen.push(event.type);
    });
    expect(await dispatcher.dispatchPending()).toBe(1);
    expect(seen).toEqual(['test.other']);
    const [failed] = await database.db
      .select()
      .from(domainEvents)
      .where(sql`${domainEvents.deliveredAt} is null`);
    expect(failed).toMatchObject({ type: 'test.crash', attempts: 1, lastError: 'boom' });

    failing = false;
    await database.db.update(domainEvents).set({ retryAt: null });
    expect(await dispatcher.dispatchPending()).toBe(1);
    expect(seen).toEqual(['test.other', 'test.crash']);
  });

  it('rides out a lost database: reports it once, counts no attempt, and delivers once it is back', async () => {
    const database = await openTestDatabase(driver);
    cleanups.push(() => database.close());
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let down = true;
    const db = new Proxy(database.db, {
      get: (target, key, receiver) =>
        key === 'transaction' && down ? () => Promise.reject(refused()) : Reflect.get(target, key, receiver),
    });
    const reports = { errors: 0, resumed: 0 };
    const dispatcher = new EventDispatcher({
      db,
      pollMs: 10,
      realtime: { publish: async () => {} },
      onError: () => reports.errors++,
      onResume: () => reports.resumed++,
    });
    let dropsLeft = 1;
    const handled: number[] = [];
    dispatcher.subscribe('test.crash', (event) => {
      // The connection dies in the middle of delivering: the transaction rolls back, the event stays.
      if (dropsLeft-- > 0) throw Object.assign(new Error('terminating connection'), { code: '57P01' });
      handled.push(event.id);
    });
    dispatcher.start();
    cleanups.push(() => dispatcher.stop());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports).toEqual({ errors: 1, resumed: 0 });

    await database.db.transaction((tx) => publishEvent(tx, { type: 'test.crash', payload: {} }));
    down = false;
    const deliveredRow = async () => {
      const [row] = await database.db.select().from(domainEvents);
      return row?.deliveredAt ? row : null;
    };
    await expect.poll(deliveredRow, { timeout: 8_000 }).not.toBeNull();
    expect(await deliveredRow()).toMatchObject({ attempts: 1, lastError: null, retryAt: null });
    expect(handled).toHaveLength(1);
    expect(reports).toEqual({ errors: 1, resumed: 1 });
  });

  it('rolls back an event with the transaction that wrote it', async () => {
    const database = await openTestDatabase(driver);
    cleanups.push(() => database.close());
    await expect(
      database.db.transaction(async (tx) => {
        await publishEvent(tx, { type: 'test.crash', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });
});
