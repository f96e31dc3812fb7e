import { ErrorCode, PlayerStatus } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { domainEvents } from '../events/tables.ts';
import { listOutboxEmails, OutboxEmailSender } from '../messaging/outbox.ts';
import { emailTokens, players } from './tables.ts';
import { call, IDENTITY_TABLES, latestEmailLink, registerByEmail, signIn } from './test-helpers.ts';
import { hashEmailCode } from './tokens.ts';

describe.each(testDrivers)('passwords on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, {
      PUBLIC_URL: 'https://casino.example/',
      PASSWORD_RESETS_PER_IP_PER_HOUR: '8',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  const profile = (token: string) => call(t, { url: '/api/player/profile', token });
  const change = (token: string, payload: unknown) =>
    call(t, { method: 'PUT', url: '/api/player/passwords', token, payload });
  const requestReset = (email: string, remoteAddress?: string) =>
    call(t, {
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /** The reset e-mail goes out from the domain-event outbox: deliver what is pending now. */
  const deliver = () => t.app.events.dispatchPending();
  const resetTokens = () =>
    t.database.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'password-reset'));
  const resetMails = async (to?: string) =>
    (await listOutboxEmails(t.database.db, { to })).filter((mail) => mail.text.includes('/password/reset/'));
  const confirm = (payload: unknown) =>
    call(t, { method: 'POST', url: '/api/player/passwords/confirm', payload });

  describe('change', () => {
    it('refuses a wrong current password with a field error', async () => {
      const { accessToken } = await registerByEmail(t, 'pat@example.com');
      const response = await change(accessToken, {
        currentPassword: 'not-it',
        newPassword: 'brand-new',
        repeatNewPassword: 'brand-new',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe(ErrorCode.currentPasswordInvalid);
      expect(Object.keys(response.json().error.fields)).toEqual(['currentPassword']);
      expect((await signIn(t, 'pat@example.com', 'secret-pass')).statusCode).toBe(200);
    });

    it('answers 422 per field for a short or unrepeated new password', async () => {
      const { accessToken } = await registerByEmail(t, 'pat@example.com');
      const response = await change(accessToken, {
        currentPassword: '',
        newPassword: '123',
        repeatNewPassword: '456',
      });
      expect(response.statusCode).toBe(422);
      const { fields } = response.json().error;
      expect(fields.currentPassword).toEqual(['This field is required.']);
      expect(fields.newPassword).toEqual(['Must be at least 6 characters.']);
      expect(fields.repeatNewPassword).toHaveLength(1);
    });

    it('sets the new password and closes the other sessions only', async () => {
      const { accessToken: current } = await registerByEmail(t, 'pat@example.com');
      const other = (await signIn(t, 'pat@example.com', 'secret-pass')).json().data.accessToken;
      const response = await change(current, {
        currentPassword: 'secret-pass',
        newPassword: 'brand-new',
        repeatNewPassword: 'brand-new',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: {} });
      expect((await profile(current)).statusCode).toBe(200);
      expect((await profile(other)).statusCode).toBe(401);
      expect((await signIn(t, 'pat@example.com', 'secret-pass')).statusCode).toBe(401);
      expect((await signIn(t, 'pat@example.com', 'brand-new')).statusCode).toBe(200);
    });

    it('sets a first password without a current one for a player who has none (a social sign-up)', async () => {
      const { accessToken, profile: player } = await registerByEmail(t, 'social-only@example.com');
      await t.database.db.update(players).set({ passwordHash: null }).where(eq(players.id, player.id));
      const response = await change(accessToken, {
        newPassword: 'first-one',
        repeatNewPassword: 'first-one',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await signIn(t, 'social-only@example.com', 'first-one')).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      expect(
        (await change('', { currentPassword: 'a', newPassword: 'bbbbbb', repeatNewPassword: 'bbbbbb' }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('reset', () => {
    it('works end to end through the e-mail link', async () => {
      const { accessToken: before } = await registerByEmail(
        t,
        'Rita@Example.com',
        {},
        { headers: { 'x-locale': 'pt-br' } },
      );
      expect((await requestReset('RITA@example.com')).statusCode).toBe(200);
      await deliver();
      const { email, url, code } = await latestEmailLink(t, 'rita@example.com', '/password/reset/');
      expect(url).toBe(`https://casino.example/password/reset/${code}`);
      expect(email.subject).toBe('Redefina sua senha da Lucky Harbor');
      expect(email.html).toContain(`href="${url}"`);
      const [stored] = await t.database.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.purpose, 'password-reset'));
      expect(stored!.tokenHash).not.toBe(code);
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(3_600_000, -3);

      const mismatch = await confirm({ code, newPassword: 'new-secret', repeatNewPassword: 'other' });
      expect(mismatch.statusCode).toBe(422);
      expect(Object.keys(mismatch.json().error.fields)).toEqual(['repeatNewPassword']);

      const response = await confirm({ code, newPassword: 'new-secret', repeatNewPassword: 'new-secret' });
      expect(response.statusCode).toBe(200);
      const { accessToken, profile: signedIn } = response.json().data;
      expect(signedIn.email).toBe('rita@example.com');
      expect((await profile(accessToken)).statusCode).toBe(200);
      expect((await profile(before)).statusCode).toBe(401);
      expect((await signIn(t, 'rita@example.com', 'secret-pass')).statusCode).toBe(401);
      expect((await signIn(t, 'rita@example.com', 'new-secret')).statusCode).toBe(200);

      const again = await confirm({ code, newPassword: 'third-one', repeatNewPassword: 'third-one' });
      expect(again.statusCode).toBe(422);
      expect(again.json().error).toMatchObject({
        code: ErrorCode.resetCodeInvalid,
        message: 'The reset link is not valid or has expired. Ask for a new one.',
        fields: { code: ['The reset link is not valid or has expired. Ask for a new one.'] },
      });
    });

    it('answers known and unknown addresses alike, doing the same work; the e-mail goes out from the outbox', async () => {
      await registerByEmail(t, 'known@example.com');
      await t.truncate('domain_events');
      await t.app.events.stop();
      try {
        const known = await requestReset('known@example.com');
        const unknown = await requestReset('unknown@example.com');
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
        expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
        expect(await resetTokens()).toHaveLength(0);
        expect(await resetMails()).toHaveLength(0);
        const queued = await t.database.db.select().from(domainEvents);
        expect(queued.map((event) => event.payload)).toEqual([
          { email: 'known@example.com' },
          { email: 'unknown@example.com' },
        ]);

        await deliver();
        await deliver();
        expect(await resetMails('known@example.com')).toHaveLength(1);
        expect(await resetMails('unknown@example.com')).toHaveLength(0);
        expect(await resetTokens()).toHaveLength(1);
      } finally {
        t.app.events.start();
      }
      expect((await requestReset('not-an-email')).statusCode).toBe(422);
    });

    it('retries a failed delivery and then sends the link once', async () => {
      await registerByEmail(t, 'retry@example.com');
      await t.truncate('domain_events');
      await t.app.events.stop();
      const send = vi
        .spyOn(OutboxEmailSender.prototype, 'send')
        .mockRejectedValueOnce(new Error('mail down'));
      try {
        await requestReset('retry@example.com');
        await deliver();
        expect(await resetMails('retry@example.com')).toHaveLength(0);
        expect(await resetTokens()).toHaveLength(0);
        const [failed] = await t.database.db.select().from(domainEvents);
        expect(failed).toMatchObject({ deliveredAt: null, attempts: 1, lastError: expect.any(String) });
        await t.database.db.update(domainEvents).set({ retryAt: null });
        await deliver();
        await deliver();
        expect(await resetMails('retry@example.com')).toHaveLength(1);
        expect(await resetTokens()).toHaveLength(1);
      } finally {
        send.mockRestore();
        t.app.events.start();
      }
    });

    it('sends no link to a blocked player', async () => {
      const { profile } = await registerByEmail(t, 'blocked@example.com');
      await t.database.db
        .update(players)
        .set({ status: PlayerStatus.blocked })
        .where(eq(players.id, profile.id));
      expect((await requestReset('blocked@example.com')).statusCode).toBe(200);
      await deliver();
      expect(await resetMails('blocked@example.com')).toHaveLength(0);
      expect(await resetTokens()).toHaveLength(0);
    });

    it('refuses an expired code and kills older links once a reset succeeded', async () => {
      await registerByEmail(t, 'old@example.com');
      await requestReset('old@example.com');
      await deliver();
      const first = (await latestEmailLink(t, 'old@example.com', '/password/reset/')).code;
      await requestReset('old@example.com');
      await deliver();
      const second = (await latestEmailLink(t, 'old@example.com', '/password/reset/')).code;
      expect(second).not.toBe(first);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.tokenHash, hashEmailCode(second)));
      const expired = await confirm({
        code: second,
        newPassword: 'new-secret',
        repeatNewPassword: 'new-secret',
      });
      expect(expired.statusCode).toBe(422);
      expect(Object.keys(expired.json().error.fields)).toEqual(['code']);
      await requestReset('old@example.com');
      await deliver();
      const third = (await latestEmailLink(t, 'old@example.com', '/password/reset/')).code;
      expect(
        (await confirm({ code: third, newPassword: 'new-secret', repeatNewPassword: 'new-secret' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await confirm({ code: first, newPassword: 'x-secret', repeatNewPassword: 'x-secret' })).statusCode,
      ).toBe(422);
    });

    it('limits requests per address (e-mail) and per IP, known or not', async () => {
      for (let request = 0; request < 5; request++)
        expect((await requestReset('flood@example.com')).statusCode).toBe(200);
      const perEmail = await requestReset('flood@example.com');
      expect(perEmail.statusCode).toBe(429);
      expect(perEmail.json().error.code).toBe(ErrorCode.rateLimited);

      const ip = '198.18.0.9';
      for (let request = 0; request < 8; request++)
        expect((await requestReset(`p${request}@example.com`, ip)).statusCode).toBe(200);
      expect((await requestReset('p9@example.com', ip)).statusCode).toBe(429);
      expect((await requestReset('p9@example.com')).statusCode).toBe(200);
    });
  });
});
