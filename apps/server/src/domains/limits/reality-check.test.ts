import { ErrorCode, REALITY_CHECK_INTERVALS } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STUDIO_PROVIDER_ID } from '../game-wallet/routes.ts';
import { openGameSession } from '../game-wallet/sessions.ts';
import { gameWalletCall } from '../game-wallet/test-helpers.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';

const WALLET_SECRET = 'reality-check-test-studio-secret-of-32-chars';

describe.each(testDrivers)('limits: the reality-check interval (RTS 13) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {
      STUDIO_WALLET_SECRET: WALLET_SECRET,
      REALITY_CHECK_TEST_INTERVAL_SECONDS: '20',
    });
  });
  afterAll(() => t.close());

  let count = 0;
  async function player() {
    const email = `reality-${driver}-${process.pid}-${++count}@example.com`;
    const { accessToken: token, profile } = await registerByEmail(t, email, { currency: 'EUR' });
    return { token, id: profile.id as string };
  }
  const get = (token: string) => call(t, { method: 'GET', url: '/api/player/reality-check', token });
  const put = (token: string, payload: unknown) =>
    call(t, { method: 'PUT', url: '/api/player/reality-check', token, payload });

  it('is off until chosen, takes an interval of the constants or off, and refuses any other (422)', async () => {
    const { token } = await player();
    expect((await get(token)).json().data).toEqual({ intervalSeconds: null, updatedAt: null });

    const constants = (await call(t, { method: 'GET', url: '/api/settings/constants' })).json().data;
    const offered = constants.player.limit.realityCheckInterval as { id: number; name: string }[];
    expect(offered.map((item) => item.id)).toEqual([20, ...REALITY_CHECK_INTERVALS]);
    expect(offered[1]).toEqual({ id: 900, name: '15-minutes' });
    expect(offered[0]).toEqual({ id: 20, name: '20-seconds' });

    const set = await put(token, { intervalSeconds: 1800 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.intervalSeconds).toBe(1800);
    expect((await get(token)).json().data).toMatchObject({ intervalSeconds: 1800 });
    expect((await get(token)).json().data.updatedAt).toEqual(expect.any(String));

    for (const intervalSeconds of [1000, 0, -900, 1.5, '1800', 86_401]) {
      const refused = await put(token, { intervalSeconds });
      expect(refused.statusCode, `${intervalSeconds}: ${refused.body}`).toBe(422);
      expect(refused.json().error.code).toBe(ErrorCode.validationFailed);
      expect(Object.keys(refused.json().error.fields)).toEqual(['intervalSeconds']);
    }
    expect((await put(token, {})).statusCode).toBe(422);
    expect((await get(token)).json().data.intervalSeconds, 'refusals changed nothing').toBe(1800);

    const off = await put(token, { intervalSeconds: null });
    expect(off.statusCode).toBe(200);
    expect((await get(token)).json().data.intervalSeconds).toBeNull();

    // The end-to-end tests' short interval is offered here (REALITY_CHECK_TEST_INTERVAL_SECONDS=20).
    expect((await put(token, { intervalSeconds: 20 })).statusCode).toBe(200);
  });

  it("is another player's to read or change only with their session (401 without one)", async () => {
    const a = await player();
    const b = await player();
    await put(a.token, { intervalSeconds: 3600 });
    expect((await get(b.token)).json().data.intervalSeconds).toBeNull();
    expect((await call(t, { method: 'GET', url: '/api/player/reality-check' })).statusCode).toBe(401);
    expect(
      (await call(t, { method: 'PUT', url: '/api/player/reality-check', payload: { intervalSeconds: 900 } }))
        .statusCode,
    ).toBe(401);
  });

  it("tells the game provider the player's interval in the seamless wallet's balance answer", async () => {
    const { token, id } = await player();
    // The first look at the wallet opens the EUR account the player registered with.
    await call(t, { method: 'GET', url: '/api/wallet/accounts', token });
    const session = await openGameSession(t.database.db, {
      playerId: id,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      gameId: 'dice',
    });
    const balance = async () => {
      const response = await gameWalletCall(t, WALLET_SECRET, 'balance', { sessionToken: session.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect((await balance()).realityCheckSeconds).toBeNull();
    await put(token, { intervalSeconds: 2700 });
    expect(await balance()).toMatchObject({ realityCheckSeconds: 2700, game: 'dice', currency: 'EUR' });
  });
});

describe('limits: the reality check without a test interval', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('offers only the regulated intervals and refuses a short one', async () => {
    const constants = (await call(t, { method: 'GET', url: '/api/settings/constants' })).json().data;
    expect(constants.player.limit.realityCheckInterval.map((item: { id: number }) => item.id)).toEqual([
      ...REALITY_CHECK_INTERVALS,
    ]);
    const { accessToken: token } = await registerByEmail(t, `reality-plain-${process.pid}@example.com`, {
      currency: 'EUR',
    });
    const refused = await call(t, {
      method: 'PUT',
      url: '/api/player/reality-check',
      token,
      payload: { intervalSeconds: 20 },
    });
    expect(refused.statusCode).toBe(422);
  });
});
