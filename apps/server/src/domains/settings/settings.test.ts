import { EXCLUDED_COUNTRY_CODES } from '@casino/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settingsChanged } from './reference-cache.ts';
import { seedSettings } from './seed.ts';
import { countries, currencies, siteSettings } from './tables.ts';

describe.each(testDrivers)('settings API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists only enabled currencies, one of them the base', async () => {
    const { status, body } = await get('/api/settings/currencies');
    expect(status).toBe(200);
    const codes = body.data.map((currency: { code: string }) => currency.code);
    expect(codes).toContain('EUR');
    expect(codes).toContain('BTC');
    expect(codes).not.toContain('RUB');
    expect(
      body.data
        .filter((currency: { isBase: boolean }) => currency.isBase)
        .map((c: { code: string }) => c.code),
    ).toEqual(['EUR']);
    expect(body.data.every((currency: { rate: { rate: number } }) => currency.rate.rate > 0)).toBe(true);
  });

  it('gives BTC and ETH milli-unit sub-currencies', async () => {
    const { body } = await get('/api/settings/currencies');
    const btc = body.data.find((currency: { code: string }) => currency.code === 'BTC');
    const eth = body.data.find((currency: { code: string }) => currency.code === 'ETH');
    expect(btc).toMatchObject({ type: 'crypto', subunitToUnit: 100_000_000 });
    // The client shows BTC and ETH in the sub-currency of which 1000 make one unit.
    expect(btc.subCurrencies).toEqual([{ code: 'mBTC', subunitToUnit: 1000 }]);
    expect(eth.subCurrencies).toEqual([{ code: 'mETH', subunitToUnit: 1000 }]);
  });

  it('lists the locales with English as default', async () => {
    const { body } = await get('/api/settings/locales');
    expect(body.data).toEqual([
      { code: 'en', name: 'English', nativeName: 'English', languageCode: 'en', isDefault: true },
      { code: 'de', name: 'German', nativeName: 'Deutsch', languageCode: 'de', isDefault: false },
      {
        code: 'pt-br',
        name: 'Brazilian Portuguese',
        nativeName: 'Português (Brasil)',
        languageCode: 'pt',
        isDefault: false,
      },
    ]);
  });

  it('leaves the excluded countries out of the country list', async () => {
    const { body } = await get('/api/settings/countries');
    const codes: string[] = body.data.map((country: { code: string }) => country.code);
    expect(codes.length).toBeGreaterThan(200);
    for (const excluded of EXCLUDED_COUNTRY_CODES) expect(codes).not.toContain(excluded);
    expect(body.data.find((country: { code: string }) => country.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Germany',
      nativeName: 'Deutschland',
      locale: 'de',
      phonePrefix: '+49',
      currency: 'EUR',
      restrict: false,
      restrictType: null,
    });
    expect(body.data.find((country: { code: string }) => country.code === 'ES')).toMatchObject({
      restrict: true,
      restrictType: 1,
    });
    // RUB is switched off: Russia is offered the base currency.
    expect(body.data.find((country: { code: string }) => country.code === 'RU').currency).toBe('EUR');
  });

  it('names countries in the asked language', async () => {
    const { body } = await get('/api/settings/countries?locale=de');
    expect(body.data.find((country: { code: string }) => country.code === 'DE').name).toBe('Deutschland');
    const invalid = await get('/api/settings/countries?locale=German');
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields.locale).toHaveLength(1);
  });

  it("names the currencies and answers the client's visible=1", async () => {
    const { status, body } = await get('/api/settings/currencies?visible=1');
    expect(status).toBe(200);
    const byCode = (code: string) => body.data.find((currency: { code: string }) => currency.code === code);
    expect(byCode('EUR')).toMatchObject({ name: 'Euro', rate: { rate: 1, rateTime: null } });
    expect(byCode('BTC').name).toBe('Bitcoin');
  });

  it('serves the constants as nested {id, name} lists', async () => {
    const { body } = await get('/api/settings/constants');
    expect(body.data.payment.invoiceStatuses).toEqual([
      { id: 1, name: 'pending' },
      { id: 2, name: 'success' },
      { id: 3, name: 'error' },
    ]);
    expect(body.data.player.limit.definition).toEqual([
      { id: 1, name: 'bet' },
      { id: 2, name: 'loss' },
      { id: 3, name: 'deposit' },
      { id: 4, name: 'selfExclusion' },
      { id: 5, name: 'coolingOff' },
    ]);
    expect(body.data.player.registration).toEqual({ email: true, phone: true });
    expect(body.data.player.timeZone).toContainEqual({ id: 'Europe/Berlin', name: 'Europe/Berlin' });
  });

  it('reads the registration switches of the operator settings into the constants', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ value: ['email'] })
      .where(eq(siteSettings.key, 'registrationTypes'));
    settingsChanged(t.database.db);
    const { body } = await get('/api/settings/constants');
    expect(body.data.player.registration).toEqual({ email: true, phone: false });
    await t.database.db
      .update(siteSettings)
      .set({ value: ['email', 'phone'] })
      .where(eq(siteSettings.key, 'registrationTypes'));
    settingsChanged(t.database.db);
  });

  it('seeds idempotently and keeps what an operator changed', async () => {
    const { db } = t.database;
    await db.update(currencies).set({ rate: '0.5' }).where(eq(currencies.code, 'USD'));
    await db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'loyaltyEnabled'));
    const before = await db.select({ rows: count() }).from(countries);
    await seedSettings(db);
    await seedSettings(db);
    const after = await db.select({ rows: count() }).from(countries);
    expect(after).toEqual(before);
    const [usd] = await db.select().from(currencies).where(eq(currencies.code, 'USD'));
    expect(Number(usd!.rate)).toBe(0.5);
    const init = await get('/api/player/init');
    expect(init.body.data.settings.loyaltyEnabled).toBe(false);
  });
});
