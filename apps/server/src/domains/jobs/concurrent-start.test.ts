import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { testDrivers } from '../../test/databases.ts';
import { JobQueue } from './queue.ts';
import { driverExecutor } from './sql-executor.ts';
import { sharedDatabase } from './test-processes.ts';

const NAMES = ['test.first', 'test.second', 'test.third'];

// Two nodes need PostgreSQL: PGlite is one process's database.
describe.skipIf(!testDrivers.includes('postgres'))('two nodes starting the queue at once', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A node: its own connections to the shared database, the same job definitions, workers on. */
  async function node(url: string) {
    const database = await openDatabase({ driver: 'postgres', url });
    const db = database.openPool(3);
    const queue = new JobQueue({
      db,
      executor: driverExecutor(db, 'postgres'),
      work: true,
      pollSeconds: 60,
      onError: () => {},
    });
    for (const name of NAMES) queue.define(name, async () => {}, { cron: '0 * * * *' });
    cleanups.push(async () => {
      await queue.stop();
      await database.close();
    });
    return queue;
  }

  // pg-boss 10 alone deadlocks here: each node adds the new queues' partitions to its job table.
  it('both start, on a database where no queue exists yet', async () => {
    const shared = await sharedDatabase('postgres');
    cleanups.push(shared.remove);
    const nodes = await Promise.all([node(shared.target), node(shared.target)]);
    // Either start failing (a deadlock) fails the test.
    await Promise.all(nodes.map((queue) => queue.start()));

    const database = await shared.open();
    const result = await database.db.execute(sql`SELECT name FROM pgboss.queue ORDER BY name`);
    const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names.filter((name) => NAMES.includes(name))).toEqual(NAMES);
  }, 60_000);
});
