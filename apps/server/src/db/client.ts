import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listener, listenPglite, listenPostgres } from './notifications.ts';
import { releaseLostClients, watchConnections } from './pool-resilience.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to start other instances from. */
  dump?: () => Promise<Blob>;
  /**
   * Connections of their own, apart from the requests' pool, for work that must not queue behind
   * requests (the outbox dispatcher); ended with the database. PGlite has one connection: `db`.
   */
  openPool: (max: number) => Db;
  /** Calls `onNotify` at each NOTIFY on `channel` (and after a lost connection listens again). */
  listen: (channel: string, onNotify: () => void) => Listener;
};

const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

export const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

export type DatabaseOptions =
  /** connectTimeoutMs: how long a query waits for a connection (pool busy, server unreachable) before failing (default 15 s). */
  | { driver: 'postgres'; url: string; connectTimeoutMs?: number }
  /** dataDir undefined keeps the database in memory; loadDataDir starts from a dump. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') return openPostgres(options);
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    openPool: () => db,
    listen: (channel, onNotify) => listenPglite(client, channel, onNotify),
  };
}

function openPostgres(options: { url: string; connectTimeoutMs?: number }): Database {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let closing = false;
  const openResilientPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // While the server is away, requests fail fast (503) instead of queueing for good.
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    watchConnections(pool, () => closing);
    releaseLostClients(pool);
    return pool;
  };
  const pool = openResilientPool(10);
  const ownPools: pg.Pool[] = [];
  const listeners: Listener[] = [];
  return {
    db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: async () => {
      closing = true;
      await Promise.all([
        ...listeners.map((listener) => listener.close()),
        ...ownPools.map((own) => own.end()),
      ]);
      await pool.end();
    },
    openPool: (max) => {
      const own = openResilientPool(max);
      ownPools.push(own);
      return drizzlePg(own, { schema, casing: 'snake_case' }) as unknown as Db;
    },
    listen: (channel, onNotify) => {
      const listener = listenPostgres({ url: options.url, connectTimeoutMs }, channel, onNotify);
      listeners.push(listener);
      return listener;
    },
  };
}
