import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

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
