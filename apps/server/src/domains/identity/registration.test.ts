import { ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listOutboxEmails } from '../messaging/outbox.ts';
import { savePublicSetting } from '../settings/service.ts';
import { players } from './tables.ts';
import {
  adultBirthdate,
  call,
  emailRegistration,
  IDENTITY_TABLES,
  latestSmsCode,
  registerByEmail,
  sendCode,
  signIn,
} from './test-helpers.ts';

type Definition = {
  name: string;
  isVisible: boolean;
  isRequired: boolean;
  value: unknown;
  rules: { rule: string }[];
};

describe.each(testDrivers)('registration on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { COUNTRY_HEADER: 'x-country', PUBLIC_URL: 'https://casino.example' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const definitions = async (headers: Record<string, string> = {}) => {
    const response = await call(t, { url: '/api/player/fields/validations?scenario=registration', headers });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      (response.json().data as Definition[]).map((item) => [item.name, item]),
    ) as Record<string, Definition>;
  };

  it('describes the registration fields, hiding country and currency for an unknown country', async () => {
    const fields = await definitions({ 'x-locale': 'de' });
    expect(Object.keys(fields)).toEqual([
      'email',
      'phone',
      'password',
      'password_confirmation',
      'nickname',
      'country',
      'currency',
      'locale',
      'birthdate',
      'agreements',
      'receiveEmailPromo',
      'receiveSmsPromo',
      'bonusCode',
    ]);
    // Both registration types are on: each tab's own login is required, the other one optional.
    expect(fields.email).toMatchObject({ isRequired: false, isVisible: true });
    expect(fields.phone).toMatchObject({ isRequired: false, isVisible: true });
    expect(fields.email!.rules.map((rule) => rule.rule)).toEqual(['email', 'maxLength']);
    expect(fields.password!.rules).toContainEqual({ rule: 'minLength', min: 6 });
    expect(fields.password_confirmation!.rules).toContainEqual({ rule: 'sameAs', field: 'password' });
    expect(fields.birthdate!.rules).toContainEqual({ rule: 'minAge', min: 18 });
    expect(fields.agreements!.rules).toEqual([{ rule: 'required' }, { rule: 'yes' }]);
    expect(fields.nickname).toMatchObject({ isVisible: false, isRequired: false });
    expect(fields.country).toMatchObject({ isVisible: false, value: null });
    expect(fields.currency).toMatchObject({ isVisible: false, value: 'EUR' });
    expect(fields.locale).toMatchObject({ isVisible: false, value: 'de' });
    expect(fields.bonusCode!.rules).toEqual([{ rule: 'maxLength', max: 32 }]);
  });

  it("shows country and currency filled from the visitor's country", async () => {
    const brazil = await definitions({ 'x-country': 'br' });
    expect(brazil.country).toMatchObject({ isVisible: true, isRequired: true, value: 'BR' });
    expect(brazil.currency).toMatchObject({ isVisible: true, value: 'BRL' });
    expect((await definitions({ 'x-country': 'AT' })).currency!.value).toBe('EUR');
    expect((await definitions({ 'x-country': 'KE' })).currency!.value).toBe('EUR');
    expect((await definitions({ 'x-country': 'CA' })).currency!.value).toBe('CAD');
  });

  it('requires the login field of the only registration type offered, and refuses the type not offered', async () => {
    await savePublicSetting(t.database.db, 'registrationTypes', ['email']);
    try {
      const fields = await definitions();
      expect(fields.email).toMatchObject({ isRequired: true });
      expect(fields.phone).toMatchObject({ isRequired: false });
      const code = await call(t, {
        method: 'POST',
        url: '/api/player/register/phone',
        payload: { ...emailRegistration('x@example.com'), phone: '+4917600009999', code: '123456' },
      });
      expect(code.statusCode).toBe(403);
    } finally {
      await savePublicSetting(t.database.db, 'registrationTypes', ['email', 'phone']);
    }
  });

  it('keeps a phone given at e-mail registration, unverified, and still requires the e-mail', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('with-phone@example.com', { phone: '+49 176 0000 7777' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.profile).toMatchObject({ phone: '+4917600007777', phoneConfirmed: false });
    const noEmail = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('', { phone: '+4917600008888' }),
    });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().error.fields).toHaveProperty('email');
    const takenPhone = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('other@example.com', { phone: '+4917600007777' }),
    });
    expect(takenPhone.statusCode).toBe(422);
    expect(takenPhone.json().error.fields).toHaveProperty('phone');
  });

  it('registers by e-mail: 201 with a token and a new profile, stored as asked', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('Ana.Souza@Example.com', {
        country: 'BR',
        currency: 'BRL',
        bonusCode: 'WELCOME',
      }),
      headers: { 'x-locale': 'pt-br', cookie: 'affiliate-tag=partner-42', 'user-agent': 'vitest' },
    });
    expect(response.statusCode).toBe(201);
    const { accessToken, profile } = response.json().data;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(profile).toMatchObject({
      email: 'ana.souza@example.com',
      nickname: 'ana_souza',
      country: 'BR',
      currency: 'BRL',
      locale: 'pt-br',
      birthdate: adultBirthdate,
      status: 1,
      emailConfirmed: false,
      phoneVerified: false,
      receiveEmailPromo: true,
      receiveSmsPromo: false,
      isNewlyRegistered: true,
    });
    const [row] = await t.database.db.select().from(players).where(eq(players.id, profile.id));
    expect(row).toMatchObject({ affiliateTag: 'partner-42', registrationBonusCode: 'WELCOME' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.agreementsAcceptedAt).toBeInstanceOf(Date);
    const me = await call(t, { url: '/api/player/profile', token: accessToken });
    expect(me.json().data).toMatchObject({ id: profile.id, isNewlyRegistered: false });
    expect(me.json().data.lastSignInAt).not.toBeNull();
  });

  it('sends the confirmation e-mail in the chosen language, with a /verify/ link', async () => {
    await registerByEmail(t, 'lena@example.com', {}, { headers: { 'x-locale': 'de' } });
    const [mail] = await listOutboxEmails(t.database.db, { to: 'lena@example.com' });
    expect(mail!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail!.text).toContain('Hallo lena,');
    expect(mail!.text).toMatch(/https:\/\/casino\.example\/verify\/[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('href="https://casino.example/verify/');
  });

  it('derives a unique nickname from the e-mail and fills the base currency without a country', async () => {
    const first = await registerByEmail(t, 'max@example.com');
    const second = await registerByEmail(t, 'max@example.org');
    expect(first.profile.nickname).toBe('max');
    expect(second.profile.nickname).toMatch(/^max\d+$/);
    expect(second.profile).toMatchObject({ currency: 'EUR', country: null, locale: 'en' });
  });

  it('answers 422 with a rule per failing field and stores nothing', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: {
        email: 'not-an-email',
        password: '123',
        password_confirmation: '1234',
        birthdate: '2015-01-01',
        agreements: false,
        bonusCode: 'X'.repeat(40),
        currency: 'XXX',
      },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe(ErrorCode.validationFailed);
    expect(Object.keys(error.fields).sort()).toEqual([
      'agreements',
      'birthdate',
      'bonusCode',
      'currency',
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(error.fields.email).toEqual(['Enter a valid e-mail address.']);
    expect(error.fields.birthdate[0]).toContain('18');
    expect(await t.database.db.select().from(players)).toHaveLength(0);
  });

  it('answers odd shapes with 422, never a 500', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      { ...emailRegistration('odd@example.com'), email: 42, password: { a: 1 }, birthdate: true },
      { ...emailRegistration('odd@example.com'), nickname: ['x'], country: 7 },
    ];
    for (const payload of bodies) {
      const response = await call(t, {
        method: 'POST',
        url: '/api/player/register',
        payload: payload as object,
        headers: { 'content-type': 'application/json' },
      });
      expect([400, 422], JSON.stringify(payload)).toContain(response.statusCode);
    }
    expect(await t.database.db.select().from(players)).toHaveLength(0);
  });

  it('asks for every required field', async () => {
    const response = await call(t, { method: 'POST', url: '/api/player/register', payload: {} });
    expect(response.statusCode).toBe(422);
    const fields = response.json().error.fields;
    for (const name of ['email', 'password', 'password_confirmation', 'birthdate', 'agreements'])
      expect(fields[name], name).toEqual(['This field is required.']);
    expect(fields.phone).toBeUndefined();
  });

  it('refuses an e-mail already registered, whatever its case (11007 on the field)', async () => {
    await registerByEmail(t, 'taken@example.com');
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('TAKEN@example.com'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe(ErrorCode.emailTaken);
    expect(Object.keys(response.json().error.fields)).toEqual(['email']);
  });

  it('answers one of two parallel registrations of an address with 422, never a 500', async () => {
    const register = () =>
      call(t, {
        method: 'POST',
        url: '/api/player/register',
        payload: emailRegistration('race@example.com'),
      });
    const statuses = (await Promise.all([register(), register(), register()])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([201, 422, 422]);
    expect(await t.database.db.select().from(players)).toHaveLength(1);
  });

  it('registers by phone with the code from the SMS outbox', async () => {
    const phone = '+5511987654321';
    const sent = await sendCode(t, phone, 'registration');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ data: { resendAfterSeconds: 60 } });
    const code = await latestSmsCode(t, phone);
    const body = { ...emailRegistration(''), email: undefined, phone: '+55 11 98765-4321' };

    const wrong = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: { ...body, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe(ErrorCode.otpInvalid);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['code']);

    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: { ...body, code },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { profile, accessToken } = response.json().data;
    expect(profile).toMatchObject({ phone, email: null, phoneVerified: true, isNewlyRegistered: true });
    expect(response.cookies.find((cookie) => cookie.name === 'session-token')).toMatchObject({
      value: accessToken,
      httpOnly: true,
    });
    // A generated name as an e-mail's local part would be, never "player" (issue 28, item 16).
    expect(profile.nickname).toMatch(/^(?!player)[A-Z][a-z]+[A-Z][a-z]+\d*$/);
    expect((await call(t, { url: '/api/player/profile', token: accessToken })).statusCode).toBe(200);
    expect((await signIn(t, phone, 'secret-pass')).statusCode).toBe(200);

    const replay = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: { ...body, phone: '+5511987654322', code },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('accepts a registration code already checked by /otp/verify', async () => {
    const phone = '+4915112345678';
    await sendCode(t, phone, 'registration');
    const code = await latestSmsCode(t, phone);
    const verified = await call(t, {
      method: 'POST',
      url: '/api/player/otp/verify',
      payload: { phone, code, reason: 'registration' },
    });
    expect(verified.json()).toEqual({ data: { code } });
    const body = { ...emailRegistration('anna@example.de'), phone, code };
    const response = await call(t, { method: 'POST', url: '/api/player/register/phone', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.profile).toMatchObject({ email: 'anna@example.de', phone, nickname: 'anna' });
  });

  it('asks for the phone and the code in the phone registration', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: { ...emailRegistration('x@example.com'), phone: '12', code: '12' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      phone: ['Enter a valid phone number.'],
      code: [expect.any(String)],
    });
  });

  it('refuses to send a registration code to a registered phone', async () => {
    const phone = '+5511912345678';
    await sendCode(t, phone, 'registration');
    const code = await latestSmsCode(t, phone);
    await call(t, {
      method: 'POST',
      url: '/api/player/register/phone',
      payload: { ...emailRegistration(''), email: undefined, phone, code },
    });
    const again = await sendCode(t, phone, 'registration');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe(ErrorCode.phoneTaken);
    expect(Object.keys(again.json().error.fields)).toEqual(['phone']);
  });
});

describe.each(testDrivers)('registration rate limit on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { REGISTRATION_RATE_LIMIT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('limits registrations per address', async () => {
    const ip = '203.0.113.9';
    const register = (email: string, remoteAddress = ip) =>
      call(t, {
        method: 'POST',
        url: '/api/player/register',
        payload: emailRegistration(email),
        remoteAddress,
      });
    expect((await register('one@example.com')).statusCode).toBe(201);
    expect((await register('two@example.com')).statusCode).toBe(201);
    const limited = await register('three@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(ErrorCode.rateLimited);
    expect((await register('three@example.com', '203.0.113.10')).statusCode).toBe(201);
  });
});
