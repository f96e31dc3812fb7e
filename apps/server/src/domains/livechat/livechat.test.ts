import { ErrorCode, type LiveChatSetting, type LiveChatToken } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerByEmail } from '../identity/test-helpers.ts';
import { advanceClock, fakeDateOnly } from '../identity/two-factor/test-two-factor.ts';
import { savePublicSetting } from '../settings/service.ts';
import { LIVECHAT_TOKENS_PER_HOUR } from './customer-tokens.ts';
import { type FakeLiveChatAccounts, startFakeLiveChatAccounts } from './fake-accounts-server.ts';

const SITE = 'https://casino.example';
const BASE = '/api/player/integrations/livechat';
/** The fake's customer tokens live 10 minutes: renewed from 9 minutes on (a tenth of their life). */
const TOKEN_SECONDS = 600;

let nextPlayer = 1;

describe.each(testDrivers)('the LiveChat integration against a fake LiveChat on %s', (driver) => {
  let fake: FakeLiveChatAccounts;
  let t: TestApp;
  let license: string;

  beforeAll(async () => {
    fake = await startFakeLiveChatAccounts({ customerTokenSeconds: TOKEN_SECONDS });
    license = String(fake.licenseId);
    t = await startTestApp(driver, { ...fake.env, PUBLIC_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.setState('up');
    await setLiveChat({ enabled: true, license, guestAvailable: false });
  });
  afterEach(() => vi.useRealTimers());

  const setLiveChat = (setting: LiveChatSetting) => savePublicSetting(t.app.db, 'liveChat', setting);
  const newPlayer = async () =>
    (await registerByEmail(t, `livechat-${nextPlayer++}@players.example`)).accessToken;
  const get = (path: string, token?: string) => call(t, { method: 'GET', url: `${BASE}/${path}`, token });
  const tokenOf = async (token: string, path = 'token'): Promise<LiveChatToken> => {
    const response = await get(path, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const hasToken = async (token: string) =>
    (await tokenOf(token, 'has-token')) as unknown as { hasToken: boolean };
  const forget = (token?: string) => call(t, { method: 'DELETE', url: `${BASE}/token`, token });

  it('tells the client the integration is on, with its license', async () => {
    const init = await t.app.inject({ url: '/api/player/init' });
    expect(init.json().data.settings.liveChat).toEqual({ enabled: true, license, guestAvailable: false });
  });

  it('makes a player one LiveChat customer and holds the token until shortly before it expires', async () => {
    fakeDateOnly();
    const player = await newPlayer();
    const issued = fake.counts.customerTokens;
    const first = await tokenOf(player);
    expect(first).toEqual({
      accessToken: expect.stringMatching(/^fake-customer:/),
      entityId: expect.any(String),
      expiresIn: TOKEN_SECONDS * 1000,
      tokenType: 'Bearer',
      creationDate: Date.now(),
      licenseId: fake.licenseId,
    });
    expect(fake.entities.has(first.entityId)).toBe(true);
    expect(await hasToken(player)).toEqual({ hasToken: true });

    advanceClock(539_000);
    expect(await tokenOf(player)).toEqual(first);
    expect(fake.counts.customerTokens).toBe(issued + 1);

    // Inside the last tenth of its life the token counts as gone and a new one is asked for.
    advanceClock(2_000);
    expect(await hasToken(player)).toEqual({ hasToken: false });
    const renewed = await tokenOf(player);
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(renewed.entityId).toBe(first.entityId);
    expect(renewed.creationDate).toBe(Date.now());
    expect(fake.counts.customerTokens).toBe(issued + 2);
  });

  it('asks anew for a fresh token, for the same customer, and keeps it as the one held', async () => {
    const player = await newPlayer();
    const held = await tokenOf(player);
    const fresh = await tokenOf(player, `fresh-token?returnUrl=${encodeURIComponent(SITE)}`);
    expect(fresh.accessToken).not.toBe(held.accessToken);
    expect(fresh.entityId).toBe(held.entityId);
    expect(await tokenOf(player)).toEqual(fresh);
    const again = await tokenOf(player, `fresh-token?returnUrl=${encodeURIComponent(`${SITE}/de/casino`)}`);
    expect(again.accessToken).not.toBe(fresh.accessToken);
  });

  it('forgets the token on DELETE, and the customer comes back with the next one', async () => {
    const player = await newPlayer();
    const held = await tokenOf(player);
    const forgotten = await forget(player);
    expect([forgotten.statusCode, forgotten.json()]).toEqual([200, { data: {} }]);
    expect(await hasToken(player)).toEqual({ hasToken: false });
    const next = await tokenOf(player);
    expect(next.accessToken).not.toBe(held.accessToken);
    expect(next.entityId).toBe(held.entityId);
  });

  it("never answers another player's token or customer", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    const aliceToken = await tokenOf(alice);
    expect(await hasToken(bob)).toEqual({ hasToken: false });
    const bobToken = await tokenOf(bob);
    expect(bobToken.entityId).not.toBe(aliceToken.entityId);
    expect(bobToken.accessToken).not.toBe(aliceToken.accessToken);
    // Bob forgetting his token leaves Alice's alone.
    await forget(bob);
    expect(await tokenOf(alice)).toEqual(aliceToken);
  });

  it('refuses guests with 401 on every route', async () => {
    for (const path of ['token', 'fresh-token', 'has-token'])
      expect((await get(path)).statusCode, path).toBe(401);
    expect((await forget()).statusCode).toBe(401);
  });

  it("refuses a returnUrl off the site's origin with 422 on returnUrl", async () => {
    const player = await newPlayer();
    const issued = fake.counts.customerTokens;
    for (const returnUrl of [
      'https://evil.example',
      'http://casino.example',
      'https://casino.example.evil.example',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const refused = await get(`fresh-token?returnUrl=${encodeURIComponent(returnUrl)}`, player);
      expect(refused.statusCode, returnUrl).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual(['returnUrl']);
    }
    expect(fake.counts.customerTokens).toBe(issued);
  });

  it('answers 503 with its code while LiveChat is down, and serves a held token meanwhile', async () => {
    const [holder, newcomer] = [await newPlayer(), await newPlayer()];
    const held = await tokenOf(holder);
    for (const state of ['down', 'unreachable'] as const) {
      fake.setState(state);
      const refused = await get('token', newcomer);
      expect(refused.statusCode, state).toBe(503);
      expect(refused.json()).toEqual({
        error: { code: ErrorCode.liveChatProviderUnavailable, message: expect.any(String) },
      });
      expect((await get('fresh-token', holder)).statusCode, state).toBe(503);
      expect(await tokenOf(holder)).toEqual(held);
    }
    fake.setState('up');
    expect((await tokenOf(newcomer)).entityId).toEqual(expect.any(String));
  });

  it('asks LiveChat for at most LIVECHAT_TOKENS_PER_HOUR new tokens a player an hour, then answers 429', async () => {
    const player = await newPlayer();
    for (let asked = 0; asked < LIVECHAT_TOKENS_PER_HOUR; asked++) await tokenOf(player, 'fresh-token');
    const issued = fake.counts.customerTokens;
    const refused = await get('fresh-token', player);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, ErrorCode.rateLimited]);
    expect(fake.counts.customerTokens).toBe(issued);
    // The token held is still answered, and another player is not held back.
    expect((await get('token', player)).statusCode).toBe(200);
    expect((await get('fresh-token', await newPlayer())).statusCode).toBe(200);
  });

  it('renews a revoked agent token once and goes on', async () => {
    const player = await newPlayer();
    await tokenOf(player);
    const agents = fake.counts.agentTokens;
    fake.revokeAgentTokens();
    expect((await tokenOf(player, 'fresh-token')).accessToken).toMatch(/^fake-customer:/);
    expect(fake.counts.agentTokens).toBe(agents + 1);
  });

  it('refuses with 502 when the credentials are of another license, and tells players nothing of it', async () => {
    await setLiveChat({ enabled: true, license: '12345', guestAvailable: false });
    const refused = await get('fresh-token', await newPlayer());
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe(ErrorCode.liveChatRejected);
    expect(refused.body).not.toContain(license);
  });

  it('answers 404 on every route while the operator has it off, and the client is told so', async () => {
    const player = await newPlayer();
    await tokenOf(player);
    await setLiveChat({ enabled: false, license, guestAvailable: false });
    for (const response of [
      await get('token', player),
      await get('fresh-token', player),
      await get('has-token', player),
      await forget(player),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe(ErrorCode.liveChatUnavailable);
    }
    const init = await t.app.inject({ url: '/api/player/init' });
    expect(init.json().data.settings.liveChat.enabled).toBe(false);
  });
});

describe.each(testDrivers)('the LiveChat integration without credentials on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('is off by default: 404 for players, enabled false for the client', async () => {
    const init = await t.app.inject({ url: '/api/player/init' });
    expect(init.json().data.settings.liveChat).toEqual({
      enabled: false,
      license: '',
      guestAvailable: false,
    });
    expect(init.json().data.settings.freshchatParams).toEqual({ host: '', token: '', guestAvailable: false });
    const player = (await registerByEmail(t, 'livechat-off@players.example')).accessToken;
    expect((await call(t, { method: 'GET', url: `${BASE}/token`, token: player })).statusCode).toBe(404);
  });

  it("stays off with the operator's switch on and a license, as long as the server has no credentials", async () => {
    await savePublicSetting(t.app.db, 'liveChat', {
      enabled: true,
      license: '19000001',
      guestAvailable: true,
    });
    const init = await t.app.inject({ url: '/api/player/init' });
    expect(init.json().data.settings.liveChat).toEqual({
      enabled: false,
      license: '19000001',
      guestAvailable: true,
    });
    const player = (await registerByEmail(t, 'livechat-off-2@players.example')).accessToken;
    const refused = await call(t, { method: 'GET', url: `${BASE}/has-token`, token: player });
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, ErrorCode.liveChatUnavailable]);
  });
});
