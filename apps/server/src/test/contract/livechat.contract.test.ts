import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeLiveChatAccounts,
  startFakeLiveChatAccounts,
} from '../../domains/livechat/fake-accounts-server.ts';
import { savePublicSetting } from '../../domains/settings/service.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, signedInPlayer } from './skeleton-client.ts';

/*
 * Client contract sections 3 (LiveChat, only when `liveChat.enabled && license`) and 16 (the runtime
 * config `liveChat{enabled, license, guestAvailable}` and `freshchatParams{host, token, guestAvailable}`),
 * called the way the product's client calls them, against a fake LiveChat. The schemas are written from
 * the contract's text, not imported from our contracts package.
 */

const SITE = 'https://casino.example';

const liveChatToken = z.object({
  data: z.object({
    accessToken: z.string().min(1),
    entityId: z.string().min(1),
    expiresIn: z.number(),
    tokenType: z.string(),
    creationDate: z.number(),
    licenseId: z.number(),
  }),
});

const runtimeConfig = z.object({
  data: z.object({
    settings: z.object({
      liveChat: z.object({ enabled: z.boolean(), license: z.string(), guestAvailable: z.boolean() }),
      freshchatParams: z.object({ host: z.string(), token: z.string(), guestAvailable: z.boolean() }),
    }),
  }),
});

describe.each(testDrivers)('client contract §3 LiveChat and §16 chat config on %s', (driver) => {
  let fake: FakeLiveChatAccounts;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLiveChatAccounts();
    t = await startTestApp(driver, { ...fake.env, PUBLIC_URL: SITE });
    await savePublicSetting(t.app.db, 'liveChat', {
      enabled: true,
      license: String(fake.licenseId),
      guestAvailable: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('§16 gives the widgets their config, and §3 the widget its tokens only when it says enabled with a license', async () => {
    const { client } = await signedInPlayer(t, 'livechat-contract@example.com');
    const config = expectReads(await client.get('/api/player/init'), 200, runtimeConfig).data.settings;
    expect(config.liveChat).toEqual({ enabled: true, license: String(fake.licenseId), guestAvailable: true });

    const base = '/api/player/integrations/livechat';
    const held = expectReads(await client.get(`${base}/token`), 200, liveChatToken).data;
    expect(held.licenseId).toBe(Number(config.liveChat.license));
    const fresh = expectReads(
      await client.get(`${base}/fresh-token`, { query: { returnUrl: SITE } }),
      200,
      liveChatToken,
    ).data;
    expect(fresh.entityId).toBe(held.entityId);
    expectReads(
      await client.get(`${base}/has-token`),
      200,
      z.object({ data: z.object({ hasToken: z.literal(true) }) }),
    );
    expectReads(await client.delete(`${base}/token`), 200, z.object({ data: z.object({}) }));
    expectReads(
      await client.get(`${base}/has-token`),
      200,
      z.object({ data: z.object({ hasToken: z.literal(false) }) }),
    );
    expectError(
      await client.get(`${base}/fresh-token`, { query: { returnUrl: 'https://elsewhere.example' } }),
      422,
    );
    expectError(await client.get(`${base}/token`, { token: null }), 401);
  });
});
