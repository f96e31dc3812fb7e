import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateEvents } from './tables.ts';

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;

/** Hits of a key within the window, and how long until the oldest of them leaves it. */
async function readHits(db: Db, scope: string, subject: string, windowMs: number): Promise<Hits> {
  const now = Date.now();
  const [row] = await db
    .select({ hits: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(
        eq(rateEvents.scope, scope),
        eq(rateEvents.subject, subject),
        gt(rateEvents.createdAt, new Date(now - windowMs)),
      ),
    );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  return { current: row?.hits ?? 0, ttl: Math.max(0, oldest + windowMs - now) };
}

/**
 * Counts one hit. A key already over its limit is not written again, so a flood adds no rows; below
 * it, the hit is written first and then counted, so parallel requests on any node never both slip in.
 */
async function addHit(db: Db, scope: string, subject: string, windowMs: number, max: number) {
  const before = await readHits(db, scope, subject, windowMs);
  if (before.current > max) return { ...before, current: before.current + 1 };
  await db.insert(rateEvents).values({ scope, subject, createdAt: new Date() });
  return readHits(db, scope, subject, windowMs);
}

const settle = (work: Promise<Hits>, callback: Callback) =>
  work.then(
    (hits) => callback(null, hits),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );

/** One counter per route (the plugin passes the route as `routeInfo`; none for `app.rateLimit()`). */
function scopeOf(options: object) {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `rate-limit:${[route.method ?? ''].flat().join(',')} ${route.url}` : 'rate-limit';
}

/**
 * A @fastify/rate-limit store on the rate_events table: a sliding window shared by every node on the
 * database (the plugin's own store counts per process). One scope per route, the key as subject.
 */
export function rateEventStore(db: Db): FastifyRateLimitStoreCtor {
  class RateEventStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'rate-limit',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      void settle(addHit(db, this.scope, key, timeWindow, max), callback);
    }

    read(key: string, callback: Callback, timeWindow: number) {
      void settle(readHits(db, this.scope, key, timeWindow), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RateEventStore(routeOptions, scopeOf(routeOptions));
    }
  }
  return RateEventStore;
}
