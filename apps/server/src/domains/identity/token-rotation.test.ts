import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERNAL_CALL_HEADER } from '../../plugins/internal-calls.ts';
import { testDrivers } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sessions } from './tables.ts';
import { call, IDENTITY_TABLES, registerByEmail } from './test-helpers.ts';
import { ROTATION_GRACE_SECONDS } from './token-rotation.ts';
import { ACCESS_TOKEN_SECONDS, type AccessClaims, signAccessToken, verifyAccessToken } from './tokens.ts';

const HOUR_S = 3600;
const REFRESH_HOURS = 24;

describe.each(testDrivers)('token refresh and rotation on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { SESSION_REFRESH_HOURS: String(REFRESH_HOURS) });
  });
  afterAll(() => t.close());
  beforeEach(() => t.truncate(...IDENTITY_TABLES));
  afterEach(() => vi.useRealTimers());

  const profile = (token: string, headers: Record<string, string> = {}) =>
    call(t, { url: '/api/player/profile', token, headers });
  const refresh = (token: string) => call(t, { method: 'POST', url: '/api/player/sessions/refresh', token });
  const claimsOf = async (token: string): Promise<AccessClaims> =>
    (await verifyAccessToken(t.app.authKeys, token, { allowExpired: true }))!;
  /** The same session and token id, but expired `secondsAgo` seconds ago. */
  const expiredCopy = async (token: string, secondsAgo: number) =>
    signAccessToken(
      t.app.authKeys,
      await claimsOf(token),
      Math.floor(Date.now() / 1000) - ACCESS_TOKEN_SECONDS - secondsAgo,
    );
  const currentTokenId = async (sessionId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.tokenId;
  /** Moves the clock (Date only: timers and the database keep running) past the rotation grace. */
  const afterGrace = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ROTATION_GRACE_SECONDS + 1) * 1000);
  };

  it('refreshes an expired token only within SESSION_REFRESH_HOURS of its expiry', async () => {
    const { accessToken } = await registerByEmail(t, 'window@example.com');
    const longExpired = await expiredCopy(accessToken, 29 * 24 * HOUR_S);
    expect((await refresh(longExpired)).statusCode).toBe(401);
    const justOutside = await expiredCopy(accessToken, REFRESH_HOURS * HOUR_S + 60);
    expect((await refresh(justOutside)).statusCode).toBe(401);

    const inside = await expiredCopy(accessToken, REFRESH_HOURS * HOUR_S - 60);
    const refreshed = await refresh(inside);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await profile(refreshed.json().data.accessToken)).statusCode).toBe(200);
  });

  it('rotates the token id: the replaced token works for the grace, then gets 401', async () => {
    const { accessToken: first } = await registerByEmail(t, 'rotate@example.com');
    const before = await claimsOf(first);
    expect(await currentTokenId(before.sessionId)).toBe(before.tokenId);

    const refreshed = await refresh(first);
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data.accessToken as string;
    const after = await claimsOf(second);
    expect(after.sessionId).toBe(before.sessionId);
    expect(after.tokenId).not.toBe(before.tokenId);
    expect(await currentTokenId(before.sessionId)).toBe(after.tokenId);
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(200);

    afterGrace();
    expect((await profile(first)).statusCode).toBe(401);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('lets two tabs refresh the same token at once: both succeed and end on the current token id', async () => {
    const { accessToken } = await registerByEmail(t, 'tabs@example.com');
    const { sessionId } = await claimsOf(accessToken);
    const answers = await Promise.all([refresh(accessToken), refresh(accessToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const tokens = answers.map((answer) => answer.json().data.accessToken as string);
    const current = await currentTokenId(sessionId);
    for (const token of tokens) expect((await claimsOf(token)).tokenId).toBe(current);

    // The second tab refreshing later with the replaced token gets the current id: no second rotation.
    const late = await refresh(accessToken);
    expect(late.statusCode).toBe(200);
    expect((await claimsOf(late.json().data.accessToken)).tokenId).toBe(current);
    expect(await currentTokenId(sessionId)).toBe(current);

    afterGrace();
    for (const token of tokens) expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(accessToken)).statusCode).toBe(401);
  });

  it('refuses a token whose id is unknown, a token without one, and sessions from before rotation', async () => {
    const { accessToken } = await registerByEmail(t, 'jti@example.com');
    const claims = await claimsOf(accessToken);
    const unknown = await signAccessToken(t.app.authKeys, { ...claims, tokenId: randomUUID() });
    expect((await profile(unknown)).statusCode).toBe(401);
    expect((await refresh(unknown)).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const withoutId = await new SignJWT({ sessionId: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.playerId)
      .setAudience('access')
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(t.app.authKeys.access);
    expect((await profile(withoutId)).statusCode).toBe(401);
    expect((await profile(accessToken)).statusCode).toBe(200);

    await t.database.db.update(sessions).set({ tokenId: null }).where(eq(sessions.id, claims.sessionId));
    expect((await profile(accessToken)).statusCode).toBe(401);
    expect((await refresh(accessToken)).statusCode).toBe(401);
  });

  it('lets in-process rendering use an expired current token without refreshing, never a forged header', async () => {
    const { accessToken } = await registerByEmail(t, 'render@example.com');
    const { sessionId } = await claimsOf(accessToken);
    const expired = await expiredCopy(accessToken, 60);
    const rendering = { [INTERNAL_CALL_HEADER]: t.app.internalCallSecret };
    const forged = { [INTERNAL_CALL_HEADER]: 'a'.repeat(t.app.internalCallSecret.length) };
    expect((await profile(expired)).statusCode).toBe(401);
    expect((await profile(expired, forged)).statusCode).toBe(401);
    expect((await profile(expired, { [INTERNAL_CALL_HEADER]: 'true' })).statusCode).toBe(401);
    expect((await profile(expired, rendering)).statusCode).toBe(200);
    expect(await currentTokenId(sessionId)).toBe((await claimsOf(accessToken)).tokenId);

    const beyondWindow = await expiredCopy(accessToken, REFRESH_HOURS * HOUR_S + 60);
    expect((await profile(beyondWindow, rendering)).statusCode).toBe(401);
    // Once the browser has refreshed, the replaced token no longer renders pages, even in the grace.
    expect((await refresh(accessToken)).statusCode).toBe(200);
    expect((await profile(expired, rendering)).statusCode).toBe(401);
  });
});
