import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { issueEmailToken } from './email-tokens.ts';
import { call, emailRegistration, IDENTITY_TABLES, registerByEmail, signIn } from './test-helpers.ts';
import { issueOneTimeToken } from './tokens.ts';

const sessionCookie = (response: LightMyRequestResponse) => {
  const cookies = response.cookies.filter((cookie) => cookie.name === 'session-token');
  expect(cookies, response.body).toHaveLength(1);
  return cookies[0]!;
};

/** The cookie server-side rendering reads: out of scripts' reach, sent on top-level navigation. */
const expectSessionCookie = (response: LightMyRequestResponse, token: string, secure: boolean) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(sessionCookie(response)).toMatchObject({
    value: token,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 31_536_000,
  });
  expect(sessionCookie(response).secure ?? false).toBe(secure);
};

describe.each(testDrivers)('the session cookie on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));

  it('is set HttpOnly and SameSite=Lax by every answer that issues a token', async () => {
    const registration = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('cookie@example.com'),
    });
    const registered = registration.json().data;
    expectSessionCookie(registration, registered.accessToken, false);

    const signedIn = await signIn(t, 'cookie@example.com', 'secret-pass');
    expectSessionCookie(signedIn, signedIn.json().data.accessToken, false);

    const refreshed = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/refresh',
      token: signedIn.json().data.accessToken,
    });
    expectSessionCookie(refreshed, refreshed.json().data.accessToken, false);

    const oneTime = await issueOneTimeToken(t.app.authKeys, {
      playerId: registered.profile.id,
      purpose: 'autologin',
    });
    const exchanged = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/token',
      payload: { token: oneTime },
    });
    expectSessionCookie(exchanged, exchanged.json().data.accessToken, false);

    const code = await issueEmailToken(t.database.db, {
      playerId: registered.profile.id,
      email: 'cookie@example.com',
      purpose: 'password-reset',
    });
    const reset = await call(t, {
      method: 'POST',
      url: '/api/player/passwords/confirm',
      payload: { code, newPassword: 'new-secret-pass', repeatNewPassword: 'new-secret-pass' },
    });
    expectSessionCookie(reset, reset.json().data.accessToken, false);
  });

  it('is cleared by logout, even when the token is no longer accepted', async () => {
    const { accessToken } = await registerByEmail(t, 'bye@example.com');
    for (let round = 0; round < 2; round++) {
      const logout = await call(t, {
        method: 'POST',
        url: '/api/player/sessions/logout',
        token: accessToken,
      });
      expect(logout.statusCode).toBe(round === 0 ? 200 : 401);
      const cleared = sessionCookie(logout);
      expect(cleared).toMatchObject({ value: '', httpOnly: true, path: '/' });
      expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('is not set by answers that issue no token', async () => {
    const { accessToken } = await registerByEmail(t, 'none@example.com');
    const answers = [
      await call(t, { url: '/api/player/profile', token: accessToken }),
      await signIn(t, 'none@example.com', 'wrong-password'),
    ];
    for (const answer of answers)
      expect(answer.cookies.filter((cookie) => cookie.name === 'session-token')).toEqual([]);
  });
});

describe.each(testDrivers)('the session cookie behind https on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { PUBLIC_URL: 'https://casino.example' });
  });
  afterAll(() => t.close());

  it('is Secure when the public address is https', async () => {
    const registration = await call(t, {
      method: 'POST',
      url: '/api/player/register',
      payload: emailRegistration('secure@example.com'),
    });
    expectSessionCookie(registration, registration.json().data.accessToken, true);
    const logout = await call(t, {
      method: 'POST',
      url: '/api/player/sessions/logout',
      token: registration.json().data.accessToken,
    });
    expect(sessionCookie(logout).secure).toBe(true);
  });
});
