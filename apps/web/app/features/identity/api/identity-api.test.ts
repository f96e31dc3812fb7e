import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchInit } from '../../../lib/api-client.ts';
import { deviceFingerprint } from '../../../lib/device-fingerprint.ts';
import { fakeToken } from '../../../lib/session/fake-token.ts';
import { identityCalls } from './identity-api.ts';

const loginResult = { data: { accessToken: fakeToken({ sub: 'p1' }), profile: {} } };

/** The options each call hands the fetcher, answering every call with a login result. */
function recordingApi() {
  const calls: { path: string; init: FetchInit }[] = [];
  const api = createApiClient(async (path, init = {}) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(loginResult), { status: 200 });
  });
  return { api, calls };
}

describe('identity calls', () => {
  it('every call that opens a session sends credentials, so the browser keeps the session cookie', async () => {
    const { api, calls } = recordingApi();
    const registration = {} as never;
    // The answers' bodies do not matter here: only what each call asked of the fetcher.
    await Promise.allSettled([
      identityCalls.signIn(api, { login: 'a@example.com', password: 'x' }),
      identityCalls.register(api, registration),
      identityCalls.registerPhone(api, registration),
      identityCalls.exchangeToken(api, 'one-time'),
      identityCalls.socialSignIn(api, 'google', { code: 'c', state: 's' }),
      identityCalls.resetPassword(api, { code: 'c', newPassword: 'p', repeatNewPassword: 'p' }),
    ]);
    expect(calls.map(({ path, init }) => [path, init.credentials])).toEqual([
      ['/api/player/sessions', 'same-origin'],
      ['/api/player/register', 'same-origin'],
      ['/api/player/register/phone', 'same-origin'],
      ['/api/player/sessions/token', 'same-origin'],
      ['/api/player/sessions/social?code=c&state=s', 'same-origin'],
      ['/api/player/passwords/confirm', 'same-origin'],
    ]);

    await identityCalls.forgotPassword(api, 'a@example.com');
    expect(calls.at(-1)?.init.credentials).toBeUndefined();
  });

  describe('in a browser', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('every call that opens a session carries the device fingerprint', async () => {
      vi.stubGlobal('window', { screen: { width: 390, height: 844, colorDepth: 24 }, devicePixelRatio: 3 });
      vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone)', languages: ['en'], maxTouchPoints: 5 });
      const fingerprint = deviceFingerprint();
      expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
      const { api, calls } = recordingApi();
      await Promise.allSettled([
        identityCalls.signIn(api, { login: 'a@example.com', password: 'x' }),
        identityCalls.register(api, { email: 'a@example.com' }),
        identityCalls.registerPhone(api, { phone: '+35699123456' }),
        identityCalls.exchangeToken(api, 'one-time'),
        identityCalls.socialSignIn(api, 'google', { code: 'c', state: 's' }),
      ]);
      const bodies = calls.map(({ init }) => init.body as Record<string, unknown>);
      expect(bodies.map((body) => body.fingerprint)).toEqual(Array(5).fill(fingerprint));
      expect(bodies[0]).toMatchObject({ login: 'a@example.com', password: 'x' });
      expect(bodies[1]).toMatchObject({ email: 'a@example.com' });
    });
  });
});
