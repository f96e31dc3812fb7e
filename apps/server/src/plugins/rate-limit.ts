import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

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
    redis,
    nameSpace: `${app.env.REDIS_PREFIX}:rate-limit:`,
    skipOnError: true,
  });
}
