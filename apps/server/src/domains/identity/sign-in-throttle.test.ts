import { ErrorCode } from '@casino/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { deviceHashOf } from './devices.ts';
import { recordEvents } from './rate-events.ts';
import { SIGN_IN_FREE_FAILURES, SIGN_IN_SCOPES } from './sign-in.ts';
import { rateEvents, sessions } from './tables.ts';
import { call, IDENTITY_TABLES, registerByEmail } from './test-helpers.ts';
import { delayAfter, MAX_THROTTLE_DELAY_MS } from './throttle.ts';
import { issueOneTimeToken } from './tokens.ts';

describe('sign-in delay', () => {
  it('is free for the first failures, then doubles from one second, capped at 15 minutes', () => {
    expect(delayAfter(4, 5)).toBe(0);
    expect([5, 6, 7, 8].map((failures) => delayAfter(failures, 5))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(15, 5)).toBe(MAX_THROTTLE_DELAY_MS);
    expect(delayAfter(150, 5)).toBe(15 * 60 * 1000);
  });
});

describe.each(testDrivers)('sign-in throttle on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const password = 'secret-pass';
  type From = { ip?: string; device?: string; userAgent?: string };
  const attempt = (login: string, secret: string, from: From = {}) =>
    call(t, {
      method: 'POST',
      url: '/api/player/sessions',
      payload: { login, password: secret, ...(from.device ? { fingerprint: from.device } : {}) },
      ...(from.ip ? { remoteAddress: from.ip } : {}),
      headers: { 'user-agent': from.userAgent ?? 'vitest-throttle' },
    });
  /** A player who has signed in once from `device`, which makes it a known device. */
  const playerWithDevice = async (email: string, device: string, ip?: string) => {
    await registerByEmail(t, email);
    expect((await attempt(email, password, { device, ip })).statusCode).toBe(200);
  };
  const fail = (scope: string, subject: string, times: number) =>
    recordEvents(
      t.database.db,
      Array.from({ length: times }, () => ({ scope, subject })),
    );
  const failuresOf = async (subject: string) => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(rateEvents)
      .where(eq(rateEvents.subject, subject));
    return row!.value;
  };
  const ageFailures = (minutes: number) =>
    t.database.db.execute(
      sql`UPDATE rate_events SET created_at = created_at - make_interval(mins => ${minutes})`,
    );
  const expectThrottled = (response: Awaited<ReturnType<typeof attempt>>, maxSeconds: number) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().error.code).toBe(ErrorCode.rateLimited);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  };

  it('lets the right password in from a known device after 150 wrong ones', async () => {
    await playerWithDevice('owner@example.com', 'owner-laptop');
    for (let guess = 0; guess < SIGN_IN_FREE_FAILURES.login; guess++)
      expect((await attempt('owner@example.com', `guess-${guess}`, { device: 'attacker' })).statusCode).toBe(
        401,
      );
    await fail(SIGN_IN_SCOPES.login, 'owner@example.com', 145);
    expectThrottled(await attempt('owner@example.com', password, { device: 'attacker' }), 900);
    const owner = await attempt('Owner@example.com', password, { device: 'owner-laptop' });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('answers a new device 429 with Retry-After while throttled, without checking the password', async () => {
    await playerWithDevice('mila@example.com', 'mila-phone');
    await fail(SIGN_IN_SCOPES.login, 'mila@example.com', SIGN_IN_FREE_FAILURES.login + 2);
    const before = await failuresOf('mila@example.com');
    const rightPassword = await attempt('mila@example.com', password, { device: 'new-tablet' });
    expectThrottled(rightPassword, 4);
    expectThrottled(await attempt('mila@example.com', 'wrong', { device: 'new-tablet' }), 4);
    // A checked wrong password would have been counted.
    expect(await failuresOf('mila@example.com')).toBe(before);
  });

  it('does not stop another account with a known device after 100 failures from its address', async () => {
    const shared = '192.0.2.77';
    await playerWithDevice('neighbour@example.com', 'neighbour-pc', shared);
    await fail(SIGN_IN_SCOPES.ip, shared, 100);
    expectThrottled(await attempt('someone@example.com', 'guess', { ip: shared, device: 'bot' }), 900);
    const neighbour = await attempt('neighbour@example.com', password, {
      ip: shared,
      device: 'neighbour-pc',
    });
    expect(neighbour.statusCode, neighbour.body).toBe(200);
  });

  it('knows a device by its user agent when the client sends no fingerprint', async () => {
    await registerByEmail(t, 'ua@example.com', {}, { headers: { 'user-agent': 'Firefox on my desk' } });
    await fail(SIGN_IN_SCOPES.login, 'ua@example.com', 50);
    expectThrottled(await attempt('ua@example.com', password, { userAgent: 'curl' }), 900);
    expect((await attempt('ua@example.com', password, { userAgent: 'Firefox on my desk' })).statusCode).toBe(
      200,
    );
  });

  it('lets a new device try again once the wait has passed, and counts its failure', async () => {
    await playerWithDevice('later@example.com', 'later-laptop');
    await fail(SIGN_IN_SCOPES.login, 'later@example.com', 150);
    expectThrottled(await attempt('later@example.com', password, { device: 'hotel-pc' }), 900);
    await ageFailures(16);
    expect((await attempt('later@example.com', 'typo', { device: 'hotel-pc' })).statusCode).toBe(401);
    expectThrottled(await attempt('later@example.com', password, { device: 'hotel-pc' }), 900);
    await ageFailures(16);
    expect((await attempt('later@example.com', password, { device: 'hotel-pc' })).statusCode).toBe(200);
  });

  it('checks a spoofed known device but counts its wrong passwords and throttles it too', async () => {
    await playerWithDevice('spoofed@example.com', 'spoofed-phone');
    await fail(SIGN_IN_SCOPES.login, 'spoofed@example.com', 150);
    for (let guess = 0; guess < SIGN_IN_FREE_FAILURES.device; guess++) {
      const response = await attempt('spoofed@example.com', `guess-${guess}`, { device: 'spoofed-phone' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe(ErrorCode.invalidCredentials);
    }
    expect(await failuresOf('spoofed@example.com')).toBe(150 + SIGN_IN_FREE_FAILURES.device);
    expectThrottled(await attempt('spoofed@example.com', password, { device: 'spoofed-phone' }), 1);
  });

  it('records the device of every new session: its fingerprint, else its user agent', async () => {
    const { profile } = await registerByEmail(
      t,
      'devices@example.com',
      {},
      { headers: { 'user-agent': 'UA 1' } },
    );
    await attempt('devices@example.com', password, { device: 'fp-1' });
    const autologin = await issueOneTimeToken(t.app.authKeys, { playerId: profile.id, purpose: 'autologin' });
    await call(t, {
      method: 'POST',
      url: '/api/player/sessions/token',
      payload: { token: autologin, fingerprint: 'fp-2' },
    });
    const rows = await t.database.db
      .select({ method: sessions.method, deviceHash: sessions.deviceHash })
      .from(sessions)
      .where(eq(sessions.playerId, profile.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { method: 'registration', deviceHash: deviceHashOf(null, 'UA 1') },
        { method: 'password', deviceHash: deviceHashOf('fp-1', 'vitest-throttle') },
        { method: 'autologin', deviceHash: deviceHashOf('fp-2', null) },
      ]),
    );
    expect(deviceHashOf('fp-1', 'anything')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an overlong fingerprint with 422', async () => {
    const response = await attempt('x@example.com', password, { device: 'f'.repeat(129) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(['fingerprint']);
  });

  it('throttles across two app instances on one database', async () => {
    const second: FastifyInstance = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: t.database,
    });
    await second.ready();
    try {
      await registerByEmail(t, 'two-nodes@example.com');
      for (let guess = 0; guess < SIGN_IN_FREE_FAILURES.login; guess++)
        await attempt('two-nodes@example.com', `guess-${guess}`, { device: 'attacker' });
      const onSecond = await second.inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { login: 'two-nodes@example.com', password, fingerprint: 'attacker' },
      });
      expect(onSecond.statusCode, onSecond.body).toBe(429);
      expect(onSecond.headers['retry-after']).toBe('1');
    } finally {
      await second.close();
    }
  });
});
