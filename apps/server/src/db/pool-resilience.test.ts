import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseLostClients, watchConnections } from './pool-resilience.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool when a connection dies', () => {
  const pools: pg.Pool[] = [];
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.end();
  });

  /** One connection only, so a connection never given back blocks every later query. */
  function singleConnectionPool() {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1_000 });
    watchConnections(pool, () => false);
    releaseLostClients(pool);
    pools.push(pool);
    return pool;
  }

  async function terminate(pid: number) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  it('gets back a checked-out connection that died before its owner could release it', async () => {
    const pool = singleConnectionPool();
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await terminate(rows[0]!.pid);
    await ended;
    // What drizzle-orm's transaction does when BEGIN fails: it throws without releasing the client.
    await expect(client.query('begin')).rejects.toThrow();

    const after = await pool.query<{ one: number }>('select 1 as one');
    expect(after.rows).toEqual([{ one: 1 }]);
    client.release();
    expect(pool.totalCount).toBeLessThanOrEqual(1);
  });
});
