import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { serverSecrets } from '../../db/server-secrets.ts';
import { loadEnv } from '../../plugins/env.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registerByEmail } from './test-helpers.ts';

describe.each(testDrivers)('session secret on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const profileWith = (app: TestApp['app'], token: string) =>
    app.inject({ url: '/api/player/profile', headers: { authorization: `Bearer ${token}` } });

  it('generates a secret once, keeps it in the database, so tokens survive a restart', async () => {
    const { accessToken } = await registerByEmail(t, 'restart@example.com');
    // One row per secret (all unset): the identity provider's webhooks, the operator key, the payment
    // webhooks', the session's, the studio wallet's and the key that encrypts 2FA secrets.
    const stored = await t.database.db.select().from(serverSecrets).orderBy(serverSecrets.name);
    expect(stored.map((row) => row.name)).toEqual([
      'kyc-webhook',
      'operator',
      'psp-webhook',
      'session',
      'studio-wallet',
      'two-factor',
    ]);
    for (const row of stored) expect(row.value.length).toBeGreaterThanOrEqual(32);

    const restarted = await buildApp({ env: t.app.env, database: t.database });
    expect((await profileWith(restarted, accessToken)).statusCode).toBe(200);
    await restarted.close();
    expect(await t.database.db.select().from(serverSecrets).orderBy(serverSecrets.name)).toEqual(stored);
  });

  it('uses SESSION_SECRET when set: tokens of the stored secret are refused', async () => {
    const { accessToken } = await registerByEmail(t, 'configured@example.com');
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40) });
    const configured = await buildApp({ env, database: t.database });
    expect((await profileWith(configured, accessToken)).statusCode).toBe(401);
    const signed = await registerByEmail({ ...t, app: configured }, 'other@example.com');
    expect((await profileWith(configured, signed.accessToken)).statusCode).toBe(200);
    expect((await profileWith(t.app, signed.accessToken)).statusCode).toBe(401);
    await configured.close();
  });

  it('refuses a short SESSION_SECRET at boot', () => {
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('rejects a malformed Authorization header', async () => {
    const response = await t.app.inject({
      url: '/api/player/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(10401);
  });
});
