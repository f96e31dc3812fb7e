import { ErrorCode } from '@casino/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listOutboxEmails } from '../messaging/outbox.ts';
import {
  call,
  IDENTITY_TABLES,
  latestEmailLink,
  latestSmsCode,
  registerByEmail,
  sendCode,
} from './test-helpers.ts';

type Definition = { name: string; editable: boolean; value: unknown };

describe.each(testDrivers)('profile on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const get = (token: string) => call(t, { url: '/api/player/profile', token });
  const put = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(t, { method: 'PUT', url: '/api/player/profile', token, payload, headers });

  it('needs a session', async () => {
    expect((await call(t, { url: '/api/player/profile' })).statusCode).toBe(401);
    expect((await put('', { firstName: 'Ana' })).statusCode).toBe(401);
    expect((await call(t, { url: '/api/player/fields/validations?scenario=profile' })).statusCode).toBe(401);
  });

  it('describes the profile fields with the current values; e-mail read-only', async () => {
    const { accessToken } = await registerByEmail(t, 'fields@example.com');
    const response = await call(t, {
      url: '/api/player/fields/validations?scenario=profile',
      token: accessToken,
    });
    expect(response.statusCode).toBe(200);
    const fields = Object.fromEntries(
      (response.json().data as Definition[]).map((item) => [item.name, item]),
    );
    expect(fields.email).toMatchObject({ editable: false, value: 'fields@example.com' });
    expect(fields.nickname).toMatchObject({ editable: true, value: 'fields' });
    expect(fields.birthdate).toMatchObject({ value: '1990-04-12' });
    expect(fields.receiveEmailPromo).toMatchObject({ value: true });
    expect(Object.keys(fields)).toContain('firstName');
    expect((await call(t, { url: '/api/player/fields/validations?scenario=other' })).statusCode).toBe(422);
  });

  it('updates the editable fields and answers the new profile', async () => {
    const { accessToken } = await registerByEmail(t, 'edit@example.com');
    const response = await put(accessToken, {
      email: 'edit@example.com',
      firstName: 'Ana',
      lastName: 'Souza',
      gender: 'female',
      birthdate: '1988-2-29',
      country: 'BR',
      city: 'Recife',
      address: 'Rua da Aurora 1',
      postalCode: '50050-000',
      locale: 'pt-br',
      receiveEmailPromo: false,
      receiveSmsPromo: true,
      pwaInstalled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      firstName: 'Ana',
      lastName: 'Souza',
      gender: 'female',
      birthdate: '1988-02-29',
      country: 'BR',
      city: 'Recife',
      postalCode: '50050-000',
      locale: 'pt-br',
      receiveEmailPromo: false,
      receiveSmsPromo: true,
      pwaInstalled: true,
      email: 'edit@example.com',
    };
    expect(response.json().data).toMatchObject(expected);
    expect((await get(accessToken)).json().data).toMatchObject(expected);
    const cleared = await put(accessToken, { city: '' });
    expect(cleared.json().data).toMatchObject({ city: null, firstName: 'Ana' });
  });

  it('answers 422 per field and changes nothing', async () => {
    await registerByEmail(t, 'taken@example.com');
    const { accessToken } = await registerByEmail(t, 'ana@example.com');
    const response = await put(
      accessToken,
      {
        email: 'other@example.com',
        firstName: 'A',
        nickname: 'TAKEN',
        birthdate: '2020-01-01',
        gender: 'female',
        country: 'ZZ',
        locale: 'fr',
      },
      { 'x-locale': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe(ErrorCode.validationFailed);
    expect(Object.keys(error.fields).sort()).toEqual([
      'birthdate',
      'country',
      'email',
      'firstName',
      'locale',
      'nickname',
    ]);
    expect(error.fields.firstName[0]).toContain('2');
    // Values of the wrong type are refused by the declared body, before the field rules run.
    const mistyped = await put(accessToken, { firstName: 'Ana', gender: 'robot', receiveSmsPromo: 'maybe' });
    expect(mistyped.statusCode).toBe(422);
    expect(Object.keys(mistyped.json().error.fields).sort()).toEqual(['gender', 'receiveSmsPromo']);
    const unchanged = (await get(accessToken)).json().data;
    expect(unchanged).toMatchObject({
      email: 'ana@example.com',
      firstName: null,
      gender: null,
      nickname: 'ana',
      locale: 'en',
    });
  });

  it('answers an empty or odd update with the profile or a 422, never a 500', async () => {
    const { accessToken, profile } = await registerByEmail(t, 'odd@example.com');
    const empty = await put(accessToken, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.id).toBe(profile.id);
    expect((await put(accessToken, { email: 'odd@example.com' })).statusCode).toBe(200);
    expect((await put(accessToken, [])).statusCode).toBe(422);
    expect((await put(accessToken, { firstName: 42, pwaInstalled: 'yes' })).statusCode).toBe(422);
  });

  it("keeps the chat widget's Freshchat restore id: read back, cleared with '', refused over 100 characters", async () => {
    const { accessToken } = await registerByEmail(t, 'freshchat-restore@example.com');
    const restoreOf = async () =>
      (await call(t, { method: 'GET', url: '/api/player/profile', token: accessToken })).json().data
        .freshchatRestoreId;
    expect(await restoreOf()).toBeNull();
    expect((await put(accessToken, { freshchatRestoreId: 'f1b2c3d4-restore' })).statusCode).toBe(200);
    expect(await restoreOf()).toBe('f1b2c3d4-restore');
    const tooLong = await put(accessToken, { freshchatRestoreId: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().error.fields)).toEqual(['freshchatRestoreId']);
    expect(await restoreOf()).toBe('f1b2c3d4-restore');
    expect((await put(accessToken, { freshchatRestoreId: '' })).json().data.freshchatRestoreId).toBeNull();
  });

  it('sets a phone on an e-mail account, verifies it by SMS code, then keeps it', async () => {
    const { accessToken } = await registerByEmail(t, 'phone-set@example.com');
    const set = await put(accessToken, { phone: '+49 176 0000 1111', freshchatRestoreId: 'restore-7' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      phone: '+4917600001111',
      phoneConfirmed: false,
      freshchatRestoreId: 'restore-7',
    });
    expect((await put(accessToken, { phone: '+4917600002222' })).json().data.phone).toBe('+4917600002222');
    const dropped = await put(accessToken, { phone: '' });
    expect(dropped.json().data.phone).toBeNull();

    await put(accessToken, { phone: '+4917600001111' });
    expect((await sendCode(t, '+4917600001111', 'phoneVerification')).statusCode).toBe(200);
    const code = await latestSmsCode(t, '+4917600001111');
    const verified = await call(t, {
      method: 'POST',
      url: '/api/player/otp/verify',
      payload: { phone: '+4917600001111', code, reason: 'phoneVerification' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await get(accessToken)).json().data.phoneConfirmed).toBe(true);

    // A verified phone is a login and a reset channel: a session alone cannot replace or drop it.
    for (const phone of ['', '+4917600003333']) {
      const refused = await put(accessToken, { phone });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.phone).toHaveLength(1);
    }
    expect((await put(accessToken, { phone: '+4917600001111' })).statusCode).toBe(200);
  });

  it('refuses a phone another player holds, and a phone that is not one', async () => {
    const owner = await registerByEmail(t, 'phone-owner@example.com');
    await put(owner.accessToken, { phone: '+4917600004444' });
    const { accessToken } = await registerByEmail(t, 'phone-taker@example.com');
    const taken = await put(accessToken, { phone: '+49 176 0000 4444' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toHaveProperty('phone');
    const bad = await put(accessToken, { phone: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toHaveProperty('phone');
    expect((await get(accessToken)).json().data.phone).toBeNull();
  });

  it("clears optional fields sent empty, as the product's profile form sends them", async () => {
    const { accessToken } = await registerByEmail(t, 'empty-fields@example.com');
    await put(accessToken, { gender: 'female', city: 'Recife', firstName: 'Ana' });
    const cleared = await put(accessToken, {
      gender: '',
      city: '',
      firstName: '',
      lastName: '',
      postalCode: '',
      phone: '',
      email: 'empty-fields@example.com',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ gender: null, city: null, firstName: null, phone: null });
  });

  it('lets a player keep their own nickname in another case', async () => {
    const { accessToken } = await registerByEmail(t, 'case@example.com');
    const response = await put(accessToken, { nickname: 'Case' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nickname).toBe('Case');
  });

  describe('e-mail confirmation', () => {
    const confirm = (code: string) =>
      call(t, { method: 'POST', url: '/api/player/profile/confirmations/email', payload: { code } });
    const resend = (token: string) =>
      call(t, { method: 'POST', url: '/api/player/profile/confirmations/email/resend', token });

    it('confirms the address with the link of the registration e-mail, once', async () => {
      const { accessToken } = await registerByEmail(t, 'confirm@example.com');
      const { url, code } = await latestEmailLink(t, 'confirm@example.com', '/verify/');
      expect(url).toBe(`http://localhost:3000/verify/${code}`);
      expect((await confirm(code)).statusCode).toBe(200);
      expect((await get(accessToken)).json().data.emailConfirmed).toBe(true);
      const again = await confirm(code);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe(ErrorCode.emailConfirmationInvalid);
      expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
      expect((await confirm('short')).statusCode).toBe(422);
    });

    it('re-sends a new link on request, and refuses once confirmed', async () => {
      const { accessToken } = await registerByEmail(t, 'resend@example.com');
      const first = (await latestEmailLink(t, 'resend@example.com', '/verify/')).code;
      expect((await resend(accessToken)).statusCode).toBe(200);
      const second = (await latestEmailLink(t, 'resend@example.com', '/verify/')).code;
      expect(second).not.toBe(first);
      expect(await listOutboxEmails(t.database.db, { to: 'resend@example.com' })).toHaveLength(2);
      expect((await confirm(second)).statusCode).toBe(200);
      const done = await resend(accessToken);
      expect(done.statusCode).toBe(409);
      expect((await resend('')).statusCode).toBe(401);
    });

    it('limits re-sends to 5 an hour', async () => {
      const { accessToken } = await registerByEmail(t, 'spam@example.com');
      for (let send = 0; send < 5; send++) expect((await resend(accessToken)).statusCode).toBe(200);
      expect((await resend(accessToken)).statusCode).toBe(429);
    });
  });
});
