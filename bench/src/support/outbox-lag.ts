// How far the server's outbox dispatcher fell behind a load: from an event's commit-time row
// (created_at, the publishing transaction's start) to its delivery (delivered_at), read from the
// bench database's domain_events.
import { fmt } from './measure.ts';
import { psql } from './pg.ts';

export type OutboxLag = {
  /** Events created in the window. */
  events: number;
  /** delivered_at - created_at of the delivered ones, in ms. */
  p50: number;
  p99: number;
  max: number;
  /** Events of the window not delivered when read. */
  undelivered: number;
};

const POLL_MS = 100;

function readLag(database: string, from: Date, to: Date): OutboxLag {
  const lagMs = 'extract(epoch FROM delivered_at - created_at) * 1000';
  const row = psql(
    database,
    `SELECT count(*), ` +
      `coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${lagMs}), 'NaN'), ` +
      `coalesce(percentile_cont(0.99) WITHIN GROUP (ORDER BY ${lagMs}), 'NaN'), ` +
      `coalesce(max(${lagMs}), 'NaN'), ` +
      `count(*) FILTER (WHERE delivered_at IS NULL) ` +
      `FROM domain_events ` +
      `WHERE created_at >= '${from.toISOString()}' AND created_at < '${to.toISOString()}'`,
  );
  const [events = 0, p50 = 0, p99 = 0, max = 0, undelivered = 0] = row.split('|').map(Number);
  return { events, p50, p99, max, undelivered };
}

/**
 * The lag of the events created between `from` and `to` (wall clock of this machine, which is the
 * database's), once they are all delivered or `waitSeconds` have passed: the undelivered ones then
 * count apart, as their lag is not known yet.
 */
export async function outboxLag(
  database: string,
  from: Date,
  to: Date,
  waitSeconds = 30,
): Promise<OutboxLag> {
  const deadline = performance.now() + waitSeconds * 1000;
  let lag = readLag(database, from, to);
  while (lag.undelivered > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    lag = readLag(database, from, to);
  }
  return lag;
}

export const outboxLagLine = (label: string, lag: OutboxLag) =>
  `outbox lag ${label}: p50/p99/max ${fmt(lag.p50)}/${fmt(lag.p99)}/${fmt(lag.max)} ms, ` +
  `${lag.undelivered} undelivered (of ${lag.events} events)`;
