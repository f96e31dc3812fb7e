import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { settingsChanged } from '../domains/settings/reference-cache.ts';
import { siteSettings } from '../domains/settings/tables.ts';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';
import { AppError } from './errors.ts';

describe.each(testDrivers)('server basics on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {}, (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('connection string postgres://secret@db');
      });
      app.get('/api/test/forbidden', async () => {
        throw AppError.forbidden();
      });
      app.get('/api/test/database-gone', async () => {
        const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw new Error('Failed query: select 1', { cause: shutdown });
      });
    });
  });
  afterAll(() => t.close());

  it('reports health with the database driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: driver, databaseUp: true } });
  });

  it('answers 503 with Retry-After, not 500, when the database connection is gone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: { code: 10503, message: 'The service is briefly unavailable; retry shortly.' },
    });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(10404);
  });

  it('hides the internals of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 10500, message: 'Internal server error.' } });
  });

  it('keeps the status and code of an AppError', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(10403);
  });

  it('sends security headers with a nonce-based content security policy', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(policy).not.toBe(String(second.headers['content-security-policy']));
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('turns malformed JSON into a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notification/communications',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(10400);
  });
});

describe('environment schema', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, COUNTRY_HEADER: 'cf-ipcountry', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});

describe.each(testDrivers)('frames on %s', (driver) => {
  it('lets the page embed the configured betting client and load its SDK, and nothing else outside', async () => {
    const plain = await startTestApp(driver);
    const policy = String(
      (await plain.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy).toMatch(/frame-src 'self'(;|$)/);
    await plain.database.db
      .insert(siteSettings)
      .values({ key: 'bettingClient', value: { host: 'https://sports.example.com/app', clientId: 'lh' } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { host: 'https://sports.example.com/app', clientId: 'lh' } },
      });
    settingsChanged(plain.database.db);
    const configured = await buildApp({ env: plain.app.env, database: plain.database });
    const response = await configured.inject({ url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /frame-src 'self' https:\/\/sports\.example\.com(;|$)/,
    );
    // Its SDK script comes from the same host.
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/sports\.example\.com /,
    );
    await configured.close();
    await plain.close();
  });
});

describe('workers', () => {
  it("let the pages start only the site's own service worker", async () => {
    const [driver] = testDrivers;
    const t = await startTestApp(driver!);
    const policy = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'(;|$)/);
    await t.close();
  });
});

describe('telegram widget origins', () => {
  it('lets the pages load the widget only when a bot is configured', async () => {
    const [driver] = testDrivers;
    const t = await startTestApp(driver!, { TELEGRAM_BOT_NAME: 'lucky_bot', TELEGRAM_BOT_TOKEN: '1:x' });
    const policy = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/telegram\.org 'nonce-/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/oauth\.telegram\.org(;|$)/);
    await t.close();
  });
});
