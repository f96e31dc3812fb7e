import { ErrorCode } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listOutboxSms } from '../messaging/outbox.ts';
import { otpCodes, players } from './tables.ts';
import { call, emailRegistration, IDENTITY_TABLES, latestSmsCode, sendCode, signIn } from './test-helpers.ts';

const verify = (t: TestApp, phone: string, code: string, reason = 'registration') =>
  call(t, { method: 'POST', url: '/api/player/otp/verify', payload: { phone, code, reason } });

/** Lets the 60 s resend wait pass, as if the codes had been sent a while ago. */
const age = (t: TestApp, phone: string, ms: number) =>
  t.database.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(otpCodes.phone, phone));

const otherCode = (code: string) => (code === '123456' ? '654321' : '123456');

describe.each(testDrivers)('phone codes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { OTP_SENDS_PER_IP_PER_HOUR: '7' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  it('sends a 6-digit code by SMS in the asked language and stores only its hash', async () => {
    const phone = '+4917612345678';
    const response = await sendCode(t, phone, 'registration', { headers: { 'x-locale': 'de' } });
    expect(response.json()).toEqual({ data: { resendAfterSeconds: 60 } });
    const [sms] = await listOutboxSms(t.database.db, { to: phone });
    expect(sms!.text).toMatch(/^\d{6} ist Ihr Code für Lucky Harbor/);
    const code = await latestSmsCode(t, phone);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(5 * 60_000, -3);
  });

  it('normalises the number and refuses an invalid one with a field error', async () => {
    expect((await sendCode(t, '+49 176 1234-5678', 'registration')).statusCode).toBe(200);
    expect(await listOutboxSms(t.database.db, { to: '+4917612345678' })).toHaveLength(1);
    const invalid = await sendCode(t, '12345', 'registration');
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().error.fields)).toEqual(['phone']);
    expect((await sendCode(t, '+4917612345678', 'other')).statusCode).toBe(422);
  });

  it('allows a resend only after 60 seconds (11005, the code the client shows its limit message for)', async () => {
    const phone = '+4917611111111';
    await sendCode(t, phone, 'registration');
    const early = await sendCode(t, phone, 'registration');
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe(ErrorCode.otpSendLimit);
    expect(early.json().error.message).toMatch(/^Wait \d+ seconds/);
    await age(t, phone, 61_000);
    expect((await sendCode(t, phone, 'registration')).statusCode).toBe(200);
    expect(await listOutboxSms(t.database.db, { to: phone })).toHaveLength(2);
  });

  it('sends at most 5 codes an hour to a phone (11005)', async () => {
    const phone = '+4917622222222';
    for (let send = 0; send < 5; send++) {
      expect((await sendCode(t, phone, 'registration')).statusCode).toBe(200);
      await age(t, phone, 61_000);
    }
    const limited = await sendCode(t, phone, 'registration');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(ErrorCode.otpSendLimit);
    expect(await listOutboxSms(t.database.db, { to: phone })).toHaveLength(5);
  });

  it('sends at most OTP_SENDS_PER_IP_PER_HOUR codes an hour from one address (11005)', async () => {
    const remoteAddress = '203.0.113.77';
    for (let send = 0; send < 7; send++)
      expect(
        (await sendCode(t, `+49176333333${10 + send}`, 'registration', { remoteAddress })).statusCode,
      ).toBe(200);
    const limited = await sendCode(t, '+4917633333399', 'registration', { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(11005);
    expect((await sendCode(t, '+4917633333399', 'registration')).statusCode).toBe(200);
  });

  it('answers 11003 for a wrong code and kills the code after 5 attempts', async () => {
    const phone = '+4917644444444';
    await sendCode(t, phone, 'registration');
    const code = await latestSmsCode(t, phone);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verify(t, phone, otherCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.code).toBe(ErrorCode.otpInvalid);
    }
    const dead = await verify(t, phone, code);
    expect(dead.statusCode).toBe(422);
    expect(dead.json().error.code).toBe(11003);
  });

  it('accepts the right code within 5 attempts, and never for another phone or reason', async () => {
    const phone = '+4917655555555';
    await sendCode(t, phone, 'registration');
    const code = await latestSmsCode(t, phone);
    expect((await verify(t, phone, otherCode(code))).statusCode).toBe(422);
    expect((await verify(t, '+4917655555556', code)).statusCode).toBe(422);
    expect((await verify(t, phone, code, 'phoneVerification')).statusCode).toBe(422);
    expect((await verify(t, phone, code)).statusCode).toBe(200);
  });

  it('answers otpExpired after 5 minutes', async () => {
    const phone = '+4917666666666';
    await sendCode(t, phone, 'registration');
    const code = await latestSmsCode(t, phone);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, phone));
    const expired = await verify(t, phone, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.code).toBe(ErrorCode.otpExpired);
  });

  it('only the newest code counts', async () => {
    const phone = '+4917677777777';
    await sendCode(t, phone, 'registration');
    const first = await latestSmsCode(t, phone);
    await age(t, phone, 61_000);
    await sendCode(t, phone, 'registration');
    const second = await latestSmsCode(t, phone);
    if (first !== second) expect((await verify(t, phone, first)).statusCode).toBe(422);
    expect((await verify(t, phone, second)).statusCode).toBe(200);
  });

  it('makes a phone player verify the phone by SMS before the first phone sign-in', async () => {
    const phone = '+5511955554444';
    const { profile } = (
      await call(t, {
        method: 'POST',
        url: '/api/player/register',
        payload: emailRegistration('phone-later@example.com'),
      })
    ).json().data;
    await t.database.db.update(players).set({ phone }).where(eq(players.id, profile.id));

    const first = await signIn(t, phone, 'secret-pass');
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe(ErrorCode.phoneVerificationRequired);
    expect((await signIn(t, phone, 'wrong-pass')).statusCode).toBe(401);

    expect((await sendCode(t, phone, 'phoneVerification')).json()).toEqual({
      data: { resendAfterSeconds: 60 },
    });
    const code = await latestSmsCode(t, phone);
    expect((await verify(t, phone, otherCode(code), 'phoneVerification')).json().error.code).toBe(11003);
    expect((await verify(t, phone, code, 'phoneVerification')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, profile.id));
    expect(row!.phoneVerifiedAt).toBeInstanceOf(Date);

    const signedIn = await signIn(t, '+55 11 95555-4444', 'secret-pass');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.profile.phoneVerified).toBe(true);
    expect((await verify(t, phone, code, 'phoneVerification')).statusCode).toBe(422);
  });

  it('answers a verification send for an unknown phone the same way, sending nothing', async () => {
    const response = await sendCode(t, '+5511900001111', 'phoneVerification');
    expect(response.json()).toEqual({ data: { resendAfterSeconds: 60 } });
    expect(await listOutboxSms(t.database.db, { to: '+5511900001111' })).toHaveLength(0);
  });

  it('trades a changingPass code for a password reset code; an unknown phone gets the same answer and no SMS', async () => {
    const phone = '+5511944443333';
    const { profile } = (
      await call(t, {
        method: 'POST',
        url: '/api/player/register',
        payload: emailRegistration('forgot-by-phone@example.com'),
      })
    ).json().data;
    await t.database.db.update(players).set({ phone }).where(eq(players.id, profile.id));
    expect((await sendCode(t, '+5511900002222', 'changingPass')).json()).toEqual({
      data: { resendAfterSeconds: 60 },
    });
    expect(await listOutboxSms(t.database.db, { to: '+5511900002222' })).toHaveLength(0);

    expect((await sendCode(t, phone, 'changingPass')).statusCode).toBe(200);
    const code = await latestSmsCode(t, phone);
    expect((await verify(t, phone, otherCode(code), 'changingPass')).json().error.code).toBe(11003);
    const verified = await verify(t, phone, code, 'changingPass');
    expect(verified.statusCode).toBe(200);
    const resetCode = verified.json().data.code as string;
    expect(resetCode).not.toBe(code);
    const reset = await call(t, {
      method: 'POST',
      url: '/api/player/passwords/confirm',
      payload: { code: resetCode, newPassword: 'by-phone-1', repeatNewPassword: 'by-phone-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(t, 'forgot-by-phone@example.com', 'by-phone-1')).statusCode).toBe(200);
    expect((await verify(t, phone, code, 'changingPass')).statusCode).toBe(422);
  });
});
