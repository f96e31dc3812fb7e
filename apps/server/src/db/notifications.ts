import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A LISTEN on one channel. `ready` settles after the first attempt to listen, whether it worked or not. */
export type Listener = { ready: Promise<void>; close: () => Promise<void> };

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/**
 * PostgreSQL: a client of its own (outside every pool) LISTENing on `channel`. When its connection is
 * lost (restart, failover) it connects again, backing off up to 5 s, and calls `onNotify` once it
 * listens again: whatever was notified in between was lost.
 */
export function listenPostgres(
  options: { url: string; connectTimeoutMs: number },
  channel: string,
  onNotify: () => void,
): Listener {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let settleReady = () => {};
  const ready = new Promise<void>((resolve) => {
    settleReady = resolve;
  });

  const reconnectLater = () => {
    if (closed) return;
    retry = setTimeout(connect, Math.min(FIRST_RETRY_MS * 2 ** failures++, MAX_RETRY_MS));
  };
  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    // An unhandled 'error' would end the process; 'end' follows it and reconnects.
    next.on('error', () => {});
    next.on('notification', (message) => message.channel === channel && onNotify());
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch {
      void next.end().catch(() => {});
      settleReady();
      return reconnectLater();
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    failures = 0;
    settleReady();
    onNotify();
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * PGlite: one connection in this process, so its own notifications come back to it, at commit and
 * folded per transaction like PostgreSQL's.
 */
export function listenPglite(client: PGlite, channel: string, onNotify: () => void): Listener {
  const unlisten = client.listen(channel, () => onNotify()).catch(() => null);
  return {
    ready: unlisten.then(() => undefined),
    close: async () => {
      const stop = await unlisten;
      if (stop && !client.closed) await stop();
    },
  };
}
