import type pg from 'pg';

/**
 * A connection the server drops (restart, failover) emits 'error' on its client, and an unhandled one
 * ends the process. The pool handles it for idle clients only, so every client gets a listener of its
 * own too: the query in flight fails (503), the pool replaces the client. Logged once per outage.
 */
export function watchConnections(pool: pg.Pool, closing: () => boolean) {
  let lost = false;
  const onError = (error: Error) => {
    if (lost || closing()) return;
    lost = true;
    console.error('PostgreSQL connection lost:', error.message);
  };
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    if (!lost) return;
    lost = false;
    console.info('PostgreSQL reachable again');
  });
}

/**
 * drizzle-orm's transaction (0.45) sends BEGIN before its try/finally that releases the client, so a
 * connection lost at that moment was never given back: each outage shrank the pool until nothing
 * answered. A client checked out with `connect()` is now released when its connection ends, and a
 * second release is ignored. (`pool.query` passes a callback and releases on its own.)
 */
export function releaseLostClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) =>
    args.length > 0
      ? connect(...args)
      : (connect() as Promise<pg.PoolClient>).then(releasedWhenLost)) as typeof pool.connect;
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onEnd = () => client.release(new Error('Connection terminated while checked out'));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  client.once('end', onEnd);
  return client;
}
