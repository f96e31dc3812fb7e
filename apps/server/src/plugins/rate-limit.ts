import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** The store counting limits in the database when there is no Redis (identity's rate_events). */
export type RateLimitStore = FastifyRateLimitStoreCtor;

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-route limits (`config.rateLimit`, off unless a route asks) counted where every node sees them:
 * in Redis when REDIS_URL is set, else in the database's rate_events table.
 */
export async function registerRateLimit(app: FastifyInstance, databaseStore: RateLimitStore) {
  const url = app.env.REDIS_URL;
  if (!url) {
    await app.register(rateLimit, { global: false, store: databaseStore });
    return;
  }
  // Fail fast rather than hold requests while Redis is away; the limit is skipped meanwhile.
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate-limit Redis error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, {
    global: false,
    store: redisStore(redis, `${app.env.REDIS_PREFIX}:rate-limit:`),
    skipOnError: true,
  });
}

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;

// A fixed window per key: the first hit starts it, every hit reports what is left of it.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;
const READ = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {current, ttl}`;

type RateLimitRedis = Redis & {
  rateLimitIncrement(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRead(key: string): Promise<[number, number]>;
};

/**
 * The plugin's own Redis store names a limiter's keys by its route (`{method}{url}-`), which a limiter
 * made with `app.rateLimit()` has none of: every such key was `rate-limit:undefinedundefined-...`.
 * Here a route's limiter is named by its route and the others by their keys alone, which name their
 * purpose (`communications:{ip}`, `{url}:{ip}`).
 */
export function redisStore(redis: Redis, nameSpace: string): RateLimitStore {
  redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
  redis.defineCommand('rateLimitRead', { numberOfKeys: 1, lua: READ });
  const commands = redis as RateLimitRedis;
  const settle = (work: Promise<[number, number]>, callback: Callback) =>
    work.then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      void settle(commands.rateLimitIncrement(this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback) {
      void settle(commands.rateLimitRead(this.prefix + key), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new RedisRateLimitStore(routeOptions, nameSpace + limiterName(routeOptions));
    }
  }
  return RedisRateLimitStore;
}

/** `{method} {url}:` for a route's own limiter; nothing for one made with `app.rateLimit()`. */
export function limiterName(options: object): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}:` : '';
}
