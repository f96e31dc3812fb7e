import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registerByEmail } from './test-helpers.ts';
import { signAccessToken } from './tokens.ts';

describe.each(testDrivers)('GET /api/player/init on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { COUNTRY_HEADER: 'x-country' });
  });
  afterAll(() => t.close());

  const init = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/player/init', headers })).json().data;

  it('falls back to the default locale without cookie or country', async () => {
    const data = await init({});
    expect(data).toMatchObject({ country: null, locale: 'en', defaultLocale: 'en', isRestricted: false });
    expect(data.locales.map((locale: { code: string }) => locale.code)).toEqual(['en', 'de', 'pt-br']);
    expect(data.settings).toMatchObject({
      signInTabsDisplay: 'both',
      affiliateTagExpiration: 30,
      loyaltyEnabled: true,
    });
  });

  it("takes the locale of the visitor's country from the configured header", async () => {
    expect(await init({ 'x-country': 'at' })).toMatchObject({ country: 'AT', locale: 'de' });
    expect(await init({ 'x-country': 'BR' })).toMatchObject({ country: 'BR', locale: 'pt-br' });
  });

  it('prefers the user-language cookie over the country', async () => {
    expect(await init({ 'x-country': 'DE', cookie: 'user-language=pt-br' })).toMatchObject({
      locale: 'pt-br',
    });
    expect(await init({ 'x-country': 'DE', cookie: 'user-language=xx' })).toMatchObject({ locale: 'de' });
  });

  it('flags restricted countries, excluded ones included', async () => {
    expect(await init({ 'x-country': 'US' })).toMatchObject({ country: 'US', isRestricted: true });
    expect(await init({ 'x-country': 'ES' })).toMatchObject({ isRestricted: true });
    expect(await init({ 'x-country': 'DE' })).toMatchObject({ isRestricted: false });
    expect(await init({ 'x-country': 'not-a-country' })).toMatchObject({
      country: null,
      isRestricted: false,
    });
  });
});

describe.each(testDrivers)('GET /api/player/init with a session on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const init = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/player/init', headers })).json().data;

  it('carries the player of the session cookie or Bearer token, null for a guest or a closed session', async () => {
    const { accessToken, profile } = await registerByEmail(t, 'init@example.com');
    expect((await init({})).player).toBeNull();
    const byCookie = await init({ cookie: `session-token=${accessToken}` });
    expect(byCookie.player).toMatchObject({
      id: profile.id,
      email: 'init@example.com',
      isNewlyRegistered: false,
    });
    expect((await init({ authorization: `Bearer ${accessToken}` })).player.id).toBe(profile.id);
    expect((await init({ cookie: 'session-token=forged.token.value' })).player).toBeNull();

    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    const expired = await signAccessToken(
      t.app.authKeys,
      { playerId: claims.sub, sessionId: claims.sessionId, tokenId: claims.jti },
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await init({ cookie: `session-token=${expired}` })).player.id).toBe(profile.id);

    await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect((await init({ cookie: `session-token=${accessToken}` })).player).toBeNull();
  });
});
