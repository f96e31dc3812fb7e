import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Env, loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { emailRegistration, IDENTITY_TABLES } from './test-helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
type Settings = Partial<Record<keyof Env, string>>;

/** Two nodes of the site on one database (and one Redis when configured), as behind a load balancer. */
function twoNodes(driver: (typeof testDrivers)[number], settings: Settings) {
  const nodes = { a: undefined as unknown as TestApp, b: undefined as unknown as FastifyInstance };
  const env = { REGISTRATION_RATE_LIMIT_PER_HOUR: '3', ...settings };
  beforeAll(async () => {
    nodes.a = await startTestApp(driver, env);
    nodes.b = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: nodes.a.database,
    });
    await nodes.b.ready();
  });
  afterAll(async () => {
    await nodes.b.close();
    await nodes.a.close();
  });
  beforeEach(() => nodes.a.truncate(...IDENTITY_TABLES));
  return nodes;
}

const register = (node: FastifyInstance, email: string, remoteAddress: string) =>
  node.inject({
    method: 'POST',
    url: '/api/player/register',
    payload: emailRegistration(email),
    remoteAddress,
  });

/** Registrations (taken addresses included) count per IP whichever node answers them. */
async function expectSharedLimit(nodes: ReturnType<typeof twoNodes>, ip: string) {
  const { a, b } = nodes;
  expect((await register(a.app, 'one@example.com', ip)).statusCode).toBe(201);
  const taken = await register(b, 'one@example.com', ip);
  expect(taken.statusCode).toBe(422);
  expect(taken.json().error.code).toBe(ErrorCode.emailTaken);
  expect((await register(a.app, 'two@example.com', ip)).statusCode).toBe(201);
  for (const node of [b, a.app]) {
    const limited = await register(node, 'three@example.com', ip);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().error.code).toBe(ErrorCode.rateLimited);
  }
  expect((await register(b, 'three@example.com', `${ip}0`)).statusCode).toBe(201);
}

describe.each(testDrivers)('registration limit shared through the database on %s', (driver) => {
  const nodes = twoNodes(driver, {});

  it('holds across two app instances, probes of taken addresses included', async () => {
    await expectSharedLimit(nodes, '203.0.113.7');
  });

  it('lets the address register again once its hits leave the hour', async () => {
    await expectSharedLimit(nodes, '203.0.113.8');
    await nodes.a.database.db.execute(
      sql`UPDATE rate_events SET created_at = created_at - interval '61 minutes' WHERE scope LIKE 'rate-limit%'`,
    );
    expect((await register(nodes.b, 'four@example.com', '203.0.113.8')).statusCode).toBe(201);
  });
});

describe('registration limit shared through Redis', () => {
  const prefix = `casino-test-${randomUUID()}`;
  const nodes = twoNodes(testDrivers[0]!, { REDIS_URL, REDIS_PREFIX: prefix });

  it('holds across two app instances, probes of taken addresses included', async () => {
    await expectSharedLimit(nodes, '203.0.113.9');
  });

  it('names its keys by what they count (no undefined route of the limiter)', async () => {
    await register(nodes.a.app, 'named@example.com', '203.0.113.10');
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys).toContain(`${prefix}:rate-limit:/api/player/register:203.0.113.10`);
      expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
