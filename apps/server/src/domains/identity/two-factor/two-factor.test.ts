import { ErrorCode, STEP_UP_HEADER } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDrivers } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditDeposit } from '../../wallet/postings.ts';
import { autologinLink } from '../autologin.ts';
import { twoFactorAuthenticators, twoFactorRecoveryCodes } from '../tables.ts';
import {
  type Call,
  call,
  IDENTITY_TABLES,
  latestEmailLink,
  registerByEmail,
  signIn,
} from '../test-helpers.ts';
import { TWO_FACTOR_FREE_FAILURES } from './authenticator.ts';
import { decryptSecret, twoFactorKeys } from './keys.ts';
import { advanceClock, enrolTwoFactor, fakeDateOnly, TestAuthenticator } from './test-two-factor.ts';

const TABLES = [...IDENTITY_TABLES, 'two_factor_authenticators', 'two_factor_recovery_codes'];
const PASSWORD = 'secret-pass';

describe.each(testDrivers)('two-factor authentication on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { TURNOVER_MULTIPLIER: '0' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.truncate(...TABLES);
    fakeDateOnly();
  });
  afterEach(() => vi.useRealTimers());

  const withCode = (code: string | undefined, options: Call): Call =>
    code === undefined ? options : { ...options, headers: { ...options.headers, [STEP_UP_HEADER]: code } };
  const status = async (token: string) =>
    (await call(t, { method: 'GET', url: '/api/player/two-factor', token })).json().data;
  const secondStep = (challenge: string, code: string) =>
    call(t, { method: 'POST', url: '/api/player/sessions/two-factor', payload: { challenge, code } });
  const expectRefused = (response: { statusCode: number; body: string }, code: number, field: string) => {
    expect(response.statusCode, response.body).toBe(code === ErrorCode.rateLimited ? 429 : 422);
    const { error } = JSON.parse(response.body);
    expect(error.code).toBe(code);
    if (code !== ErrorCode.rateLimited) expect(error.fields[field]).toEqual([expect.any(String)]);
  };

  /** Signs in with the password; answers the challenge of the 401 (11030). */
  async function challengeOf(email: string) {
    const first = await signIn(t, email, PASSWORD);
    expect(first.statusCode, first.body).toBe(401);
    const { error } = first.json();
    expect(error.code).toBe(ErrorCode.twoFactorRequired);
    expect(error.challenge).toEqual(expect.any(String));
    expect(first.headers['set-cookie']).toBeUndefined();
    return error.challenge as string;
  }

  it('enrols with a QR code, refuses a wrong first code, and keeps the secret encrypted', async () => {
    const { accessToken: token, profile } = await registerByEmail(t, 'tfa-enrol@example.com');
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0, enabledAt: null });
    const started = await call(t, { method: 'POST', url: '/api/player/two-factor/enrolment', token });
    const enrolment = started.json().data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Lucky%20Harbor:tfa-enrol%40example\.com\?/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(Buffer.from(enrolment.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/);

    const [row] = await t.database.db
      .select()
      .from(twoFactorAuthenticators)
      .where(eq(twoFactorAuthenticators.playerId, profile.id));
    expect(row!.secretEncrypted).not.toContain(enrolment.secret);
    const app = TestAuthenticator.fromBase32(enrolment.secret);
    const stored = decryptSecret(await twoFactorKeys(t.database.db), row!.secretEncrypted);
    expect(Buffer.from(stored).equals(Buffer.from(app.secret))).toBe(true);

    const confirm = (code: string) =>
      call(t, { method: 'POST', url: '/api/player/two-factor/enrolment/confirm', token, payload: { code } });
    const wrong = String((Number(app.code()) + 1) % 1_000_000).padStart(6, '0');
    expectRefused(await confirm(wrong), ErrorCode.twoFactorInvalid, 'code');
    expect((await status(token)).enabled).toBe(false);

    const confirmed = await confirm(app.nextCode());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const hashes = await t.database.db
      .select({ hash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.playerId, profile.id));
    expect(hashes.map((item) => item.hash)).not.toContain(codes[0]);
    expect(await status(token)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    expect((await confirm(app.nextCode())).statusCode).toBe(409);
    expect(
      (await call(t, { method: 'POST', url: '/api/player/two-factor/enrolment', token })).statusCode,
    ).toBe(409);
  });

  it('asks for the second factor at sign-in; a right code opens one session, a replayed code none', async () => {
    const { accessToken: token } = await registerByEmail(t, 'tfa-sign-in@example.com');
    const { app } = await enrolTwoFactor(t, token);

    const challenge = await challengeOf('tfa-sign-in@example.com');
    expectRefused(await secondStep(challenge, '000000'), ErrorCode.twoFactorInvalid, 'code');
    const code = app.nextCode();
    const opened = await secondStep(challenge, code);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['set-cookie']).toContain('session-token=');
    const session = opened.json().data.accessToken;
    expect((await call(t, { method: 'GET', url: '/api/player/profile', token: session })).statusCode).toBe(
      200,
    );

    // The same code again (same step), on a fresh challenge: refused. The used challenge: refused.
    const again = await challengeOf('tfa-sign-in@example.com');
    expectRefused(await secondStep(again, code), ErrorCode.twoFactorInvalid, 'code');
    expect((await secondStep(challenge, app.nextCode())).statusCode).toBe(401);
    // An expired challenge (5 minutes) is refused even with a right code.
    advanceClock(6 * 60_000);
    expect((await secondStep(again, app.code())).statusCode).toBe(401);
    // A player without 2FA signs in as before.
    await registerByEmail(t, 'tfa-none@example.com');
    const plain = await signIn(t, 'tfa-none@example.com', PASSWORD);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.accessToken).toEqual(expect.any(String));
  });

  it('takes each recovery code once, and a regeneration replaces them all', async () => {
    const { accessToken: token } = await registerByEmail(t, 'tfa-recovery@example.com');
    const { app, recoveryCodes } = await enrolTwoFactor(t, token);
    const first = await secondStep(
      await challengeOf('tfa-recovery@example.com'),
      recoveryCodes[0]!.toUpperCase(),
    );
    expect(first.statusCode, first.body).toBe(200);
    const reused = await secondStep(await challengeOf('tfa-recovery@example.com'), recoveryCodes[0]!);
    expectRefused(reused, ErrorCode.twoFactorInvalid, 'code');
    expect(await status(token)).toMatchObject({ recoveryCodesLeft: 9 });

    const regenerate = (code?: string) =>
      call(t, withCode(code, { method: 'POST', url: '/api/player/two-factor/recovery-codes', token }));
    expectRefused(await regenerate(), ErrorCode.stepUpRequired, 'twoFactorCode');
    const renewed = await regenerate(app.nextCode());
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(await status(token)).toMatchObject({ recoveryCodesLeft: 10 });
    const old = await secondStep(await challengeOf('tfa-recovery@example.com'), recoveryCodes[1]!);
    expectRefused(old, ErrorCode.twoFactorInvalid, 'code');
    expect((await secondStep(await challengeOf('tfa-recovery@example.com'), fresh[1]!)).statusCode).toBe(200);
  });

  it('guards withdraw, password change, e-mail change and disabling with a step-up code', async () => {
    const { accessToken: token, profile } = await registerByEmail(t, 'tfa-guard@example.com', {
      currency: 'EUR',
    });
    const accounts = (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data;
    const accountId = accounts.find((account: { currency: string }) => account.currency === 'EUR').id;
    await creditDeposit(t.database.db, {
      walletAccountId: accountId,
      currency: 'EUR',
      amount: 10_000n,
      idempotencyKey: `tfa-guard-${profile.id}`,
    });
    const { app, recoveryCodes } = await enrolTwoFactor(t, token);

    const withdraw = (code?: string) =>
      call(
        t,
        withCode(code, {
          method: 'POST',
          url: '/api/payment/invoices/withdrawal',
          token,
          payload: { method: 'sandbox_card', currency: 'EUR', amount: 10, accountId, fields: {} },
        }),
      );
    const changePassword = (code?: string) =>
      call(
        t,
        withCode(code, {
          method: 'PUT',
          url: '/api/player/passwords',
          token,
          payload: {
            currentPassword: PASSWORD,
            newPassword: 'new-secret-pass',
            repeatNewPassword: 'new-secret-pass',
          },
        }),
      );
    const changeEmail = (code?: string) =>
      call(
        t,
        withCode(code, {
          method: 'PUT',
          url: '/api/player/profile',
          token,
          payload: { email: 'other@example.com' },
        }),
      );

    for (const guarded of [withdraw, changeEmail, changePassword]) {
      expectRefused(await guarded(), ErrorCode.stepUpRequired, 'twoFactorCode');
      expectRefused(await guarded('123456'), ErrorCode.twoFactorInvalid, 'twoFactorCode');
    }
    const balance = async () =>
      (await call(t, { method: 'GET', url: '/api/wallet/accounts', token })).json().data[0].balance;
    expect(await balance()).toBe(100);

    const code = app.nextCode();
    const paid = await withdraw(code);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await balance()).toBe(90);
    // The same code a second time: replay.
    expectRefused(await withdraw(code), ErrorCode.twoFactorInvalid, 'twoFactorCode');
    // The e-mail change passes the step-up, then meets the profile's own rule (the e-mail is read-only).
    const email = await changeEmail(app.nextCode());
    expect(email.json().error.fields).toEqual({ email: [expect.any(String)] });
    expect(email.json().error.code).toBe(ErrorCode.validationFailed);
    // A recovery code works as a step-up code too.
    expect((await changePassword(recoveryCodes[0])).statusCode).toBe(200);
    // The sessions closed by the password change do not matter to this check: sign in again.
    const challenge = (await signIn(t, 'tfa-guard@example.com', 'new-secret-pass')).json().error.challenge;
    const session = (await secondStep(challenge, app.nextCode())).json().data.accessToken as string;

    const disable = (code?: string) =>
      call(t, withCode(code, { method: 'DELETE', url: '/api/player/two-factor', token: session }));
    expectRefused(await disable(), ErrorCode.stepUpRequired, 'twoFactorCode');
    expect((await disable(app.nextCode())).statusCode).toBe(200);
    expect(await status(session)).toEqual({ enabled: false, recoveryCodesLeft: 0, enabledAt: null });
    expect((await signIn(t, 'tfa-guard@example.com', 'new-secret-pass')).statusCode).toBe(200);
  });

  it('ends the other sessions when 2FA goes on, unless the player keeps them; the asking one stays', async () => {
    const profileOf = (token: string) => call(t, { url: '/api/player/profile', token });
    const { accessToken: token } = await registerByEmail(t, 'tfa-sessions@example.com');
    const other = (await signIn(t, 'tfa-sessions@example.com', PASSWORD)).json().data.accessToken as string;
    await enrolTwoFactor(t, token);
    expect((await profileOf(token)).statusCode).toBe(200);
    expect((await profileOf(other)).statusCode).toBe(401);

    const { accessToken: keeping } = await registerByEmail(t, 'tfa-sessions-kept@example.com');
    const kept = (await signIn(t, 'tfa-sessions-kept@example.com', PASSWORD)).json().data
      .accessToken as string;
    const started = await call(t, {
      method: 'POST',
      url: '/api/player/two-factor/enrolment',
      token: keeping,
    });
    const app = TestAuthenticator.fromBase32(started.json().data.secret);
    const confirmed = await call(t, {
      method: 'POST',
      url: '/api/player/two-factor/enrolment/confirm',
      token: keeping,
      payload: { code: app.nextCode(), signOutOtherSessions: false },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await profileOf(kept)).statusCode).toBe(200);
  });

  it('throttles wrong codes with a growing wait, per player and per device: a stranger cannot keep the player out', async () => {
    const { accessToken: token } = await registerByEmail(t, 'tfa-throttle@example.com');
    const { app, recoveryCodes } = await enrolTwoFactor(t, token);
    // Someone with the password, on a device the player never signed in from.
    const stranger = { 'user-agent': 'stranger-browser/1.0' };
    const first = await signIn(t, 'tfa-throttle@example.com', PASSWORD, { headers: stranger });
    const strangersChallenge = first.json().error.challenge as string;
    const strangersStep = (code: string) =>
      call(t, {
        method: 'POST',
        url: '/api/player/sessions/two-factor',
        headers: stranger,
        payload: { challenge: strangersChallenge, code },
      });
    for (let attempt = 0; attempt < TWO_FACTOR_FREE_FAILURES; attempt++)
      expectRefused(await strangersStep('111111'), ErrorCode.twoFactorInvalid, 'code');
    // The waits grow: 1 s, 2 s, 4 s after the 5th, 6th, 7th wrong code; every attempt waits its turn.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const blocked = await strangersStep('111111');
      expectRefused(blocked, ErrorCode.rateLimited, 'code');
      waits.push(Number(blocked.headers['retry-after']));
      advanceClock(waits.at(-1)! * 1000);
      expectRefused(await strangersStep('111111'), ErrorCode.twoFactorInvalid, 'code');
    }
    expect(waits).toEqual([1, 2, 4]);
    // The stranger's right code waits too, on this challenge and on a fresh one.
    expectRefused(await strangersStep(app.codeAhead()), ErrorCode.rateLimited, 'code');
    const fresh = await signIn(t, 'tfa-throttle@example.com', PASSWORD, { headers: stranger });
    const freshStep = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/two-factor',
      headers: stranger,
      payload: { challenge: fresh.json().error.challenge, code: app.codeAhead() },
    });
    expectRefused(freshStep, ErrorCode.rateLimited, 'code');
    // The player's own device still gets its code checked, and so does their session's step-up.
    const stepUp = (code: string) =>
      call(t, {
        method: 'POST',
        url: '/api/player/two-factor/recovery-codes',
        token,
        headers: { [STEP_UP_HEADER]: code },
      });
    expect((await stepUp(recoveryCodes[0]!)).statusCode).toBe(200);
    expect(
      (await secondStep(await challengeOf('tfa-throttle@example.com'), app.codeAhead())).statusCode,
    ).toBe(200);
  });

  it('throttles wrong step-up codes of a session with a growing wait, then takes a right recovery code', async () => {
    const { accessToken: token } = await registerByEmail(t, 'tfa-step-up-throttle@example.com');
    const { recoveryCodes } = await enrolTwoFactor(t, token);
    const stepUp = (code: string) =>
      call(t, {
        method: 'POST',
        url: '/api/player/two-factor/recovery-codes',
        token,
        headers: { [STEP_UP_HEADER]: code },
      });
    for (let attempt = 0; attempt < TWO_FACTOR_FREE_FAILURES; attempt++)
      expectRefused(await stepUp('111111'), ErrorCode.twoFactorInvalid, 'twoFactorCode');
    for (let attempt = 0; attempt < 2; attempt++) {
      advanceClock(60_000);
      expectRefused(await stepUp('111111'), ErrorCode.twoFactorInvalid, 'twoFactorCode');
    }
    // Seven wrong codes: the right one waits 4 s, then passes.
    const blocked = await stepUp(recoveryCodes[0]!);
    expectRefused(blocked, ErrorCode.rateLimited, 'twoFactorCode');
    expect(blocked.headers['retry-after']).toBe('4');
    advanceClock(4000);
    expect((await stepUp(recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('asks the autologin link and the password reset for the second factor too', async () => {
    const { accessToken: token } = await registerByEmail(t, 'tfa-links@example.com');
    const { app } = await enrolTwoFactor(t, token);
    const link = new URL(
      (await autologinLink(t.database.db, {
        login: 'tfa-links@example.com',
        publicUrl: 'https://x.example',
      }))!,
    );
    const exchanged = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/token',
      payload: { token: link.searchParams.get('state') },
    });
    expect(exchanged.statusCode).toBe(401);
    expect(exchanged.json().error.code).toBe(ErrorCode.twoFactorRequired);
    expect((await secondStep(exchanged.json().error.challenge, app.nextCode())).statusCode).toBe(200);

    await call(t, {
      method: 'POST',
      url: '/api/player/passwords/reset',
      payload: { email: 'tfa-links@example.com' },
    });
    await t.app.events.dispatchPending();
    const { code } = await latestEmailLink(t, 'tfa-links@example.com', '/password/reset/');
    const reset = await call(t, {
      method: 'POST',
      url: '/api/player/passwords/confirm',
      payload: { code, newPassword: 'reset-secret-pass', repeatNewPassword: 'reset-secret-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(401);
    expect(reset.json().error.code).toBe(ErrorCode.twoFactorRequired);
    // The new password holds; the session waits for the code.
    expect((await signIn(t, 'tfa-links@example.com', 'reset-secret-pass')).json().error.code).toBe(
      ErrorCode.twoFactorRequired,
    );
    expect((await secondStep(reset.json().error.challenge, app.nextCode())).statusCode).toBe(200);
  });
});
