import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { operatorBaseUrl, operatorClient } from '../cli/operator-client.ts';
import { loadServerSecret } from '../db/server-secrets.ts';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { loadEnv } from './env.ts';
import { isOperatorKey, OPERATOR_KEY_NAME, operatorKeyFile } from './operator.ts';

describe.each(testDrivers)('the operator key on %s', (driver) => {
  let t: TestApp;
  let folder: string;
  let keyFile: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'operator-key-'));
    keyFile = path.join(folder, 'nested', 'operator-key');
    // No OPERATOR_KEY: one is generated, kept in the database and written to the file.
    t = await startTestApp(driver, { OPERATOR_KEY_FILE: keyFile });
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes a generated key to a file only its owner can read, the same as in the database', async () => {
    const stored = (await loadServerSecret(t.database.db, OPERATOR_KEY_NAME, undefined)).secret;
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(stored);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(t.app.operatorKey).toBe(stored);
  });

  it('writes the kept key again at start when its file went missing', async () => {
    await rm(keyFile);
    const restarted = await buildApp({ env: t.app.env, database: t.database });
    try {
      expect((await readFile(keyFile, 'utf8')).trim()).toBe(t.app.operatorKey);
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    } finally {
      await restarted.close();
    }
  });

  it('lets the operator commands find a server on another port without PORT: the address it wrote', async () => {
    const listening = await buildApp({ env: t.app.env, database: t.database });
    try {
      await listening.listen({ host: '127.0.0.1', port: 0 });
      const { port } = listening.server.address() as { port: number };
      // Written by the onListen hook, just after listen resolves.
      const written = await vi.waitFor(() => readFile(path.join(folder, 'nested', 'server-url'), 'utf8'));
      expect(written.trim()).toBe(`http://127.0.0.1:${port}`);
      const commandEnv = { NODE_ENV: 'test', OPERATOR_KEY_FILE: keyFile };
      const request = await operatorClient(commandEnv);
      const outbox = await request<{ sms: unknown[]; emails: unknown[] }>('GET', '/api/operator/outbox.json');
      expect(outbox).toMatchObject({ sms: expect.any(Array), emails: expect.any(Array) });
      // PORT or OPERATOR_URL given on the command line still win.
      expect(await operatorBaseUrl(loadEnv({ ...commandEnv, PORT: '4100' }), { PORT: '4100' })).toBe(
        'http://127.0.0.1:4100',
      );
    } finally {
      await listening.close();
    }
  });

  it('accepts the key from the header or as any Basic user’s password', async () => {
    const key = t.app.operatorKey;
    const url = '/api/operator/outbox.json';
    const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
    const status = async (headers: Record<string, string>) =>
      (await t.app.inject({ url, headers })).statusCode;
    expect(await status({ 'x-operator-key': key })).toBe(200);
    expect(await status({ authorization: basic(`operator:${key}`) })).toBe(200);
    expect(await status({ authorization: basic(`:${key}`) })).toBe(200);
    expect(await status({ authorization: basic(key) })).toBe(401);
    expect(await status({ authorization: basic(`${key}:`) })).toBe(401);
    expect(await status({ authorization: `Bearer ${key}` })).toBe(401);
    expect(await status({ 'x-operator-key': '' })).toBe(401);
  });

  it('compares keys exactly', () => {
    expect(isOperatorKey('a'.repeat(40), 'a'.repeat(40))).toBe(true);
    expect(isOperatorKey('a'.repeat(39), 'a'.repeat(40))).toBe(false);
    expect(isOperatorKey(null, 'a'.repeat(40))).toBe(false);
  });

  it('leaves the developer’s key file alone in tests unless one is named', () => {
    expect(operatorKeyFile({ NODE_ENV: 'test' })).toBeNull();
    expect(operatorKeyFile({ NODE_ENV: 'production' })).toMatch(/\.data\/operator-key$/);
    expect(operatorKeyFile({ NODE_ENV: 'test', OPERATOR_KEY_FILE: keyFile })).toBe(keyFile);
  });
});
