import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { playerChannel } from '@casino/contracts';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent } from '../domains/events/outbox.ts';
import { call, freshIp, registerByEmail } from '../domains/identity/test-helpers.ts';
import { testDrivers } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Recorded = { path: string; apiKey: string | undefined; body: Record<string, unknown> };

/** A stand-in for Centrifugo's HTTP server API that records every call and answers `{}` as it does. */
async function recordingCentrifugo() {
  const calls: Recorded[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      calls.push({
        path: request.url ?? '',
        apiKey: request.headers['x-api-key'] as string,
        body: JSON.parse(text),
      });
      response.setHeader('content-type', 'application/json').end('{"result":{}}');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    async nextCall() {
      const count = calls.length;
      while (calls.length === count) await new Promise<void>((resolve) => waiters.push(resolve));
      return calls[calls.length - 1]!;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const TOKEN_SECRET = 'centrifugo-token-secret-for-tests';

describe.each(testDrivers)('the Centrifugo adapter on %s', (driver) => {
  let t: TestApp;
  let centrifugo: Awaited<ReturnType<typeof recordingCentrifugo>>;

  beforeAll(async () => {
    centrifugo = await recordingCentrifugo();
    t = await startTestApp(driver, {
      CENTRIFUGO_API_URL: centrifugo.url,
      CENTRIFUGO_API_KEY: 'api-key-1',
      CENTRIFUGO_TOKEN_SECRET: TOKEN_SECRET,
      EVENTS_POLL_MS: '100',
    });
  });
  afterAll(async () => {
    await t?.close();
    await centrifugo?.close();
  });

  it('publishes domain events through the server API instead of running a gateway', async () => {
    const channel = playerChannel('payment:invoices', '7b0c8f8e-0000-4000-8000-000000000001');
    const called = centrifugo.nextCall();
    await t.app.db.transaction((tx) =>
      publishEvent(tx, { type: 'invoice.deposit.updated', payload: { invoice: { status: 2 } }, channel }),
    );
    t.app.events.wake();
    expect(await called).toEqual({
      path: '/api/publish',
      apiKey: 'api-key-1',
      body: { channel, data: { event: 'invoice.deposit.updated', invoice: { status: 2 } } },
    });
    expect(t.app.realtime.mode).toBe('centrifugo');
    const websocket = await t.app.inject({ method: 'GET', url: '/api/connection/websocket' });
    expect(websocket.statusCode).toBe(404);
  });

  it('disconnects and unsubscribes players through the server API', async () => {
    const called = centrifugo.nextCall();
    await t.app.realtime.disconnect('player-1');
    expect(await called).toMatchObject({
      path: '/api/disconnect',
      body: { user: 'player-1', disconnect: { code: 3503, reason: 'force disconnect' } },
    });
    const unsubscribed = centrifugo.nextCall();
    await t.app.realtime.unsubscribe('player-1', 'tournaments');
    expect(await unsubscribed).toMatchObject({
      path: '/api/unsubscribe',
      body: { user: 'player-1', channel: 'tournaments' },
    });
  });

  it('issues connection tokens Centrifugo accepts: HS256 with sub = player id, signed with its secret', async () => {
    const login = await registerByEmail(
      t,
      `centrifugo-${driver}@example.com`,
      {},
      { remoteAddress: freshIp() },
    );
    const response = await call(t, {
      method: 'POST',
      url: '/api/connection/token',
      token: login.accessToken,
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json().data;
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(TOKEN_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(login.profile.id);
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
  });
});
