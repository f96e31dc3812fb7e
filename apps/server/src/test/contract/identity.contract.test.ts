import { createHash, createHmac, randomInt } from 'node:crypto';
import { PlayerStatus, playerChannel } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { otpCodes, players } from '../../domains/identity/tables.ts';
import { adultBirthdate, latestEmailLink, latestSmsCode } from '../../domains/identity/test-helpers.ts';
import { issueOneTimeToken } from '../../domains/identity/tokens.ts';
import { clientFactory, listenForClients, nextEvent } from '../../realtime/test-clients.ts';
import { testDrivers } from '../databases.ts';
import { startTestApp, type TestApp } from '../test-app.ts';
import { expectError, expectReads, skeletonClient } from './skeleton-client.ts';

/*
 * Client contract sections 0 (token claims), 2, 3 (profile), 11 (social, verify, reset) and the
 * session-closed push on messenger:notifications (13), called the way the product's client calls
 * them. Every schema below is written from the contract's text, not imported from our contracts.
 */

const BOT_TOKEN = '4242:identity-contract-telegram-token';

const fieldDefinitions = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
      editable: z.boolean(),
      isRequired: z.boolean(),
      isVisible: z.boolean(),
      position: z.number(),
      value: z.unknown().optional(),
    }),
  ),
});

const text = z.string().nullable();
const profile = z.object({
  id: z.string(),
  status: z.number(),
  email: text,
  phone: text,
  currency: text,
  country: text,
  birthdate: text,
  firstName: text,
  lastName: text,
  nickname: z.string(),
  gender: text,
  nationality: text,
  placeOfBirth: text,
  address: text,
  additionalAddress: text,
  city: text,
  postalCode: text,
  timeZone: text,
  profession: text,
  personalIdNumber: text,
  securityQuestion: text,
  securityAnswer: text,
  locale: z.string(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  agreedTc: z.boolean(),
  confirmedAt: text,
  createdAt: z.string(),
  freshchatRestoreId: text,
  segmentIds: z.array(z.unknown()),
  isNewlyRegistered: z.boolean(),
  phoneConfirmed: z.boolean(),
  pwaInstalled: z.boolean(),
  externalId: text,
  referralCode: text,
  qualifiedReferralsCount: z.number(),
});
const profileAnswer = z.object({ data: profile });

const login = z.object({
  data: z.object({
    accessToken: z.string(),
    tokenType: z.string(),
    expiresAfter: z.number(),
    sessionId: z.string(),
    profile,
  }),
});

/** The typed claims of the client's token (section 0). */
const claims = z.object({
  iss: z.string(),
  iat: z.number(),
  exp: z.number(),
  nbf: z.number(),
  jti: z.string(),
  sub: z.string(),
  id: z.string(),
  sessionId: z.string(),
});

const session = z.object({
  sessionId: z.string(),
  playerId: z.string(),
  ip: z.string(),
  country: text,
  deviceType: z.enum(['mobile', 'desktop']),
  userAgent: text,
  closedAt: text,
  createdAt: z.string(),
});
const sessionsPage = z.object({
  data: z.array(session),
  meta: z.object({ page: z.number(), perPage: z.number(), totalPages: z.number(), totalRows: z.number() }),
});

const empty = z.object({ data: z.object({}) });
const refreshed = z.object({ data: z.object({ accessToken: z.string() }) });
const otpVerified = z.object({ data: z.object({ code: z.string() }) });

const decode = (token: string) =>
  claims.parse(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()));

type Publication = { channel: string; data: unknown };

describe.each(testDrivers)('client contract: player, sessions and profile on %s', (driver) => {
  let t: TestApp;
  let url: string;
  const sockets = clientFactory();
  let counter = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, {
      TELEGRAM_BOT_NAME: 'identity_contract_bot',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      OTP_SENDS_PER_IP_PER_HOUR: '3',
      EVENTS_POLL_MS: '100',
    });
    url = await listenForClients(t.app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => t?.close());

  const uniqueEmail = (name: string) => `${name}-${driver}-${counter++}@contract.example`;
  const uniquePhone = () => `+49151${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  /** The next code to the same phone may go out at once (a resend waits a minute otherwise). */
  const allowResend = (phone: string) =>
    t.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.phone, phone));

  /** The registration form as the client sends it, hidden nickname and tracking fields included. */
  const registrationForm = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
    birthdate: adultBirthdate,
    agreements: true,
    receiveEmailPromo: false,
    nickname: 'undefined',
    fingerprint: 'fp-contract-1',
    affiliateTag: 'aff-42',
    referralCode: 'REF-1',
    ...extra,
  });

  async function registered(name = 'player') {
    const client = skeletonClient(t);
    const email = uniqueEmail(name);
    const answer = expectReads(
      await client.post('/api/player/register', { body: registrationForm(email) }),
      201,
      login,
    ).data;
    client.useToken(answer.accessToken);
    return { client, email, answer };
  }

  it('§2 describes the registration and profile forms', async () => {
    const guest = skeletonClient(t);
    const form = expectReads(
      await guest.get('/api/player/fields/validations', { query: { scenario: 'registration' } }),
      200,
      fieldDefinitions,
    ).data;
    expect(form.map((field) => field.name)).toEqual(
      expect.arrayContaining(['email', 'password', 'nickname']),
    );
    expectError(await guest.get('/api/player/fields/validations', { query: { scenario: 'profile' } }), 401);

    const { client } = await registered('fields');
    const profileForm = expectReads(
      await client.get('/api/player/fields/validations', { query: { scenario: 'profile' } }),
      200,
      fieldDefinitions,
    ).data;
    expect(profileForm.find((field) => field.name === 'nickname')?.value).toEqual(expect.any(String));
  });

  it('§2 §3 e-mail and phone are not required with both registration types on; a phone given at e-mail sign-up is kept, set and verified later', async () => {
    const guest = skeletonClient(t);
    const form = expectReads(
      await guest.get('/api/player/fields/validations', { query: { scenario: 'registration' } }),
      200,
      fieldDefinitions,
    ).data;
    const byName = Object.fromEntries(form.map((field) => [field.name, field]));
    expect(byName.email?.isRequired).toBe(false);
    expect(byName.phone?.isRequired).toBe(false);

    // The e-mail tab keeps the phone field of the list: filled, it goes out with the form.
    const phone = uniquePhone();
    const withPhone = expectReads(
      await guest.post('/api/player/register', {
        body: registrationForm(uniqueEmail('tab-phone'), { phone }),
      }),
      201,
      login,
    ).data;
    expect(withPhone.profile).toMatchObject({ phone, phoneConfirmed: false });

    // The profile form sends '' for every empty field, then changes the phone and verifies it.
    const { client } = await registered('profile-form');
    const profileForm = expectReads(
      await client.get('/api/player/fields/validations', { query: { scenario: 'profile' } }),
      200,
      fieldDefinitions,
    ).data;
    const everyField = Object.fromEntries(profileForm.map((field) => [field.name, field.value ?? '']));
    expect(everyField.gender).toBe('');
    expectReads(await client.put('/api/player/profile', { body: everyField }), 200, profileAnswer);
    expectReads(await client.put('/api/player/profile', { body: { phone: '' } }), 200, profileAnswer);
    const ownPhone = uniquePhone();
    const changed = expectReads(
      await client.put('/api/player/profile', { body: { ...everyField, phone: ownPhone } }),
      200,
      profileAnswer,
    ).data;
    expect(changed).toMatchObject({ phone: ownPhone, phoneConfirmed: false });
    expectReads(
      await client.post('/api/player/otp/send', { body: { phone: ownPhone, reason: 'phoneVerification' } }),
      200,
      z.object({ data: z.unknown() }),
    );
    const code = await latestSmsCode(t, ownPhone);
    expectReads(
      await client.post('/api/player/otp/verify', {
        body: { phone: ownPhone, code, reason: 'phoneVerification' },
      }),
      200,
      otpVerified,
    );
    expect(expectReads(await client.get('/api/player/profile'), 200, profileAnswer).data.phoneConfirmed).toBe(
      true,
    );
  });

  it('§2 registers from the second player on with a hidden nickname sent as "undefined" or ""', async () => {
    const first = await registered('nick');
    const second = await registered('nick');
    const client = skeletonClient(t);
    const third = expectReads(
      await client.post('/api/player/register', {
        body: registrationForm(uniqueEmail('nick'), { nickname: '' }),
      }),
      201,
      login,
    ).data;
    const nicknames = [first.answer, second.answer, third].map((item) => item.profile.nickname);
    expect(new Set(nicknames).size).toBe(3);
    expect(nicknames).not.toContain('undefined');
    expect(third.profile.isNewlyRegistered).toBe(true);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, third.profile.id));
    expect(row?.affiliateTag).toBe('aff-42');
  });

  it('§0 the token carries exp in seconds and the sessionId of the session rows; sub and id are the player', async () => {
    const { client, answer } = await registered('claims');
    const token = decode(answer.accessToken);
    expect(token.exp).toBeGreaterThan(Date.now() / 1000);
    expect(token.exp).toBeLessThan(Date.now() / 1000 + 24 * 3600);
    expect(token.sessionId).toBe(answer.sessionId);
    expect(token.sub).toBe(answer.profile.id);
    expect(token.id).toBe(answer.profile.id);
    expect(answer.tokenType).toBe('Bearer');
    const rows = expectReads(
      await client.get('/api/player/sessions', { query: { page: 1, perPage: 10 } }),
      200,
      sessionsPage,
    );
    expect(rows.data.map((row) => row.sessionId)).toContain(token.sessionId);
  });

  it('§2 signs in with {login, password, fingerprint}: 401 wrong credentials, 403 blocked, 422 fields', async () => {
    const { email, answer } = await registered('login');
    const client = skeletonClient(t);
    const signedIn = expectReads(
      await client.post('/api/player/sessions', {
        body: { login: email, password: 'secret-pass', fingerprint: 'fp-1' },
      }),
      200,
      login,
    ).data;
    expect(signedIn.profile.id).toBe(answer.profile.id);
    expect(signedIn.profile.isNewlyRegistered).toBe(false);
    expectError(
      await client.post('/api/player/sessions', {
        body: { login: email, password: 'wrong-pass', fingerprint: 'fp-1' },
      }),
      401,
    );
    const fields = expectError(
      await client.post('/api/player/sessions', { body: { login: '', password: '', fingerprint: 'fp-1' } }),
      422,
    );
    expect(Object.keys(fields.fields ?? {})).toEqual(expect.arrayContaining(['login', 'password']));
    await t.database.db
      .update(players)
      .set({ status: PlayerStatus.blocked })
      .where(eq(players.id, answer.profile.id));
    expectError(
      await client.post('/api/player/sessions', {
        body: { login: email, password: 'secret-pass', fingerprint: 'fp-1' },
      }),
      403,
    );
  });

  it('§2 trades an autologin token {token, fingerprint} for a session', async () => {
    const { answer } = await registered('autologin');
    const token = await issueOneTimeToken(t.app.authKeys, {
      playerId: answer.profile.id,
      purpose: 'autologin',
    });
    const client = skeletonClient(t);
    const traded = expectReads(
      await client.post('/api/player/sessions/token', { body: { token, fingerprint: 'fp-auto' } }),
      200,
      login,
    ).data;
    expect(traded.profile.id).toBe(answer.profile.id);
  });

  it('§2 §11 signs in socially with the callback parameters in the query; 11002 for a blocked account', async () => {
    const widget = {
      id: '7771234',
      first_name: 'Ana',
      username: `ana_${driver}`,
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const checkString = Object.entries(widget)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    const secret = createHash('sha256').update(BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(checkString).digest('hex');
    const body = {
      connection: 'telegram',
      provider: 'telegram',
      locale: 'en',
      fingerprint: 'fp-social',
      affiliateTag: 'aff-7',
    };
    const client = skeletonClient(t);
    const first = expectReads(
      await client.post('/api/player/sessions/social', { query: { ...widget, hash }, body }),
      200,
      login,
    ).data;
    expect(first.profile.isNewlyRegistered).toBe(true);
    const again = expectReads(
      await client.post('/api/player/sessions/social', { query: { ...widget, hash }, body }),
      200,
      login,
    ).data;
    expect(again.profile).toMatchObject({ id: first.profile.id, isNewlyRegistered: false });
    await t.database.db
      .update(players)
      .set({ status: PlayerStatus.blocked })
      .where(eq(players.id, first.profile.id));
    expectError(
      await client.post('/api/player/sessions/social', { query: { ...widget, hash }, body }),
      403,
      11002,
    );
  });

  it('§0 §2 refreshes with the old Bearer token and no body, and logs out with {data: {}}', async () => {
    const { client, answer } = await registered('refresh');
    const next = expectReads(await client.post('/api/player/sessions/refresh'), 200, refreshed).data
      .accessToken;
    expect(decode(next).sessionId).toBe(answer.sessionId);
    client.useToken(next);
    expectReads(await client.post('/api/player/sessions/logout'), 200, empty);
    expectError(await client.get('/api/player/profile'), 401);
  });

  it('§2 sends and verifies OTP codes for every reason; 11003 wrong code, 11005 limit', async () => {
    const client = skeletonClient(t);
    const phone = uniquePhone();
    expectReads(
      await client.post('/api/player/otp/send', { body: { phone, reason: 'registration' } }),
      200,
      z.object({ data: z.unknown() }),
    );
    const code = await latestSmsCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await client.post('/api/player/otp/verify', { body: { phone, code: wrong, reason: 'registration' } }),
      422,
      11003,
    );
    const verified = expectReads(
      await client.post('/api/player/otp/verify', { body: { phone, code, reason: 'registration' } }),
      200,
      otpVerified,
    ).data;
    const phoneForm = { ...registrationForm(uniqueEmail('phone')), phone, code: verified.code };
    const byPhone = expectReads(
      await client.post('/api/player/register/phone', { body: phoneForm }),
      201,
      login,
    ).data;
    expect(byPhone.profile).toMatchObject({ phone, phoneConfirmed: true });

    await allowResend(phone);
    expectReads(
      await client.post('/api/player/otp/send', { body: { phone, reason: 'changingPass' } }),
      200,
      z.object({ data: z.unknown() }),
    );
    const resetCode = expectReads(
      await client.post('/api/player/otp/verify', {
        body: { phone, code: await latestSmsCode(t, phone), reason: 'changingPass' },
      }),
      200,
      otpVerified,
    ).data.code;
    expectReads(
      await client.post('/api/player/passwords/confirm', {
        body: { code: resetCode, newPassword: 'phone-reset-1', repeatNewPassword: 'phone-reset-1' },
      }),
      200,
      z.object({ data: z.unknown() }),
    );
    expectReads(
      await client.post('/api/player/sessions', {
        body: { login: phone, password: 'phone-reset-1', fingerprint: 'x' },
      }),
      200,
      login,
    );

    // An unknown phone gets the same answer and no SMS; the third real send is the last of the hour here.
    const unknown = await client.post('/api/player/otp/send', {
      body: { phone: uniquePhone(), reason: 'phoneVerification' },
    });
    expect(unknown.status).toBe(200);
    expect(
      (await client.post('/api/player/otp/send', { body: { phone: uniquePhone(), reason: 'registration' } }))
        .status,
    ).toBe(200);
    expectError(
      await client.post('/api/player/otp/send', { body: { phone: uniquePhone(), reason: 'registration' } }),
      429,
      11005,
    );
  });

  it('§2 §11 resets a password by e-mail: {data: {}}, and an invalid code is 422 on fields.code', async () => {
    const { email } = await registered('reset');
    const guest = skeletonClient(t);
    expectReads(await guest.post('/api/player/passwords/reset', { body: { email } }), 200, empty);
    expect(
      expectError(await guest.post('/api/player/passwords/reset', { body: { email: 'nope' } }), 422).fields
        ?.email,
    ).toHaveLength(1);
    const invalid = expectError(
      await guest.post('/api/player/passwords/confirm', {
        body: { code: 'x'.repeat(43), newPassword: 'brand-new-1', repeatNewPassword: 'brand-new-1' },
      }),
      422,
    );
    expect(invalid.fields?.code?.[0]).toEqual(expect.any(String));
    await t.app.events.dispatchPending();
    const { code } = await latestEmailLink(t, email, '/password/reset/');
    expectReads(
      await guest.post('/api/player/passwords/confirm', {
        body: { code, newPassword: 'brand-new-1', repeatNewPassword: 'brand-new-1' },
      }),
      200,
      z.object({ data: z.unknown() }),
    );
  });

  it('§2 changes the password with PUT {currentPassword, newPassword, repeatNewPassword}; 422 fields', async () => {
    const { client } = await registered('change');
    const bad = expectError(
      await client.put('/api/player/passwords', {
        body: { currentPassword: 'wrong', newPassword: 'abc', repeatNewPassword: 'abd' },
      }),
      422,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(
      expect.arrayContaining(['newPassword', 'repeatNewPassword']),
    );
    expectReads(
      await client.put('/api/player/passwords', {
        body: { currentPassword: 'secret-pass', newPassword: 'changed-1', repeatNewPassword: 'changed-1' },
      }),
      200,
      empty,
    );
  });

  it('§2 lists sessions paged and closes one, answering it closed; the push on messenger:notifications is an object', async () => {
    const { client, email, answer } = await registered('sessions');
    const phone = skeletonClient(t);
    const other = expectReads(
      await phone.post('/api/player/sessions', {
        body: { login: email, password: 'secret-pass', fingerprint: 'fp-phone' },
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
      }),
      200,
      login,
    ).data;
    const page = expectReads(
      await client.get('/api/player/sessions', { query: { page: 1, perPage: 1 } }),
      200,
      sessionsPage,
    );
    expect(page.meta).toEqual({ page: 1, perPage: 1, totalPages: 2, totalRows: 2 });
    expect(page.data[0]).toMatchObject({
      sessionId: other.sessionId,
      playerId: answer.profile.id,
      deviceType: 'mobile',
    });

    const socket = sockets.open(url, { getToken: async () => answer.accessToken });
    const notifications = socket.newSubscription(playerChannel('messenger:notifications', answer.profile.id));
    const subscribed = nextEvent(notifications, 'subscribed');
    notifications.subscribe();
    socket.connect();
    await subscribed;
    const pushed = nextEvent<Publication>(
      notifications,
      'publication',
      (context) => (context.data as { sessionId?: string }).sessionId === other.sessionId,
    );

    const closed = expectReads(
      await client.put(`/api/player/sessions/${other.sessionId}/close`),
      200,
      z.object({ data: session }),
    ).data;
    expect(closed.sessionId).toBe(other.sessionId);
    expect(closed.closedAt).not.toBeNull();
    const publication = await pushed;
    expect(publication.data).toEqual(
      expect.objectContaining({
        event: expect.any(String),
        sessionId: other.sessionId,
        playerId: answer.profile.id,
      }),
    );
  });

  it('§3 reads the full profile and updates it partially, answering the full profile; 422 fields', async () => {
    const { client, answer } = await registered('profile');
    const read = expectReads(await client.get('/api/player/profile'), 200, profileAnswer).data;
    expect(read).toMatchObject({
      id: answer.profile.id,
      segmentIds: [],
      qualifiedReferralsCount: 0,
      pwaInstalled: false,
    });
    const updates: Record<string, unknown>[] = [
      { locale: 'de' },
      { phone: '' },
      { pwaInstalled: true },
      { freshchatRestoreId: 'restore-1' },
      { receiveEmailPromo: true },
      { receiveSmsPromo: true },
      { firstName: 'Ana', lastName: 'Silva', city: 'Berlin' },
    ];
    for (const body of updates)
      expectReads(await client.put('/api/player/profile', { body }), 200, profileAnswer);
    const after = expectReads(await client.get('/api/player/profile'), 200, profileAnswer).data;
    expect(after).toMatchObject({
      locale: 'de',
      pwaInstalled: true,
      freshchatRestoreId: 'restore-1',
      receiveEmailPromo: true,
      receiveSmsPromo: true,
      firstName: 'Ana',
    });
    const invalid = expectError(await client.put('/api/player/profile', { body: { firstName: 'A' } }), 422);
    expect(invalid.fields?.firstName).toHaveLength(1);
  });

  it('§3 §11 resends the confirmation e-mail with {data: {}} and confirms the address with its code', async () => {
    const { client, email } = await registered('confirm');
    expectReads(await client.post('/api/player/profile/confirmations/email/resend'), 200, empty);
    const { code } = await latestEmailLink(t, email, '/verify/');
    expectReads(await skeletonClient(t).post('/api/player/register/confirm', { body: { code } }), 200, empty);
    const confirmed = expectReads(await client.get('/api/player/profile'), 200, profileAnswer).data;
    expect(confirmed.confirmedAt).toEqual(expect.any(String));
  });

  it('§1 init answers {country}', async () => {
    const init = expectReads(
      await skeletonClient(t).get('/api/player/init', { headers: { 'cf-ipcountry': 'DE' } }),
      200,
      z.object({ data: z.object({ country: z.string().nullable() }) }),
    );
    expect(init.data.country === null || init.data.country === 'DE').toBe(true);
  });
});
